// The merchant's logo and name, linking to the menu.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWording } from '../lib/wording.ts';
import { brandName, useOptionalStorefront } from '../lib/storefront.ts';
import { useLanguage } from '../lib/use-language.ts';
import { ApiImage } from './api-image.tsx';

export function BrandMark({ size = 40, linked = true, eager = false, className }: { size?: number; linked?: boolean; eager?: boolean; className?: string }) {
  const storefront = useOptionalStorefront();
  const language = useLanguage();
  const { t } = useTranslation('common');
  const wording = useWording();
  if (!storefront) return null;
  const name = brandName(storefront, language);
  const logo = storefront.settings.logo ?? storefront.merchant.logo;
  const content = (
    <>
      {logo ? (
        <ApiImage src={logo} alt="" width={size} height={size} loading={eager ? 'eager' : 'lazy'} className="shrink-0 rounded-xl bg-surface object-cover ring-1 ring-line" />
      ) : (
        <span
          aria-hidden="true"
          className="flex shrink-0 items-center justify-center rounded-xl bg-brand font-bold text-brand-contrast"
          style={{ width: size, height: size, fontSize: size * 0.45 }}
        >
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <span className="truncate text-lg font-extrabold tracking-tight text-ink">{name}</span>
    </>
  );
  const classes = `flex min-w-0 items-center gap-2.5 ${className ?? ''}`;
  return linked ? (
    <Link to="/" className={`${classes} rounded-xl`} aria-label={t('app.homeLink', { brand: name, ...wording })}>
      {content}
    </Link>
  ) : (
    <div className={classes}>{content}</div>
  );
}
