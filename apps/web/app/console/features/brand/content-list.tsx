// The frame the content page's lists share (banners, vacancies): a card with a "New" button, the form of the row
// being edited or created, the table with Edit and Delete on each row, and the delete question; and the frame of
// such a form (error, fields, Save / Cancel) whose save POSTs a new row and PUTs an existing one.
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';
import { useConsoleMutation } from '../../lib/console-client.ts';
import { useConsoleT } from '../../lib/console-i18n.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { FormActions } from '../../ui/form-actions.tsx';

export function Card({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export interface ContentListTexts {
  title: string;
  newLabel: string;
  empty: string;
  deleteQuestion: string;
}

/** A list of content rows under `path` (e.g. /content/banners): `renderForm` draws the editor of one (null: a new one). */
export function ContentList<T extends { id: string }>({
  path,
  texts,
  rows,
  columns,
  renderForm,
}: {
  path: string;
  texts: ContentListTexts;
  rows: T[];
  columns: DataColumn<T>[];
  renderForm: (row: T | null, onDone: () => void) => ReactNode;
}) {
  const t = useConsoleT('brand');
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const remove = useConsoleMutation();
  const actions: DataColumn<T> = {
    key: 'actions',
    header: <span className="sr-only">{t('common.actions')}</span>,
    align: 'end',
    cell: (row) => (
      <span className="flex justify-end gap-1">
        <Button size="sm" variant="ghost" onClick={() => setEditing(row)}>
          {t('common.edit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDeleting(row)}>
          {t('common.delete')}
        </Button>
      </span>
    ),
  };
  return (
    <Card
      title={texts.title}
      actions={
        <Button size="sm" onClick={() => setEditing('new')} disabled={editing !== null}>
          {texts.newLabel}
        </Button>
      }
    >
      {editing ? (
        // Keyed by the row, so that another row's form starts from that row's values.
        <Fragment key={editing === 'new' ? 'new' : editing.id}>{renderForm(editing === 'new' ? null : editing, () => setEditing(null))}</Fragment>
      ) : null}
      <DataTable caption={texts.title} rows={rows} rowKey={(row) => row.id} empty={texts.empty} columns={[...columns, actions]} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={texts.deleteQuestion}
        tone="danger"
        confirmLabel={t('common.delete')}
        pending={remove.pending}
        error={remove.error}
        onConfirm={async () => {
          if (deleting && (await remove.mutate(`${path}/${deleting.id}`, { method: 'DELETE' })) !== null) setDeleting(null);
        }}
      />
    </Card>
  );
}

/** The form of one content row: saves `body()` to `path` (new) or `path/id` (existing), then calls `onDone`. */
export function ContentForm({
  path,
  id,
  label,
  canSave,
  body,
  onDone,
  children,
}: {
  path: string;
  id: string | null;
  label: string;
  canSave: boolean;
  body: () => unknown;
  onDone: () => void;
  children: ReactNode;
}) {
  const { mutate, pending, error } = useConsoleMutation();

  async function save(event: FormEvent) {
    event.preventDefault();
    const saved = await mutate(id ? `${path}/${id}` : path, { method: id ? 'PUT' : 'POST', body: body() });
    if (saved) onDone();
  }

  return (
    <form onSubmit={save} aria-label={label} className="flex flex-col gap-3 rounded-xl border border-line p-3">
      <ErrorBanner error={error} />
      {children}
      <FormActions pending={pending} disabled={!canSave} onCancel={onDone} />
    </form>
  );
}
