// Rules of the console's reports: the merchant's calendar days, which orders count as sales (see
// ReportFiguresSchema), money converted to so'm at the edge, and the CSV exports (UTF-8 with a BOM, quoted as RFC 4180).
import { Readable } from 'node:stream';
import type { ReportExportQuery, ReportFigures, ReportQuery, ReportSummary, ReportTopProduct } from '@dastarkhan/domain/contracts/console-reports';
import type { ContentLanguage, LocalizedText } from '@dastarkhan/domain/i18n';
import { tiyinToSom } from '@dastarkhan/domain/money';
import { addDays } from '@dastarkhan/domain/zoned-time';
import { notFound } from '../../errors.ts';
import type { StaffActor } from './actor.ts';
import type { ConsoleDeps } from './deps.ts';
import * as repo from './reports-repo.ts';

export const TOP_PRODUCTS = 10;
/** Orders per query of the CSV export: memory stays flat however long the range is. */
export const EXPORT_PAGE_SIZE = 5_000;
const DEFAULT_TIMEZONE = 'Asia/Tashkent';
/** Excel reads a CSV as UTF-8 (Cyrillic, o'zbek) only when it starts with the byte order mark. */
const BOM = '\uFEFF';

export interface CsvFile {
  filename: string;
  body: Readable | string;
}

export interface ReportsService {
  summary(actor: StaffActor, query: ReportQuery): Promise<ReportSummary>;
  /** One row per order of the range, oldest first, streamed page by page. */
  ordersCsv(actor: StaffActor, query: ReportExportQuery, language: ContentLanguage): Promise<CsvFile>;
  /** One row per day of the range. */
  daysCsv(actor: StaffActor, query: ReportExportQuery, language: ContentLanguage): Promise<CsvFile>;
}

function figures(row: repo.FiguresRow | undefined): ReportFigures {
  const orders = row?.orders ?? 0;
  const revenue = row?.revenue ?? 0;
  return {
    orders,
    revenue: tiyinToSom(revenue),
    // Rounded to whole tiyin so the average is a valid amount of money.
    averageBasket: orders === 0 ? 0 : tiyinToSom(Math.round(revenue / orders)),
    cancelled: row?.cancelled ?? 0,
    awaitingPayment: row?.awaitingPayment ?? 0,
  };
}

const byRevenue = <T extends ReportFigures>(a: T, b: T) => b.revenue - a.revenue || b.orders - a.orders;

/**
 * How a spreadsheet of the language's region splits a CSV: Excel uses the system's list separator, which is ';'
 * wherever the decimal mark is ',' (Russian and Uzbek settings), so those exports use ';' and ',' and open in
 * columns with a double click; the English one is plain RFC 4180 (',' and '.').
 */
export interface CsvDialect {
  separator: ',' | ';';
  decimal: '.' | ',';
}

export const CSV_DIALECTS: Record<ContentLanguage, CsvDialect> = { eng: { separator: ',', decimal: '.' }, ru: { separator: ';', decimal: ',' }, uz: { separator: ';', decimal: ',' } };

/** A cell of a CSV row: quoted when needed, and text that a spreadsheet would run as a formula made inert. */
export function csvCell(value: string | number, dialect: CsvDialect): string {
  if (typeof value === 'number') return dialect.decimal === '.' ? String(value) : String(value).replace('.', ',');
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

const csvLine = (cells: (string | number)[], dialect: CsvDialect) => `${cells.map((cell) => csvCell(cell, dialect)).join(dialect.separator)}\r\n`;

const ORDER_HEADERS: Record<ContentLanguage, string[]> = {
  eng: ['Number', 'Created', 'Branch', 'Service', 'Payment', 'Status', 'Paid', 'Counted', 'Items', 'Products', 'Product total', 'Product discount', 'Delivery', 'Delivery discount', 'Service fee', 'Cashback used', 'Total'],
  ru: ['Номер', 'Создан', 'Филиал', 'Способ', 'Оплата', 'Статус', 'Оплачен', 'В выручке', 'Кол-во', 'Товары', 'Сумма товаров', 'Скидка на товары', 'Доставка', 'Скидка на доставку', 'Сервисный сбор', 'Оплачено кешбэком', 'Итого'],
  uz: ['Raqam', 'Yaratilgan', 'Filial', 'Xizmat', "To'lov", 'Holat', "To'langan", 'Tushumda', 'Soni', 'Mahsulotlar', 'Mahsulotlar summasi', 'Mahsulot chegirmasi', 'Yetkazib berish', 'Yetkazib berish chegirmasi', 'Xizmat haqi', 'Keshbek bilan', 'Jami'],
};

const DAY_HEADERS: Record<ContentLanguage, string[]> = {
  eng: ['Day', 'Orders', 'Revenue', 'Average basket', 'Cancelled', 'Awaiting payment'],
  ru: ['День', 'Заказы', 'Выручка', 'Средний чек', 'Отменено', 'Ждут оплаты'],
  uz: ['Kun', 'Buyurtmalar', 'Tushum', "O'rtacha chek", 'Bekor qilingan', "To'lov kutilmoqda"],
};

const YES_NO: Record<ContentLanguage, [string, string]> = { eng: ['yes', 'no'], ru: ['да', 'нет'], uz: ['ha', "yo'q"] };

function localized(text: LocalizedText | null, language: ContentLanguage): string {
  if (!text) return '';
  return text[language] || text.uz || text.ru || text.eng || '';
}

export function createReportsService(deps: ConsoleDeps, options: { exportPageSize?: number } = {}): ReportsService {
  const { db, services } = deps;
  const pageSize = options.exportPageSize ?? EXPORT_PAGE_SIZE;

  async function scopeOf(actor: StaffActor, query: ReportQuery): Promise<{ scope: repo.ReportScope; branches: repo.BranchNameRow[] }> {
    const merchant = await services.merchants.findById(actor.merchantId);
    const branches = await repo.listBranchNames(db, actor.merchantId);
    // Another merchant's branch answers like a missing one.
    if (query.branchId && !branches.some((branch) => branch.id === query.branchId)) throw notFound('BRANCH_NOT_FOUND', { branchId: query.branchId });
    return {
      scope: {
        merchantId: actor.merchantId,
        timezone: merchant?.timezone || DEFAULT_TIMEZONE,
        from: query.from,
        to: query.to,
        branchId: query.branchId,
        serviceType: query.serviceType,
        paymentType: query.paymentType,
      },
      branches,
    };
  }

  async function dailyFigures(scope: repo.ReportScope): Promise<{ rows: repo.GroupedFiguresRow[]; days: ({ day: string } & ReportFigures)[] }> {
    const rows = await repo.groupedFigures(db, scope);
    const byDay = new Map(rows.filter((row) => row.grouping === repo.GROUPING.day).map((row) => [row.day, row]));
    const days: ({ day: string } & ReportFigures)[] = [];
    for (let day = scope.from; day <= scope.to; day = addDays(day, 1)) days.push({ day, ...figures(byDay.get(day)) });
    return { rows, days };
  }

  const fileName = (kind: string, query: ReportQuery) => `${kind}-${query.from}_${query.to}.csv`;

  return {
    async summary(actor, query) {
      const { scope, branches } = await scopeOf(actor, query);
      const [{ rows, days }, top] = await Promise.all([dailyFigures(scope), repo.topProducts(db, scope, TOP_PRODUCTS)]);
      const of = (grouping: number) => rows.filter((row) => row.grouping === grouping);
      const names = new Map(branches.map((branch) => [branch.id, branch.name]));
      const product = (row: repo.TopProductRow): ReportTopProduct => ({ productId: row.productId, name: row.name, quantity: row.quantity, revenue: tiyinToSom(row.revenue) });
      return {
        from: query.from,
        to: query.to,
        timezone: scope.timezone,
        totals: figures(of(repo.GROUPING.total)[0]),
        days,
        branches: of(repo.GROUPING.branch)
          .map((row) => ({ branchId: row.branchId ?? '', name: names.get(row.branchId ?? '') ?? { uz: '', ru: '', eng: '' }, ...figures(row) }))
          .sort(byRevenue),
        serviceTypes: of(repo.GROUPING.serviceType)
          .flatMap((row) => (row.serviceType ? [{ serviceType: row.serviceType, ...figures(row) }] : []))
          .sort(byRevenue),
        paymentTypes: of(repo.GROUPING.paymentType)
          .flatMap((row) => (row.paymentType ? [{ paymentType: row.paymentType, ...figures(row) }] : []))
          .sort(byRevenue),
        topProducts: {
          byQuantity: top.filter((row) => row.rankByQuantity <= TOP_PRODUCTS).sort((a, b) => a.rankByQuantity - b.rankByQuantity).map(product),
          byRevenue: top.filter((row) => row.rankByRevenue <= TOP_PRODUCTS).sort((a, b) => a.rankByRevenue - b.rankByRevenue).map(product),
        },
        branchOptions: branches.filter((branch) => !branch.deleted).map((branch) => ({ id: branch.id, name: branch.name })),
      };
    },

    async ordersCsv(actor, query, language) {
      const { scope } = await scopeOf(actor, query);
      const [yes, no] = YES_NO[language];
      const dialect = CSV_DIALECTS[language];
      async function* lines(): AsyncGenerator<string> {
        yield BOM + csvLine(ORDER_HEADERS[language], dialect);
        let cursor: repo.ExportCursor | null = null;
        for (;;) {
          const page = await repo.exportPage(db, scope, language, cursor, pageSize);
          if (page.length > 0) {
            yield page
              .map((row) =>
                csvLine([
                  row.number,
                  row.createdLocal,
                  localized(row.branchName, language),
                  row.serviceType,
                  row.paymentType,
                  row.status,
                  row.isPaid ? yes : no,
                  row.counted ? yes : no,
                  row.productCount,
                  row.items,
                  tiyinToSom(row.productPrice),
                  tiyinToSom(row.productDiscount),
                  tiyinToSom(row.deliveryPrice),
                  tiyinToSom(row.deliveryDiscount),
                  tiyinToSom(row.serviceFee),
                  tiyinToSom(row.cashbackUsed),
                  tiyinToSom(row.totalPrice),
                ], dialect),
              )
              .join('');
          }
          const last = page.at(-1);
          if (!last || page.length < pageSize) return;
          cursor = { at: last.cursorAt, id: last.id };
        }
      }
      return { filename: fileName('orders', query), body: Readable.from(lines(), { objectMode: false }) };
    },

    async daysCsv(actor, query, language) {
      const { scope } = await scopeOf(actor, query);
      const { days } = await dailyFigures(scope);
      const dialect = CSV_DIALECTS[language];
      const body = days.map((day) => csvLine([day.day, day.orders, day.revenue, day.averageBasket, day.cancelled, day.awaitingPayment], dialect)).join('');
      return { filename: fileName('days', query), body: BOM + csvLine(DAY_HEADERS[language], dialect) + body };
    },
  };
}
