// The header's chat button (chatActive): the merchant's Telegram when it has one, else its bot, else its phone.
import { useTranslation } from 'react-i18next';
import type { WebSettings } from '@dastarkhan/domain/contracts/settings';
import { phoneHref } from '@dastarkhan/domain/phone';
import { telegramUrl } from '../../lib/links.ts';
import { useStorefront } from '../../lib/storefront.ts';
import { Icon } from '../../ui/icons.tsx';

/** Where "write to us" leads; null when the merchant left nowhere to write (then no button). */
export function chatHref(settings: Pick<WebSettings, 'chatActive' | 'telegram' | 'telegramBotLink' | 'phone'>): string | null {
  if (!settings.chatActive) return null;
  return (
    (settings.telegram.active ? telegramUrl(settings.telegram.url) : null) ??
    telegramUrl(settings.telegramBotLink) ??
    (settings.phone.active ? phoneHref(settings.phone.url) : null)
  );
}

export function ChatLink() {
  const { t } = useTranslation('common');
  const href = chatHref(useStorefront().settings);
  if (!href) return null;
  const external = !href.startsWith('tel:');
  return (
    <a
      href={href}
      data-testid="chat-link"
      aria-label={t('nav.chat')}
      title={t('nav.chat')}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className="flex size-10 items-center justify-center rounded-full text-ink hover:bg-ink/5"
    >
      <Icon>
        <path d="M4.5 18.5 5.8 15A7.5 7.5 0 1 1 9 18.2Z" />
        <path d="M9 11h.01M12.5 11h.01M16 11h.01" />
      </Icon>
    </a>
  );
}
