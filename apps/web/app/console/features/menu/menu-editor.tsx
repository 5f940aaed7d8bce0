// The menu page: groups and their categories in a sidebar, the chosen category's products in a list (picture,
// name, price, discount, on/off), everything reordered by dragging, and the create/rename/delete actions.
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { MenuCategory, MenuGroup, MenuProduct, MenuReorder, MenuTree } from '@dastarkhan/domain/contracts/console-menu';
import { formatSom } from '@dastarkhan/domain/money';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { imageUrl } from '../../../ui/api-image.tsx';
import { useConsoleMutation } from '../../lib/console-client.ts';
import { useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Switch } from '../../ui/switch.tsx';
import { DEFAULT_PRESENTATION, EntityDialog, presentationBody, presentationOf, type EntityValues } from './menu-dialogs.tsx';
import { nameOf } from './menu-model.ts';
import { DragGrip, SortableList, type DragHandle } from './sortable-list.tsx';

type Editing =
  | { kind: 'group'; group: MenuGroup | null }
  | { kind: 'category'; category: MenuCategory | null; groupId: string }
  | null;
type Deleting = { kind: 'group'; id: string; name: string } | { kind: 'category'; id: string; name: string } | { kind: 'product'; id: string; name: string } | null;

/** The tree with one parent's children put in the order of `ids`. */
function reordered(tree: MenuTree, body: MenuReorder): MenuTree {
  const byIds = <T extends { id: string }>(list: readonly T[]) => body.ids.map((id) => list.find((item) => item.id === id)).filter((item): item is T => item !== undefined);
  if (body.kind === 'groups') return { ...tree, groups: byIds(tree.groups) };
  return {
    ...tree,
    groups: tree.groups.map((group) => {
      if (body.kind === 'categories') return group.id === body.parentId ? { ...group, categories: byIds(group.categories) } : group;
      return { ...group, categories: group.categories.map((category) => (category.id === body.parentId ? { ...category, products: byIds(category.products) } : category)) };
    }),
  };
}

export function MenuEditor({ tree: loaded, categoryId }: { tree: MenuTree; categoryId: string | null }) {
  const t = useConsoleT('menu');
  const language = useConsoleLanguage();
  const navigate = useNavigate();
  const mutation = useConsoleMutation();
  const dialogMutation = useConsoleMutation();
  const [tree, setTree] = useState(loaded);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  useEffect(() => setTree(loaded), [loaded]);

  const categories = tree.groups.flatMap((group) => group.categories);
  const selected = categories.find((category) => category.id === categoryId) ?? categories[0] ?? null;

  async function reorder(body: MenuReorder) {
    setTree((current) => reordered(current, body));
    const done = await mutation.mutate('/menu/reorder', { method: 'PUT', body });
    if (done === null) setTree(loaded);
  }

  async function submitEntity(values: EntityValues) {
    if (!editing) return;
    let done: unknown;
    if (editing.kind === 'group') {
      const body = { name: values.name, isActive: values.isActive };
      done = editing.group
        ? await dialogMutation.mutate(`/menu/groups/${editing.group.id}`, { method: 'PATCH', body })
        : await dialogMutation.mutate('/menu/groups', { method: 'POST', body });
    } else {
      const body = { name: values.name, isActive: values.isActive, groupId: values.groupId ?? editing.groupId, ...(values.presentation ? presentationBody(values.presentation) : {}) };
      done = editing.category
        ? await dialogMutation.mutate(`/menu/categories/${editing.category.id}`, { method: 'PATCH', body })
        : await dialogMutation.mutate<MenuCategory>('/menu/categories', { method: 'POST', body });
      if (done && !editing.category) void navigate(`?category=${(done as MenuCategory).id}`, { preventScrollReset: true });
    }
    if (done) setEditing(null);
  }

  async function confirmDelete() {
    if (!deleting) return;
    const path = deleting.kind === 'group' ? `/menu/groups/${deleting.id}` : deleting.kind === 'category' ? `/menu/categories/${deleting.id}` : `/menu/products/${deleting.id}`;
    if (await dialogMutation.mutate(path, { method: 'DELETE' })) setDeleting(null);
  }

  const openEntity = (next: Editing) => {
    dialogMutation.reset();
    setEditing(next);
  };

  return (
    <div className="flex flex-col gap-4">
      <ErrorBanner error={mutation.error} onDismiss={mutation.reset} />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(16rem,20rem)_minmax(0,1fr)]">
        <aside aria-labelledby="menu-groups-heading" className="flex flex-col gap-3 rounded-3xl border border-line bg-surface p-3">
          <div className="flex items-center justify-between gap-2 px-1">
            <h2 id="menu-groups-heading" className="text-sm font-semibold tracking-wide text-muted uppercase">
              {t('page.groups')}
            </h2>
            <Button size="sm" variant="secondary" className="whitespace-nowrap" onClick={() => openEntity({ kind: 'group', group: null })}>
              {t('actions.newGroup')}
            </Button>
          </div>
          {tree.groups.length === 0 ? <p className="px-1 text-sm text-muted">{t('page.emptyMenu')}</p> : null}
          <SortableList
            label={t('page.groups')}
            items={tree.groups}
            idOf={(group) => group.id}
            onReorder={(ids) => void reorder({ kind: 'groups', ids })}
            className="flex flex-col gap-2"
            renderItem={(group, handle) => (
              <div className="rounded-2xl bg-canvas/60 p-1">
                <div className="flex items-center gap-1">
                  <DragGrip handle={handle} label={t('actions.dragHandle', { name: nameOf(group.name, language) })} />
                  <h3 className="min-w-0 flex-1 truncate text-sm font-bold">{nameOf(group.name, language)}</h3>
                  {group.isActive ? null : <Badge>{t('page.inactive')}</Badge>}
                  <Button size="sm" variant="ghost" onClick={() => openEntity({ kind: 'group', group })} aria-label={`${t('actions.rename')}: ${nameOf(group.name, language)}`}>
                    ✎
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      dialogMutation.reset();
                      setDeleting({ kind: 'group', id: group.id, name: nameOf(group.name, language) });
                    }}
                    aria-label={`${t('actions.delete')}: ${nameOf(group.name, language)}`}
                  >
                    ×
                  </Button>
                </div>
                <SortableList
                  label={nameOf(group.name, language)}
                  items={group.categories}
                  idOf={(category) => category.id}
                  onReorder={(ids) => void reorder({ kind: 'categories', parentId: group.id, ids })}
                  className="flex flex-col"
                  renderItem={(category, categoryHandle) => (
                    <div className="flex items-center gap-1 ps-2">
                      <DragGrip handle={categoryHandle} label={t('actions.dragHandle', { name: nameOf(category.name, language) })} />
                      <Link
                        to={`?category=${category.id}`}
                        preventScrollReset
                        aria-current={selected?.id === category.id ? 'page' : undefined}
                        className={[
                          'flex min-h-9 min-w-0 flex-1 items-center justify-between gap-2 rounded-xl px-2 text-sm',
                          selected?.id === category.id ? 'bg-brand text-brand-contrast font-semibold' : 'hover:bg-ink/5',
                        ].join(' ')}
                      >
                        <span className="truncate">{nameOf(category.name, language)}</span>
                        <span className="text-xs opacity-70">{category.products.length}</span>
                      </Link>
                      {category.isActive ? null : <Badge>{t('page.inactive')}</Badge>}
                    </div>
                  )}
                />
                <Button size="sm" variant="ghost" className="ms-10 mt-1" onClick={() => openEntity({ kind: 'category', category: null, groupId: group.id })}>
                  + {t('actions.newCategory')}
                </Button>
              </div>
            )}
          />
        </aside>

        <section aria-labelledby="menu-products-heading" className="flex min-w-0 flex-col gap-3">
          {selected ? (
            <>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id="menu-products-heading" className="text-xl font-bold">
                  {nameOf(selected.name, language)}
                </h2>
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="secondary" onClick={() => openEntity({ kind: 'category', category: selected, groupId: selected.groupId })}>
                    {t('actions.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => {
                      dialogMutation.reset();
                      setDeleting({ kind: 'category', id: selected.id, name: nameOf(selected.name, language) });
                    }}
                  >
                    {t('actions.delete')}
                  </Button>
                  <ButtonLink size="sm" to={`/console/menu/products/new?category=${selected.id}`}>
                    {t('actions.newProduct')}
                  </ButtonLink>
                </div>
              </div>
              {selected.products.length === 0 ? (
                <p className="rounded-2xl border border-dashed border-line px-4 py-8 text-center text-sm text-muted">{t('page.emptyCategory')}</p>
              ) : (
                <SortableList
                  label={t('page.products')}
                  items={selected.products}
                  idOf={(product) => product.id}
                  onReorder={(ids) => void reorder({ kind: 'products', parentId: selected.id, ids })}
                  className="flex flex-col gap-2"
                  renderItem={(product, handle) => (
                    <ProductRow
                      product={product}
                      handle={handle}
                      onDelete={() => {
                        dialogMutation.reset();
                        setDeleting({ kind: 'product', id: product.id, name: nameOf(product.name, language) });
                      }}
                    />
                  )}
                />
              )}
            </>
          ) : (
            <p className="rounded-2xl border border-dashed border-line px-4 py-8 text-center text-sm text-muted">{t('page.chooseCategory')}</p>
          )}
        </section>
      </div>

      <EntityDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        kind={editing?.kind ?? 'group'}
        initial={
          editing?.kind === 'group' && editing.group
            ? { name: editing.group.name, isActive: editing.group.isActive }
            : editing?.kind === 'category' && editing.category
              ? { name: editing.category.name, isActive: editing.category.isActive, groupId: editing.category.groupId, presentation: presentationOf(editing.category) }
              : editing?.kind === 'category'
                ? { name: { uz: '', ru: '', eng: '' }, isActive: true, groupId: editing.groupId, presentation: { ...DEFAULT_PRESENTATION } }
                : null
        }
        groups={tree.groups}
        pending={dialogMutation.pending}
        error={dialogMutation.error}
        onSubmit={submitEntity}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={
          deleting
            ? t(deleting.kind === 'group' ? 'dialogs.deleteGroup' : deleting.kind === 'category' ? 'dialogs.deleteCategory' : 'dialogs.deleteProduct', { name: deleting.name })
            : ''
        }
        description={deleting?.kind === 'product' ? t('dialogs.deleteHint') : undefined}
        confirmLabel={t('actions.delete')}
        tone="danger"
        pending={dialogMutation.pending}
        error={dialogMutation.error}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function ProductRow({ product, handle, onDelete }: { product: MenuProduct; handle: DragHandle; onDelete: () => void }) {
  const t = useConsoleT('menu');
  const language = useConsoleLanguage();
  const toggle = useConsoleMutation();
  const [active, setActive] = useState(product.isActive);
  useEffect(() => setActive(product.isActive), [product.isActive]);
  const name = nameOf(product.name, language);
  return (
    <div data-testid="menu-product" className="flex items-center gap-2 rounded-2xl border border-line bg-surface p-2">
      <DragGrip handle={handle} label={t('actions.dragHandle', { name })} />
      {product.image ? (
        <img src={imageUrl(product.image, 96, 96)} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded-xl object-cover" />
      ) : (
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-ink/5 text-[10px] text-muted">{t('list.noImage')}</span>
      )}
      <div className="min-w-0 flex-1">
        <Link to={`/console/menu/products/${product.id}`} className="block truncate font-semibold hover:underline">
          {name}
        </Link>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <span className="tabular-nums">{formatSom(product.price, language)}</span>
          {product.discount > 0 ? <Badge tone="danger">−{product.discount}%</Badge> : null}
          {product.optionGroups.length > 0 ? <span className="text-xs">· {product.optionGroups.length} ⚙</span> : null}
        </p>
        {toggle.error ? <ErrorBanner error={toggle.error} onDismiss={toggle.reset} className="mt-1" /> : null}
      </div>
      <Switch
        checked={active}
        aria-label={t('list.activeToggle', { name })}
        disabled={toggle.pending}
        onCheckedChange={(next) => {
          setActive(next);
          void toggle.mutate(`/menu/products/${product.id}`, { method: 'PATCH', body: { isActive: next } }).then((done) => {
            if (done === null) setActive(!next);
          });
        }}
      />
      <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`${t('actions.delete')}: ${name}`}>
        ×
      </Button>
    </div>
  );
}
