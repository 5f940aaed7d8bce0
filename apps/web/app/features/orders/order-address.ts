// A delivery address as the customer reads it on the confirmation and the order page: its name, street and
// house, the courier's details (flat, entrance, floor, intercom) and comment — text only, never coordinates.

/** The text parts of an address: the order's snapshot (nullable) or the checkout draft's (empty strings). */
export type AddressText = Partial<Record<'name' | 'streetName' | 'houseNumber' | 'description' | 'office' | 'entrance' | 'floor' | 'domophone' | 'comment', string | null>>;

/** The labels of the courier's details in the page language. */
export type AddressExtraLabels = Record<'office' | 'entrance' | 'floor' | 'domophone', string>;

const EXTRAS = ['office', 'entrance', 'floor', 'domophone'] as const;

const clean = (value: string | null | undefined) => value?.trim() ?? '';

/**
 * The lines to show, each once: the name, "street, house", the one-line description when it says more
 * than those, "Entrance: 2 · Floor: 5", the comment. An address with none of them gives no lines.
 */
export function addressLines(address: AddressText, labels: AddressExtraLabels): string[] {
  const street = [clean(address.streetName), clean(address.houseNumber)].filter(Boolean).join(', ');
  const extras = EXTRAS.filter((key) => clean(address[key]) !== '')
    .map((key) => `${labels[key]}: ${clean(address[key])}`)
    .join(' · ');
  const lines = [clean(address.name), street, clean(address.description), extras, clean(address.comment)].filter(Boolean);
  return lines.filter((line, index) => lines.indexOf(line) === index);
}
