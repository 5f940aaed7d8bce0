// Goods or dishes: a FOOD merchant's texts speak of the menu and dishes, a GOODS merchant's of the
// catalogue and items. The difference is an i18next context: `t('nav.menu', wording)` reads
// `nav.menu_goods` for a GOODS merchant and falls back to `nav.menu` where a text needs no variant.
import type { MerchantKind } from '@dastarkhan/domain/enums';
import { useOptionalStorefront } from './storefront.ts';

// A type alias, not an interface: i18next's options want an object type with an implicit index signature.
export type Wording = { context?: 'goods' };

/** The i18next options that pick a merchant kind's wording (none for food: the plain keys are food's). */
export function wordingOf(kind: MerchantKind | undefined): Wording {
  return kind === 'GOODS' ? { context: 'goods' } : {};
}

/** The wording of this page's merchant (food wording on a page without a merchant). */
export function useWording(): Wording {
  return wordingOf(useOptionalStorefront()?.merchant.kind);
}
