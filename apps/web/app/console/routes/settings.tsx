// The console's order rules page (owner): cashback, service fee, minimum order, unpaid timeout, default services.
import type { OrderRules } from '@dastarkhan/domain/contracts/console-brand';
import type { Route } from './+types/settings';
import { OrderRulesForm } from '../features/brand/order-rules-form.tsx';
import { consoleLoad } from '../lib/console-api.server.ts';

export async function loader({ request, context }: Route.LoaderArgs): Promise<OrderRules> {
  return consoleLoad<OrderRules>(request, context, '/settings/order');
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  return <OrderRulesForm rules={loaderData} />;
}
