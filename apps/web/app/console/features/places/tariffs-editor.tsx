// A branch's delivery tariffs (base price for a base distance, price per further km, free threshold): list, edit,
// add and delete. The storefront prices by the newest active one where no zone prices the address.
import { useState } from 'react';
import type { PlacesTariff } from '@dastarkhan/domain/contracts/console-places';
import { formatSom } from '@dastarkhan/domain/money';
import { Button } from '../../../ui/button.tsx';
import { useConsoleMutation } from '../../lib/console-client.ts';
import { useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Field, TextInput } from '../../ui/field.tsx';
import { MoneyInput, NumberInput } from '../../ui/number-input.tsx';
import { Switch } from '../../ui/switch.tsx';

interface TariffDraft {
  name: string;
  basePrice: number | null;
  baseDistanceM: number | null;
  pricePerKm: number | null;
  freeDeliveryThreshold: number | null;
  isActive: boolean;
}

const draftOf = (tariff: PlacesTariff | null): TariffDraft =>
  tariff ? { ...tariff } : { name: '', basePrice: 10_000, baseDistanceM: 3_000, pricePerKm: 2_000, freeDeliveryThreshold: null, isActive: true };

function TariffForm({ branchId, tariff, onDone }: { branchId: string; tariff: PlacesTariff | null; onDone: () => void }) {
  const t = useConsoleT('places');
  const { mutate, pending, error } = useConsoleMutation();
  const [draft, setDraft] = useState<TariffDraft>(() => draftOf(tariff));
  const set = <K extends keyof TariffDraft>(key: K, value: TariffDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  async function save() {
    const body = {
      name: draft.name,
      basePrice: draft.basePrice ?? 0,
      baseDistanceM: draft.baseDistanceM ?? 0,
      pricePerKm: draft.pricePerKm ?? 0,
      freeDeliveryThreshold: draft.freeDeliveryThreshold,
      isActive: draft.isActive,
    };
    const saved = await mutate(tariff ? `/delivery/tariffs/${tariff.id}` : '/delivery/tariffs', { method: tariff ? 'PUT' : 'POST', body: tariff ? body : { ...body, branchId } });
    if (saved) onDone();
  }
  return (
    <form
      className="grid gap-3 rounded-2xl border border-line bg-canvas/50 p-3 sm:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Field label={t('tariffs.name')}>
        <TextInput value={draft.name} maxLength={120} onChange={(event) => set('name', event.target.value)} />
      </Field>
      <Field label={t('tariffs.basePrice')}>
        <MoneyInput value={draft.basePrice} onChange={(value) => set('basePrice', value)} />
      </Field>
      <Field label={t('tariffs.baseDistance')}>
        <NumberInput value={draft.baseDistanceM} onChange={(value) => set('baseDistanceM', value)} min={0} />
      </Field>
      <Field label={t('tariffs.perKm')}>
        <MoneyInput value={draft.pricePerKm} onChange={(value) => set('pricePerKm', value)} />
      </Field>
      <Field label={t('tariffs.freeThreshold')} hint={t('tariffs.freeThresholdHint')}>
        <MoneyInput value={draft.freeDeliveryThreshold} onChange={(value) => set('freeDeliveryThreshold', value)} />
      </Field>
      <div className="flex items-end">
        <Switch checked={draft.isActive} onCheckedChange={(value) => set('isActive', value)} label={t('common.active')} />
      </div>
      <ErrorBanner error={error} className="sm:col-span-3" />
      <div className="flex gap-2 sm:col-span-3">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? t('common.saving') : t('common.save')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

export function TariffsEditor({ branchId, tariffs }: { branchId: string; tariffs: PlacesTariff[] }) {
  const t = useConsoleT('places');
  const language = useConsoleLanguage();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PlacesTariff | null>(null);
  const remove = useConsoleMutation();
  return (
    <section aria-labelledby="tariffs-heading" className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="tariffs-heading" className="text-lg font-bold">
            {t('tariffs.title')}
          </h2>
          <p className="text-sm text-muted">{t('tariffs.hint')}</p>
        </div>
        {editing === null ? (
          <Button size="sm" variant="secondary" onClick={() => setEditing('new')}>
            {t('tariffs.add')}
          </Button>
        ) : null}
      </div>
      {editing === 'new' ? <TariffForm branchId={branchId} tariff={null} onDone={() => setEditing(null)} /> : null}
      {tariffs.length === 0 ? <p className="text-sm text-muted">{t('tariffs.empty')}</p> : null}
      <ul className="flex flex-col divide-y divide-line">
        {tariffs.map((tariff) =>
          editing === tariff.id ? (
            <li key={tariff.id} className="py-2">
              <TariffForm branchId={branchId} tariff={tariff} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={tariff.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
              <span className="font-medium">{tariff.name || '—'}</span>
              {tariff.isActive ? null : <Badge>{t('common.inactive')}</Badge>}
              <span className="text-muted">
                {formatSom(tariff.basePrice, language)} / {tariff.baseDistanceM / 1000} km + {formatSom(tariff.pricePerKm, language)} / km
                {tariff.freeDeliveryThreshold !== null ? ` · ${t('tariffs.freeThreshold')}: ${formatSom(tariff.freeDeliveryThreshold, language)}` : ''}
              </span>
              <span className="ms-auto flex gap-1">
                <Button size="sm" variant="ghost" onClick={() => setEditing(tariff.id)}>
                  {t('common.edit')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeleting(tariff)}>
                  {t('common.delete')}
                </Button>
              </span>
            </li>
          ),
        )}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        tone="danger"
        title={t('tariffs.confirmDelete')}
        confirmLabel={t('common.delete')}
        pending={remove.pending}
        error={remove.error}
        onConfirm={async () => {
          if (deleting && (await remove.mutate(`/delivery/tariffs/${deleting.id}`, { method: 'DELETE' }))) setDeleting(null);
        }}
      />
    </section>
  );
}
