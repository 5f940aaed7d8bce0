// The picker's notifications (spec §8, §9): 'Error in nominatim' when the address under the pin
// cannot be looked up, and the prompt to allow location access; announced as alerts, gone after
// 4500 ms or when closed. Placed by the picker in its top stack, under the back and search buttons
// and the city switch, so it never covers them (a fixed corner toast did on phones).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CloseIcon } from '../../ui/icons.tsx';
import { NOTICE_MS } from './picker-rules.ts';

export type PickerNoticeKind = 'nominatim' | 'location';

export interface PickerNoticeState {
  /** A new id for every showing, so the same notice again restarts its timer. */
  id: number;
  kind: PickerNoticeKind;
}

const TEXT_KEYS = {
  nominatim: { title: 'notice.nominatimTitle', text: 'notice.nominatimText' },
  location: { title: 'notice.locationTitle', text: 'notice.locationText' },
} as const;

export interface PickerNoticeProps {
  notice: PickerNoticeState | null;
  onDismiss: (id: number) => void;
  /** Its size and place in the picker's layout. */
  className: string;
}

export function PickerNotice({ notice, onDismiss, className }: PickerNoticeProps) {
  const { t } = useTranslation('addressPicker');
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => onDismiss(notice.id), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice, onDismiss]);
  if (!notice) return null;
  const keys = TEXT_KEYS[notice.kind];
  return (
    <div
      key={notice.id}
      role="alert"
      data-testid="picker-notice"
      className={`flex items-start gap-3 rounded-2xl bg-surface p-4 text-ink shadow-xl ring-1 ring-danger/30 ${className}`}
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-danger" />
      <div className="min-w-0 flex-1">
        <p className="font-bold">{t(keys.title)}</p>
        <p className="mt-0.5 text-sm text-muted">{t(keys.text)}</p>
      </div>
      <button
        type="button"
        onClick={() => onDismiss(notice.id)}
        aria-label={t('notice.close')}
        className="-me-2 -mt-2 flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-ink/5"
      >
        <CloseIcon className="size-5" />
      </button>
    </div>
  );
}
