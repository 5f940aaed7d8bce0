// The pick-up branch picker (account-session-settings §2, §4, §5): a map/list toggle, a city dropdown
// when more than one city has pick-up branches, markers and a list, a detail sheet per branch and a
// select button. A branch closed today is greyed and cannot be chosen. Used as a full-height drawer
// by checkout and as a page by /address/pickup(2).
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { useLanguage } from '../../lib/use-language.ts';
import { useStorefront } from '../../lib/storefront.ts';
import { Button } from '../../ui/button.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { StoreIcon } from '../../ui/icons.tsx';
import type { MapTiles } from '../../ui/map/map-tiles.ts';
import { MapView } from '../../ui/map/map-view.tsx';
import { BranchCitySelect, BranchListItem, BranchViewToggle, useBranchMarkers, type BranchView } from './branch-browser.tsx';
import { BranchSheet } from './branch-details.tsx';
import { citiesWithBranches, defaultBranchId, defaultCityId } from './branch-selection.ts';
import type { MapBranch } from './map-branches.ts';


/** Where the map looks when a city has no coordinates to offer: central Tashkent (storefront-core §9). */
const FALLBACK_CENTER = { latitude: 41.311321, longitude: 69.27922327443147 };

export interface BranchPickerProps {
  /** The merchant's pick-up branches with today's hours (mapBranches): only pickupEnabled ones. */
  branches: readonly MapBranch[];
  tiles: MapTiles;
  /** The order's branch: selected on open when it can be chosen today. */
  currentBranchId: string | null;
  initialView?: BranchView;
  onSelect: (branchId: string) => void;
  /** Height of the map box (and of its placeholder). */
  mapClassName?: string;
  /**
   * Waits this long before drawing the map: inside a drawer that slides in, Leaflet would measure and
   * fit its markers mid-animation (spec §9: the branch map's bounds are set after 500 ms).
   */
  mapDelayMs?: number;
}

export function BranchPicker({ branches, tiles, currentBranchId, initialView = 'map', onSelect, mapClassName = 'h-[50dvh] min-h-64', mapDelayMs = 0 }: BranchPickerProps) {
  const { t } = useTranslation('branches');
  const language = useLanguage();
  const storefront = useStorefront();
  const cities = useMemo(() => citiesWithBranches(storefront.cities, branches), [storefront.cities, branches]);
  const [view, setView] = useState<BranchView>(initialView);
  const [selectedId, setSelectedId] = useState(() => defaultBranchId(branches, currentBranchId));
  const [cityId, setCityId] = useState(() =>
    defaultCityId(cities, branches.find((branch) => branch.id === selectedId)?.cityId ?? null, storefront.merchant.mainCityId),
  );
  const [detailId, setDetailId] = useState<string | null>(null);
  const [mapReady, setMapReady] = useState(mapDelayMs === 0);
  useEffect(() => {
    if (mapReady) return;
    const timer = window.setTimeout(() => setMapReady(true), mapDelayMs);
    return () => window.clearTimeout(timer);
  }, [mapReady, mapDelayMs]);

  const inCity = useMemo(() => (cities.length > 1 && cityId ? branches.filter((branch) => branch.cityId === cityId) : [...branches]), [branches, cities.length, cityId]);
  const city = cities.find((entry) => entry.id === cityId);
  const markers = useBranchMarkers(inCity);
  const selected = branches.find((branch) => branch.id === selectedId) ?? null;
  const detail = branches.find((branch) => branch.id === detailId) ?? null;

  /** A marker or a list item: the branch is selected if it can be chosen today, and its sheet opens. */
  const open = (branchId: string) => {
    const branch = branches.find((candidate) => candidate.id === branchId);
    if (branch && !branch.closedToday) setSelectedId(branchId);
    setDetailId(branchId);
  };

  return (
    <div className="flex min-h-full flex-col gap-3" data-testid="branch-picker">
      <div className="flex flex-wrap items-center gap-3">
        <BranchViewToggle view={view} onChange={setView} />
        <BranchCitySelect cities={cities} cityId={cityId} onChange={setCityId} />
      </div>
      {inCity.length === 0 ? (
        <EmptyState icon={<StoreIcon />} title={t('map.empty')} />
      ) : view === 'map' && !mapReady ? (
        <div className={`${mapClassName} flex w-full shrink-0 items-center justify-center rounded-3xl bg-ink/5 text-sm text-muted ring-1 ring-line`} role="status">
          {t('map.loading')}
        </div>
      ) : view === 'map' ? (
        <MapView
          tiles={tiles}
          markers={markers}
          fallbackCenter={city ? { latitude: city.latitude, longitude: city.longitude } : FALLBACK_CENTER}
          onMarkerClick={open}
          loadingLabel={t('map.loading')}
          className={`${mapClassName} w-full shrink-0 overflow-hidden rounded-3xl ring-1 ring-line`}
        />
      ) : (
        <ul className="grid gap-3" aria-label={t('map.showList')}>
          {inCity.map((branch) => (
            <li key={branch.id}>
              {/* Spec §4: a branch closed today is greyed and cannot be chosen; its details stay on the map. */}
              <BranchListItem branch={branch} onOpen={open} chosen={branch.id === selectedId} disabled={branch.closedToday} />
            </li>
          ))}
        </ul>
      )}
      <div className="sticky bottom-0 mt-auto flex flex-col gap-2 bg-surface pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))]">
        {selected ? null : <p className="text-sm text-muted">{t('picker.nothingSelected')}</p>}
        <Button size="lg" block disabled={!selected || selected.closedToday} onClick={() => (selected ? onSelect(selected.id) : undefined)}>
          {selected ? t('picker.confirm', { name: pickLocalized(selected.name, language) }) : t('picker.select')}
        </Button>
      </div>
      <BranchSheet
        branch={detail}
        onClose={() => setDetailId(null)}
        onSelect={(branchId) => {
          setDetailId(null);
          onSelect(branchId);
        }}
      />
    </div>
  );
}

export interface BranchPickerDrawerProps extends Omit<BranchPickerProps, 'onSelect'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the chosen branch; the drawer closes. */
  onSelect: (branchId: string) => void;
}

/** Spec §9: how long the drawer slides in before the map is drawn and fitted to the branches. */
const DRAWER_SETTLE_MS = 500;

/** The picker in a full-height bottom drawer; it starts afresh (default selection, city) on every opening. */
export function BranchPickerDrawer({ open, onOpenChange, onSelect, ...picker }: BranchPickerDrawerProps) {
  const { t } = useTranslation('branches');
  // The drawer's content is mounted only while it is open (or sliding away): each opening starts afresh.
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('picker.title')} fullHeight>
      <BranchPicker
        mapDelayMs={DRAWER_SETTLE_MS}
        {...picker}
        onSelect={(branchId) => {
          onSelect(branchId);
          onOpenChange(false);
        }}
      />
    </Drawer>
  );
}
