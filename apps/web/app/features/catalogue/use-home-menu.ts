// The home menu on the page: the first screen's cards come with the page; the whole menu is fetched
// from the catalogue endpoint once the page is idle (or at once when the customer heads for a category
// without cards) and written out here in the page's language, by the same code as the server's.
// The endpoint answers precompressed bytes revalidated by ETag, usually a bodiless 304 from the
// browser's cache, so this costs the server next to nothing, where rendering every card did per page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Overalls } from '@dastarkhan/domain/contracts/catalogue';
import { MERCHANT_HEADER } from '@dastarkhan/domain/contracts/errors';
import type { SourceChannel } from '@dastarkhan/domain/enums';
import type { Language } from '@dastarkhan/domain/i18n';
import { useLanguage } from '../../lib/use-language.ts';
import type { CardTexts } from './card-texts.ts';
import { fromKeptJson, type KeptJson } from '../../lib/kept-json.ts';
import { homeMenu, isCompleteMenu, toMenu, type HomeMenu, type MenuGroup } from './menu-model.ts';

interface WholeMenu {
  /** Merchant, sales channel and language: whose menu it is. */
  key: string;
  menu: HomeMenu;
}

// The whole menu this tab wrote out last. Coming back to the menu page (a client-side navigation)
// draws it at once, so the scroll position kept for the page finds the same place again. Written in
// callbacks of the browser only: the server never holds a customer's menu.
let lastWhole: WholeMenu | null = null;

/** When the page is idle, the menu is fetched even if nobody scrolled yet (a later jump then has it). */
const IDLE_TIMEOUT_MS = 2000;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The fetched menu in the page's language, one group per task: a slow phone gets no long task. */
async function writeOut(overalls: Overalls, texts: CardTexts): Promise<HomeMenu> {
  const groups: MenuGroup[] = [];
  for (const group of overalls) {
    await nextTask();
    groups.push(...toMenu([group], texts));
  }
  return homeMenu(groups, Infinity);
}

/** The menu with only the texts of the page's language: a quarter fewer bytes than every language's. */
async function fetchOveralls(merchantId: string, channel: SourceChannel, language: Language): Promise<Overalls> {
  const response = await fetch(`/api/products/v1/overalls?type=${encodeURIComponent(channel)}&lang=${language}`, {
    headers: { Accept: 'application/json', [MERCHANT_HEADER]: merchantId },
  });
  if (!response.ok) throw new Error(`the menu answered ${response.status}`);
  return (await response.json()) as Overalls;
}

interface HomeMenuSource {
  /** The page's menu: every category, cards for the first screen's. */
  pageJson: KeptJson<HomeMenu>;
  merchantId: string;
  /** The sales channel the page's menu is of (web, QR table, Telegram). */
  channel: SourceChannel;
}

/**
 * The menu to draw (the page's until the whole one is written out), and `wantCards`, which fetches it now
 * rather than when the page is idle. A failed fetch leaves the page's menu and is tried again on the next want.
 */
export function useHomeMenu({ pageJson, merchantId, channel }: HomeMenuSource): { menu: HomeMenu; wantCards: () => void } {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const page = fromKeptJson(pageJson);
  const complete = isCompleteMenu(page);
  const key = `${merchantId}:${channel}:${language}`;
  const [whole, setWhole] = useState<WholeMenu | null>(() => (!complete && lastWhole?.key === key ? lastWhole : null));
  // The key being fetched or fetched by this page: one fetch per page and menu.
  const fetching = useRef<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const wantCards = useCallback(() => {
    if (complete || fetching.current === key) return;
    fetching.current = key;
    fetchOveralls(merchantId, channel, language)
      .then((overalls) => writeOut(overalls, { t, language }))
      .then(
        (menu) => {
          const written = { key, menu };
          lastWhole = written;
          if (mounted.current) setWhole(written);
        },
        () => {
          if (fetching.current === key) fetching.current = null;
        },
      );
  }, [complete, key, merchantId, channel, t, language]);

  // Fetched when the page has nothing better to do: scrolling then finds the cards at once.
  useEffect(() => {
    if (complete) return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(wantCards, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(wantCards, IDLE_TIMEOUT_MS / 2);
    return () => clearTimeout(timer);
  }, [complete, wantCards]);

  return { menu: !complete && whole?.key === key ? whole.menu : page, wantCards };
}
