// Web settings and theme of the storefront with a live preview: a mock header, product card and button drawn
// with the colours the storefront would compute (lib/theme.ts) from what is being typed. Only changes are sent.
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';
import { formatSom } from '@dastarkhan/domain/money';
import { themeColors, parseHexColor } from '../../../lib/theme.ts';
import { useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { ConsolePage } from '../../ui/console-page.tsx';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Field, TextInput } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';
import { Switch } from '../../ui/switch.tsx';
import { ImagePathInput } from './image-path-input.tsx';
import { FormSection as Section, SaveButton, useSettingsDraft } from './settings-form.tsx';
import { AnalyticsSection, ContactsSection } from './web-settings-sections.tsx';

const LIGHT = { surface: '#FFFFFF', canvas: '#F5F5F7', ink: '#1A1A1A', muted: '#6B7280', line: '#E5E7EB' };
const DARK = { surface: '#1C1F23', canvas: '#111316', ink: '#F3F4F6', muted: '#9CA3AF', line: '#2D3238' };

const LANGUAGE_FLAGS = ['uzActive', 'ruActive', 'engActive', 'kzActive', 'trActive', 'zhActive', 'arActive'] as const;
const SERVICE_FLAGS = ['deliveryActive', 'pickupActive', 'dineInActive', 'bookingActive', 'branchesActive'] as const;
const CONTENT_FLAGS = ['bannersActive', 'storiesActive', 'vacanciesActive', 'aboutMerchantActive', 'privacyActive', 'termsOfUseActive', 'notificationsActive'] as const;
const COMMERCE_FLAGS = ['promoActive', 'cashbackActive', 'balanceActive', 'favouriteActive', 'cancelOrderActive', 'cardActive', 'productComment', 'receiverActive', 'chatActive', 'cartPageActive'] as const;
type LayoutKey = 'groupView' | 'categoryView' | 'basketPosition' | 'modificationViewType' | 'mapType';
/** The layout choices: the setting, its label, its values and where their names are. */
const LAYOUT_CHOICES: { key: LayoutKey; label: string; values: readonly string[]; names: string }[] = [
  { key: 'groupView', label: 'theme.groupView', values: ['TABS', 'CARDS', 'HIDDEN'], names: 'theme.views' },
  { key: 'categoryView', label: 'theme.categoryView', values: ['TABS', 'CHIPS', 'LIST'], names: 'theme.views' },
  { key: 'basketPosition', label: 'theme.basketPosition', values: ['FLOATING_OVER_PRODUCT', 'NAVIGATION_BAR'], names: 'theme.basketPositions' },
  { key: 'modificationViewType', label: 'theme.modificationView', values: ['NAME_ONLY', 'FULL_IMAGE'], names: 'theme.modificationViews' },
  { key: 'mapType', label: 'theme.mapType', values: ['LEAFLET', 'YANDEX'], names: 'theme.mapTypes' },
];
type FlagKey = (typeof LANGUAGE_FLAGS | typeof SERVICE_FLAGS | typeof CONTENT_FLAGS | typeof COMMERCE_FLAGS)[number];

/** The fields that differ from the saved settings (the API takes a partial update); blank contact lines are left out. */
function changedFields(saved: WebSettings, edited: WebSettings): Partial<WebSettings> {
  const draft = { ...edited, contacts: edited.contacts.filter((contact) => contact.value.trim() || Object.values(contact.label).some((text) => text.trim())) };
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(draft) as Array<keyof WebSettings>) {
    if (key === 'merchantId' || key === 'shouldValidateDeliveryArea' || key === 'isSmsConfirmationRequiredPerOrder') continue;
    if (JSON.stringify(draft[key]) !== JSON.stringify(saved[key])) out[key] = draft[key];
  }
  return out as Partial<WebSettings>;
}

/** The storefront in miniature, in the colours being chosen. */
export function ThemePreview({ settings }: { settings: WebSettings }) {
  const t = useConsoleT('brand');
  const language = useConsoleLanguage();
  const colors = themeColors(settings);
  const page = settings.isDark ? DARK : LIGHT;
  return (
    <figure
      aria-label={t('theme.preview')}
      data-testid="theme-preview"
      className="overflow-hidden rounded-3xl border border-line shadow-sm"
      style={{ background: page.canvas, color: page.ink }}
    >
      <header className="flex items-center gap-3 px-4 py-3" style={{ background: page.surface, borderBottom: `1px solid ${page.line}` }}>
        {settings.logo ? (
          <img src={settings.logo} alt="" className="size-9 rounded-xl object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-xl font-bold" style={{ background: colors.brand, color: colors.brandContrast }}>
            {(settings.brand || '?').slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className="min-w-0 flex-1 truncate font-semibold">{settings.brand || t('theme.brandPlaceholder')}</span>
        <span className="rounded-full px-3 py-1 text-xs font-semibold" style={{ background: colors.brand, color: colors.brandContrast }} data-testid="preview-basket">
          {t('theme.previewBasket')}
        </span>
      </header>
      <div className="flex gap-2 px-4 pt-3 text-sm">
        <span className="rounded-full px-3 py-1 font-semibold" style={{ background: colors.brand, color: colors.brandContrast }}>
          {t('theme.previewCategory')}
        </span>
        <span className="rounded-full px-3 py-1" style={{ background: page.surface, border: `1px solid ${page.line}` }}>
          {t('theme.previewCategory2')}
        </span>
      </div>
      <div className="grid grid-cols-2 gap-3 p-4">
        {[0, 1].map((index) => (
          <article key={index} className="flex flex-col gap-2 rounded-2xl p-3" style={{ background: page.surface, border: `1px solid ${page.line}` }}>
            <div aria-hidden="true" className="aspect-[4/3] rounded-xl" style={{ background: `linear-gradient(135deg, ${colors.brand}55, ${page.line})` }} />
            <p className="text-sm font-semibold">{t('theme.previewProduct')}</p>
            <p className="text-xs" style={{ color: page.muted }}>
              {t('theme.previewProductText')}
            </p>
            <p className="text-sm font-bold" style={{ color: colors.brandInk }} data-testid={index === 0 ? 'preview-price' : undefined}>
              {formatSom(42_000, language)}
            </p>
            <span
              className="rounded-xl px-3 py-2 text-center text-sm font-semibold"
              style={{ background: colors.brand, color: colors.brandContrast }}
              data-testid={index === 0 ? 'preview-button' : undefined}
            >
              {t('theme.previewAdd')}
            </span>
          </article>
        ))}
      </div>
      <figcaption className="px-4 pb-3 text-xs" style={{ color: page.muted }}>
        {t('theme.previewCaption')}
      </figcaption>
    </figure>
  );
}

export function ThemeEditor({ settings }: { settings: WebSettings }) {
  const t = useConsoleT('brand');
  const { draft, set, dirty, saved, save, pending, error } = useSettingsDraft<WebSettings, WebSettings>(settings, '/settings/web', changedFields);
  const colorValid = parseHexColor(draft.mainColor) !== null && /^#/.test(draft.mainColor);
  const fieldError = (name: string) => error?.fields.find((entry) => entry.field === name || entry.field.startsWith(`${name}.`))?.message;
  const flag = (key: FlagKey) => <Switch key={key} checked={draft[key]} onCheckedChange={(value) => set(key, value)} label={t(`theme.flags.${key}`)} />;

  return (
    <ConsolePage title={t('theme.title')} description={t('theme.description')}>
      <form onSubmit={save} className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="flex min-w-0 flex-col gap-4">
          <ErrorBanner error={error} />
          <Section title={t('theme.branding')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('theme.brand')} error={fieldError('brand')}>
                <TextInput value={draft.brand} onChange={(event) => set('brand', event.target.value)} maxLength={120} />
              </Field>
              <Field label={t('theme.pageTitle')} error={fieldError('title')}>
                <TextInput value={draft.title} onChange={(event) => set('title', event.target.value)} maxLength={120} />
              </Field>
              <Field label={t('theme.mainColor')} error={fieldError('mainColor') ?? (colorValid ? undefined : t('theme.colorInvalid'))}>
                <div className="flex gap-2">
                  <input
                    type="color"
                    aria-label={t('theme.colorPicker')}
                    value={colorValid && draft.mainColor.length === 7 ? draft.mainColor : '#FCE000'}
                    onChange={(event) => set('mainColor', event.target.value.toUpperCase())}
                    className="h-10 w-14 shrink-0 cursor-pointer rounded-xl border border-line bg-surface"
                  />
                  <TextInput value={draft.mainColor} onChange={(event) => set('mainColor', event.target.value)} maxLength={7} spellCheck={false} />
                </div>
              </Field>
              <Field label={t('theme.colorType')} hint={t('theme.colorTypeHint')}>
                <Select
                  options={[
                    { value: 'light', label: t('theme.colorTypes.light') },
                    { value: 'dark', label: t('theme.colorTypes.dark') },
                  ]}
                  value={draft.mainColorType}
                  onValueChange={(value) => set('mainColorType', value as WebSettings['mainColorType'])}
                />
              </Field>
            </div>
            <Switch checked={draft.isDark} onCheckedChange={(value) => set('isDark', value)} label={t('theme.isDark')} />
            <div className="grid gap-4 sm:grid-cols-2">
              <ImagePathInput label={t('theme.logo')} value={draft.logo} onChange={(value) => set('logo', value)} error={fieldError('logo')} />
              <ImagePathInput label={t('theme.favicon')} value={draft.favicon} onChange={(value) => set('favicon', value)} error={fieldError('favicon')} />
            </div>
          </Section>
          <Section title={t('theme.languages')}>
            <Field label={t('theme.mainLanguage')}>
              <Select
                options={(['uz', 'ru', 'eng'] as const).map((language) => ({ value: language, label: t(`theme.languageNames.${language}`) }))}
                value={draft.mainLanguage}
                onValueChange={(value) => set('mainLanguage', value as WebSettings['mainLanguage'])}
              />
            </Field>
            <div className="flex flex-wrap gap-x-6 gap-y-3">{LANGUAGE_FLAGS.map(flag)}</div>
          </Section>
          <Section title={t('theme.services')}>
            <div className="grid gap-3 sm:grid-cols-2">{SERVICE_FLAGS.map(flag)}</div>
          </Section>
          <Section title={t('theme.content')}>
            <div className="grid gap-3 sm:grid-cols-2">{CONTENT_FLAGS.map(flag)}</div>
          </Section>
          <Section title={t('theme.commerce')}>
            <div className="grid gap-3 sm:grid-cols-2">{COMMERCE_FLAGS.map(flag)}</div>
            <Field label={t('theme.smsContent')} hint={t('theme.smsContentHint')} error={fieldError('smsContent')}>
              <TextInput value={draft.smsContent} onChange={(event) => set('smsContent', event.target.value)} maxLength={300} placeholder="{brand}: {code}" />
            </Field>
          </Section>
          <Section title={t('theme.layout')}>
            <div className="grid gap-4 sm:grid-cols-2">
              {LAYOUT_CHOICES.map(({ key, label, values, names }) => (
                <Field key={key} label={t(label)}>
                  <Select options={values.map((value) => ({ value, label: t(`${names}.${value}`) }))} value={draft[key]} onValueChange={(value) => set(key, value as WebSettings[LayoutKey])} />
                </Field>
              ))}
              {draft.mapType !== 'LEAFLET' && (
                <Field label={t('theme.yandexMapsApiKey')} error={fieldError('yandexMapsApiKey')}>
                  <TextInput value={draft.yandexMapsApiKey} onChange={(event) => set('yandexMapsApiKey', event.target.value)} maxLength={36} spellCheck={false} />
                </Field>
              )}
            </div>
          </Section>
          <ContactsSection draft={draft} set={set} fieldError={fieldError} />
          <AnalyticsSection draft={draft} set={set} fieldError={fieldError} />
        </div>
        <aside className="flex flex-col gap-3 lg:sticky lg:top-4">
          <h2 className="text-base font-semibold">{t('theme.preview')}</h2>
          <ThemePreview settings={draft} />
          <SaveButton disabled={pending || !dirty || !colorValid} saved={saved} />
        </aside>
      </form>
    </ConsolePage>
  );
}
