// The merchant's brands at the top of the menu: each one's storefront one tap away, the current one marked.
// Plain links (whole page loads): another brand is another storefront, with its own session cookie and
// device state (lib/session.server.ts, lib/brand-storage.ts), so each keeps its own sign-in and basket.
import { useId } from 'react';
import { useLanguage } from '../../lib/use-language.ts';
import { ApiImage } from '../../ui/api-image.tsx';
import { contentMessages } from '../content/locales.ts';
import type { BrandLink } from './brands.ts';

const LOGO_SIZE = 28;

export function BrandSwitcher({ brands }: { brands: readonly BrandLink[] }) {
  // Read straight from the catalogue like the banner carousel: only menu pages with a switcher carry these texts.
  const texts = contentMessages[useLanguage()].brands;
  const headingId = useId();
  if (brands.length < 2) return null;
  return (
    <nav aria-labelledby={headingId} className="mb-4" data-testid="brand-switcher">
      <h2 id={headingId} className="mb-2 text-sm font-semibold text-muted">
        {texts.title}
      </h2>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]">
        {brands.map((brand) => (
          <li key={brand.id} className="shrink-0">
            <a
              href={brand.href}
              aria-current={brand.current ? 'page' : undefined}
              className={`flex items-center gap-2 rounded-full border py-1 ps-1 pe-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
                brand.current ? 'border-brand bg-brand/10 font-semibold text-ink' : 'border-line bg-surface text-ink'
              }`}
            >
              <span className="block size-7 shrink-0 overflow-hidden rounded-full" style={brand.color ? { backgroundColor: brand.color } : undefined}>
                <ApiImage src={brand.image} alt="" width={LOGO_SIZE} height={LOGO_SIZE} className="size-7 object-cover" />
              </span>
              <span>{brand.name}</span>
              {brand.current ? <span className="sr-only">({texts.current})</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
