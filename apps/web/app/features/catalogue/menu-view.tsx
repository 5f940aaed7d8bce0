// The home menu: group switcher (as the merchant's groupView says), a sticky category bar that
// follows the scroll, and one section per category. The server draws the first screen's cards; the
// page draws the others from the top down, at once down to the one the customer nears or jumps to and
// the rest a category at a time while idle. Sections not drawn yet keep the room of their cards with
// placeholders, so nothing on the screen moves when they are. With the merchant's
// multiTabNavigationEnabled the page holds one group at a time, the one the switcher chose.
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';
import { ApiImage } from '../../ui/api-image.tsx';
import { categoryDomId, type HomeMenuCategory, type HomeMenuGroup } from './menu-model.ts';
import { ProductList, ProductListSkeleton } from './product-list.tsx';
import { showsOneGroupAtATime } from './shown-group.ts';
import { useScrollSpy } from './use-scroll-spy.ts';
import { useShownGroup } from './use-shown-group.ts';

/**
 * The first card is the page's LCP candidate (with the first banner): loaded eagerly at high priority
 * and preloaded. The others are lazy: those on the screen still load as soon as the page is laid out,
 * without competing with the LCP image for a phone's bandwidth before that.
 */
const PRIORITY_CARDS = 1;
/**
 * A category's cards are drawn when its section comes within this much of the viewport's height below
 * the screen: scrolling at a reading pace never meets a placeholder.
 */
const DRAW_AHEAD = '125%';
/** The rest is drawn in the background from this long after its cards arrived (the page has loaded by then). */
const IDLE_DRAW_START_MS = 3000;
/** Drawing the rest while idle: at the latest this long after the previous category (a busy page still gets there). */
const IDLE_DRAW_TIMEOUT_MS = 1000;
/** Without requestIdleCallback (Safari): one category per this interval. */
const IDLE_DRAW_FALLBACK_MS = 60;

const NO_SCROLLBAR = '[scrollbar-width:none]';
// Sections stop below the site header and this page's sticky bar when jumped to.
const SCROLL_MARGIN = 'scroll-mt-[calc(var(--app-header-height)+var(--catalogue-nav-height,3.5rem)+0.75rem)]';

interface MenuViewProps {
  /** Every group and category; categories whose cards have not arrived yet have `products: null`. */
  groups: readonly HomeMenuGroup[];
  settings: Pick<WebSettings, 'groupView' | 'categoryView' | 'isCategoryImageVisible' | 'multiTabNavigationEnabled'>;
  /** The customer neared or asked for a category whose cards are not here yet. */
  onCardsWanted: () => void;
}

/** How the page goes to a category: smoothly or at once, and whether the focus follows (keyboard and screen-reader users). */
interface JumpManner {
  instant: boolean;
  focus: boolean;
}

/** Following the customer's tap on a category or a group card: they continue from the section. */
const TAP: JumpManner = { instant: false, focus: true };
/** Switching the shown group from its tab: the focus stays on the tab, as in any tab list. */
const SWITCH: JumpManner = { instant: false, focus: false };
/** Putting the page back on a link's target. */
const RESTORE: JumpManner = { instant: true, focus: false };

interface PendingJump extends JumpManner {
  categoryId: string;
}

type JumpHandler = (event: MouseEvent<HTMLAnchorElement>, categoryId: string, manner?: JumpManner) => void;

/** How many leading categories have their cards: the ones drawn at first (all, on a return to the page). */
function leadingWithCards(categories: readonly HomeMenuCategory[]): number {
  const firstWithout = categories.findIndex((category) => category.products === null);
  return firstWithout < 0 ? categories.length : firstWithout;
}

export function MenuView({ groups, settings, onCardsWanted }: MenuViewProps) {
  const categories = useMemo(() => groups.flatMap((group) => group.categories), [groups]);
  const sectionIds = useMemo(() => categories.map((category) => categoryDomId(category.id)), [categories]);
  // One group at a time: only its categories are on the page (bar, sections, scroll spy). Drawing
  // still counts through the whole menu, so the groups not shown cost nothing and lose nothing.
  const { shownGroupId, showGroup } = useShownGroup(groups, showsOneGroupAtATime(settings, groups));
  const shownCategories = useMemo(
    () => (shownGroupId === null ? categories : categories.filter((category) => category.groupId === shownGroupId)),
    [categories, shownGroupId],
  );
  const shownSectionIds = useMemo(() => shownCategories.map((category) => categoryDomId(category.id)), [shownCategories]);
  const navRef = useRef<HTMLElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const { activeId, jumpTo } = useScrollSpy(shownSectionIds, navRef);
  useStickyHeightVariable(navRef, rootRef);

  // Categories [0, drawnThrough] are drawn (those whose cards are here); it only grows, so everything
  // above the screen is always real cards and nothing there changes height under the customer.
  const [drawnThrough, setDrawnThrough] = useState(() => leadingWithCards(categories) - 1);
  const drawThrough = useCallback((index: number) => setDrawnThrough((current) => Math.max(current, index)), []);
  useDrawAhead(sectionIds, shownSectionIds, drawnThrough, drawThrough);
  useDrawWhenIdle(categories, drawnThrough, drawThrough);
  // A category to draw (or to jump to) without its cards asks for them.
  const missingCards = leadingWithCards(categories) <= drawnThrough;
  useEffect(() => {
    if (missingCards) onCardsWanted();
  }, [missingCards, onCardsWanted]);

  // A jump waits until its category and every one above it are drawn, and its group is shown: it then
  // lands where it stays. Jumping to a category shows its group.
  const [pendingJump, setPendingJump] = useState<PendingJump | null>(null);
  const requestJump = useCallback(
    (categoryId: string, manner: JumpManner) => {
      const index = categories.findIndex((category) => category.id === categoryId);
      if (index < 0) return;
      drawThrough(index);
      showGroup(categories[index]!.groupId);
      setPendingJump({ categoryId, ...manner });
    },
    [categories, drawThrough, showGroup],
  );
  useLayoutEffect(() => {
    if (!pendingJump) return;
    const index = categories.findIndex((category) => category.id === pendingJump.categoryId);
    const category = categories[index];
    if (category && (index > drawnThrough || leadingWithCards(categories) <= index || !shownCategories.includes(category))) return;
    setPendingJump(null);
    if (category) jumpTo(categoryDomId(category.id), { instant: pendingJump.instant, focus: pendingJump.focus });
  }, [pendingJump, categories, shownCategories, drawnThrough, jumpTo]);

  useLandOnLinkedCategory(categories, drawnThrough, shownGroupId !== null, requestJump);

  const activeCategory = shownCategories.find((category) => categoryDomId(category.id) === activeId) ?? shownCategories[0];
  const activeGroupId = shownGroupId ?? activeCategory?.groupId;
  const showGroupTabs = settings.groupView === 'TABS' && groups.length > 1;
  const showGroupCards = settings.groupView === 'CARDS' && groups.length > 1;
  // With group tabs, the category bar lists the current group's categories only.
  const navCategories = showGroupTabs ? shownCategories.filter((category) => category.groupId === activeGroupId) : shownCategories;
  // Tabs that switch what the page holds are a tab list over the sections.
  const panelId = useId();
  const selectedTabId = showGroupTabs && shownGroupId !== null ? groupTabId(panelId, shownGroupId) : null;

  const onJump: JumpHandler = (event, categoryId, manner = TAP) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    requestJump(categoryId, manner);
  };

  return (
    <div ref={rootRef}>
      {showGroupCards && <GroupCards groups={groups} currentGroupId={shownGroupId} onJump={onJump} />}
      <CategoryBar
        navRef={navRef}
        groups={showGroupTabs ? groups : null}
        activeGroupId={activeGroupId}
        tabsFor={selectedTabId === null ? null : panelId}
        categories={navCategories}
        activeCategoryId={activeCategory?.id}
        chips={settings.categoryView !== 'TABS'}
        withImages={settings.isCategoryImageVisible}
        onJump={onJump}
      />
      <div
        id={panelId}
        role={selectedTabId === null ? undefined : 'tabpanel'}
        aria-labelledby={selectedTabId ?? undefined}
        className="mt-4 flex flex-col gap-8 sm:mt-6 sm:gap-10"
      >
        {categories.map(
          (category, index) =>
            (shownGroupId === null || category.groupId === shownGroupId) && (
              <CategorySection key={category.id} category={category} drawn={index <= drawnThrough} first={index === 0} />
            ),
        )}
      </div>
    </div>
  );
}

/** The id of a group's tab (labels the sections while it is selected). */
const groupTabId = (panelId: string, groupId: string) => `${panelId}-group-${groupId}`;

// Memoized: drawing one more category, or the scroll spy moving on, re-renders that one section rather
// than every card of the menu.
const CategorySection = memo(function CategorySection({ category, drawn, first }: { category: HomeMenuCategory; drawn: boolean; first: boolean }) {
  const headingId = `${categoryDomId(category.id)}-title`;
  const cards = drawn ? category.products : null;
  return (
    <section
      id={categoryDomId(category.id)}
      aria-labelledby={headingId}
      aria-busy={cards === null ? true : undefined}
      tabIndex={-1}
      className={`outline-none ${SCROLL_MARGIN}`}
    >
      <h2
        id={headingId}
        className="mb-3 text-xl font-extrabold tracking-tight text-ink sm:mb-4 sm:text-2xl"
        style={category.textColor ? { color: category.textColor } : undefined}
      >
        {category.name}
      </h2>
      {cards === null ? (
        <ProductListSkeleton count={category.productCount} size={category.viewType} scroll={category.scrollType} />
      ) : (
        <ProductList
          products={cards}
          size={category.viewType}
          scroll={category.scrollType}
          eagerCount={first ? PRIORITY_CARDS : 0}
          priorityCount={first ? PRIORITY_CARDS : 0}
        />
      )}
    </section>
  );
});

/**
 * Draws the categories down to the furthest section that comes within DRAW_AHEAD of the screen.
 * `shownIds`: the sections on the page (one group's, or all); a newly shown group is observed at once.
 */
function useDrawAhead(sectionIds: readonly string[], shownIds: readonly string[], drawnThrough: number, drawThrough: (index: number) => void) {
  useEffect(() => {
    if (drawnThrough >= sectionIds.length - 1) return;
    if (typeof IntersectionObserver === 'undefined') {
      drawThrough(sectionIds.length - 1);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        let furthest = -1;
        for (const entry of entries) if (entry.isIntersecting) furthest = Math.max(furthest, sectionIds.indexOf(entry.target.id));
        if (furthest >= 0) drawThrough(furthest);
      },
      { rootMargin: `0px 0px ${DRAW_AHEAD} 0px` },
    );
    // A section is observed until drawn; the new observer reports at once whether the next is near too.
    for (const id of sectionIds.slice(drawnThrough + 1)) {
      const section = shownIds.includes(id) ? document.getElementById(id) : null;
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [sectionIds, shownIds, drawnThrough, drawThrough]);
}

/**
 * Once their cards are here, the categories nobody scrolled to yet are drawn one at a time when the
 * page has been idle for a while, so the whole menu is soon on the page (find in page, a quick add
 * further down) without competing with the first screen: drawing them during load cost a phone
 * hundreds of milliseconds of blocked main thread. Each is a few cards, rendered as a transition.
 */
function useDrawWhenIdle(categories: readonly HomeMenuCategory[], drawnThrough: number, drawThrough: (index: number) => void) {
  const next = drawnThrough + 1;
  const nextHasCards = next < categories.length && categories[next]!.products !== null;
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled || !nextHasCards) return;
    const timer = setTimeout(() => setSettled(true), IDLE_DRAW_START_MS);
    return () => clearTimeout(timer);
  }, [settled, nextHasCards]);
  useEffect(() => {
    if (!settled || !nextHasCards) return;
    const draw = () => startTransition(() => drawThrough(next));
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(draw, { timeout: IDLE_DRAW_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(draw, IDLE_DRAW_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [settled, next, nextHasCards, drawThrough]);
}

/**
 * A link to `/#category-…` (the product page's way back, a shared link) lands on that category even when
 * it was not drawn: the browser or the router scrolled to its placeholder, and the page is put back on
 * it once everything above it is drawn. Once per navigation: later re-renders leave the scroll alone.
 * With one group at a time the link always goes through a jump, which shows the category's group: the
 * group on the page when the browser scrolled was the server's (the first) or the customer's last choice.
 */
function useLandOnLinkedCategory(
  categories: readonly HomeMenuCategory[],
  drawnThrough: number,
  oneGroupAtATime: boolean,
  requestJump: (categoryId: string, manner: JumpManner) => void,
) {
  const { hash, key } = useLocation();
  const handledKey = useRef<string | null>(null);
  useEffect(() => {
    if (handledKey.current === key) return;
    handledKey.current = key;
    const index = categories.findIndex((category) => `#${categoryDomId(category.id)}` === hash);
    if (index < 0) return;
    const inPlace = !oneGroupAtATime && index <= drawnThrough && leadingWithCards(categories) > index;
    if (!inPlace) requestJump(categories[index]!.id, RESTORE);
  }, [key, hash, categories, drawnThrough, oneGroupAtATime, requestJump]);
}

interface CategoryBarProps {
  navRef: RefObject<HTMLElement | null>;
  groups: readonly HomeMenuGroup[] | null;
  activeGroupId: string | undefined;
  /** The sections' id when the group tabs switch the group on the page, else null (they jump within the menu). */
  tabsFor: string | null;
  categories: readonly HomeMenuCategory[];
  activeCategoryId: string | undefined;
  chips: boolean;
  withImages: boolean;
  onJump: JumpHandler;
}

function CategoryBar({ navRef, groups, activeGroupId, tabsFor, categories, activeCategoryId, chips, withImages, onJump }: CategoryBarProps) {
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
      {groups && <GroupRow groups={groups} activeGroupId={activeGroupId} tabsFor={tabsFor} onJump={onJump} />}
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

/**
 * The group tabs over the category bar: links to each group's first category, or, when the page holds
 * one group at a time, a tab list that switches the group (still links: a new tab opens on that group).
 */
type GroupRowProps = Pick<CategoryBarProps, 'activeGroupId' | 'tabsFor' | 'onJump'> & { groups: readonly HomeMenuGroup[] };

function GroupRow({ groups, activeGroupId, tabsFor, onJump }: GroupRowProps) {
  const { t } = useTranslation('catalogue');
  return (
    <ul
      role={tabsFor === null ? undefined : 'tablist'}
      aria-label={t('menu.groupsNav')}
      onKeyDown={tabsFor === null ? undefined : moveAmongTabs}
      className={`flex gap-5 overflow-x-auto pt-2 ${NO_SCROLLBAR}`}
    >
      {groups.map((group) => {
        const first = group.categories[0];
        const active = group.id === activeGroupId;
        if (!first) return null;
        return (
          <li key={group.id} role={tabsFor === null ? undefined : 'presentation'} className="shrink-0">
            <a
              href={`#${categoryDomId(first.id)}`}
              onClick={(event) => onJump(event, first.id, tabsFor === null ? TAP : SWITCH)}
              aria-current={tabsFor === null && active ? 'true' : undefined}
              id={tabsFor === null ? undefined : groupTabId(tabsFor, group.id)}
              role={tabsFor === null ? undefined : 'tab'}
              aria-selected={tabsFor === null ? undefined : active}
              aria-controls={tabsFor ?? undefined}
              // One stop in the Tab order for the whole list; the arrow keys move within it.
              tabIndex={tabsFor !== null && !active ? -1 : undefined}
              className={`relative inline-flex items-center gap-2 rounded-md pb-2 text-[15px] font-semibold whitespace-nowrap transition-colors ${
                active ? 'text-ink' : 'text-muted hover:text-ink'
              }`}
            >
              {group.name}
              <span
                aria-hidden="true"
                className={`absolute inset-x-0 bottom-0 h-[3px] rounded-full transition-colors ${active ? 'bg-ink' : 'bg-transparent'}`}
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** A tab list's keys: the arrows (in the page's direction), Home and End move among the tabs; Space chooses one, as Enter does. */
function moveAmongTabs(event: KeyboardEvent<HTMLElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const current = tabs.findIndex((tab) => tab === event.target);
  if (current < 0) return;
  const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
  let next: number;
  if (event.key === forward) next = (current + 1) % tabs.length;
  else if (event.key === backward) next = (current - 1 + tabs.length) % tabs.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = tabs.length - 1;
  else if (event.key === ' ') next = -1;
  else return;
  event.preventDefault();
  if (next < 0) tabs[current]!.click();
  else tabs[next]!.focus();
}

function GroupCards({ groups, currentGroupId, onJump }: { groups: readonly HomeMenuGroup[]; currentGroupId: string | null; onJump: JumpHandler }) {
  const { t } = useTranslation('catalogue');
  return (
    <nav aria-label={t('menu.groupsNav')} className="mb-4">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {groups.map((group) => {
          const first = group.categories[0];
          if (!first) return null;
          const picture = group.image ?? group.icon;
          // Marked only when the cards switch the group on the page (currentGroupId); else they jump within it.
          const current = group.id === currentGroupId;
          return (
            <li key={group.id}>
              <a
                href={`#${categoryDomId(first.id)}`}
                onClick={(event) => onJump(event, first.id)}
                aria-current={current ? 'true' : undefined}
                className={`flex h-24 items-end justify-between gap-2 overflow-hidden rounded-2xl bg-surface p-3 transition hover:shadow-md ${
                  current ? 'ring-2 ring-ink' : 'ring-1 ring-line'
                }`}
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
