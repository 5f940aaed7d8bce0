// The footer: company pages the merchant switched on, contacts, social links and apps, copyright.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { formatPhone, phoneHref } from '@dastarkhan/domain/phone';
import { instagramUrl, safeExternalUrl, telegramUrl } from '../../lib/links.ts';
import { brandName, useStorefront } from '../../lib/storefront.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { BrandMark } from '../../ui/brand-mark.tsx';
import { PhoneIcon } from '../../ui/icons.tsx';

const LINK = 'rounded text-[15px] text-ink/80 underline-offset-4 hover:text-ink hover:underline';
const HEADING = 'mb-3 text-sm font-bold tracking-wide text-muted uppercase';

interface ExternalLink {
  href: string;
  label: string;
}

export function SiteFooter() {
  const { settings, merchant, extraPages = [] } = useStorefront();
  const language = useLanguage();
  const { t } = useTranslation('common');
  const brand = brandName({ settings, merchant }, language);

  const pages = [
    settings.aboutMerchantActive && { to: '/about', label: t('footer.about') },
    settings.branchesActive && { to: '/branches', label: t('footer.branches') },
    settings.vacanciesActive && { to: '/vacancy', label: t('footer.vacancies') },
    settings.termsOfUseActive && { to: '/offerta', label: t('footer.offerta') },
    settings.privacyActive && { to: '/privacy', label: t('footer.privacy') },
    // The merchant's extra pages with text, by their own titles (empty ones are not in the list).
    ...extraPages.map((page) => ({ to: page.path, label: pickLocalized(page.title, language) })),
  ].filter((page): page is { to: string; label: string } => Boolean(page && page.label));

  const social = [
    settings.telegram.active && { href: telegramUrl(settings.telegram.url), label: t('footer.telegram') },
    settings.instagram.active && { href: instagramUrl(settings.instagram.url), label: t('footer.instagram') },
    settings.facebook.active && { href: safeExternalUrl(settings.facebook.url), label: t('footer.facebook') },
  ].filter((link): link is ExternalLink => Boolean(link && link.href));

  const apps = [
    { href: safeExternalUrl(settings.iosAppLink), label: t('footer.appStore') },
    { href: safeExternalUrl(settings.androidAppLink), label: t('footer.googlePlay') },
    { href: telegramUrl(settings.telegramBotLink), label: t('footer.telegramBot') },
  ].filter((link): link is ExternalLink => Boolean(link.href));

  const mainPhone = settings.phone.active ? phoneHref(settings.phone.url) : null;
  const left = pickLocalized(settings.leftCopyWrite, language) || t('footer.rights', { brand });
  const right = pickLocalized(settings.rightCopyWrite, language) || t('footer.poweredBy');

  return (
    <footer className="mt-12 border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <BrandMark size={36} />
          {mainPhone ? (
            <a href={mainPhone} className="flex w-fit items-center gap-2 rounded text-lg font-bold text-ink hover:underline">
              <PhoneIcon className="size-5" />
              <span dir="ltr">{formatPhone(settings.phone.url)}</span>
            </a>
          ) : null}
        </div>

        {pages.length > 0 ? (
          <nav aria-label={t('footer.label')}>
            <ul className="space-y-2.5">
              {pages.map((page) => (
                <li key={page.to}>
                  <Link to={page.to} className={LINK}>
                    {page.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        {settings.contacts.length > 0 ? (
          <div>
            <h2 className={HEADING}>{t('footer.contacts')}</h2>
            <dl className="space-y-2">
              {settings.contacts.map((contact) => {
                const href = phoneHref(contact.value);
                return (
                  <div key={`${contact.value}-${contact.label.eng}`}>
                    <dt className="text-sm text-muted">{pickLocalized(contact.label, language)}</dt>
                    <dd>
                      {href ? (
                        <a href={href} className={LINK} dir="ltr">
                          {formatPhone(contact.value)}
                        </a>
                      ) : (
                        <span className="text-[15px] text-ink">{contact.value}</span>
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </div>
        ) : null}

        {social.length > 0 || apps.length > 0 ? (
          <div className="space-y-6">
            <ExternalLinks title={t('footer.social')} links={social} linkClassName="border border-line text-ink hover:bg-canvas" />
            <ExternalLinks title={t('footer.apps')} links={apps} linkClassName="bg-ink text-surface hover:opacity-90" />
          </div>
        ) : null}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-4 text-sm text-muted sm:flex-row sm:justify-between">
          <p>{left}</p>
          <p>{right}</p>
        </div>
      </div>
    </footer>
  );
}

/** A titled row of pill links to other sites (social pages, app stores), opened in a new tab. */
function ExternalLinks({ title, links, linkClassName }: { title: string; links: readonly ExternalLink[]; linkClassName: string }) {
  if (links.length === 0) return null;
  return (
    <div>
      <h2 className={HEADING}>{title}</h2>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={`inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold ${linkClassName}`}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
