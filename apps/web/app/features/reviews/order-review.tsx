// The order page's review block: a completed (CLOSED) order not rated yet offers "Rate your order" (stars
// for the order, an optional comment, stars per product with an optional comment); once rated it shows
// the rating read-only with thanks. Posted to the page's action (intent=review).
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Order } from '@dastarkhan/domain/contracts/order';
import { REVIEW_COMMENT_MAX_LENGTH } from '@dastarkhan/domain/review-rules';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { useLanguage } from '../../lib/use-language.ts';
import { Button } from '../../ui/button.tsx';
import { ChevronDownIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { OrderActionResult } from '../orders/orders.server.ts';
import { forgetProductGrades } from './product-grades.ts';
import { StarInput, StarsShown } from './stars.tsx';
import { REVIEW_INTENT, productCommentField, productGradeField } from './review-form.ts';

type ReviewedOrder = Pick<Order, 'status' | 'items' | 'review'>;

/** The order's products once each (two lines of one product with other options are one product to rate). */
function ratedProducts(order: Pick<Order, 'items'>, language: ReturnType<typeof useLanguage>): Array<{ id: string; name: string }> {
  const seen = new Set<string>();
  const products: Array<{ id: string; name: string }> = [];
  for (const item of order.items) {
    if (item.productId === null || seen.has(item.productId)) continue;
    seen.add(item.productId);
    products.push({ id: item.productId, name: pickLocalized(item.name, language) });
  }
  return products;
}

const textareaClass =
  'w-full resize-y rounded-2xl bg-canvas px-3.5 py-2.5 text-[15px] text-ink ring-1 ring-line placeholder:text-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-brand';

export function OrderReviewSection({ order }: { order: ReviewedOrder }) {
  if (order.review) return <OrderReviewDone order={order} review={order.review} />;
  if (order.status !== 'CLOSED') return null;
  return <OrderReviewForm order={order} />;
}

function OrderReviewForm({ order }: { order: ReviewedOrder }) {
  const { t } = useTranslation('reviews');
  const language = useLanguage();
  const fetcher = useFetcher<OrderActionResult>();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const [grade, setGrade] = useState<number | null>(null);
  const [productGrades, setProductGrades] = useState<Record<string, number>>({});
  const [openComments, setOpenComments] = useState<Record<string, boolean>>({});
  const products = ratedProducts(order, language);

  useEffect(() => {
    // The new grades count on the cards the customer sees next.
    if (result?.ok && result.intent === REVIEW_INTENT) forgetProductGrades();
  }, [result]);

  return (
    <section aria-labelledby="order-review-title" data-testid="order-review" className="rounded-3xl bg-surface p-4 ring-1 ring-line">
      <h2 id="order-review-title" className="text-lg font-bold text-ink">
        {t('form.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('form.intro')}</p>
      <fetcher.Form method="post" className="mt-4 flex flex-col gap-5">
        <input type="hidden" name="intent" value={REVIEW_INTENT} />
        <StarInput name="grade" legend={t('form.orderGrade')} value={grade} onChange={setGrade} required size="lg" />
        <label className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-ink">
            {t('form.comment')} <span className="font-normal text-muted">({t('form.optional')})</span>
          </span>
          <textarea name="comment" rows={3} maxLength={REVIEW_COMMENT_MAX_LENGTH} placeholder={t('form.commentPlaceholder')} className={textareaClass} />
        </label>

        {products.length > 0 ? (
          <div className="flex flex-col gap-3">
            <h3 className="text-[15px] font-semibold text-ink">{t('form.products')}</h3>
            <ul className="flex flex-col divide-y divide-line">
              {products.map((product) => {
                const commentOpen = openComments[product.id] === true;
                const commentId = `review-comment-${product.id}`;
                return (
                  <li key={product.id} className="flex flex-col gap-2 py-3 first:pt-0" data-testid="order-review-product">
                    <p className="text-[15px] text-ink">{product.name}</p>
                    <StarInput
                      name={productGradeField(product.id)}
                      legend={t('form.productGrade', { name: product.name })}
                      hideLegend
                      value={productGrades[product.id] ?? null}
                      onChange={(value) => setProductGrades((current) => ({ ...current, [product.id]: value }))}
                    />
                    {/* A comment goes with stars: the product is graded only once they are chosen. */}
                    {productGrades[product.id] ? (
                      <>
                        <button
                          type="button"
                          aria-expanded={commentOpen}
                          aria-controls={commentId}
                          onClick={() => setOpenComments((current) => ({ ...current, [product.id]: !commentOpen }))}
                          className="inline-flex w-fit items-center gap-1 rounded-md text-sm font-medium text-muted hover:text-ink focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
                        >
                          {t('form.productComment')}
                          <ChevronDownIcon className={`size-4 transition-transform ${commentOpen ? 'rotate-180' : ''}`} />
                        </button>
                        {/* Kept in the form while collapsed, so a comment typed and folded away is still sent. */}
                        <textarea
                          id={commentId}
                          name={productCommentField(product.id)}
                          hidden={!commentOpen}
                          aria-label={`${t('form.comment')}: ${product.name}`}
                          rows={2}
                          maxLength={REVIEW_COMMENT_MAX_LENGTH}
                          className={textareaClass}
                        />
                      </>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}

        {result && !result.ok && (result.intent === REVIEW_INTENT || result.intent === null) ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {result.error}
          </p>
        ) : null}
        <Button type="submit" size="lg" block disabled={busy}>
          {busy ? <Spinner size={20} /> : null}
          {busy ? t('form.submitting') : t('form.submit')}
        </Button>
      </fetcher.Form>
    </section>
  );
}

function OrderReviewDone({ order, review }: { order: ReviewedOrder; review: NonNullable<Order['review']> }) {
  const { t } = useTranslation('reviews');
  const language = useLanguage();
  const names = new Map(ratedProducts(order, language).map((product) => [product.id, product.name]));
  return (
    <section aria-labelledby="order-review-title" data-testid="order-review-done" className="rounded-3xl bg-surface p-4 ring-1 ring-line">
      <h2 id="order-review-title" className="text-lg font-bold text-ink">
        {t('done.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('done.intro')}</p>
      <dl className="mt-3 flex flex-col divide-y divide-line">
        <div className="flex flex-col gap-1 py-2.5">
          <dt className="text-sm font-medium text-ink">{t('done.orderGrade')}</dt>
          <dd className="flex flex-col gap-1">
            <StarsShown value={review.grade} />
            {review.comment ? <p className="text-[15px] break-words whitespace-pre-line text-ink/80">{review.comment}</p> : null}
          </dd>
        </div>
        {review.products.map((product) => (
          <div key={product.productId} className="flex flex-col gap-1 py-2.5" data-testid="order-review-done-product">
            <dt className="text-sm font-medium text-ink">{names.get(product.productId) ?? ''}</dt>
            <dd className="flex flex-col gap-1">
              <StarsShown value={product.grade} className="size-4" />
              {product.comment ? <p className="text-sm break-words whitespace-pre-line text-ink/80">{product.comment}</p> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
