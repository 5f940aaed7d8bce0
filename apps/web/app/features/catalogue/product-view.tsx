// The product page: gallery, facts, description, option groups with their rules, quantity, the
// live total and add-to-basket.
import { useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSoldInBranch } from '@dastarkhan/domain/branch-availability';
import type { Product } from '@dastarkhan/domain/contracts/catalogue';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { tiyinToSom } from '@dastarkhan/domain/money';
import { formatNumber } from '@dastarkhan/domain/number-format';
import { defaultSelection, productUnitPrice, selectedInGroup, type OptionSelection } from '@dastarkhan/domain/product-options';
import { useOptionalStorefront } from '../../lib/storefront.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { announceAdd } from '../basket/basket-notice.ts';
import { useBasketStore, useChosenBranchId } from '../basket/use-basket.ts';
import { FavouriteButton } from '../favourites/favourite-button.tsx';
import { Button } from '../../ui/button.tsx';
import { BackIcon, ClockIcon } from '../../ui/icons.tsx';
import { Money } from '../../ui/money.tsx';
import { FlameIcon, ScaleIcon } from './icons.tsx';
import { LabelChips } from './label-chips.tsx';
import { discountTexts, measureText, priceTagView } from './card-texts.ts';
import { categoryDomId, categoryHref, localizeLabels, priceView, type ProductViewCategory } from './menu-model.ts';
import { OptionGroupField } from './option-group-field.tsx';
import { DiscountBadge, PriceTag } from './price-tag.tsx';
import { ProductGradeSummary } from './grade-badge.tsx';
import { galleryImages, ProductGallery } from './product-gallery.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

function byPriority<T extends { priority: number }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => a.priority - b.priority);
}

interface ProductViewProps {
  product: Product;
  /** isWithoutCart: the category's products are shown for information, never put in the basket. */
  category: ProductViewCategory;
  modificationImages: boolean;
  /**
   * `page`: the product page, with its back button and two columns on a wide screen. `overlay`: one
   * column inside a bottom sheet or a pop-up over the menu (its category's navigationType).
   */
  variant?: 'page' | 'overlay';
  /** After a successful add (the overlay closes itself then). */
  onAdded?: () => void;
}

export function ProductView({ product, category, modificationImages, variant = 'page', onAdded }: ProductViewProps) {
  const page = variant === 'page';
  const Heading = page ? 'h1' : 'h2';
  // cartPageActive off: the storefront has no basket, so nothing is added anywhere.
  const ordering = useOptionalStorefront()?.settings.cartPageActive ?? true;
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const basket = useBasketStore();
  const descriptionId = useId();
  const notSoldId = useId();
  // The branch the customer chose (on the device only: the server's page is the same for everyone).
  const chosenBranchId = useChosenBranchId();
  const soldHere = isSoldInBranch(product, chosenBranchId);
  const name = pickLocalized(product.name, language);
  const description = pickLocalized(product.description, language);
  const texts = { t, language };
  const measure = measureText(texts, product.measure, product.unit);
  const groups = useMemo(
    () => byPriority(product.modificationGroups).map((group) => ({ ...group, options: byPriority(group.options) })),
    [product.modificationGroups],
  );
  const [selection, setSelection] = useState<OptionSelection>(() => defaultSelection(groups));
  const [quantity, setQuantity] = useState(1);

  const unit = productUnitPrice(product, selection);
  const unmet = groups.filter((group) => selectedInGroup(group, selection) < group.minSelect);
  const totalSom = tiyinToSom(unit.finalTiyin * quantity);
  const regularTotalSom = tiyinToSom(unit.regularTiyin * quantity);

  const facts = [
    measure && { icon: <ScaleIcon className="size-4" />, label: t('product.measureLabel'), value: measure },
    product.calorie !== null &&
      product.calorie > 0 && {
        icon: <FlameIcon className="size-4" />,
        label: t('product.caloriesLabel'),
        value: t('product.calories', { value: formatNumber(product.calorie, language) }),
      },
    product.timeCookingMin !== null && {
      icon: <ClockIcon className="size-4" />,
      label: t('product.cookingLabel'),
      value:
        product.timeCookingMax !== null && product.timeCookingMax > product.timeCookingMin
          ? t('product.cookingTime', { min: product.timeCookingMin, max: product.timeCookingMax })
          : t('product.cookingTimeExact', { min: product.timeCookingMin }),
    },
  ].filter((fact) => fact !== false && fact !== null && fact !== '');

  return (
    <article className={page ? 'pb-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-10 lg:pt-6 xl:gap-14' : ''}>
      <div
        className={
          page ? 'relative -mx-4 -mt-4 sm:mx-0 sm:mt-0 lg:sticky lg:top-[calc(var(--app-header-height)+1.5rem)] lg:self-start' : 'relative overflow-hidden rounded-3xl'
        }
      >
        <ProductGallery images={galleryImages(product.image, product.gallery)} name={name} />
        {page && <BackButton categoryId={category.id} />}
        <FavouriteButton productId={product.id} name={name} large className={page ? 'absolute end-4 top-4 sm:end-3 sm:top-3' : 'absolute end-3 top-3'} />
      </div>

      <div className={`flex flex-col gap-5 pt-5 ${page ? 'lg:pt-0' : ''}`}>
        <header className="flex flex-col gap-3">
          <Link to={categoryHref(category.id)} className="w-fit text-sm font-medium text-muted hover:text-ink hover:underline">
            {pickLocalized(category.name, language)}
          </Link>
          <LabelChips labels={localizeLabels(product.labels, language)} />
          {/* Over the menu, the page's own heading stays the page's: the product is a dialog's heading. */}
          <Heading className={`leading-tight font-extrabold tracking-tight text-ink ${page ? 'text-[26px] sm:text-3xl' : 'text-2xl'}`}>{name}</Heading>
          <div className="flex flex-wrap items-center gap-2">
            <PriceTag price={priceTagView(texts, priceView(product))} size="lg" />
            <DiscountBadge texts={discountTexts(t, product.discount)} className="text-sm" />
          </div>
          <ProductGradeSummary productId={product.id} />
          {(facts.length > 0 || !product.deliveryEnabled || !soldHere) && (
            <ul className="flex flex-wrap gap-2">
              {facts.map((fact) => (
                <li key={fact.label} className="inline-flex items-center gap-1.5 rounded-full bg-surface px-3 py-1.5 text-sm text-ink ring-1 ring-line">
                  <span className="text-muted">{fact.icon}</span>
                  <span className="sr-only">{fact.label}: </span>
                  {fact.value}
                </li>
              ))}
              {!product.deliveryEnabled && (
                <li className="inline-flex items-center rounded-full bg-amber-100 px-3 py-1.5 text-sm font-medium text-amber-900">{t('product.pickupOnly')}</li>
              )}
              {!soldHere && (
                <li className="inline-flex items-center rounded-full bg-ink/85 px-3 py-1.5 text-sm font-semibold text-surface">{t('card.notInBranch')}</li>
              )}
            </ul>
          )}
        </header>

        {description && (
          <section aria-labelledby={descriptionId}>
            <h2 id={descriptionId} className="sr-only">
              {t('product.description')}
            </h2>
            <p className="text-[15px] leading-6 whitespace-pre-line text-ink/80">{description}</p>
          </section>
        )}

        {groups.length > 0 && (
          <div className="flex flex-col gap-3">
            {groups.map((group) => (
              <OptionGroupField
                key={group.id}
                group={group}
                selection={selection}
                discount={product.discount}
                withImages={modificationImages}
                onChange={setSelection}
              />
            ))}
          </div>
        )}

        {category.isWithoutCart || !ordering ? (
          <p data-testid="product-without-cart" className="rounded-2xl bg-surface px-4 py-3 text-[15px] font-medium text-muted ring-1 ring-line">
            {t('product.withoutCart')}
          </p>
        ) : (
          <div
            className={`sticky z-10 -mx-1 rounded-3xl bg-surface/95 p-3 shadow-[0_8px_30px_rgba(0,0,0,0.14)] ring-1 ring-line backdrop-blur-md ${
              page ? 'bottom-[calc(var(--app-tabbar-height)+0.5rem)] md:bottom-4 lg:static lg:mx-0 lg:p-4 lg:shadow-sm' : 'bottom-0'
            }`}
          >
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
              <QuantityStepper value={quantity} max={product.maxQuantity} onChange={setQuantity} />
              <p className="flex flex-col items-end" aria-live="polite">
                <span className="text-xs font-medium text-muted">{t('product.total')}</span>
                <span className="flex items-baseline gap-2">
                  {regularTotalSom > totalSom && (
                    <s className="text-sm text-muted">
                      <Money som={regularTotalSom} />
                    </s>
                  )}
                  <Money som={totalSom} className="text-xl font-extrabold text-ink" />
                </span>
              </p>
            </div>
            {unmet.length > 0 && (
              <p className="mt-2 flex items-start gap-2 text-sm font-medium text-ink">
                <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-amber-500" />
                {t('product.missing', { groups: unmet.map((group) => pickLocalized(group.name, language)).join(', ') })}
              </p>
            )}
            {!soldHere && (
              <p id={notSoldId} data-testid="product-not-in-branch" className="mt-2 flex items-start gap-2 text-sm font-medium text-danger">
                <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-danger" />
                {t('product.notInBranch')}
              </p>
            )}
            <Button
              size="lg"
              block
              disabled={unmet.length > 0 || !soldHere}
              aria-describedby={soldHere ? undefined : notSoldId}
              className="mt-2.5 font-bold"
              onClick={() => {
                const change = basket.getState().add({ productId: product.id, options: selection, quantity, maxQuantity: product.maxQuantity });
                announceAdd(change, name);
                if (change.ok) onAdded?.();
              }}
            >
              {t('product.addToBasket')}
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}

/** Back to where the customer came from, else to the menu at this product's category. */
function BackButton({ categoryId }: { categoryId: string }) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const fallback = `/#${categoryDomId(categoryId)}`;
  return (
    <Link
      to={fallback}
      onClick={(event) => {
        // React Router numbers history entries; idx > 0 means there is a page of ours to go back to.
        const state = window.history.state as { idx?: number } | null;
        if ((state?.idx ?? 0) > 0) {
          event.preventDefault();
          void navigate(-1);
        }
      }}
      aria-label={t('product.back')}
      className="absolute start-4 top-4 grid h-10 w-10 place-items-center rounded-full bg-surface/90 text-ink shadow-md ring-1 ring-line backdrop-blur hover:bg-surface sm:start-3 sm:top-3"
    >
      <BackIcon />
    </Link>
  );
}
