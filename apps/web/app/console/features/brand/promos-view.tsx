// Promo codes of the brand: the table with their rules and uses, and the create/edit form with every rule
// the storefront checks (discounts, minimum, window, limits, first order only, active), and whether customers
// see it on their promo codes page.
import { useState } from 'react';
import type { ConsolePromo, PromoCreateRequest } from '@dastarkhan/domain/contracts/console-brand';
import { formatDateTime } from '@dastarkhan/domain/date-format';
import { formatSom } from '@dastarkhan/domain/money';
import { Button } from '../../../ui/button.tsx';
import { useConsoleMutation, useConsoleSession } from '../../lib/console-client.ts';
import { useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ConsolePage } from '../../ui/console-page.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Field, TextInput } from '../../ui/field.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { MoneyInput, NumberInput } from '../../ui/number-input.tsx';
import { Select } from '../../ui/select.tsx';
import { Switch } from '../../ui/switch.tsx';
import { fromLocalInput, toLocalInput } from './local-time.ts';

type DiscountType = ConsolePromo['discountType'];

interface PromoDraft {
  code: string;
  discountType: DiscountType;
  productDiscount: number | null;
  deliveryDiscountType: DiscountType;
  deliveryDiscount: number | null;
  minPrice: number | null;
  startDate: string;
  endDate: string;
  usageLimit: number | null;
  perUserLimit: number | null;
  firstOrderOnly: boolean;
  isPublic: boolean;
  isActive: boolean;
}

const EMPTY_DRAFT: PromoDraft = {
  code: '',
  discountType: 'PERCENTAGE',
  productDiscount: 10,
  deliveryDiscountType: 'AMOUNT',
  deliveryDiscount: 0,
  minPrice: 0,
  startDate: '',
  endDate: '',
  usageLimit: null,
  perUserLimit: null,
  firstOrderOnly: false,
  isPublic: false,
  isActive: true,
};

function draftOf(promo: ConsolePromo): PromoDraft {
  return {
    code: promo.code,
    discountType: promo.discountType,
    productDiscount: promo.productDiscount,
    deliveryDiscountType: promo.deliveryDiscountType,
    deliveryDiscount: promo.deliveryDiscount,
    minPrice: promo.minPrice,
    startDate: toLocalInput(promo.startDate),
    endDate: toLocalInput(promo.endDate),
    usageLimit: promo.usageLimit,
    perUserLimit: promo.perUserLimit,
    firstOrderOnly: promo.firstOrderOnly,
    isPublic: promo.isPublic,
    isActive: promo.isActive,
  };
}

function bodyOf(draft: PromoDraft): PromoCreateRequest {
  return {
    code: draft.code.trim(),
    discountType: draft.discountType,
    productDiscount: draft.productDiscount ?? 0,
    deliveryDiscountType: draft.deliveryDiscountType,
    deliveryDiscount: draft.deliveryDiscount ?? 0,
    minPrice: draft.minPrice ?? 0,
    startDate: fromLocalInput(draft.startDate),
    endDate: fromLocalInput(draft.endDate),
    usageLimit: draft.usageLimit,
    perUserLimit: draft.perUserLimit,
    firstOrderOnly: draft.firstOrderOnly,
    isPublic: draft.isPublic,
    isActive: draft.isActive,
  };
}

function PromoForm({ promo, onDone }: { promo: ConsolePromo | null; onDone: () => void }) {
  const t = useConsoleT('brand');
  const [draft, setDraft] = useState<PromoDraft>(() => (promo ? draftOf(promo) : EMPTY_DRAFT));
  const { mutate, pending, error } = useConsoleMutation();
  const set = <K extends keyof PromoDraft>(key: K, value: PromoDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const typeOptions = [
    { value: 'PERCENTAGE', label: t('promos.types.PERCENTAGE') },
    { value: 'AMOUNT', label: t('promos.types.AMOUNT') },
  ];
  const fieldError = (name: string) => error?.fields.find((entry) => entry.field === name)?.message;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const saved = await mutate<ConsolePromo>(promo ? `/promos/${promo.id}` : '/promos', { method: promo ? 'PUT' : 'POST', body: bodyOf(draft) });
    if (saved) onDone();
  }

  return (
    <form onSubmit={save} aria-label={promo ? t('promos.editTitle') : t('promos.newTitle')} className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4">
      <h2 className="text-lg font-semibold">{promo ? t('promos.editTitle') : t('promos.newTitle')}</h2>
      <ErrorBanner error={error} fieldLabels={{ code: t('promos.code'), productDiscount: t('promos.discount'), endDate: t('promos.endDate') }} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={t('promos.code')} hint={t('promos.codeHint')} error={fieldError('code')}>
          <TextInput value={draft.code} onChange={(event) => set('code', event.target.value)} maxLength={64} autoCapitalize="characters" />
        </Field>
        <Field label={t('promos.discountType')}>
          <Select options={typeOptions} value={draft.discountType} onValueChange={(value) => set('discountType', value as DiscountType)} />
        </Field>
        <Field label={t('promos.discount')} error={fieldError('productDiscount')}>
          {draft.discountType === 'AMOUNT' ? (
            <MoneyInput value={draft.productDiscount} onChange={(value) => set('productDiscount', value)} />
          ) : (
            <NumberInput value={draft.productDiscount} onChange={(value) => set('productDiscount', value)} suffix="%" min={0} max={100} />
          )}
        </Field>
        <Field label={t('promos.deliveryDiscountType')}>
          <Select options={typeOptions} value={draft.deliveryDiscountType} onValueChange={(value) => set('deliveryDiscountType', value as DiscountType)} />
        </Field>
        <Field label={t('promos.deliveryDiscount')} hint={t('promos.deliveryDiscountHint')} error={fieldError('deliveryDiscount')}>
          {draft.deliveryDiscountType === 'AMOUNT' ? (
            <MoneyInput value={draft.deliveryDiscount} onChange={(value) => set('deliveryDiscount', value)} />
          ) : (
            <NumberInput value={draft.deliveryDiscount} onChange={(value) => set('deliveryDiscount', value)} suffix="%" min={0} max={100} />
          )}
        </Field>
        <Field label={t('promos.minPrice')} hint={t('promos.minPriceHint')} error={fieldError('minPrice')}>
          <MoneyInput value={draft.minPrice} onChange={(value) => set('minPrice', value)} />
        </Field>
        <Field label={t('promos.startDate')} error={fieldError('startDate')}>
          <TextInput type="datetime-local" value={draft.startDate} onChange={(event) => set('startDate', event.target.value)} />
        </Field>
        <Field label={t('promos.endDate')} error={fieldError('endDate')}>
          <TextInput type="datetime-local" value={draft.endDate} onChange={(event) => set('endDate', event.target.value)} />
        </Field>
        <Field label={t('promos.usageLimit')} hint={t('promos.unlimitedHint')} error={fieldError('usageLimit')}>
          <NumberInput value={draft.usageLimit} onChange={(value) => set('usageLimit', value)} min={1} />
        </Field>
        <Field label={t('promos.perUserLimit')} hint={t('promos.unlimitedHint')} error={fieldError('perUserLimit')}>
          <NumberInput value={draft.perUserLimit} onChange={(value) => set('perUserLimit', value)} min={1} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-6">
        <Switch checked={draft.firstOrderOnly} onCheckedChange={(value) => set('firstOrderOnly', value)} label={t('promos.firstOrderOnly')} />
        <Switch checked={draft.isPublic} onCheckedChange={(value) => set('isPublic', value)} label={t('promos.isPublic')} />
        <Switch checked={draft.isActive} onCheckedChange={(value) => set('isActive', value)} label={t('promos.active')} />
      </div>
      <FormActions pending={pending} disabled={draft.code.trim() === ''} onCancel={onDone} />
    </form>
  );
}

export function PromosView({ promos }: { promos: ConsolePromo[] }) {
  const t = useConsoleT('brand');
  const language = useConsoleLanguage();
  const me = useConsoleSession();
  const [editing, setEditing] = useState<ConsolePromo | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ConsolePromo | null>(null);
  const toggle = useConsoleMutation();
  const remove = useConsoleMutation();
  const when = (at: string | null) => (at ? formatDateTime(at, me.merchant.timezone, language) : '—');
  const amount = (type: DiscountType, value: number) => (type === 'AMOUNT' ? formatSom(value, language) : `${value} %`);

  return (
    <ConsolePage
      title={t('promos.title')}
      description={t('promos.description')}
      actions={
        <Button onClick={() => setEditing('new')} disabled={editing !== null}>
          {t('promos.new')}
        </Button>
      }
    >
      {editing !== null ? <PromoForm key={editing === 'new' ? 'new' : editing.id} promo={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      <ErrorBanner error={toggle.error ?? remove.error} />
      <DataTable
        caption={t('promos.title')}
        rows={promos}
        rowKey={(promo) => promo.id}
        empty={t('promos.empty')}
        columns={[
          {
            key: 'code',
            header: t('promos.code'),
            cell: (promo) => (
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-mono font-semibold">{promo.code}</span>
                {promo.firstOrderOnly ? <Badge tone="info">{t('promos.firstOrderBadge')}</Badge> : null}
                {promo.isPublic ? <Badge tone="success">{t('promos.publicBadge')}</Badge> : null}
              </span>
            ),
          },
          {
            key: 'discount',
            header: t('promos.discount'),
            cell: (promo) => (
              <span>
                {amount(promo.discountType, promo.productDiscount)}
                {promo.deliveryDiscount > 0 ? <span className="block text-xs text-muted">{t('promos.deliveryShort', { value: amount(promo.deliveryDiscountType, promo.deliveryDiscount) })}</span> : null}
              </span>
            ),
          },
          { key: 'min', header: t('promos.minPrice'), cell: (promo) => (promo.minPrice > 0 ? formatSom(promo.minPrice, language) : '—') },
          { key: 'window', header: t('promos.window'), cell: (promo) => `${when(promo.startDate)} – ${when(promo.endDate)}` },
          {
            key: 'uses',
            header: t('promos.uses'),
            align: 'end',
            cell: (promo) => (
              <span data-testid={`promo-uses-${promo.code}`}>
                {promo.uses}
                {promo.usageLimit !== null ? ` / ${promo.usageLimit}` : ''}
                {promo.perUserLimit !== null ? <span className="block text-xs text-muted">{t('promos.perUserShort', { n: promo.perUserLimit })}</span> : null}
              </span>
            ),
          },
          {
            key: 'status',
            header: t('promos.status'),
            cell: (promo) => {
              // What the storefront would answer now: switched off, outside its window, or accepted.
              const now = Date.now();
              if (!promo.isActive) return <Badge tone="neutral">{t('promos.inactive')}</Badge>;
              if (promo.endDate && Date.parse(promo.endDate) < now) return <Badge tone="warning">{t('promos.expired')}</Badge>;
              if (promo.startDate && Date.parse(promo.startDate) > now) return <Badge tone="info">{t('promos.notStarted')}</Badge>;
              return <Badge tone="success">{t('promos.active')}</Badge>;
            },
          },
          {
            key: 'actions',
            header: <span className="sr-only">{t('common.actions')}</span>,
            align: 'end',
            cell: (promo) => (
              <span className="flex justify-end gap-1">
                <Button size="sm" variant="ghost" onClick={() => setEditing(promo)} aria-label={t('promos.editNamed', { code: promo.code })}>
                  {t('common.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={toggle.pending}
                  onClick={() => void toggle.mutate(`/promos/${promo.id}`, { method: 'PUT', body: { isActive: !promo.isActive } })}
                >
                  {promo.isActive ? t('promos.deactivate') : t('promos.activate')}
                </Button>
                {promo.uses === 0 ? (
                  <Button size="sm" variant="ghost" onClick={() => setDeleting(promo)} aria-label={t('promos.deleteNamed', { code: promo.code })}>
                    {t('common.delete')}
                  </Button>
                ) : null}
              </span>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('promos.deleteTitle', { code: deleting?.code ?? '' })}
        tone="danger"
        confirmLabel={t('common.delete')}
        pending={remove.pending}
        error={remove.error}
        onConfirm={async () => {
          if (deleting && (await remove.mutate(`/promos/${deleting.id}`, { method: 'DELETE' })) !== null) setDeleting(null);
        }}
      />
    </ConsolePage>
  );
}
