// Two sections of the web settings form (theme-editor.tsx): "Contacts & links" — the social and app links and the
// footer's free contact lines — and "Analytics" — the ids of the counters, pixels and CRM widget.
import { useState } from 'react';
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';
import { Button } from '../../../ui/button.tsx';
import { useConsoleT } from '../../lib/console-i18n.ts';
import { Field, TextArea, TextInput } from '../../ui/field.tsx';
import { LocalizedInput } from '../../ui/localized-input.tsx';
import { Switch } from '../../ui/switch.tsx';
import { FormSection } from './settings-form.tsx';

const LINKS = ['phone', 'telegram', 'instagram', 'facebook'] as const;
const APP_LINKS = ['telegramBotLink', 'iosAppLink', 'androidAppLink'] as const;
/** The request allows this many contact lines. */
const MAX_CONTACTS = 50;

type TrackerFlag = 'yandexMetricsEnabled' | 'tagManagerActive' | 'metaPixelActive' | 'amoCRMActive';
type TrackerField = 'yandexMetricsId' | 'tagManagerId' | 'metaPixelId' | 'metaPixelContent' | 'amoCRMId' | 'amoCRMHash';
const TRACKERS: { flag: TrackerFlag; fields: TrackerField[] }[] = [
  { flag: 'yandexMetricsEnabled', fields: ['yandexMetricsId'] },
  { flag: 'tagManagerActive', fields: ['tagManagerId'] },
  { flag: 'metaPixelActive', fields: ['metaPixelId', 'metaPixelContent'] },
  { flag: 'amoCRMActive', fields: ['amoCRMId', 'amoCRMHash'] },
];

export interface WebSettingsSectionProps {
  draft: WebSettings;
  set: <K extends keyof WebSettings>(key: K, value: WebSettings[K]) => void;
  /** The API's message for a field (or a field inside it), if it refused one. */
  fieldError: (name: string) => string | undefined;
}

export function ContactsSection({ draft, set, fieldError }: WebSettingsSectionProps) {
  const t = useConsoleT('brand');
  const contacts = draft.contacts;
  const setContact = (index: number, contact: WebSettings['contacts'][number]) => set('contacts', contacts.map((entry, at) => (at === index ? contact : entry)));
  return (
    <FormSection title={t('theme.links')}>
      {LINKS.map((key) => (
        <div key={key} className="flex flex-wrap items-end gap-3">
          <Field label={t(`theme.linkNames.${key}`)} className="min-w-0 flex-1" error={fieldError(key)}>
            <TextInput value={draft[key].url} onChange={(event) => set(key, { ...draft[key], url: event.target.value })} inputMode="url" />
          </Field>
          <Switch checked={draft[key].active} onCheckedChange={(value) => set(key, { ...draft[key], active: value })} label={t('theme.showLink')} className="pb-2" />
        </div>
      ))}
      <div className="grid gap-4 sm:grid-cols-3">
        {APP_LINKS.map((key) => (
          <Field key={key} label={t(`theme.linkNames.${key}`)} error={fieldError(key)}>
            <TextInput value={draft[key]} onChange={(event) => set(key, event.target.value)} inputMode="url" />
          </Field>
        ))}
      </div>
      <div className="flex flex-col gap-3">
        <div>
          <h3 className="text-sm font-semibold">{t('theme.contacts')}</h3>
          <p className="text-xs text-muted">{t('theme.contactsHint')}</p>
        </div>
        {contacts.map((contact, index) => (
          <div key={index} role="group" aria-label={t('theme.contactN', { n: index + 1 })} className="flex flex-col gap-3 rounded-xl border border-line p-3">
            <LocalizedInput label={t('theme.contactLabel')} value={contact.label} onChange={(label) => setContact(index, { ...contact, label })} maxLength={120} />
            <div className="flex flex-wrap items-end gap-3">
              <Field label={t('theme.contactValue')} className="min-w-0 flex-1" error={fieldError(`contacts.${index}`)}>
                <TextInput value={contact.value} onChange={(event) => setContact(index, { ...contact, value: event.target.value })} maxLength={500} />
              </Field>
              <Button
                variant="ghost"
                onClick={() =>
                  set(
                    'contacts',
                    contacts.filter((_, at) => at !== index),
                  )
                }
              >
                {t('theme.removeContact')}
              </Button>
            </div>
          </div>
        ))}
        <Button
          variant="secondary"
          className="self-start"
          disabled={contacts.length >= MAX_CONTACTS}
          onClick={() => set('contacts', [...contacts, { label: { uz: '', ru: '', eng: '' }, value: '' }])}
        >
          {t('theme.addContact')}
        </Button>
      </div>
    </FormSection>
  );
}

/** One goal key a line; the text is kept as typed (empty lines too) and the list sent without the empty ones. */
function KeysInput({ value, onChange }: { value: string[]; onChange: (keys: string[]) => void }) {
  const [text, setText] = useState(value.join('\n'));
  return (
    <TextArea
      value={text}
      rows={3}
      spellCheck={false}
      onChange={(event) => {
        setText(event.target.value);
        onChange(
          event.target.value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}

export function AnalyticsSection({ draft, set, fieldError }: WebSettingsSectionProps) {
  const t = useConsoleT('brand');
  return (
    <FormSection title={t('theme.analytics')}>
      <p className="text-sm text-muted">{t('theme.analyticsHint')}</p>
      {TRACKERS.map(({ flag, fields }) => (
        <div key={flag} className="flex flex-col gap-3 rounded-xl border border-line p-3">
          <Switch checked={draft[flag]} onCheckedChange={(value) => set(flag, value)} label={t(`theme.trackers.${flag}`)} />
          <div className="grid gap-4 sm:grid-cols-2">
            {fields.map((field) => (
              <Field key={field} label={t(`theme.trackerFields.${field}`)} error={fieldError(field)}>
                <TextInput value={draft[field]} onChange={(event) => set(field, event.target.value)} spellCheck={false} maxLength={2048} />
              </Field>
            ))}
            {flag === 'yandexMetricsEnabled' ? (
              <Field label={t('theme.trackerFields.yandexMetricsKeys')} hint={t('theme.goalKeysHint')} error={fieldError('yandexMetricsKeys')}>
                <KeysInput value={draft.yandexMetricsKeys} onChange={(keys) => set('yandexMetricsKeys', keys)} />
              </Field>
            ) : null}
          </div>
        </div>
      ))}
    </FormSection>
  );
}
