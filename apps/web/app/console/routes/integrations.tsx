// The console's integrations page (owner): payment providers, SMS gateway and Telegram bot; secrets write-only.
import type { ConsoleIntegrations } from '@dastarkhan/domain/contracts/console-brand';
import type { Route } from './+types/integrations';
import { IntegrationsView } from '../features/brand/integrations-view.tsx';
import { consoleLoad } from '../lib/console-api.server.ts';

export async function loader({ request, context }: Route.LoaderArgs): Promise<ConsoleIntegrations> {
  return consoleLoad<ConsoleIntegrations>(request, context, '/integrations');
}

export default function Integrations({ loaderData }: Route.ComponentProps) {
  return <IntegrationsView data={loaderData} />;
}
