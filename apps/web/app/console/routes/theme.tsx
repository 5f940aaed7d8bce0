// The console's web settings and theme page (owner), with a live preview of the storefront.
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';
import type { Route } from './+types/theme';
import { ThemeEditor } from '../features/brand/theme-editor.tsx';
import { consoleLoad } from '../lib/console-api.server.ts';

export async function loader({ request, context }: Route.LoaderArgs): Promise<WebSettings> {
  return consoleLoad<WebSettings>(request, context, '/settings/web');
}

export default function Theme({ loaderData }: Route.ComponentProps) {
  return <ThemeEditor settings={loaderData} />;
}
