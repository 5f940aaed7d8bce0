// What delivery zones and regions share on /console/delivery: the draft of the area in the side panel and which
// shape the map edits, saving it (POST a new one, PUT an existing one) and deleting it, the panel's form frame
// with its buttons and delete question, and the list an area is picked from.
import { useState, type ReactNode } from 'react';
import type { PolygonGeometry } from '@dastarkhan/domain/geo';
import { Button } from '../../../ui/button.tsx';
import { useConsoleMutation } from '../../lib/console-client.ts';
import { useConsoleT } from '../../lib/console-i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ErrorBanner } from '../../ui/error-banner.tsx';

export interface AreaDraft {
  id: string | null;
  name: string;
  isActive: boolean;
  polygon: PolygonGeometry;
  /** The shape was changed on the map since it was loaded. */
  reshaped: boolean;
}

export function useAreaEditor<D extends AreaDraft>() {
  const saving = useConsoleMutation();
  const removing = useConsoleMutation();
  const [draft, setDraft] = useState<D | null>(null);
  // The map rebuilds the editable shape only when another one is put in, not on each of its own edits.
  const [shapeVersion, setShapeVersion] = useState(0);

  const open = (next: D | null) => {
    saving.reset();
    removing.reset();
    setDraft(next);
    setShapeVersion((version) => version + 1);
  };
  const patch = (changes: Partial<D>) => setDraft((current) => (current ? ({ ...current, ...changes } as D) : current));
  const reshape = (polygon: PolygonGeometry) => patch({ polygon, reshaped: true } as Partial<D>);

  /** Saves the draft under `path` (a collection); the saved area goes back into the editor. */
  async function save<T>(path: string, body: unknown, toDraft: (saved: T) => D) {
    if (!draft) return;
    const saved = await saving.mutate<T>(draft.id ? `${path}/${draft.id}` : path, { method: draft.id ? 'PUT' : 'POST', body });
    if (saved) open(toDraft(saved));
  }

  /** Deletes the draft's area from `path`; true when it is gone. */
  async function remove(path: string): Promise<boolean> {
    if (!draft?.id) return false;
    const done = await removing.mutate(`${path}/${draft.id}`, { method: 'DELETE' });
    if (done) open(null);
    return Boolean(done);
  }

  return { draft, open, patch, reshape, shapeVersion, saving, removing, save, remove };
}

export type AreaEditor<D extends AreaDraft> = ReturnType<typeof useAreaEditor<D>>;

export interface AreaFormTexts {
  /** The form's title for an area not saved yet. */
  newTitle: string;
  save: string;
  delete: string;
  confirmDelete: string;
}

/** The side panel's form around an area's own fields: title, shape hint, error, save / cancel / delete. */
export function AreaForm<D extends AreaDraft>({
  editor,
  texts,
  canSave = true,
  onSave,
  onDelete,
  children,
}: {
  editor: AreaEditor<D>;
  texts: AreaFormTexts;
  canSave?: boolean;
  onSave: () => Promise<void>;
  onDelete: () => Promise<boolean>;
  children: ReactNode;
}) {
  const t = useConsoleT('places');
  const [confirming, setConfirming] = useState(false);
  const { draft, saving, removing } = editor;
  if (!draft) return null;
  // The delete question sits outside the form: its own submit would bubble (through the portal) into this one.
  return (
    <>
      <form
        aria-label={draft.id ? draft.name || texts.newTitle : texts.newTitle}
        className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        <h2 className="text-lg font-bold">{draft.id ? draft.name || '—' : texts.newTitle}</h2>
        <p className="text-xs text-muted">{draft.reshaped && draft.id ? t('zones.shapeChanged') : t('zones.editShape')}</p>
        {children}
        <ErrorBanner error={saving.error} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={saving.pending || !canSave}>
            {saving.pending ? t('common.saving') : texts.save}
          </Button>
          <Button variant="secondary" onClick={() => editor.open(null)}>
            {t('common.cancel')}
          </Button>
          {draft.id ? (
            <Button variant="ghost" className="ms-auto" onClick={() => setConfirming(true)}>
              {texts.delete}
            </Button>
          ) : null}
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={texts.confirmDelete}
        confirmLabel={t('common.delete')}
        pending={removing.pending}
        error={removing.error}
        onConfirm={async () => {
          if (await onDelete()) setConfirming(false);
        }}
      />
    </>
  );
}

export interface AreaListEntry {
  id: string;
  name: string;
  color: string;
  detail: string;
  /** Shown at the end of the row (a zone's price). */
  aside?: ReactNode;
  isActive: boolean;
}

/** The areas of one kind in the side panel; a row selects its area (as a click on the map does). */
export function AreaList({
  title,
  empty,
  entries,
  selectedId,
  onSelect,
  dataAttribute,
}: {
  title: string;
  empty: string;
  entries: AreaListEntry[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Marks each row with its area's id, e.g. data-zone-id. */
  dataAttribute: `data-${string}`;
}) {
  const t = useConsoleT('places');
  const headingId = `${dataAttribute}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4">
      <h2 id={headingId} className="text-lg font-bold">
        {title}
      </h2>
      {entries.length === 0 ? <p className="text-sm text-muted">{empty}</p> : null}
      <ul className="flex flex-col gap-1">
        {entries.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              {...{ [dataAttribute]: entry.id }}
              aria-current={selectedId === entry.id ? 'true' : undefined}
              onClick={() => onSelect(entry.id)}
              className={[
                'flex w-full items-start gap-2 rounded-xl px-2 py-2 text-start text-sm hover:bg-ink/5',
                selectedId === entry.id ? 'bg-ink/8 ring-1 ring-ink/20' : '',
                entry.isActive ? '' : 'opacity-60',
              ].join(' ')}
            >
              <span aria-hidden="true" className="mt-1 size-3 shrink-0 rounded-sm" style={{ backgroundColor: entry.color }} />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{entry.name || '—'}</span>
                <span className="block text-xs text-muted">{entry.detail}</span>
              </span>
              {entry.aside}
              {entry.isActive ? null : <Badge>{t('common.inactive')}</Badge>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
