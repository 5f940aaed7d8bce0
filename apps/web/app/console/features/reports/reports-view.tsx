// The reports page: period presets and filters (a GET form, so the report is in the URL), totals, revenue by
// day, tables per branch / service / payment type, the best sellers, and the CSV downloads.
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { MAX_REPORT_DAYS, type ReportFigures, type ReportQuery, type ReportSummary, type ReportTopProduct } from '@dastarkhan/domain/contracts/console-reports';
import { PAYMENT_TYPES, SERVICE_TYPES } from '@dastarkhan/domain/enums';
import { pickLocalized } from '@dastarkhan/domain/i18n';
import { formatSom } from '@dastarkhan/domain/money';
import { formatNumber } from '@dastarkhan/domain/number-format';
import { buttonClasses } from '../../../ui/button.tsx';
import { useConsoleLanguage, useConsoleT } from '../../lib/console-i18n.ts';
import { CONSOLE_API_PREFIX } from '../../lib/console-paths.ts';
import { ConsolePage } from '../../ui/console-page.tsx';
import { DataTable, type DataColumn } from '../../ui/data-table.tsx';
import { Field, TextInput } from '../../ui/field.tsx';
import { Select } from '../../ui/select.tsx';
import { DayChart } from './day-chart.tsx';
import { presetOf, presetRange, REPORT_PRESETS, reportSearch } from './report-range.ts';
import { BranchFilter } from '../../ui/branch-filter.tsx';

export interface ReportsPageData {
  summary: ReportSummary;
  query: ReportQuery;
  /** The merchant's calendar date now. */
  today: string;
  /** The address asked for a period the API would refuse: the page shows the default one instead. */
  invalid: boolean;
}

type FigureRow = ReportFigures & { key: string; label: string };

function Card({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0 rounded-2xl border border-line bg-surface p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-xl font-bold break-words tabular-nums">{value}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `reports-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ReportsView({ data }: { data: ReportsPageData }) {
  const t = useConsoleT('reports');
  const language = useConsoleLanguage();
  const { summary, query, today } = data;
  const som = (value: number) => formatSom(value, language);
  const count = (value: number) => formatNumber(value, language);
  const active = presetOf(query, today);
  const totalRevenue = summary.totals.revenue;
  const share = (revenue: number) => (totalRevenue > 0 ? `${formatNumber(Math.round((revenue / totalRevenue) * 1000) / 10, language)} %` : '—');
  const download = (file: 'orders.csv' | 'days.csv') => `${CONSOLE_API_PREFIX}/reports/${file}?${reportSearch(query, { lang: language })}`;

  const figureColumns: DataColumn<FigureRow>[] = [
    { key: 'name', header: t('columns.name'), cell: (row) => row.label },
    { key: 'orders', header: t('columns.orders'), cell: (row) => count(row.orders), align: 'end', className: 'tabular-nums' },
    { key: 'revenue', header: t('columns.revenue'), cell: (row) => som(row.revenue), align: 'end', className: 'tabular-nums whitespace-nowrap' },
    { key: 'share', header: t('columns.share'), cell: (row) => share(row.revenue), align: 'end', className: 'tabular-nums' },
    { key: 'average', header: t('columns.averageBasket'), cell: (row) => som(row.averageBasket), align: 'end', className: 'tabular-nums whitespace-nowrap' },
    { key: 'cancelled', header: t('columns.cancelled'), cell: (row) => count(row.cancelled), align: 'end', className: 'tabular-nums' },
  ];
  const productColumns: DataColumn<ReportTopProduct & { rank: number }>[] = [
    { key: 'rank', header: '#', cell: (row) => row.rank, className: 'tabular-nums text-muted' },
    {
      key: 'name',
      header: t('columns.name'),
      cell: (row) => {
        const name = pickLocalized(row.name, language) ?? '';
        return row.productId ? name : t('deletedProduct', { name });
      },
    },
    { key: 'quantity', header: t('columns.quantity'), cell: (row) => count(row.quantity), align: 'end', className: 'tabular-nums' },
    { key: 'revenue', header: t('columns.revenue'), cell: (row) => som(row.revenue), align: 'end', className: 'tabular-nums whitespace-nowrap' },
  ];
  const ranked = (products: ReportTopProduct[]) => products.map((product, index) => ({ ...product, rank: index + 1 }));
  const productKey = (row: ReportTopProduct) => row.productId ?? `deleted-${row.name.eng}-${row.name.ru}-${row.name.uz}`;

  return (
    <ConsolePage
      title={t('title')}
      description={t('description', { timezone: summary.timezone })}
      actions={
        <>
          <a href={download('orders.csv')} download className={buttonClasses('primary', 'sm')}>
            {t('download.orders')}
          </a>
          <a href={download('days.csv')} download className={buttonClasses('secondary', 'sm')}>
            {t('download.days')}
          </a>
        </>
      }
    >
      <nav aria-label={t('filters.presets')} className="flex flex-wrap gap-2">
        {REPORT_PRESETS.map((preset) => (
          <Link
            key={preset}
            to={`?${reportSearch({ ...query, ...presetRange(preset, today) })}`}
            aria-current={active === preset ? 'page' : undefined}
            className={buttonClasses(active === preset ? 'primary' : 'secondary', 'sm')}
          >
            {t(`filters.${preset}`)}
          </Link>
        ))}
      </nav>

      <Form method="get" aria-label={t('filters.label')} className="grid grid-cols-2 gap-3 rounded-2xl border border-line bg-surface p-4 md:grid-cols-3 xl:grid-cols-6 xl:items-end">
        <Field label={t('filters.from')}>
          <TextInput type="date" name="from" defaultValue={query.from} max={query.to} key={`from-${query.from}`} required />
        </Field>
        <Field label={t('filters.to')}>
          <TextInput type="date" name="to" defaultValue={query.to} min={query.from} key={`to-${query.to}`} required />
        </Field>
        <BranchFilter label={t('filters.branch')} allLabel={t('filters.allBranches')} branches={summary.branchOptions} value={query.branchId} />
        <Field label={t('filters.service')}>
          <Select
            name="serviceType"
            defaultValue={query.serviceType ?? ''}
            key={`service-${query.serviceType ?? ''}`}
            placeholder={t('filters.allServices')}
            options={SERVICE_TYPES.map((type) => ({ value: type, label: t(`serviceTypes.${type}`) }))}
          />
        </Field>
        <Field label={t('filters.payment')}>
          <Select
            name="paymentType"
            defaultValue={query.paymentType ?? ''}
            key={`payment-${query.paymentType ?? ''}`}
            placeholder={t('filters.allPayments')}
            options={PAYMENT_TYPES.map((type) => ({ value: type, label: t(`paymentTypes.${type}`) }))}
          />
        </Field>
        <button type="submit" className={buttonClasses('primary', 'md', 'col-span-2 md:col-span-1')}>
          {t('filters.apply')}
        </button>
      </Form>

      {data.invalid ? (
        <p role="alert" className="rounded-2xl border border-danger/40 bg-danger/5 px-4 py-3 text-sm">
          {t('filters.invalid', { max: MAX_REPORT_DAYS })}
        </p>
      ) : null}

      <dl aria-label={t('totals.label')} className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <Card label={t('totals.revenue')} value={som(summary.totals.revenue)} />
        <Card label={t('totals.orders')} value={count(summary.totals.orders)} />
        <Card label={t('totals.averageBasket')} value={som(summary.totals.averageBasket)} />
        <Card label={t('totals.cancelled')} value={count(summary.totals.cancelled)} />
        <Card label={t('totals.awaitingPayment')} value={count(summary.totals.awaitingPayment)} />
      </dl>
      <p className="-mt-2 text-xs text-muted">{t('totals.countedHint')}</p>

      <DayChart days={summary.days} />

      <div className="flex flex-col gap-6">
        <Section title={t('sections.branches')}>
          <DataTable
            caption={t('sections.branches')}
            columns={figureColumns}
            rows={summary.branches.map((row) => ({ ...row, key: row.branchId, label: pickLocalized(row.name, language) ?? row.branchId }))}
            rowKey={(row) => row.key}
            empty={t('empty')}
          />
        </Section>
        <Section title={t('sections.services')}>
          <DataTable
            caption={t('sections.services')}
            columns={figureColumns}
            rows={summary.serviceTypes.map((row) => ({ ...row, key: row.serviceType, label: t(`serviceTypes.${row.serviceType}`) }))}
            rowKey={(row) => row.key}
            empty={t('empty')}
          />
        </Section>
        <Section title={t('sections.payments')}>
          <DataTable
            caption={t('sections.payments')}
            columns={figureColumns}
            rows={summary.paymentTypes.map((row) => ({ ...row, key: row.paymentType, label: t(`paymentTypes.${row.paymentType}`) }))}
            rowKey={(row) => row.key}
            empty={t('empty')}
          />
        </Section>
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <Section title={t('sections.topByQuantity')}>
          <DataTable caption={t('sections.topByQuantity')} columns={productColumns} rows={ranked(summary.topProducts.byQuantity)} rowKey={productKey} empty={t('empty')} />
        </Section>
        <Section title={t('sections.topByRevenue')}>
          <DataTable caption={t('sections.topByRevenue')} columns={productColumns} rows={ranked(summary.topProducts.byRevenue)} rowKey={productKey} empty={t('empty')} />
        </Section>
      </div>
    </ConsolePage>
  );
}
