// The product editor: texts in uz/ru/eng, price and discount, labels, calories and portion, limits,
// channels, picture, fiscal codes (IKPU, barcode), option groups with options, and the branches that sell it — one Save, one request,
// all or nothing; the API's complaints are shown beside the fields they are about.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MenuProduct, MenuTree } from '@dastarkhan/domain/contracts/console-menu';
import { SOURCE_CHANNELS, UNITS, type Unit } from '@dastarkhan/domain/enums';
import { Button } from '../../../ui/button.tsx';
import { useConsoleMutation } from '../../lib/console-client.ts';
import { useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Field, TextInput } from '../../ui/field.tsx';
import { LocalizedInput } from '../../ui/localized-input.tsx';
import { MoneyInput, NumberInput } from '../../ui/number-input.tsx';
import { Select } from '../../ui/select.tsx';
import { Switch } from '../../ui/switch.tsx';
import { ImageField } from './image-field.tsx';
import { EMPTY_TEXT, draftOf, errorAt, fieldErrorsOf, nameOf, newDraft, saveBodyOf, type ProductDraft } from './menu-model.ts';
import { OptionGroupsEditor } from './option-groups-editor.tsx';

function Section({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-3xl border border-line bg-surface p-4">
      <div>
        <h2 className="text-lg font-bold">{title}</h2>
        {hint ? <p className="text-sm text-muted">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}

export interface ProductEditorProps {
  tree: MenuTree;
  /** Null: a new product of `categoryId`. */
  product: MenuProduct | null;
  categoryId: string | null;
}

export function ProductEditor({ tree, product, categoryId }: ProductEditorProps) {
  const t = useConsoleT('menu');
  const language = useConsoleLanguage();
  const navigate = useNavigate();
  const save = useConsoleMutation();
  const remove = useConsoleMutation();
  const categories = tree.groups.flatMap((group) => group.categories.map((category) => ({ category, group })));
  const initial = useMemo(
    () => (product ? draftOf(product) : newDraft(categoryId ?? categories[0]?.category.id ?? '', tree)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new product from the loader resets the form
    [product],
  );
  const [draft, setDraft] = useState<ProductDraft>(initial);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  useEffect(() => setDraft(initial), [initial]);
  const dirty = JSON.stringify(saveBodyOf(draft)) !== JSON.stringify(saveBodyOf(initial));
  const errors = fieldErrorsOf(save.error);
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => {
    setSavedAt(null);
    setDraft((current) => ({ ...current, [key]: value }));
  };

  async function submit() {
    const body = saveBodyOf(draft);
    const saved = product
      ? await save.mutate<MenuProduct>(`/menu/products/${product.id}`, { method: 'PUT', body })
      : await save.mutate<MenuProduct>('/menu/products', { method: 'POST', body, revalidate: false });
    if (!saved) return;
    setSavedAt(Date.now());
    if (!product) void navigate(`/console/menu/products/${saved.id}`, { replace: true });
  }

  return (
    <form
      className="flex flex-col gap-4 pb-24"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ErrorBanner
        error={save.error}
        onDismiss={save.reset}
        fieldLabels={{
          name: t('editor.name'),
          description: t('editor.description'),
          categoryId: t('editor.category'),
          price: t('editor.price'),
          discount: t('editor.discount'),
          image: t('editor.image'),
          calorie: t('editor.calorie'),
          measure: t('editor.measure'),
          maxQuantity: t('editor.maxQuantity'),
          mxikCode: t('editor.mxikCode'),
          barcode: t('editor.barcode'),
          ...Object.fromEntries(
            draft.optionGroups.flatMap((group, index) =>
              ['minSelect', 'maxSelect', 'name', 'options'].map((field) => [
                `optionGroups.${index}.${field}`,
                `${t('editor.optionGroup', { n: index + 1 })} · ${field === 'minSelect' ? t('editor.minSelect') : field === 'maxSelect' ? t('editor.maxSelect') : field === 'name' ? t('editor.optionGroupName') : t('editor.options')}`,
              ]),
            ),
          ),
        }}
      />
      <div className="grid items-start gap-4 xl:grid-cols-2">
        <div className="flex flex-col gap-4">
          <Section title={t('editor.basics')}>
            <LocalizedInput
              label={t('editor.name')}
              hint={t('editor.nameHint')}
              value={draft.name}
              onChange={(name) => set('name', name)}
              maxLength={200}
              error={errorAt(errors, 'name')}
            />
            <LocalizedInput
              label={t('editor.description')}
              value={draft.description}
              onChange={(description) => set('description', description)}
              multiline
              rows={3}
              maxLength={4000}
              error={errorAt(errors, 'description')}
            />
            <Field label={t('editor.category')} error={errorAt(errors, 'categoryId')}>
              <Select
                value={draft.categoryId}
                options={categories.map(({ category, group }) => ({ value: category.id, label: `${nameOf(group.name, language)} › ${nameOf(category.name, language)}` }))}
                onValueChange={(value) => set('categoryId', value)}
              />
            </Field>
            <div className="grid grid-cols-2 gap-3">
              <Field label={t('editor.price')} required error={errorAt(errors, 'price')}>
                <MoneyInput value={draft.price} onChange={(price) => set('price', price)} />
              </Field>
              <Field label={t('editor.discount')} error={errorAt(errors, 'discount')}>
                <NumberInput value={draft.discount} min={0} max={100} suffix="%" onChange={(discount) => set('discount', discount)} />
              </Field>
            </div>
            <Switch checked={draft.isActive} onCheckedChange={(isActive) => set('isActive', isActive)} label={t('editor.active')} />
          </Section>

          <Section title={t('editor.image')}>
            <ImageField value={draft.image} onChange={(image) => set('image', image)} error={errorAt(errors, 'image')?.trim() || undefined} />
          </Section>

          <Section title={t('editor.measure')}>
            <div className="grid grid-cols-2 gap-3">
              <Field label={t('editor.measure')} error={errorAt(errors, 'measure')}>
                <NumberInput value={draft.measure} decimals={3} min={0} onChange={(measure) => set('measure', measure)} />
              </Field>
              <Field label={t('editor.unit')} error={errorAt(errors, 'unit')}>
                <Select value={draft.unit} options={UNITS.map((unit) => ({ value: unit, label: t(`editor.units.${unit}`) }))} onValueChange={(unit) => set('unit', unit as Unit)} />
              </Field>
              <Field label={t('editor.calorie')} error={errorAt(errors, 'calorie')}>
                <NumberInput value={draft.calorie} min={0} onChange={(calorie) => set('calorie', calorie)} />
              </Field>
              <Field label={t('editor.maxQuantity')} hint={t('editor.maxQuantityHint')} error={errorAt(errors, 'maxQuantity')}>
                <NumberInput value={draft.maxQuantity} min={1} onChange={(maxQuantity) => set('maxQuantity', maxQuantity)} />
              </Field>
            </div>
          </Section>

          <Section title={t('editor.fiscal')} hint={t('editor.fiscalHint')}>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label={t('editor.mxikCode')} hint={t('editor.mxikHint')} error={errorAt(errors, 'mxikCode')}>
                <TextInput
                  value={draft.mxikCode}
                  inputMode="numeric"
                  maxLength={24}
                  spellCheck={false}
                  autoComplete="off"
                  placeholder="10202001001000000"
                  onChange={(event) => set('mxikCode', event.target.value)}
                />
              </Field>
              <Field label={t('editor.barcode')} hint={t('editor.barcodeHint')} error={errorAt(errors, 'barcode')}>
                <TextInput value={draft.barcode} inputMode="numeric" maxLength={20} spellCheck={false} autoComplete="off" onChange={(event) => set('barcode', event.target.value)} />
              </Field>
            </div>
          </Section>

          <Section title={t('editor.labels')}>
            {draft.labels.map((label, index) => (
              <div key={index} className="flex flex-col gap-2 rounded-2xl border border-line p-3">
                <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2">
                  <Field label={t('editor.labelKey')} error={errorAt(errors, `labels.${index}.key`)}>
                    <TextInput value={label.key} maxLength={40} onChange={(event) => set('labels', draft.labels.map((entry, i) => (i === index ? { ...entry, key: event.target.value } : entry)))} />
                  </Field>
                  <Field label={t('editor.labelColor')} error={errorAt(errors, `labels.${index}.color`)}>
                    <input
                      type="color"
                      value={/^#[0-9a-fA-F]{6}$/.test(label.color) ? label.color : '#e63946'}
                      onChange={(event) => set('labels', draft.labels.map((entry, i) => (i === index ? { ...entry, color: event.target.value } : entry)))}
                      className="h-10 w-14 rounded-xl border border-line bg-surface"
                    />
                  </Field>
                </div>
                <LocalizedInput
                  label={t('editor.labelName')}
                  value={label.name}
                  maxLength={60}
                  onChange={(name) => set('labels', draft.labels.map((entry, i) => (i === index ? { ...entry, name } : entry)))}
                  error={errorAt(errors, `labels.${index}.name`)}
                />
                <Button size="sm" variant="ghost" className="self-end text-danger" onClick={() => set('labels', draft.labels.filter((_, i) => i !== index))}>
                  {t('editor.removeLabel', { name: label.key || nameOf(label.name, language) })}
                </Button>
              </div>
            ))}
            <Button size="sm" variant="secondary" className="self-start" onClick={() => set('labels', [...draft.labels, { key: '', name: { ...EMPTY_TEXT }, color: '#e63946' }])}>
              + {t('editor.addLabel')}
            </Button>
          </Section>
        </div>

        <div className="flex flex-col gap-4">
          <Section title={t('editor.options')} hint={t('editor.optionsHint')}>
            <OptionGroupsEditor groups={draft.optionGroups} onChange={(optionGroups) => set('optionGroups', optionGroups)} errors={errors} />
          </Section>

          <Section title={t('editor.branches')} hint={t('editor.branchesHint')}>
            <ul className="flex flex-col gap-2">
              {tree.branches.map((branch) => {
                const entry = draft.branches[branch.id];
                const name = nameOf(branch.name, language);
                return (
                  <li key={branch.id} className="flex flex-wrap items-center justify-between gap-2">
                    <label className="flex min-h-10 items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={entry !== undefined}
                        className="size-5 accent-[var(--color-brand,currentColor)]"
                        onChange={(event) => {
                          const next = { ...draft.branches };
                          if (event.target.checked) next[branch.id] = { isActive: true };
                          else delete next[branch.id];
                          set('branches', next);
                        }}
                      />
                      <span>{t('editor.soldIn', { name })}</span>
                    </label>
                    {entry && !entry.isActive ? (
                      <button
                        type="button"
                        className="rounded-full bg-danger/12 px-2 py-0.5 text-xs font-semibold text-danger"
                        onClick={() => set('branches', { ...draft.branches, [branch.id]: { isActive: true } })}
                      >
                        {t('editor.stopped')} ✕
                      </button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </Section>

          <Section title={t('editor.channels')} hint={t('editor.channelsHint')}>
            <div className="flex flex-wrap gap-3">
              {SOURCE_CHANNELS.map((channel) => (
                <label key={channel} className="flex min-h-10 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={draft.channels.includes(channel)}
                    onChange={(event) => set('channels', event.target.checked ? [...draft.channels, channel] : draft.channels.filter((entry) => entry !== channel))}
                  />
                  {t(`editor.channelNames.${channel}`)}
                </label>
              ))}
            </div>
          </Section>

          {product ? (
            <Button variant="ghost" className="self-start text-danger" onClick={() => setConfirmDelete(true)}>
              {t('editor.delete')}
            </Button>
          ) : null}
        </div>
      </div>

      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur lg:start-64">
        <div className="mx-auto flex max-w-6xl items-center justify-end gap-3">
          <p className="text-sm text-muted" aria-live="polite">
            {save.pending ? t('actions.saving') : dirty ? t('editor.unsaved') : savedAt ? t('editor.saved') : ''}
          </p>
          <Button type="submit" disabled={save.pending} aria-busy={save.pending || undefined}>
            {save.pending ? t('actions.saving') : t('editor.save')}
          </Button>
        </div>
      </div>

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('dialogs.deleteProduct', { name: nameOf(draft.name, language) })}
        description={t('dialogs.deleteHint')}
        confirmLabel={t('actions.delete')}
        tone="danger"
        pending={remove.pending}
        error={remove.error}
        onConfirm={async () => {
          if (!product) return;
          if (await remove.mutate(`/menu/products/${product.id}`, { method: 'DELETE', revalidate: false })) void navigate(`/console/menu?category=${product.categoryId}`);
        }}
      />
    </form>
  );
}
