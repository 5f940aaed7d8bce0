// The brand's order rules: cashback, service fee, minimum order, delivery minimum, unpaid order timeout and the
// default service type per channel. Only what changed is sent.
import type { OrderRules } from '@dastarkhan/domain/contracts/console-brand';
import { SERVICE_TYPES } from '@dastarkhan/domain/enums';
import { useConsoleT } from '../../lib/console-i18n.ts';
import { ConsolePage } from '../../ui/console-page.tsx';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Field } from '../../ui/field.tsx';
import { MoneyInput, NumberInput } from '../../ui/number-input.tsx';
import { Select } from '../../ui/select.tsx';
import { Switch } from '../../ui/switch.tsx';
import { FormSection as Section, SaveButton, useSettingsDraft } from './settings-form.tsx';

type Draft = { [K in keyof OrderRules]: OrderRules[K] extends number ? number | null : OrderRules[K] };

function changedFields(saved: OrderRules, draft: Draft): Partial<OrderRules> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(draft) as Array<keyof OrderRules>) {
    const value = draft[key] ?? 0;
    if (value !== saved[key]) out[key] = value;
  }
  return out as Partial<OrderRules>;
}

export function OrderRulesForm({ rules }: { rules: OrderRules }) {
  const t = useConsoleT('brand');
  const { draft, set, dirty, saved, save, pending, error } = useSettingsDraft<OrderRules, Draft>(rules, '/settings/order', changedFields);
  const fieldError = (name: keyof OrderRules) => error?.fields.find((entry) => entry.field === name)?.message;
  const serviceOptions = SERVICE_TYPES.map((type) => ({ value: type, label: t(`settings.serviceTypes.${type}`) }));

  return (
    <ConsolePage title={t('settings.title')} description={t('settings.description')}>
      <form onSubmit={save} className="flex max-w-3xl flex-col gap-4">
        <ErrorBanner error={error} />
        <Section title={t('settings.cashback')}>
          <Field label={t('settings.cashbackPercent')} hint={t('settings.cashbackHint')} error={fieldError('cashbackPercent')}>
            <NumberInput value={draft.cashbackPercent} onChange={(value) => set('cashbackPercent', value)} decimals={2} suffix="%" />
          </Field>
        </Section>
        <Section title={t('settings.serviceFee')}>
          <Switch checked={draft.isServiceFeeEnabled} onCheckedChange={(value) => set('isServiceFeeEnabled', value)} label={t('settings.serviceFeeEnabled')} />
          <Field label={t('settings.serviceFeeAmount')} error={fieldError('serviceFeeAmount')}>
            <MoneyInput value={draft.serviceFeeAmount} onChange={(value) => set('serviceFeeAmount', value)} disabled={!draft.isServiceFeeEnabled} />
          </Field>
          <Switch
            checked={draft.isServiceFeeFreeAboveThreshold}
            onCheckedChange={(value) => set('isServiceFeeFreeAboveThreshold', value)}
            label={t('settings.serviceFeeFreeAbove')}
            disabled={!draft.isServiceFeeEnabled}
          />
          <Field label={t('settings.serviceFeeThreshold')} error={fieldError('serviceFeeThreshold')}>
            <MoneyInput
              value={draft.serviceFeeThreshold}
              onChange={(value) => set('serviceFeeThreshold', value)}
              disabled={!draft.isServiceFeeEnabled || !draft.isServiceFeeFreeAboveThreshold}
            />
          </Field>
        </Section>
        <Section title={t('settings.minimums')}>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={t('settings.minimalOrderPrice')} hint={t('settings.zeroNone')} error={fieldError('minimalOrderPrice')}>
              <MoneyInput value={draft.minimalOrderPrice} onChange={(value) => set('minimalOrderPrice', value)} />
            </Field>
            <Field label={t('settings.minimalOrderQuantity')} hint={t('settings.zeroNone')} error={fieldError('minimalOrderQuantity')}>
              <NumberInput value={draft.minimalOrderQuantity} onChange={(value) => set('minimalOrderQuantity', value)} min={0} />
            </Field>
            <Field label={t('settings.minimalDeliveryPrice')} error={fieldError('minimalDeliveryPrice')}>
              <MoneyInput value={draft.minimalDeliveryPrice} onChange={(value) => set('minimalDeliveryPrice', value)} />
            </Field>
          </div>
          <Switch checked={draft.shouldValidateDeliveryArea} onCheckedChange={(value) => set('shouldValidateDeliveryArea', value)} label={t('settings.validateArea')} />
        </Section>
        <Section title={t('settings.ordering')}>
          <Field label={t('settings.unpaidTimeout')} hint={t('settings.unpaidTimeoutHint')} error={fieldError('unpaidOrderTimeoutMinutes')}>
            <NumberInput value={draft.unpaidOrderTimeoutMinutes} onChange={(value) => set('unpaidOrderTimeoutMinutes', value)} min={1} max={1440} suffix={t('settings.minutes')} />
          </Field>
          <Switch
            checked={draft.isSmsConfirmationRequiredPerOrder}
            onCheckedChange={(value) => set('isSmsConfirmationRequiredPerOrder', value)}
            label={t('settings.smsConfirmation')}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={t('settings.defaultWeb')}>
              <Select options={serviceOptions} value={draft.defaultWebSiteDeliveryType} onValueChange={(value) => set('defaultWebSiteDeliveryType', value as OrderRules['defaultWebSiteDeliveryType'])} />
            </Field>
            <Field label={t('settings.defaultTelegram')}>
              <Select options={serviceOptions} value={draft.defaultTelegramDeliveryType} onValueChange={(value) => set('defaultTelegramDeliveryType', value as OrderRules['defaultTelegramDeliveryType'])} />
            </Field>
            <Field label={t('settings.defaultApp')}>
              <Select
                options={serviceOptions}
                value={draft.defaultApplicationDeliveryType}
                onValueChange={(value) => set('defaultApplicationDeliveryType', value as OrderRules['defaultApplicationDeliveryType'])}
              />
            </Field>
          </div>
        </Section>
        <SaveButton disabled={pending || !dirty} saved={saved} />
      </form>
    </ConsolePage>
  );
}
