// Class names of the checkout form's controls, shared by its sections so they look alike.

export const LABEL_CLASSES = 'mb-1 block text-sm font-semibold text-ink';

export const FIELD_CLASSES =
  'block min-h-11 w-full rounded-xl border border-line bg-surface px-3 text-[15px] text-ink placeholder:text-muted/70 ' +
  'transition-colors hover:border-ink/40 focus:border-ink focus-visible:outline-offset-0 aria-[invalid=true]:border-danger';

export const TEXTAREA_CLASSES = `${FIELD_CLASSES} min-h-20 py-2.5`;

export const RADIO_CLASSES =
  'h-5 w-5 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-line bg-surface transition-all checked:border-[6px] checked:border-ink disabled:cursor-not-allowed';

export const CHECKBOX_CLASSES =
  'h-5 w-5 shrink-0 cursor-pointer appearance-none rounded-md border-2 border-line bg-surface transition-colors checked:border-ink checked:bg-ink';

/** A section of the form: a card with a legend. */
export const SECTION_CLASSES = 'rounded-2xl bg-surface p-4 ring-1 ring-line';

export const LEGEND_CLASSES = 'mb-3 text-lg font-bold text-ink';
