// A pick-up branch's details as /branches/map and the branch picker show them: today's hours (the
// extra interval included) with open/closed now, and the sheet with name, hours, phone, address and,
// in the picker, the button that chooses the branch (off for a branch closed today).
import { useTranslation } from 'react-i18next';
import { formatDayHours } from '@dastarkhan/domain/hours-format';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { formatPhone, phoneHref } from '@dastarkhan/domain/phone';
import { useLanguage } from '../../lib/use-language.ts';
import { Button } from '../../ui/button.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { ClockIcon, PhoneIcon, PinIcon } from '../../ui/icons.tsx';
import type { MapBranch } from './map-branches.ts';

export function BranchHours({ branch }: { branch: Pick<MapBranch, 'closedToday' | 'openNow' | 'intervals'> }) {
  const { t } = useTranslation('branches');
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  if (branch.closedToday) return <span className="font-semibold text-danger">{t('map.closedToday')}</span>;
  return (
    <span>
      <span className="text-muted">{t('map.pickupToday')}: </span>
      <span className="font-semibold text-ink tabular-nums" data-testid="branch-hours">
        {formatDayHours(branch.intervals, language)}
      </span>
      <span className={`ms-2 inline-block rounded-full px-2 py-0.5 text-xs font-bold ${branch.openNow ? 'bg-success/10 text-success' : 'bg-ink/5 text-muted'}`}>
        {branch.openNow ? tc('branches.openNow') : tc('branches.closedNow')}
      </span>
    </span>
  );
}

export interface BranchSheetProps {
  branch: MapBranch | null;
  onClose: () => void;
  /** In the picker: chooses the branch shown. Without it the sheet only informs (the map page). */
  onSelect?: (branchId: string) => void;
}

export function BranchSheet({ branch, onClose, onSelect }: BranchSheetProps) {
  const { t } = useTranslation('branches');
  const language = useLanguage();
  const tel = branch ? phoneHref(branch.phone) : null;
  const address = branch ? pickLocalized(branch.address, language) : '';
  const footer =
    onSelect && branch ? (
      <div className="flex flex-col gap-2">
        {branch.closedToday ? <p className="text-sm font-medium text-danger">{t('picker.closedTodayHint')}</p> : null}
        {/* Spec §4: a branch closed today cannot be chosen. */}
        <Button size="lg" block disabled={branch.closedToday} onClick={() => onSelect(branch.id)}>
          {t('picker.select')}
        </Button>
      </div>
    ) : undefined;
  return (
    <Drawer
      open={branch !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={branch ? pickLocalized(branch.name, language) : t('map.title')}
      footer={footer}
    >
      {branch ? (
        <div className="grid gap-4 text-[15px]">
          <div className="flex items-start gap-3">
            <ClockIcon className="mt-0.5 size-5 shrink-0 text-muted" />
            <div>
              <BranchHours branch={branch} />
            </div>
          </div>
          {tel && branch.phone ? (
            <div className="flex items-start gap-3">
              <PhoneIcon className="mt-0.5 size-5 shrink-0 text-muted" />
              <span className="sr-only">{t('map.phone')}</span>
              <div>
                <a href={tel} className="font-semibold text-ink underline-offset-2 hover:underline" dir="ltr">
                  {formatPhone(branch.phone)}
                </a>
              </div>
            </div>
          ) : null}
          {address ? (
            <div className="flex items-start gap-3">
              <PinIcon className="mt-0.5 size-5 shrink-0 text-muted" />
              <span className="sr-only">{t('map.address')}</span>
              <div>{address}</div>
            </div>
          ) : null}
        </div>
      ) : null}
    </Drawer>
  );
}
