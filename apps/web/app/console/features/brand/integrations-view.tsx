// Payment providers, the SMS gateway and the Telegram bot. Secrets are write-only: the page only learns whether
// each is set, shows "configured ✓ / not set", and sends a secret only when a new value is typed (never prefilled).
// Payme's fiscal receipt settings are not secret: shown and edited like ordinary fields.
import { useState } from 'react';
import type { ConsoleIntegrations, ConsolePaymentMethod } from '@dastarkhan/domain/contracts/console-brand';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { SMS_GATEWAYS } from '@dastarkhan/domain/enums';
import { Button } from '../../../ui/button.tsx';
import { useConsoleMutation } from '../../lib/console-client.ts';
import { useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { ConsolePage } from '../../ui/console-page.tsx';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Field, TextInput } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';
import { Switch } from '../../ui/switch.tsx';
import { fiscalDraftOf, fiscalUpdateOf, type FiscalDraft } from './payme-fiscal.ts';
import { PaymeFiscalSection, useFiscalFieldLabels } from './payme-fiscal-section.tsx';
import { SaveButton } from './settings-form.tsx';

const FLAGS = ['webEnabled', 'botEnabled', 'appEnabled', 'operatorEnabled', 'qrEnabled'] as const;

function SecretState({ configured }: { configured: boolean }) {
  const t = useConsoleT('brand');
  return <Badge tone={configured ? 'success' : 'neutral'}>{configured ? t('integrations.configured') : t('integrations.notSet')}</Badge>;
}

/** A write-only input: empty, with what is stored told beside it; typing a value replaces it on save. */
function SecretInput({ label, configured, value, onChange, onClear, cleared }: { label: string; configured: boolean; value: string; onChange: (value: string) => void; onClear?: () => void; cleared?: boolean }) {
  const t = useConsoleT('brand');
  return (
    <Field label={<span className="inline-flex items-center gap-2">{label} <SecretState configured={configured && !cleared} /></span>} hint={cleared ? t('integrations.willClear') : t('integrations.replaceHint')}>
      <div className="flex gap-2">
        <TextInput type="password" autoComplete="new-password" value={value} onChange={(event) => onChange(event.target.value)} placeholder={t('integrations.newValue')} spellCheck={false} />
        {configured && onClear ? (
          <Button size="sm" variant="ghost" onClick={onClear} disabled={cleared}>
            {t('integrations.clear')}
          </Button>
        ) : null}
      </div>
    </Field>
  );
}

function PaymentCard({ method }: { method: ConsolePaymentMethod }) {
  const t = useConsoleT('brand');
  const language = useConsoleLanguage();
  const { mutate, pending, error } = useConsoleMutation();
  const [flags, setFlags] = useState(() => Object.fromEntries([['isActive', method.isActive], ...FLAGS.map((flag) => [flag, method[flag]])]) as Record<'isActive' | (typeof FLAGS)[number], boolean>);
  // Non-secret fields start with their value; secret ones always start empty.
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(method.fields.map((field) => [field.name, field.secret ? '' : (field.value ?? '')])));
  const [clears, setClears] = useState<Set<string>>(new Set());
  const [fiscal, setFiscal] = useState<FiscalDraft | null>(() => (method.fiscal ? fiscalDraftOf(method.fiscal) : null));
  const [saved, setSaved] = useState(false);
  const fiscalLabels = useFiscalFieldLabels(fiscal);
  const fieldErrors = Object.fromEntries((error?.fields ?? []).flatMap((entry) => (entry.field ? [[entry.field, entry.message || ' ']] : [])));

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const credentials: Record<string, string | null> = {};
    for (const field of method.fields) {
      const value = values[field.name]?.trim() ?? '';
      if (clears.has(field.name) && value === '') credentials[field.name] = null;
      else if (field.secret ? value !== '' : value !== (field.value ?? '')) credentials[field.name] = value === '' ? null : value;
    }
    const changedFlags = Object.fromEntries(Object.entries(flags).filter(([key, value]) => method[key as keyof typeof flags] !== value));
    const fiscalUpdate = method.fiscal && fiscal ? fiscalUpdateOf(method.fiscal, fiscal) : null;
    const body = { ...changedFlags, ...(Object.keys(credentials).length > 0 ? { credentials } : {}), ...(fiscalUpdate ? { fiscal: fiscalUpdate } : {}) };
    const result = await mutate<ConsolePaymentMethod>(`/integrations/payments/${method.type}`, { method: 'PUT', body });
    if (result) {
      setSaved(true);
      setClears(new Set());
      setValues(Object.fromEntries(result.fields.map((field) => [field.name, field.secret ? '' : (field.value ?? '')])));
      setFiscal(result.fiscal ? fiscalDraftOf(result.fiscal) : null);
    }
  }

  return (
    <form onSubmit={save} aria-label={pickLocalized(method.title, language)} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4" data-testid={`payment-${method.type}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold">{pickLocalized(method.title, language) || method.type}</h3>
        {method.fields.length > 0 ? <SecretState configured={method.configured} /> : null}
      </div>
      <ErrorBanner error={error} fieldLabels={fiscalLabels} />
      <Switch checked={flags.isActive} onCheckedChange={(value) => setFlags((current) => ({ ...current, isActive: value }))} label={t('integrations.active')} />
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {FLAGS.map((flag) => (
          <Switch key={flag} checked={flags[flag]} onCheckedChange={(value) => setFlags((current) => ({ ...current, [flag]: value }))} label={t(`integrations.flags.${flag}`)} />
        ))}
      </div>
      {method.fields.length > 0 ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {method.fields.map((field) =>
            field.secret ? (
              <SecretInput
                key={field.name}
                label={t(`integrations.fields.${field.name}`)}
                configured={field.configured}
                value={values[field.name] ?? ''}
                onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
                onClear={() => setClears((current) => new Set(current).add(field.name))}
                cleared={clears.has(field.name)}
              />
            ) : (
              <Field key={field.name} label={t(`integrations.fields.${field.name}`)} required={field.required}>
                <TextInput value={values[field.name] ?? ''} onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))} spellCheck={false} />
              </Field>
            ),
          )}
        </div>
      ) : null}
      {fiscal ? (
        <PaymeFiscalSection
          draft={fiscal}
          errors={fieldErrors}
          onChange={(next) => {
            setSaved(false);
            setFiscal(next);
          }}
        />
      ) : null}
      <SaveButton size="sm" disabled={pending} saved={saved} />
    </form>
  );
}

function SmsCard({ sms }: { sms: ConsoleIntegrations['sms'] }) {
  const t = useConsoleT('brand');
  const { mutate, pending, error } = useConsoleMutation();
  const [gateway, setGateway] = useState(sms.gateway ?? '');
  const [username, setUsername] = useState(sms.username ?? '');
  const [sender, setSender] = useState(sms.sender ?? '');
  const [password, setPassword] = useState('');
  const [saved, setSaved] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const body =
      gateway === ''
        ? { gateway: null }
        : {
            gateway,
            username: username.trim() || null,
            sender: sender.trim() || null,
            ...(password !== '' ? { password } : {}),
          };
    const result = await mutate('/integrations/sms', { method: 'PUT', body });
    if (result) {
      setPassword('');
      setSaved(true);
    }
  }

  return (
    <form onSubmit={save} aria-label={t('integrations.sms')} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('integrations.sms')}</h2>
        <SecretState configured={sms.configured} />
      </div>
      <p className="text-sm text-muted">{t('integrations.smsHint')}</p>
      <ErrorBanner error={error} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('integrations.gateway')}>
          <Select
            options={SMS_GATEWAYS.map((value) => ({ value, label: t(`integrations.gateways.${value}`) }))}
            placeholder={t('integrations.platformGateway')}
            value={gateway}
            onValueChange={setGateway}
          />
        </Field>
        <Field label={t('integrations.fields.username')}>
          <TextInput value={username} onChange={(event) => setUsername(event.target.value)} disabled={gateway === ''} autoComplete="off" />
        </Field>
        <SecretInput label={t('integrations.fields.password')} configured={sms.passwordConfigured} value={password} onChange={setPassword} />
        <Field label={t('integrations.fields.sender')}>
          <TextInput value={sender} onChange={(event) => setSender(event.target.value)} disabled={gateway === ''} maxLength={40} />
        </Field>
      </div>
      <SaveButton size="sm" disabled={pending} saved={saved} />
    </form>
  );
}

function TelegramCard({ telegram }: { telegram: ConsoleIntegrations['telegram'] }) {
  const t = useConsoleT('brand');
  const { mutate, pending, error } = useConsoleMutation();
  const [token, setToken] = useState('');
  const [saved, setSaved] = useState(false);
  const send = async (value: string | null) => {
    if ((await mutate('/integrations/telegram', { method: 'PUT', body: { token: value } })) !== null) {
      setToken('');
      setSaved(true);
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void send(token.trim());
      }}
      aria-label={t('integrations.telegram')}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('integrations.telegram')}</h2>
        <SecretState configured={telegram.configured} />
      </div>
      {telegram.botId ? <p className="text-sm text-muted">{t('integrations.botId', { id: telegram.botId })}</p> : null}
      <ErrorBanner error={error} />
      <SecretInput label={t('integrations.botToken')} configured={telegram.configured} value={token} onChange={setToken} />
      <SaveButton size="sm" disabled={pending || token.trim() === ''} saved={saved}>
        {telegram.configured ? (
          <Button size="sm" variant="ghost" disabled={pending} onClick={() => void send(null)}>
            {t('integrations.removeToken')}
          </Button>
        ) : null}
      </SaveButton>
    </form>
  );
}

export function IntegrationsView({ data }: { data: ConsoleIntegrations }) {
  const t = useConsoleT('brand');
  return (
    <ConsolePage title={t('integrations.title')} description={t('integrations.description')}>
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{t('integrations.payments')}</h2>
        <div className="grid gap-4 xl:grid-cols-2">
          {data.payments.map((method) => (
            <PaymentCard key={method.type} method={method} />
          ))}
        </div>
      </section>
      <div className="grid gap-4 xl:grid-cols-2">
        <SmsCard sms={data.sms} />
        <TelegramCard telegram={data.telegram} />
      </div>
    </ConsolePage>
  );
}
