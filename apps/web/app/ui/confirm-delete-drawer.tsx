// The "are you sure?" sheet before something of the customer's is deleted (a saved address, a saved
// card): it names the thing, and "yes" posts intent=delete with its id to the page's action.
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { Button } from './button.tsx';
import { Drawer } from './drawer.tsx';
import { Spinner } from './spinner.tsx';

/** What a delete action answers: done, or the refusal to show. */
export type DeleteActionResult = { ok: true } | { ok: false; error: string };

/** What the sheet names: its id, and a line that tells it apart. */
export interface DeletableItem {
  id: string;
  description: string;
}

export interface ConfirmDeleteDrawerProps {
  /** The item asked about; null keeps the sheet closed. */
  item: DeletableItem | null;
  /** The route action that deletes (intent=delete, id). */
  action: string;
  texts: { title: string; confirm: string; deleting: string; keep: string };
  onOpenChange: (open: boolean) => void;
  /** Called once the server answered: lists reload then. */
  onSettled?: ((result: DeleteActionResult, id: string) => void) | undefined;
}

export function ConfirmDeleteDrawer({ item, action, texts, onOpenChange, onSettled }: ConfirmDeleteDrawerProps) {
  const fetcher = useFetcher<DeleteActionResult>();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  // The last item asked about stays on the sheet while it closes.
  const [shown, setShown] = useState<DeletableItem | null>(item);
  const { id, description } = item ?? { id: null, description: '' };
  useEffect(() => {
    // Compared by value: callers may build the object anew on every render.
    if (id !== null) setShown({ id, description });
  }, [id, description]);

  // A refusal is shown for the item it was about, not again when the sheet opens for the next; each
  // answer closes the sheet once, so a later sheet is not closed by an old success.
  const [submittedFor, setSubmittedFor] = useState<string | null>(null);
  const settledRef = useRef<DeleteActionResult | undefined>(undefined);
  const onSettledRef = useRef(onSettled);
  useEffect(() => {
    onSettledRef.current = onSettled;
  });
  useEffect(() => {
    if (!result || settledRef.current === result || submittedFor === null) return;
    settledRef.current = result;
    onSettledRef.current?.(result, submittedFor);
    if (result.ok) onOpenChange(false);
  }, [result, submittedFor, onOpenChange]);

  const error = result && !result.ok && item && submittedFor === item.id ? result.error : null;

  return (
    <Drawer
      open={item !== null}
      onOpenChange={onOpenChange}
      title={texts.title}
      description={shown?.description || undefined}
      footer={
        <fetcher.Form method="post" action={action} className="flex flex-col gap-2.5" onSubmit={() => setSubmittedFor(shown?.id ?? null)}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={shown?.id ?? ''} />
          {error ? (
            <p role="alert" className="text-sm font-medium text-danger">
              {error}
            </p>
          ) : null}
          <Button type="submit" variant="danger" size="lg" block disabled={busy}>
            {busy ? <Spinner size={20} /> : null}
            {busy ? texts.deleting : texts.confirm}
          </Button>
          <Button type="button" variant="secondary" size="lg" block onClick={() => onOpenChange(false)}>
            {texts.keep}
          </Button>
        </fetcher.Form>
      }
    />
  );
}
