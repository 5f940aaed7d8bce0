// The picker's place search: a bottom sheet with a text field (asked 300 ms after the last keystroke,
// the newest text wins), the places found (name and full name), or "nothing found"; choosing one hands
// its point to the picker.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../ui/drawer.tsx';
import { PinIcon } from '../../ui/icons.tsx';
import { useDelayedJson } from '../../lib/use-delayed-json.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { FIELD_CLASSES, LABEL_CLASSES } from '../checkout/form-styles.ts';
import { searchGeocodePath, type GeocodedPlace, type SearchGeocodeAnswer } from './geocoded-place.ts';
import { SEARCH_DELAY_MS, SEARCH_FOCUS_DELAY_MS } from './picker-rules.ts';

type SearchState = { status: 'idle' } | { status: 'searching' } | { status: 'done'; places: GeocodedPlace[] } | { status: 'failed' };

function usePlaceSearch(query: string): SearchState {
  const text = query.trim();
  const answer = useDelayedJson<SearchGeocodeAnswer>(text === '' ? null : searchGeocodePath(text), SEARCH_DELAY_MS);
  if (answer.status === 'idle') return { status: 'idle' };
  if (answer.status === 'loading') return { status: 'searching' };
  if (answer.status === 'failed') return { status: 'failed' };
  return { status: 'done', places: answer.data.places };
}

export function SearchDrawer({ open, onOpenChange, onChoose }: { open: boolean; onOpenChange: (open: boolean) => void; onChoose: (place: GeocodedPlace) => void }) {
  const { t } = useTranslation('addressPicker');
  const [query, setQuery] = useState('');
  const search = usePlaceSearch(open ? query : '');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  // Spec §9: the field takes the focus once the sheet has slid in.
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => input.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('search.title')}>
      <label htmlFor={inputId} className={LABEL_CLASSES}>
        {t('search.label')}
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('search.placeholder')}
        autoComplete="street-address"
        enterKeyHint="search"
        className={FIELD_CLASSES}
      />
      <div className="mt-3 min-h-24">
        {search.status === 'searching' ? (
          <p role="status" className="flex items-center gap-2 py-3 text-sm text-muted">
            <Spinner size={18} />
            {t('search.searching')}
          </p>
        ) : search.status === 'failed' ? (
          <p role="alert" className="py-3 text-sm font-medium text-danger">
            {t('search.failed')}
          </p>
        ) : search.status === 'done' && search.places.length === 0 ? (
          <p role="status" className="py-3 text-sm text-muted">
            {t('search.nothingFound')}
          </p>
        ) : search.status === 'done' ? (
          <ul aria-label={t('search.results')} className="-mx-2 flex flex-col">
            {search.places.map((place) => (
              <li key={`${place.latitude},${place.longitude},${place.displayName}`}>
                <button
                  type="button"
                  onClick={() => onChoose(place)}
                  className="flex w-full items-start gap-3 rounded-2xl px-2 py-3 text-start transition-colors hover:bg-canvas"
                >
                  <PinIcon className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-ink break-words">{place.name}</span>
                    {place.displayName !== place.name ? <span className="mt-0.5 block text-sm text-muted break-words">{place.displayName}</span> : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Drawer>
  );
}
