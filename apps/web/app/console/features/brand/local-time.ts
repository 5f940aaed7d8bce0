// Between an ISO instant and a `datetime-local` input's value, in the browser's clock (the forms render on the client).
const pad = (value: number) => String(value).padStart(2, '0');

/** ISO instant → `YYYY-MM-DDTHH:mm` in local time; '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A `datetime-local` value → ISO instant with offset (UTC); null for an empty input. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
