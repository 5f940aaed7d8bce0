// A product's average customer grade: "★ 4.6" on a card, "★ 4.6 · 12 ratings" on the product page.
// Nothing is drawn until the grades arrive (features/reviews/product-grades.ts) or when nobody graded it.
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/use-language.ts';
import { formatGrade, useProductGrade } from '../reviews/product-grades.ts';
import { StarIcon } from '../reviews/stars.tsx';

export function CardGrade({ productId, className = '' }: { productId: string; className?: string }) {
  const { t } = useTranslation('reviews');
  const language = useLanguage();
  const grade = useProductGrade(productId);
  if (!grade) return null;
  const shown = formatGrade(grade.grade, language);
  return (
    <span
      role="img"
      aria-label={t('grade.average', { grade: shown })}
      data-testid="product-card-grade"
      className={`inline-flex shrink-0 items-center gap-0.5 text-xs leading-4 font-semibold text-ink ${className}`}
    >
      <StarIcon className="size-3.5 text-amber-500" />
      {shown}
    </span>
  );
}

export function ProductGradeSummary({ productId }: { productId: string }) {
  const { t } = useTranslation('reviews');
  const language = useLanguage();
  const grade = useProductGrade(productId);
  if (!grade) return null;
  const shown = formatGrade(grade.grade, language);
  return (
    <p data-testid="product-grade" className="flex items-center gap-1.5 text-sm text-ink">
      <span role="img" aria-label={t('grade.average', { grade: shown })} className="inline-flex items-center gap-1 font-semibold">
        <StarIcon className="size-4 text-amber-500" />
        {shown}
      </span>
      <span aria-hidden="true" className="text-muted">
        ·
      </span>
      <span className="text-muted">{t('grade.ratings', { count: grade.count })}</span>
    </p>
  );
}
