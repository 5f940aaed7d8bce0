// What the brand's settings forms share (order rules, web settings and theme, documents): a titled group of
// fields, a draft of which only the changed fields are sent (the API takes partial updates), and the save button
// with its "Saved" note.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';
import { useConsoleMutation } from '../../lib/console-client.ts';
import { useConsoleT } from '../../lib/console-i18n.ts';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The editable copy of saved settings and its PUT to `path` with only what `changedFields` finds changed; the
 * answer (the settings as saved) becomes the new draft.
 */
export function useSettingsDraft<Saved extends Draft, Draft extends object>(saved: Saved, path: string, changedFields: (saved: Saved, draft: Draft) => Partial<Saved>) {
  const [draft, setDraft] = useState<Draft>(saved);
  const [done, setDone] = useState(false);
  const { mutate, pending, error } = useConsoleMutation();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDone(false);
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const changes = changedFields(saved, draft);
  const dirty = Object.keys(changes).length > 0;

  async function save(event: FormEvent) {
    event.preventDefault();
    const next = await mutate<Saved>(path, { method: 'PUT', body: changes });
    if (next) {
      setDraft(next);
      setDone(true);
    }
  }

  return { draft, set, changes, dirty, saved: done, save, pending, error };
}

/** The submit button of a settings form, other buttons beside it, and once saved a "Saved" note announced to screen readers. */
export function SaveButton({ disabled, saved, size, children }: { disabled: boolean; saved: boolean; size?: 'sm'; children?: ReactNode }) {
  const t = useConsoleT('brand');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" size={size} disabled={disabled}>
        {t('common.save')}
      </Button>
      {children}
      {saved ? (
        <p role="status" className="text-sm text-success">
          {t('common.saved')}
        </p>
      ) : null}
    </div>
  );
}
