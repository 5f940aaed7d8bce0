// Large loader values sent to the page as one JSON string each, made once and kept by the server.
// React Router's data stream encodes a value's objects one by one on every request; a kept string is
// encoded as a single string, and the browser parses it once. Used for the home menu (once per menu
// and language) and for the page's interface texts (once per language).

/** A value as a JSON string of its own (the type remembers what it holds). */
export type KeptJson<T> = string & { readonly __keptJson: T };

export function toKeptJson<T>(value: T): KeptJson<T> {
  return JSON.stringify(value) as KeptJson<T>;
}

// The server renders the same strings (its kept copies) for every request: each is parsed once.
const parsedJson = new Map<string, unknown>();
const MAX_PARSED_JSON = 16;

/** The value of a kept JSON string; the same object for the same string (treat it as read-only). */
export function fromKeptJson<T>(json: KeptJson<T>): T {
  if (parsedJson.has(json)) return parsedJson.get(json) as T;
  const value = JSON.parse(json) as T;
  if (parsedJson.size >= MAX_PARSED_JSON) parsedJson.delete(parsedJson.keys().next().value as string);
  parsedJson.set(json, value);
  return value;
}
