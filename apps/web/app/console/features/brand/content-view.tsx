// The storefront's content: banners (image per language, a link or a product picked from the menu, window,
// priority), vacancies (both through content-list.tsx), the three policy documents and the four extra pages.
import { useState } from 'react';
import type { ConsoleBanner, ConsolePolicy, ConsoleVacancy } from '@dastarkhan/domain/contracts/console-brand';
import { isExtraPageType } from '@dastarkhan/domain/extra-pages';
import { formatDateTime } from '@dastarkhan/domain/date-format';
import type { LocalizedText } from '@dastarkhan/domain/i18n';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { useConsoleMutation, useConsoleSession } from '../../lib/console-client.ts';
import { useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { ConsolePage } from '../../ui/console-page.tsx';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Field, TextInput } from '../../ui/field.tsx';
import { LocalizedInput } from '../../ui/localized-input.tsx';
import { NumberInput } from '../../ui/number-input.tsx';
import { Switch } from '../../ui/switch.tsx';
import { Card, ContentForm, ContentList } from './content-list.tsx';
import { ImagePathInput } from './image-path-input.tsx';
import { fromLocalInput, toLocalInput } from './local-time.ts';
import { ProductPicker, type PickableProduct } from './product-picker.tsx';
import { SaveButton } from './settings-form.tsx';

const EMPTY: LocalizedText = { uz: '', ru: '', eng: '' };
const BANNERS = '/content/banners';
const VACANCIES = '/content/vacancies';

export interface ContentData {
  banners: ConsoleBanner[];
  vacancies: ConsoleVacancy[];
  policies: ConsolePolicy[];
  /** The menu's products, for a banner that opens one. */
  products: PickableProduct[];
}

// ---------------------------------------------------------------------------------------------

function BannerForm({ banner, products, onDone }: { banner: ConsoleBanner | null; products: PickableProduct[]; onDone: () => void }) {
  const t = useConsoleT('brand');
  const [title, setTitle] = useState<LocalizedText>(banner?.title ?? EMPTY);
  const [image, setImage] = useState<LocalizedText>(banner?.image ?? EMPTY);
  const [link, setLink] = useState(banner?.link ?? '');
  const [productId, setProductId] = useState<string | null>(banner?.productId ?? null);
  const [priority, setPriority] = useState<number | null>(banner?.priority ?? 0);
  const [isActive, setActive] = useState(banner?.isActive ?? true);
  const [startsAt, setStartsAt] = useState(toLocalInput(banner?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(toLocalInput(banner?.endsAt ?? null));
  const body = () => ({
    title,
    image,
    link: link.trim() || null,
    productId,
    priority: priority ?? 0,
    isActive,
    startsAt: fromLocalInput(startsAt),
    endsAt: fromLocalInput(endsAt),
  });

  return (
    <ContentForm
      path={BANNERS}
      id={banner?.id ?? null}
      label={banner ? t('content.editBanner') : t('content.newBanner')}
      canSave={Boolean(image.uz || image.ru || image.eng)}
      body={body}
      onDone={onDone}
    >
      <LocalizedInput label={t('content.bannerTitle')} value={title} onChange={setTitle} maxLength={200} />
      <div className="grid gap-3 sm:grid-cols-3">
        {(['uz', 'ru', 'eng'] as const).map((language) => (
          <ImagePathInput
            key={language}
            label={t('content.imageIn', { language: t(`theme.languageNames.${language}`) })}
            value={image[language] || null}
            onChange={(value) => setImage((current) => ({ ...current, [language]: value ?? '' }))}
          />
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('content.link')} hint={t('content.linkHint')}>
          <TextInput value={link} onChange={(event) => setLink(event.target.value)} inputMode="url" />
        </Field>
        <ProductPicker label={t('content.product')} hint={t('content.productHint')} products={products} value={productId} onChange={setProductId} />
        <Field label={t('content.startsAt')}>
          <TextInput type="datetime-local" value={startsAt} onChange={(event) => setStartsAt(event.target.value)} />
        </Field>
        <Field label={t('content.endsAt')}>
          <TextInput type="datetime-local" value={endsAt} onChange={(event) => setEndsAt(event.target.value)} />
        </Field>
        <Field label={t('content.priority')} hint={t('content.priorityHint')}>
          <NumberInput value={priority} onChange={setPriority} />
        </Field>
      </div>
      <Switch checked={isActive} onCheckedChange={setActive} label={t('content.active')} />
    </ContentForm>
  );
}

function BannersSection({ banners, products }: { banners: ConsoleBanner[]; products: PickableProduct[] }) {
  const t = useConsoleT('brand');
  const language = useConsoleLanguage();
  const me = useConsoleSession();
  const when = (at: string | null) => (at ? formatDateTime(at, me.merchant.timezone, language) : '—');
  const productName = (id: string | null) => {
    const product = id ? products.find((entry) => entry.id === id) : undefined;
    return product ? pickLocalized(product.name, language) : null;
  };
  return (
    <ContentList
      path={BANNERS}
      texts={{ title: t('content.banners'), newLabel: t('content.newBanner'), empty: t('content.noBanners'), deleteQuestion: t('content.deleteBanner') }}
      rows={banners}
      renderForm={(banner, onDone) => <BannerForm banner={banner} products={products} onDone={onDone} />}
      columns={[
        {
          key: 'image',
          header: t('content.image'),
          cell: (banner) => {
            const src = pickLocalized(banner.image, language);
            return src ? <img src={src} alt="" className="h-10 w-20 rounded-lg object-cover" /> : '—';
          },
        },
        { key: 'title', header: t('content.bannerTitle'), cell: (banner) => pickLocalized(banner.title, language) || '—' },
        { key: 'opens', header: t('content.link'), cell: (banner) => productName(banner.productId) ?? banner.link ?? '—' },
        { key: 'window', header: t('content.window'), cell: (banner) => `${when(banner.startsAt)} – ${when(banner.endsAt)}` },
        { key: 'priority', header: t('content.priority'), align: 'end', cell: (banner) => banner.priority },
        { key: 'active', header: t('content.status'), cell: (banner) => <Badge tone={banner.isActive ? 'success' : 'neutral'}>{banner.isActive ? t('content.active') : t('content.hidden')}</Badge> },
      ]}
    />
  );
}

// ---------------------------------------------------------------------------------------------

function VacancyForm({ vacancy, onDone }: { vacancy: ConsoleVacancy | null; onDone: () => void }) {
  const t = useConsoleT('brand');
  const [title, setTitle] = useState<LocalizedText>(vacancy?.title ?? EMPTY);
  const [description, setDescription] = useState<LocalizedText>(vacancy?.description ?? EMPTY);
  const [salary, setSalary] = useState(vacancy?.salary ?? '');
  const [priority, setPriority] = useState<number | null>(vacancy?.priority ?? 0);
  const [isActive, setActive] = useState(vacancy?.isActive ?? true);
  const body = () => ({ title, description, salary: salary.trim() || null, priority: priority ?? 0, isActive });

  return (
    <ContentForm
      path={VACANCIES}
      id={vacancy?.id ?? null}
      label={vacancy ? t('content.editVacancy') : t('content.newVacancy')}
      canSave={Boolean(title.uz || title.ru || title.eng)}
      body={body}
      onDone={onDone}
    >
      <LocalizedInput label={t('content.vacancyTitle')} value={title} onChange={setTitle} maxLength={200} />
      <LocalizedInput label={t('content.vacancyDescription')} value={description} onChange={setDescription} multiline rows={4} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('content.salary')}>
          <TextInput value={salary} onChange={(event) => setSalary(event.target.value)} maxLength={120} />
        </Field>
        <Field label={t('content.priority')} hint={t('content.priorityHint')}>
          <NumberInput value={priority} onChange={setPriority} />
        </Field>
      </div>
      <Switch checked={isActive} onCheckedChange={setActive} label={t('content.open')} />
    </ContentForm>
  );
}

function VacanciesSection({ vacancies }: { vacancies: ConsoleVacancy[] }) {
  const t = useConsoleT('brand');
  const language = useConsoleLanguage();
  return (
    <ContentList
      path={VACANCIES}
      texts={{ title: t('content.vacancies'), newLabel: t('content.newVacancy'), empty: t('content.noVacancies'), deleteQuestion: t('content.deleteVacancy') }}
      rows={vacancies}
      renderForm={(vacancy, onDone) => <VacancyForm vacancy={vacancy} onDone={onDone} />}
      columns={[
        { key: 'title', header: t('content.vacancyTitle'), cell: (vacancy) => pickLocalized(vacancy.title, language) },
        { key: 'salary', header: t('content.salary'), cell: (vacancy) => vacancy.salary ?? '—' },
        { key: 'active', header: t('content.status'), cell: (vacancy) => <Badge tone={vacancy.isActive ? 'success' : 'neutral'}>{vacancy.isActive ? t('content.open') : t('content.hidden')}</Badge> },
      ]}
    />
  );
}

// ---------------------------------------------------------------------------------------------

function PolicyEditor({ policy }: { policy: ConsolePolicy }) {
  const t = useConsoleT('brand');
  const [text, setText] = useState<LocalizedText>(policy.text);
  const [saved, setSaved] = useState(false);
  const { mutate, pending, error } = useConsoleMutation();
  const dirty = JSON.stringify(text) !== JSON.stringify(policy.text);
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        setSaved((await mutate(`/content/policies/${policy.type}`, { method: 'PUT', body: { text } })) !== null);
      }}
    >
      <ErrorBanner error={error} />
      <LocalizedInput
        label={t(`content.policyTypes.${policy.type}`)}
        hint={isExtraPageType(policy.type) ? t('content.extraPageHint') : undefined}
        value={text}
        onChange={(next) => {
          setSaved(false);
          setText(next);
        }}
        multiline
        rows={6}
      />
      <SaveButton size="sm" disabled={pending || !dirty} saved={saved} />
    </form>
  );
}

export function ContentView({ data }: { data: ContentData }) {
  const t = useConsoleT('brand');
  return (
    <ConsolePage title={t('content.title')} description={t('content.description')}>
      <BannersSection banners={data.banners} products={data.products} />
      <VacanciesSection vacancies={data.vacancies} />
      <Card title={t('content.policies')}>
        {data.policies.map((policy) => (
          <PolicyEditor key={`${policy.type}-${policy.updatedAt ?? ''}`} policy={policy} />
        ))}
      </Card>
    </ConsolePage>
  );
}
