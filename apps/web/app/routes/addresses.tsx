// Resource route (no page) behind the address pickers: GET lists the signed-in customer's saved
// addresses (a guest gets `signedIn: false` and uses the device's list); POST intent=save saves one
// address of the draft to the profile, intent=import saves a guest's device list after sign-in.
import { data } from 'react-router';
import { sanitizeCheckout } from '../features/basket/basket-model.ts';
import { hasPoint, type PointAddress } from '../features/addresses/address-model.ts';
import { loadAddresses, saveAddress, type AddressBook, type ImportAddressesResult, type SaveAddressResult } from '../features/addresses/addresses.server.ts';
import { optionalSession } from '../lib/session.server.ts';
import type { Route } from './+types/addresses';

export async function loader({ request, context }: Route.LoaderArgs): Promise<AddressBook> {
  const session = await optionalSession(request, context);
  if (!session) return { signedIn: false, addresses: [] };
  return { signedIn: true, addresses: await loadAddresses(context, session) };
}

/** An address posted as JSON in the `address` field, through the draft's sanitiser; null when it has no point. */
function readAddress(raw: unknown): PointAddress | null {
  const address = sanitizeCheckout({ address: raw }).address;
  return hasPoint(address) ? address : null;
}

function parseJson(value: FormDataEntryValue | null): unknown {
  if (typeof value !== 'string') return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await optionalSession(request, context);
  if (!session) return data({ ok: false as const, error: 'unauthorized' }, { status: 401 });
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'save') {
    const address = readAddress(parseJson(form.get('address')));
    if (!address) return data<SaveAddressResult>({ ok: false, error: 'invalid address' }, { status: 400 });
    const result = await saveAddress(context, session, address);
    return data<SaveAddressResult>(result, { status: result.ok ? 200 : 422 });
  }
  if (intent === 'import') {
    const list = parseJson(form.get('addresses'));
    if (!Array.isArray(list)) return data<ImportAddressesResult>({ ok: false }, { status: 400 });
    let saved = 0;
    let failed = 0;
    // One after another, oldest first: the profile ends up in the order the guest added them.
    for (const raw of [...list].reverse()) {
      const address = readAddress(raw);
      const result = address ? await saveAddress(context, session, { ...address, id: null }) : null;
      if (result?.ok) saved += 1;
      else failed += 1;
    }
    return data<ImportAddressesResult>({ ok: true, saved, failed });
  }
  return data({ ok: false as const, error: 'unknown intent' }, { status: 400 });
}
