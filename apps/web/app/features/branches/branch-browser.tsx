// The parts /branches/map and the branch picker share: the map/list toggle, the city dropdown, the
// branch markers and the list item (a branch closed today greyed).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocalized, type LocalizedText } from '@dastarkhan/domain/i18n';
import { useLanguage } from '../../lib/use-language.ts';
import type { MapMarker } from '../../ui/map/map-view.tsx';
import { BranchHours } from './branch-details.tsx';
import type { MapBranch } from './map-branches.ts';

export type BranchView = 'map' | 'list';

const toggleClass = (active: boolean) =>
  `inline-flex h-9 flex-1 items-center justify-center rounded-full px-4 text-sm font-semibold transition-colors ${active ? 'bg-ink text-surface' : 'text-ink hover:bg-canvas'}`;

export function BranchViewToggle({ view, onChange }: { view: BranchView; onChange: (view: BranchView) => void }) {
  const { t } = useTranslation('branches');
  return (
    <div role="group" aria-label={t('map.view')} className="flex min-w-48 rounded-full bg-surface p-1 ring-1 ring-line">
      <button type="button" aria-pressed={view === 'map'} className={toggleClass(view === 'map')} onClick={() => onChange('map')}>
        {t('map.showMap')}
      </button>
      <button type="button" aria-pressed={view === 'list'} className={toggleClass(view === 'list')} onClick={() => onChange('list')}>
        {t('map.showList')}
      </button>
    </div>
  );
}

/** The city dropdown; nothing when there is only one city to show (spec: shown only for more than one). */
export function BranchCitySelect({ cities, cityId, onChange }: { cities: ReadonlyArray<{ id: string; name: LocalizedText }>; cityId: string | null; onChange: (cityId: string) => void }) {
  const { t } = useTranslation('branches');
  const language = useLanguage();
  if (cities.length <= 1) return null;
  return (
    <label className="flex items-center gap-2 text-sm font-semibold text-ink">
      <span>{t('map.city')}</span>
      <select value={cityId ?? ''} onChange={(event) => onChange(event.target.value)} className="h-10 rounded-full bg-surface px-3 text-[15px] ring-1 ring-line">
        {cities.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {pickLocalized(entry.name, language)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One marker per branch, named for screen readers; a branch closed today is drawn greyed. */
export function useBranchMarkers(branches: readonly MapBranch[]): MapMarker[] {
  const { t } = useTranslation('branches');
  const language = useLanguage();
  return useMemo(
    () =>
      branches.map((branch) => ({
        id: branch.id,
        place: { latitude: branch.latitude, longitude: branch.longitude },
        label: t('map.marker', { name: pickLocalized(branch.name, language) }),
        muted: branch.closedToday,
      })),
    [branches, language, t],
  );
}

export interface BranchListItemProps {
  branch: MapBranch;
  onOpen: (branchId: string) => void;
  /** The picker's choice: outlined and badged. */
  chosen?: boolean;
  /** The picker does not let a branch closed today be tapped (it cannot be chosen). */
  disabled?: boolean;
}

export function BranchListItem({ branch, onOpen, chosen = false, disabled = false }: BranchListItemProps) {
  const { t } = useTranslation('branches');
  const language = useLanguage();
  const look = branch.closedToday
    ? `bg-canvas ring-1 ring-line ${disabled ? 'cursor-not-allowed opacity-70' : ''}`
    : chosen
      ? 'bg-surface shadow-sm ring-2 ring-ink'
      : 'bg-surface shadow-sm ring-1 ring-line hover:bg-canvas';
  return (
    <button
      type="button"
      onClick={() => onOpen(branch.id)}
      disabled={disabled}
      aria-current={chosen ? 'true' : undefined}
      data-closed-today={branch.closedToday ? '' : undefined}
      className={`w-full rounded-3xl p-4 text-start ${look}`}
    >
      <span className="flex flex-wrap items-center gap-2">
        <span className={`text-base font-bold ${branch.closedToday ? 'text-muted' : 'text-ink'}`}>{pickLocalized(branch.name, language)}</span>
        {chosen ? <span className="rounded-full bg-ink px-2 py-0.5 text-xs font-bold text-surface">{t('picker.selected')}</span> : null}
      </span>
      <span className="mt-1 block text-sm text-ink/80">{pickLocalized(branch.address, language)}</span>
      <span className="mt-2 block text-sm">
        <BranchHours branch={branch} />
      </span>
    </button>
  );
}
