// A branch's halls and their tables: add, rename, switch off and delete halls; add and delete tables (numbers
// are unique per branch, the API says so clearly when one is taken).
import { useState } from 'react';
import type { PlacesHall } from '@dastarkhan/domain/contracts/console-places';
import { Button } from '../../../ui/button.tsx';
import { useConsoleMutation } from '../../lib/console-client.ts';
import { useConsoleT } from '../../lib/console-i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Field, TextInput } from '../../ui/field.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { Switch } from '../../ui/switch.tsx';

function AddTableForm({ hall }: { hall: PlacesHall }) {
  const t = useConsoleT('places');
  const { mutate, pending, error } = useConsoleMutation();
  const [number, setNumber] = useState<number | null>(null);
  const [name, setName] = useState('');
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void mutate(`/halls/${hall.id}/tables`, { body: { number, name } }).then((created) => {
          if (created) {
            setNumber(null);
            setName('');
          }
        });
      }}
    >
      <Field label={t('halls.number')} className="w-32">
        <NumberInput value={number} onChange={setNumber} min={1} />
      </Field>
      <Field label={t('halls.tableName')} className="w-48">
        <TextInput value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
      </Field>
      <Button type="submit" size="sm" variant="secondary" disabled={pending || number === null}>
        {t('halls.addTable')}
      </Button>
      <ErrorBanner error={error} className="w-full" />
    </form>
  );
}

function HallCard({ hall }: { hall: PlacesHall }) {
  const t = useConsoleT('places');
  const { mutate, pending, error } = useConsoleMutation();
  const [name, setName] = useState(hall.name);
  const [confirm, setConfirm] = useState<{ kind: 'hall' } | { kind: 'table'; id: string; number: number } | null>(null);
  const remove = useConsoleMutation();

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line p-3" data-hall-id={hall.id}>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void mutate(`/halls/${hall.id}`, { method: 'PUT', body: { name } });
        }}
      >
        <Field label={t('halls.hallName')} className="min-w-48 flex-1">
          <TextInput value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
        </Field>
        {name !== hall.name ? (
          <Button type="submit" size="sm" disabled={pending}>
            {t('common.save')}
          </Button>
        ) : null}
        <Switch checked={hall.isActive} onCheckedChange={(value) => void mutate(`/halls/${hall.id}`, { method: 'PUT', body: { isActive: value } })} label={t('common.active')} />
        <Button size="sm" variant="ghost" onClick={() => setConfirm({ kind: 'hall' })}>
          {t('halls.deleteHall')}
        </Button>
      </form>
      <ErrorBanner error={error} />
      <div>
        <h4 className="mb-1 text-sm font-semibold text-muted">{t('halls.tables')}</h4>
        {hall.tables.length === 0 ? <p className="text-sm text-muted">{t('halls.noTables')}</p> : null}
        <ul className="flex flex-wrap gap-2">
          {hall.tables.map((table) => (
            <li key={table.id} className="flex items-center gap-1 rounded-xl border border-line px-2 py-1 text-sm" data-table-number={table.number}>
              <span className="font-semibold tabular-nums">{t('halls.table', { number: table.number })}</span>
              {table.name ? <span className="text-muted">{table.name}</span> : null}
              {table.isActive ? null : <Badge>{t('common.inactive')}</Badge>}
              <button
                type="button"
                className="rounded px-1 text-muted hover:bg-ink/5 hover:text-danger"
                aria-label={t('halls.deleteTable', { number: table.number })}
                onClick={() => setConfirm({ kind: 'table', id: table.id, number: table.number })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      </div>
      <AddTableForm hall={hall} />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) {
            setConfirm(null);
            remove.reset();
          }
        }}
        tone="danger"
        title={confirm?.kind === 'table' ? t('halls.confirmDeleteTable', { number: confirm.number }) : t('halls.confirmDeleteHall', { name: hall.name })}
        confirmLabel={t('common.delete')}
        pending={remove.pending}
        error={remove.error}
        onConfirm={async () => {
          if (!confirm) return;
          const done = await remove.mutate(confirm.kind === 'table' ? `/tables/${confirm.id}` : `/halls/${hall.id}`, { method: 'DELETE' });
          if (done) setConfirm(null);
        }}
      />
    </li>
  );
}

export function HallsEditor({ branchId, halls, onPrint }: { branchId: string; halls: PlacesHall[]; onPrint: () => void }) {
  const t = useConsoleT('places');
  const { mutate, pending, error } = useConsoleMutation();
  const [name, setName] = useState('');
  const tableCount = halls.reduce((sum, hall) => sum + hall.tables.length, 0);
  return (
    <section aria-labelledby="halls-heading" className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="halls-heading" className="text-lg font-bold">
          {t('halls.title')}
        </h2>
        <Button size="sm" variant="secondary" onClick={onPrint} disabled={tableCount === 0}>
          {t('halls.printQr')}
        </Button>
      </div>
      {halls.length === 0 ? <p className="text-sm text-muted">{t('halls.empty')}</p> : null}
      <ul className="flex flex-col gap-3">
        {halls.map((hall) => (
          <HallCard key={hall.id} hall={hall} />
        ))}
      </ul>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void mutate(`/branches/${branchId}/halls`, { body: { name } }).then((created) => created && setName(''));
        }}
      >
        <Field label={t('halls.newHall')} className="min-w-48 flex-1">
          <TextInput value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Button type="submit" size="sm" disabled={pending || !name.trim()}>
          {t('halls.add')}
        </Button>
      </form>
      <ErrorBanner error={error} />
    </section>
  );
}
