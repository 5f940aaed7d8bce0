// Content drawn from what the device keeps (the basket, the order draft): a spinner in the server's HTML
// and during hydration, the content once the page runs on the device.
import type { ReactNode } from 'react';
import { useOnDevice } from '../lib/use-on-device.ts';
import { Spinner } from './spinner.tsx';

export function DeviceOnly({ children }: { children: ReactNode }) {
  return useOnDevice() ? (
    children
  ) : (
    <div className="grid place-items-center py-16">
      <Spinner />
    </div>
  );
}
