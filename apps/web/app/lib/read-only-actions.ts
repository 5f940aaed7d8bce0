// Actions that only ask the server something (a delivery price) and change nothing: after them no loader
// needs to run again, though React Router revalidates after every action by default.
export const DELIVERY_TARIFF_PATH = '/checkout/tariff';

const READ_ONLY_ACTIONS: ReadonlySet<string> = new Set([DELIVERY_TARIFF_PATH]);

export function isReadOnlyAction(formAction: string | undefined): boolean {
  return formAction !== undefined && READ_ONLY_ACTIONS.has(formAction.split('?')[0] ?? formAction);
}
