// The console's reviews (manager and up): what customers said about their orders, filtered in the URL.
import type { ReviewPage } from '@dastarkhan/domain/contracts/console-reviews';
import type { Route } from './+types/reviews';
import { reviewFiltersOf, reviewsApiPath } from '../features/reviews/review-filters.ts';
import { ReviewsView, type ReviewsPageData } from '../features/reviews/reviews-view.tsx';
import { consoleLoad } from '../lib/console-api.server.ts';

export async function loader({ request, context }: Route.LoaderArgs): Promise<ReviewsPageData> {
  const { filters, invalid } = reviewFiltersOf(new URL(request.url).searchParams);
  const page = await consoleLoad<ReviewPage>(request, context, reviewsApiPath(filters));
  return { page, filters, invalid };
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  return <ReviewsView data={loaderData} />;
}
