// The delivery page's content: the map with the merchant's zones and regions, a switch between editing zones and
// regions, a side panel listing the areas of that kind and editing the selected one (its fields, and its shape on
// the map; area-editing.tsx holds what both kinds share), drawing new ones, and "price a point" — what the
// storefront's own tariff would charge at a clicked place.
import { useState } from 'react';
import type { PlacesDelivery, PlacesRegion, PlacesZone } from '@dastarkhan/domain/contracts/console-places';
import type { DeliveryTariff } from '@dastarkhan/domain/contracts/delivery';
import type { LatLng, PolygonGeometry } from '@dastarkhan/domain/geo';
import { formatSom } from '@dastarkhan/domain/money';
import { Button } from '../../../ui/button.tsx';
import type { MapTiles } from '../../../ui/map/map-tiles.ts';
import { consoleFetch, useConsoleSession } from '../../lib/console-client.ts';
import { errorMessage, useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { Field, TextInput } from '../../ui/field.tsx';
import { MoneyInput, NumberInput } from '../../ui/number-input.tsx';
import { Select } from '../../ui/select.tsx';
import { Switch } from '../../ui/switch.tsx';
import { AreaForm, AreaList, useAreaEditor, type AreaDraft } from './area-editing.tsx';
import { DEFAULT_CENTRE, nameOf } from './place-text.ts';
import { REGION_COLOR, ZonesMap, type AreaKind, type ZonesMapMode } from './zones-map.tsx';

interface ZoneDraft extends AreaDraft {
  kind: 'zone';
  price: number | null;
  priority: number | null;
  branchId: string;
  cityId: string;
  color: string;
}

interface RegionDraft extends AreaDraft {
  kind: 'region';
  /** '' = not tied to a city. */
  cityId: string;
}

type Draft = ZoneDraft | RegionDraft;

const NEW_ZONE_COLOR = '#E76F51';
const ZONE_COLOR = '#2A9D8F';
const ZONES = '/delivery/zones';
const REGIONS = '/delivery/regions';

function zoneDraft(zone: PlacesZone): ZoneDraft {
  const { id, name, price, priority, cityId, isActive, polygon } = zone;
  return {
    kind: 'zone',
    id,
    name,
    price,
    priority,
    cityId,
    isActive,
    polygon,
    branchId: zone.branchId ?? '',
    color: zone.color ?? ZONE_COLOR,
    reshaped: false,
  };
}

function regionDraft(region: PlacesRegion): RegionDraft {
  return {
    kind: 'region',
    id: region.id,
    name: region.name,
    cityId: region.cityId ?? '',
    isActive: region.isActive,
    polygon: region.polygon,
    reshaped: false,
  };
}

type Quote = { place: LatLng; result: DeliveryTariff | null; error: unknown; pending: boolean };

type Cities = PlacesDelivery['cities'];
type Patch = (changes: Partial<Draft>) => void;

/** The fields of the area in the panel: a zone's price, priority, branch and colour, and what both kinds have. */
function AreaFields({ draft, patch, cities, branches }: { draft: Draft; patch: Patch; cities: Cities; branches: PlacesDelivery['branches'] }) {
  const t = useConsoleT('places');
  const language = useConsoleLanguage();
  const texts = draft.kind === 'zone' ? 'zones' : 'regions';
  return (
    <>
      <Field label={t(`${texts}.name`)}>
        <TextInput value={draft.name} maxLength={120} onChange={(event) => patch({ name: event.target.value })} />
      </Field>
      {draft.kind === 'zone' ? (
        <>
          <Field label={t('zones.price')}>
            <MoneyInput value={draft.price} onChange={(price) => patch({ price })} required />
          </Field>
          <Field label={t('zones.priority')} hint={t('zones.priorityHint')}>
            <NumberInput value={draft.priority} onChange={(priority) => patch({ priority })} />
          </Field>
        </>
      ) : null}
      <Field label={t(`${texts}.city`)}>
        <Select
          value={draft.cityId}
          onValueChange={(cityId) => patch({ cityId })}
          // A region need not be tied to a city; a zone must.
          placeholder={draft.kind === 'region' ? t('regions.anyCity') : undefined}
          options={cities.map((city) => ({ value: city.id, label: nameOf(city.name, language) }))}
        />
      </Field>
      {draft.kind === 'zone' ? (
        <Field label={t('zones.branch')}>
          <Select
            value={draft.branchId}
            onValueChange={(branchId) => patch({ branchId })}
            placeholder={t('zones.anyBranch')}
            options={branches.filter((branch) => branch.cityId === draft.cityId).map((branch) => ({ value: branch.id, label: nameOf(branch.name, language) }))}
          />
        </Field>
      ) : null}
      <div className="flex items-end justify-between gap-3">
        {draft.kind === 'zone' ? (
          <Field label={t('zones.color')}>
            <input
              type="color"
              value={draft.color}
              onChange={(event) => patch({ color: event.target.value })}
              className="h-10 w-16 rounded-lg border border-line"
            />
          </Field>
        ) : null}
        <Switch checked={draft.isActive} onCheckedChange={(isActive) => patch({ isActive })} label={t(`${texts}.active`)} />
      </div>
    </>
  );
}

export function ZonesEditor({ delivery, tiles }: { delivery: PlacesDelivery; tiles: MapTiles }) {
  const t = useConsoleT('places');
  const language = useConsoleLanguage();
  const me = useConsoleSession();
  const editor = useAreaEditor<Draft>();
  const { draft, open, patch } = editor;
  const [kind, setKind] = useState<AreaKind>('zone');
  const [mode, setMode] = useState<ZonesMapMode>('idle');
  const [productPrice, setProductPrice] = useState<number | null>(60_000);
  const [quote, setQuote] = useState<Quote | null>(null);
  const { zones, regions, cities, branches } = delivery;
  const mainCity = cities.find((city) => city.isMain) ?? cities[0];
  const centre = mainCity ? { latitude: mainCity.latitude, longitude: mainCity.longitude } : DEFAULT_CENTRE;
  // The map opens on the main city (a brand in two cities is unreadable fitted to both); computed once.
  const [fitTo] = useState(() => {
    const inMain = [...zones, ...regions].filter((area) => !mainCity || area.cityId === mainCity.id).map((area) => area.polygon);
    return inMain.length > 0 ? inMain : [...zones, ...regions].map((area) => area.polygon);
  });

  function switchKind(next: AreaKind) {
    if (next === kind) return;
    open(null);
    if (mode === 'drawing') setMode('idle');
    setKind(next);
  }

  function select(areaId: string) {
    const zone = kind === 'zone' ? zones.find((entry) => entry.id === areaId) : undefined;
    const region = kind === 'region' ? regions.find((entry) => entry.id === areaId) : undefined;
    if (zone) open(zoneDraft(zone));
    else if (region) open(regionDraft(region));
  }

  function drawn(polygon: PolygonGeometry) {
    setMode('idle');
    const common = { id: null, name: '', isActive: true, polygon, reshaped: true };
    if (kind === 'region') open({ ...common, kind: 'region', cityId: mainCity?.id ?? '' });
    else open({ ...common, kind: 'zone', price: null, priority: 0, branchId: '', cityId: mainCity?.id ?? '', color: NEW_ZONE_COLOR });
  }

  async function save() {
    if (!draft) return;
    const { name, isActive, polygon } = draft;
    if (draft.kind === 'region') {
      await editor.save<PlacesRegion>(REGIONS, { name, isActive, polygon, cityId: draft.cityId || null }, regionDraft);
      return;
    }
    const body = {
      name,
      isActive,
      polygon,
      price: draft.price ?? 0,
      priority: draft.priority ?? 0,
      branchId: draft.branchId || null,
      cityId: draft.cityId,
      color: draft.color,
    };
    await editor.save<PlacesZone>(ZONES, body, zoneDraft);
  }

  async function priceAt(place: LatLng) {
    setQuote({ place, result: null, error: null, pending: true });
    const query = new URLSearchParams({ lat: String(place.latitude), lon: String(place.longitude), productPrice: String(productPrice ?? 0) });
    try {
      const result = await consoleFetch<DeliveryTariff>(`/delivery/quote?${query.toString()}`, { merchantId: me.merchant.id, language });
      setQuote({ place, result, error: null, pending: false });
    } catch (caught) {
      setQuote({ place, result: null, error: caught, pending: false });
    }
  }

  const branchName = (id: string | null) => {
    const branch = branches.find((entry) => entry.id === id);
    return branch ? nameOf(branch.name, language) : t('zones.anyBranch');
  };
  const cityName = (id: string | null) => {
    const city = cities.find((entry) => entry.id === id);
    return city ? nameOf(city.name, language) : t('regions.anyCity');
  };
  const list =
    kind === 'zone'
      ? {
          title: t('zones.list'),
          empty: t('zones.empty'),
          entries: zones.map((zone) => ({
            id: zone.id,
            name: zone.name,
            color: zone.color ?? ZONE_COLOR,
            detail: `${t('zones.priority')} ${zone.priority} · ${branchName(zone.branchId)}`,
            aside: <span className="font-semibold whitespace-nowrap tabular-nums">{formatSom(zone.price, language)}</span>,
            isActive: zone.isActive,
          })),
        }
      : {
          title: t('regions.list'),
          empty: t('regions.empty'),
          entries: regions.map((region) => ({
            id: region.id,
            name: region.name,
            color: REGION_COLOR,
            detail: cityName(region.cityId),
            isActive: region.isActive,
          })),
        };
  const formTexts =
    kind === 'zone'
      ? {
          newTitle: t('zones.newZone'),
          save: t('zones.save'),
          delete: t('zones.delete'),
          confirmDelete: t('zones.confirmDelete', { name: draft?.name || '—' }),
        }
      : {
          newTitle: t('regions.newRegion'),
          save: t('regions.save'),
          delete: t('regions.delete'),
          confirmDelete: t('regions.confirmDelete', {
            name: draft?.name || '—',
          }),
        };

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label={t('regions.kindLabel')} className="inline-flex rounded-xl border border-line p-0.5">
            {(['zone', 'region'] as const).map((entry) => (
              <Button key={entry} size="sm" variant={kind === entry ? 'primary' : 'ghost'} aria-pressed={kind === entry} onClick={() => switchKind(entry)}>
                {entry === 'zone' ? t('regions.zonesTab') : t('regions.regionsTab')}
              </Button>
            ))}
          </div>
          {mode === 'drawing' ? (
            <>
              <Button variant="secondary" onClick={() => setMode('idle')}>
                {t('zones.cancelDraw')}
              </Button>
              <span role="status" className="text-sm text-muted">
                {t('zones.drawHint')}
              </span>
            </>
          ) : (
            <Button
              onClick={() => {
                open(null);
                setMode('drawing');
              }}
            >
              {kind === 'zone' ? t('zones.draw') : t('regions.draw')}
            </Button>
          )}
          <Button
            variant={mode === 'quoting' ? 'primary' : 'secondary'}
            aria-pressed={mode === 'quoting'}
            onClick={() => setMode(mode === 'quoting' ? 'idle' : 'quoting')}
          >
            {mode === 'quoting' ? t('quote.stop') : t('quote.start')}
          </Button>
          {mode === 'quoting' ? (
            <Field label={t('quote.productPrice')} className="w-44">
              <MoneyInput value={productPrice} onChange={setProductPrice} />
            </Field>
          ) : null}
        </div>
        {mode === 'quoting' ? <p className="text-sm text-muted">{t('quote.hint')}</p> : null}
        {quote ? (
          <div role="status" aria-live="polite" data-quote="" className="rounded-2xl border border-line bg-surface px-3 py-2 text-sm">
            <span className="text-muted tabular-nums">
              {quote.place.latitude.toFixed(5)}, {quote.place.longitude.toFixed(5)}:{' '}
            </span>
            {quote.pending ? t('quote.pending') : null}
            {quote.result ? (
              <span>
                <strong data-quote-price={quote.result.price}>
                  {t('quote.price', {
                    price: formatSom(quote.result.price, language),
                  })}
                </strong>
                {` · ${t(`quote.source.${quote.result.source}`)}`}
                {quote.result.free ? ` · ${t('quote.free')}` : ''}
                {` · ${t('quote.distance', { km: (quote.result.distance / 1000).toFixed(1) })}`}
                {quote.result.zoneId ? ` · ${zones.find((zone) => zone.id === quote.result?.zoneId)?.name ?? ''}` : ''}
              </span>
            ) : null}
            {quote.error ? <span className="text-danger">{errorMessage(quote.error, language)}</span> : null}
          </div>
        ) : null}
        <ZonesMap
          tiles={tiles}
          centre={centre}
          zones={zones}
          regions={regions}
          kind={kind}
          selectedId={draft?.id ?? null}
          draft={draft ? { polygon: draft.polygon, color: draft.kind === 'zone' ? draft.color : REGION_COLOR } : null}
          shapeVersion={editor.shapeVersion}
          mode={mode}
          onSelect={select}
          onShapeChange={editor.reshape}
          onDrawn={drawn}
          onPoint={(place) => void priceAt(place)}
          quotePoint={quote?.place ?? null}
          fitTo={fitTo}
          loadingLabel={t('common.loadingMap')}
          className="h-[65dvh] min-h-80 w-full rounded-2xl"
        />
        <p className="text-xs text-muted">{kind === 'zone' ? `${t('zones.regions')}: ${t('zones.regionsHint')}` : t('regions.hint')}</p>
      </div>

      <aside className="flex flex-col gap-4">
        <AreaForm
          editor={editor}
          texts={formTexts}
          canSave={draft?.kind !== 'zone' || draft.price !== null}
          onSave={save}
          onDelete={() => editor.remove(draft?.kind === 'region' ? REGIONS : ZONES)}
        >
          {draft ? <AreaFields draft={draft} patch={patch} cities={cities} branches={branches} /> : null}
        </AreaForm>
        <AreaList key={kind} {...list} dataAttribute={kind === 'zone' ? 'data-zone-id' : 'data-region-id'} selectedId={draft?.id ?? null} onSelect={select} />
      </aside>
    </div>
  );
}
