// Loader side of the stories row: the merchant's stories (only when storiesActive), in the page's
// language, each slide with the place it leads to. Stories decorate the menu: any failure shows none.
import type { AppLoadContext } from 'react-router';
import { StorySchema } from '@dastarkhan/domain/contracts/notifications';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { apiGet } from '../../lib/api.server.ts';
import { requireStorefront } from '../../lib/storefront.server.ts';
import { bannerTarget } from '../content/banners.ts';
import type { MenuContents } from '../content/banners.server.ts';
import type { StoryView } from './stories.ts';

const StoryListSchema = StorySchema.array();

export async function loadStories(request: Request, context: AppLoadContext, menu: MenuContents): Promise<StoryView[]> {
  const storefront = await requireStorefront(request, context);
  if (!storefront.settings.storiesActive) return [];

  let answer: unknown;
  try {
    // Cached per merchant by the API, in-process here: as cheap as the banners beside it.
    answer = await apiGet<unknown>(context, '/api/notifications/v2/stories', { merchantId: storefront.merchant.id });
  } catch {
    return [];
  }
  const parsed = StoryListSchema.safeParse(answer);
  if (!parsed.success) return [];

  const { language } = storefront;
  const host = new URL(request.url).host;
  return parsed.data.map((story) => ({
    id: story.id,
    title: pickLocalized(story.title, language),
    cover: story.cover,
    slides: story.slides.map((slide) => {
      const target = bannerTarget({ link: slide.link, productId: null }, host);
      // A slide pointing at a product or category this menu lacks would lead to "not found": no button.
      const missing =
        (target?.kind === 'product' && !menu.hasProduct(target.productId)) || (target?.kind === 'category' && !menu.hasCategory(target.categoryId));
      return {
        image: slide.image,
        title: slide.title ? pickLocalized(slide.title, language) || null : null,
        href: missing ? null : (target?.href ?? null),
        external: !missing && target?.kind === 'external',
        durationMs: slide.durationMs,
      };
    }),
  }));
}
