// The console's promo codes page (owner): every code with its rules and uses, created and edited in place.
import type { ConsolePromo } from '@dastarkhan/domain/contracts/console-brand';
import type { Route } from './+types/promos';
import { PromosView } from '../features/brand/promos-view.tsx';
import { consoleLoad } from '../lib/console-api.server.ts';

export async function loader({ request, context }: Route.LoaderArgs): Promise<ConsolePromo[]> {
  return consoleLoad<ConsolePromo[]>(request, context, '/promos');
}

export default function Promos({ loaderData }: Route.ComponentProps) {
  return <PromosView promos={loaderData} />;
}
