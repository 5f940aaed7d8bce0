// The reviews page: the grades' summary (average and a bar per grade, each bar a link filtering by it), the filters
// (a GET form, so the list is in the URL), and the reviews newest first with older pages loaded on request.
import { Form, Link } from 'react-router';
import { REVIEW_GRADE_FILTERS, type ConsoleReview, type ReviewPage } from '@dastarkhan/domain/contracts/console-reviews';
import { formatDateTime } from '@dastarkhan/domain/date-format';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { formatNumber } from '@dastarkhan/domain/number-format';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { consoleFetch, useConsoleSession } from '../../lib/console-client.ts';
import { useOlderPages } from '../../lib/use-older-pages.ts';
import { useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { ConsolePage } from '../../ui/console-page.tsx';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { Field, TextInput } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';
import { phoneText, telLink } from '../board/labels.ts';
import { reviewSearch, reviewsApiPath, type ReviewFilters } from './review-filters.ts';
import { BranchFilter } from '../../ui/branch-filter.tsx';

export interface ReviewsPageData {
  page: ReviewPage;
  filters: ReviewFilters;
  /** Some filters of the address were dropped (the API would refuse them). */
  invalid: boolean;
}

const STARS = [1, 2, 3, 4, 5];

function Stars({ value, size = 'text-lg' }: { value: number; size?: string }) {
  const t = useConsoleT('reviews');
  return (
    <span role="img" aria-label={t('stars', { value })} className={`inline-flex leading-none tracking-tight ${size}`}>
      {STARS.map((star) => (
        <span key={star} aria-hidden="true" className={star <= value ? 'text-amber-500' : 'text-ink/20'}>
          ★
        </span>
      ))}
    </span>
  );
}

function Summary({ page, filters }: { page: ReviewPage; filters: ReviewFilters }) {
  const t = useConsoleT('reviews');
  const language = useConsoleLanguage();
  const { summary } = page;
  const widest = Math.max(1, ...summary.byGrade.map((row) => row.count));
  return (
    <section
      aria-label={t('summary.label')}
      className="grid gap-4 rounded-2xl border border-line bg-surface p-4 md:grid-cols-[minmax(10rem,auto)_1fr] md:items-center"
    >
      <div className="flex flex-col gap-1">
        <span className="text-sm text-muted">{t('summary.average')}</span>
        {summary.average === null ? (
          <span className="text-lg font-semibold">{t('summary.noReviews')}</span>
        ) : (
          <>
            <span className="text-4xl font-bold tabular-nums" data-testid="reviews-average">
              {formatNumber(summary.average, language)}
            </span>
            <Stars value={Math.round(summary.average)} />
          </>
        )}
        <span className="text-sm text-muted">{t('summary.count', { count: summary.count })}</span>
      </div>
      <ul aria-label={t('summary.distribution')} className="flex flex-col gap-1.5">
        {summary.byGrade.map((row) => {
          const chosen = filters.grade === String(row.grade);
          return (
            <li key={row.grade}>
              <Link
                to={`?${reviewSearch({ ...filters, grade: chosen ? undefined : (String(row.grade) as ReviewFilters['grade']) })}`}
                aria-current={chosen ? 'true' : undefined}
                aria-label={t('summary.bar', { grade: row.grade, count: row.count })}
                className={`grid grid-cols-[3rem_1fr_3rem] items-center gap-2 rounded-lg px-1 py-0.5 text-sm hover:bg-ink/5 ${chosen ? 'bg-ink/5 font-semibold' : ''}`}
              >
                <span className="tabular-nums">
                  {row.grade} <span className="text-amber-500">★</span>
                </span>
                <span className="h-2.5 overflow-hidden rounded-full bg-ink/10">
                  <span className="block h-full rounded-full bg-amber-500" style={{ width: `${(row.count / widest) * 100}%` }} />
                </span>
                <span className="text-end tabular-nums text-muted">{formatNumber(row.count, language)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Filters({ page, filters }: { page: ReviewPage; filters: ReviewFilters }) {
  const t = useConsoleT('reviews');
  const key = reviewSearch(filters);
  const filtered = key !== '';
  return (
    <Form
      method="get"
      aria-label={t('filters.label')}
      key={key}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-line bg-surface p-4 md:grid-cols-3 xl:grid-cols-5 xl:items-end"
    >
      <Field label={t('filters.grade')}>
        <Select
          name="grade"
          defaultValue={filters.grade ?? ''}
          placeholder={t('filters.allGrades')}
          options={REVIEW_GRADE_FILTERS.map((grade) => ({ value: grade, label: grade === 'low' ? t('filters.low') : t('filters.gradeValue', { grade }) }))}
        />
      </Field>
      <BranchFilter label={t('filters.branch')} allLabel={t('filters.allBranches')} branches={page.branchOptions} value={filters.branchId} />
      <Field label={t('filters.from')}>
        <TextInput type="date" name="from" defaultValue={filters.from ?? ''} max={filters.to} />
      </Field>
      <Field label={t('filters.to')}>
        <TextInput type="date" name="to" defaultValue={filters.to ?? ''} min={filters.from} />
      </Field>
      <div className="col-span-2 flex gap-2 md:col-span-1">
        <Button type="submit" className="flex-1">
          {t('filters.apply')}
        </Button>
        {filtered ? (
          <Link to="/console/reviews" className={buttonClasses('ghost', 'md')}>
            {t('filters.reset')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function ReviewItem({ review, timezone }: { review: ConsoleReview; timezone: string }) {
  const t = useConsoleT('reviews');
  const language = useConsoleLanguage();
  return (
    <li>
      <article
        aria-label={t('order', { number: review.order.number })}
        data-testid="review"
        className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4"
      >
        <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Stars value={review.grade} size="text-xl" />
            <Link to={`/console/orders/${review.order.id}`} className="font-semibold text-brand hover:underline">
              {t('order', { number: review.order.number })}
            </Link>
            <span className="text-sm text-muted">{pickLocalized(review.branch.name, language)}</span>
          </div>
          <time dateTime={review.createdAt} className="text-sm text-muted">
            {formatDateTime(review.createdAt, timezone, language)}
          </time>
        </header>
        <p className="text-sm text-muted">
          {review.customer.name ?? t('anonymous')}
          {review.customer.phone ? (
            <>
              {' · '}
              <a href={telLink(review.customer.phone)} className="hover:underline">
                {phoneText(review.customer.phone)}
              </a>
            </>
          ) : null}
        </p>
        {review.comment ? <p className="whitespace-pre-line break-words">{review.comment}</p> : <p className="text-sm text-muted italic">{t('noComment')}</p>}
        {review.products.length > 0 ? (
          <ul aria-label={t('products')} className="flex flex-col gap-1 border-t border-line pt-2">
            {review.products.map((product) => (
              <li key={product.productId} className="flex flex-wrap items-baseline gap-x-3 text-sm">
                <span className="font-medium">{pickLocalized(product.name, language)}</span>
                <Stars value={product.grade} size="text-sm" />
                {product.comment ? <span className="break-words text-muted">{product.comment}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    </li>
  );
}

function ReviewList({ first, filters }: { first: ReviewPage; filters: ReviewFilters }) {
  const t = useConsoleT('reviews');
  const me = useConsoleSession();
  const { items: reviews, hasOlder, loading, error, loadOlder } = useOlderPages(first.reviews, first.nextCursor, async (cursor) => {
    const next = await consoleFetch<ReviewPage>(reviewsApiPath(filters, cursor), { merchantId: me.merchant.id });
    return { items: next.reviews, nextCursor: next.nextCursor };
  });

  if (reviews.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line px-4 py-8 text-center text-sm text-muted">
        {reviewSearch(filters) === '' ? t('empty') : t('emptyFiltered')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ol aria-label={t('list')} className="flex flex-col gap-3">
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} timezone={first.timezone} />
        ))}
      </ol>
      <ErrorBanner error={error} />
      {hasOlder ? (
        <Button variant="secondary" onClick={() => void loadOlder()} disabled={loading} className="self-center">
          {loading ? t('loading') : t('loadOlder')}
        </Button>
      ) : first.nextCursor !== null ? (
        <p className="text-center text-sm text-muted">{t('end')}</p>
      ) : null}
    </div>
  );
}

export function ReviewsView({ data }: { data: ReviewsPageData }) {
  const t = useConsoleT('reviews');
  const { page, filters } = data;
  return (
    <ConsolePage title={t('title')} description={t('description')}>
      <Summary page={page} filters={filters} />
      <Filters page={page} filters={filters} />
      {data.invalid ? (
        <p role="alert" className="rounded-2xl border border-danger/40 bg-danger/5 px-4 py-3 text-sm">
          {t('filters.invalid')}
        </p>
      ) : null}
      {/* A new first page (other filters, a reload) starts the list over. */}
      <ReviewList key={`${reviewSearch(filters)}|${page.reviews[0]?.id ?? ''}`} first={page} filters={filters} />
    </ConsolePage>
  );
}
