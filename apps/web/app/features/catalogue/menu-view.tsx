// The home menu: group switcher (as the merchant's groupView says), a sticky category bar that
// follows the scroll, and one section of product cards per category.
import { useEffect, useMemo, useRef, type MouseEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';
import { ApiImage } from '../../ui/api-image.tsx';
import { categoryDomId, type MenuCategory, type MenuGroup } from './menu-model.ts';
import { ProductList } from './product-list.tsx';
import { useScrollSpy } from './use-scroll-spy.ts';

/** Cards in the first visible row load eagerly; everything below the fold is lazy. */
const EAGER_CARDS = 4;

const NO_SCROLLBAR = '[scrollbar-width:none]';
// Sections stop below the site header and this page's sticky bar when jumped to.
const SCROLL_MARGIN = 'scroll-mt-[calc(var(--app-header-height)+var(--catalogue-nav-height,3.5rem)+0.75rem)]';

interface MenuViewProps {
  groups: readonly MenuGroup[];
  settings: Pick<WebSettings, 'groupView' | 'categoryView' | 'isCategoryImageVisible'>;
}

export function MenuView({ groups, settings }: MenuViewProps) {
  const categories = useMemo(() => groups.flatMap((group) => group.categories), [groups]);
  const sectionIds = useMemo(() => categories.map((category) => categoryDomId(category.id)), [categories]);
  const navRef = useRef<HTMLElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const { activeId, jumpTo } = useScrollSpy(sectionIds, navRef);
  useStickyHeightVariable(navRef, rootRef);

  const activeCategory = categories.find((category) => categoryDomId(category.id) === activeId) ?? categories[0];
  const activeGroupId = activeCategory?.groupId;
  const showGroupTabs = settings.groupView === 'TABS' && groups.length > 1;
  const showGroupCards = settings.groupView === 'CARDS' && groups.length > 1;
  // With group tabs, the category bar lists the current group's categories only.
  const navCategories = showGroupTabs ? categories.filter((category) => category.groupId === activeGroupId) : categories;

  const onJump = (event: MouseEvent<HTMLAnchorElement>, categoryId: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    jumpTo(categoryDomId(categoryId));
  };

  return (
    <div ref={rootRef}>
      {showGroupCards && <GroupCards groups={groups} onJump={onJump} />}
      <CategoryBar
        navRef={navRef}
        groups={showGroupTabs ? groups : null}
        activeGroupId={activeGroupId}
        categories={navCategories}
        activeCategoryId={activeCategory?.id}
        chips={settings.categoryView !== 'TABS'}
        withImages={settings.isCategoryImageVisible}
        onJump={onJump}
      />
      <div className="mt-4 flex flex-col gap-8 sm:mt-6 sm:gap-10">
        {categories.map((category, index) => (
          <CategorySection key={category.id} category={category} eagerCount={index === 0 ? EAGER_CARDS : 0} />
        ))}
      </div>
    </div>
  );
}

function CategorySection({ category, eagerCount }: { category: MenuCategory; eagerCount: number }) {
  const headingId = `${categoryDomId(category.id)}-title`;
  return (
    <section id={categoryDomId(category.id)} aria-labelledby={headingId} tabIndex={-1} className={`outline-none ${SCROLL_MARGIN}`}>
      <h2
        id={headingId}
        className="mb-3 text-xl font-extrabold tracking-tight text-ink sm:mb-4 sm:text-2xl"
        style={category.textColor ? { color: category.textColor } : undefined}
      >
        {category.name}
      </h2>
      <ProductList products={category.products} size={category.viewType} scroll={category.scrollType} eagerCount={eagerCount} />
    </section>
  );
}

interface CategoryBarProps {
  navRef: RefObject<HTMLElement | null>;
  groups: readonly MenuGroup[] | null;
  activeGroupId: string | undefined;
  categories: readonly MenuCategory[];
  activeCategoryId: string | undefined;
  chips: boolean;
  withImages: boolean;
  onJump: (event: MouseEvent<HTMLAnchorElement>, categoryId: string) => void;
}

function CategoryBar({ navRef, groups, activeGroupId, categories, activeCategoryId, chips, withImages, onJump }: CategoryBarProps) {
  const { t } = useTranslation('catalogue');
  const scrollerRef = useRef<HTMLUListElement>(null);
  useKeepInView(scrollerRef, activeCategoryId);

  return (
    // border-image paints the bar's background edge to edge while its content keeps the page width.
    <nav
      ref={navRef}
      aria-label={t('menu.categoriesNav')}
      className="sticky top-(--app-header-height) z-20 -mx-4 bg-canvas px-4 shadow-[0_1px_0_var(--line)] sm:mx-0 sm:px-0"
    >
      {groups && (
        <ul aria-label={t('menu.groupsNav')} className={`flex gap-5 overflow-x-auto pt-2 ${NO_SCROLLBAR}`}>
          {groups.map((group) => {
            const first = group.categories[0];
            const active = group.id === activeGroupId;
            if (!first) return null;
            return (
              <li key={group.id} className="shrink-0">
                <a
                  href={`#${categoryDomId(first.id)}`}
                  onClick={(event) => onJump(event, first.id)}
                  aria-current={active ? 'true' : undefined}
                  className={`relative inline-flex items-center gap-2 rounded-md pb-2 text-[15px] font-semibold whitespace-nowrap transition-colors ${
                    active ? 'text-ink' : 'text-muted hover:text-ink'
                  }`}
                >
                  {group.name}
                  <span aria-hidden="true" className={`absolute inset-x-0 bottom-0 h-[3px] rounded-full transition-colors ${active ? 'bg-ink' : 'bg-transparent'}`} />
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <ul ref={scrollerRef} className={`flex gap-2 overflow-x-auto py-2.5 ${NO_SCROLLBAR}`}>
        {categories.map((category) => {
          const active = category.id === activeCategoryId;
          return (
            <li key={category.id} data-category={category.id} className="shrink-0">
              <a
                href={`#${categoryDomId(category.id)}`}
                onClick={(event) => onJump(event, category.id)}
                aria-current={active ? 'true' : undefined}
                className={`inline-flex h-9 items-center gap-2 text-sm font-medium whitespace-nowrap transition-colors ${
                  chips
                    ? `rounded-full px-4 ${active ? 'bg-brand text-brand-contrast shadow-sm' : 'bg-surface text-ink ring-1 ring-line hover:bg-line/40'}`
                    : `rounded-lg px-3 ${active ? 'bg-surface text-ink shadow-sm ring-1 ring-line' : 'text-muted hover:text-ink'}`
                } ${withImages && category.image ? 'ps-1' : ''}`}
              >
                {withImages && category.image && (
                  <ApiImage src={category.image} alt="" width={28} height={28} className="h-7 w-7 rounded-full object-cover" />
                )}
                {category.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function GroupCards({
  groups,
  onJump,
}: {
  groups: readonly MenuGroup[];
  onJump: (event: MouseEvent<HTMLAnchorElement>, categoryId: string) => void;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <nav aria-label={t('menu.groupsNav')} className="mb-4">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {groups.map((group) => {
          const first = group.categories[0];
          if (!first) return null;
          const picture = group.image ?? group.icon;
          return (
            <li key={group.id}>
              <a
                href={`#${categoryDomId(first.id)}`}
                onClick={(event) => onJump(event, first.id)}
                className={`flex h-24 items-end justify-between gap-2 overflow-hidden rounded-2xl bg-surface p-3 ring-1 ring-line transition hover:shadow-md`}
                style={group.bgColor ? { backgroundColor: group.bgColor } : undefined}
              >
                <span className="self-start rounded-lg bg-surface/85 px-2 py-0.5 text-sm font-bold text-ink">{group.name}</span>
                {picture && (
                  <span className="shrink-0 rounded-full p-1" style={group.iconBgColor ? { backgroundColor: group.iconBgColor } : undefined}>
                    <ApiImage src={picture} alt="" width={56} height={56} className="h-14 w-14 rounded-full object-cover" />
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Scrolls the category bar sideways so the current chip stays visible. */
function useKeepInView(scrollerRef: RefObject<HTMLUListElement | null>, activeId: string | undefined) {
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || !activeId) return;
    const chip = scroller.querySelector<HTMLElement>(`[data-category="${CSS.escape(activeId)}"]`);
    if (!chip) return;
    const box = scroller.getBoundingClientRect();
    const rect = chip.getBoundingClientRect();
    const delta = rect.left + rect.width / 2 - (box.left + box.width / 2);
    if (Math.abs(delta) > 1) scroller.scrollBy({ left: delta, behavior: 'smooth' });
  }, [scrollerRef, activeId]);
}

/** Publishes the sticky bar's height as --catalogue-nav-height so jumps stop just below it. */
function useStickyHeightVariable(stickyRef: RefObject<HTMLElement | null>, rootRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const sticky = stickyRef.current;
    const root = rootRef.current;
    if (!sticky || !root || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => root.style.setProperty('--catalogue-nav-height', `${sticky.offsetHeight}px`));
    observer.observe(sticky);
    return () => observer.disconnect();
  }, [stickyRef, rootRef]);
}
