// The heart on a product card and the product page: keeps the product among the customer's favourites
// (a guest's on the device). Drawn only where the merchant has favourites on.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalStorefront } from '../../lib/storefront.ts';
import { Icon, type IconProps } from '../../ui/icons.tsx';
import { setFavouriteState, useIsFavourite } from './favourites-store.ts';

export function HeartIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return (
    <Icon {...props} fill={filled ? 'currentColor' : 'none'}>
      <path d="M12 20s-7.5-4.4-7.5-10A4.2 4.2 0 0 1 12 7.6 4.2 4.2 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10Z" />
    </Icon>
  );
}

interface FavouriteButtonProps {
  productId: string;
  /** The product's name in the page's language, for the button's label. */
  name: string;
  className?: string;
  /** The product page's 40 px, beside its back button; cards take 36 px, like their "+". */
  large?: boolean;
}

export function FavouriteButton({ productId, name, className = '', large = false }: FavouriteButtonProps) {
  const { t } = useTranslation('catalogue');
  const storefront = useOptionalStorefront();
  const isFavourite = useIsFavourite(productId);
  const [failed, setFailed] = useState(false);
  if (!storefront?.settings.favouriteActive) return null;
  return (
    <>
      <button
        type="button"
        aria-pressed={isFavourite}
        aria-label={t(isFavourite ? 'favourites.remove' : 'favourites.add', {
          name,
        })}
        data-testid="favourite-button"
        className={`grid ${large ? 'size-10' : 'size-9'} place-items-center rounded-full bg-surface/90 shadow-md ring-1 ring-line backdrop-blur transition active:scale-90 ${isFavourite ? 'text-danger' : 'text-muted hover:text-ink'} ${className}`}
        onClick={() => {
          setFailed(false);
          void setFavouriteState(productId, !isFavourite).then((held) => setFailed(!held));
        }}
      >
        <HeartIcon filled={isFavourite} className="size-5" />
      </button>
      {/* The heart went back by itself: say why to those who cannot see it. */}
      <span role="status" className="sr-only">
        {failed ? t('favourites.failed') : ''}
      </span>
    </>
  );
}
