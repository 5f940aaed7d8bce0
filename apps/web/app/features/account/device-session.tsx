// Mounted once by the root: shows the one-time session notice (stale session, signed out, account
// deleted) as a polite toast, makes the device forget the brand's state when a session ended, and
// runs the app version check.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clearBrandStateOnDevice, runAppVersionCheck } from '../../lib/brand-storage.ts';
import { useRootData } from '../../lib/storefront.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import { endsSession, type Notice } from './notices.ts';

/** Spec §9: notifications last 4500 ms. The stale-session notice carries an action, so it stays until closed. */
export const NOTICE_DURATION_MS = 4500;

export function DeviceSession() {
  const root = useRootData();
  const notice = root?.notice ?? null;
  const merchantId = root?.storefront?.merchant.id ?? null;

  useEffect(() => {
    runAppVersionCheck();
  }, []);

  useEffect(() => {
    if (notice && merchantId && endsSession(notice)) clearBrandStateOnDevice(merchantId);
  }, [notice, merchantId]);

  return <SessionNotice notice={notice} />;
}

function SessionNotice({ notice }: { notice: Notice | null }) {
  const { t } = useTranslation('account');
  const [shown, setShown] = useState<Notice | null>(notice);

  useEffect(() => setShown(notice), [notice]);

  useEffect(() => {
    if (!shown || shown === 'session-expired') return;
    const timer = window.setTimeout(() => setShown(null), NOTICE_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);

  return (
    <div className="pointer-events-none fixed inset-x-0 top-[calc(env(safe-area-inset-top)+0.75rem)] z-[60] flex justify-center px-4" role="status" aria-live="polite">
      {shown ? (
        <div
          data-notice={shown}
          className="pointer-events-auto flex w-full max-w-md animate-[dk-fade-in_200ms_ease-out] items-center gap-3 rounded-2xl bg-ink px-4 py-3 text-[15px] text-surface shadow-xl"
        >
          <p className="flex-1 font-medium">{t(`notices.${shown}`)}</p>
          {shown === 'session-expired' ? (
            <Link to="/login" onClick={() => setShown(null)} className="shrink-0 rounded-xl bg-brand px-3 py-2 text-sm font-semibold text-brand-contrast">
              {t('notices.signIn')}
            </Link>
          ) : null}
          <button
            type="button"
            onClick={() => setShown(null)}
            aria-label={t('notices.dismiss')}
            className="-me-1 flex size-9 shrink-0 items-center justify-center rounded-full text-surface/80 hover:bg-surface/10"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
