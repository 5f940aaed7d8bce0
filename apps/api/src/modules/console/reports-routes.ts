// HTTP routes of the console's reports (manager and up): the summary of a range of days and its CSV exports.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ReportExportQuerySchema, ReportQuerySchema, ReportSummarySchema } from '@dastarkhan/domain/contracts/console-reports';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@dastarkhan/domain/i18n';
import { requestLanguage } from '../../plugins/errors.ts';
import type { ConsoleDeps } from './deps.ts';
import { createReportsService, type CsvFile } from './reports-service.ts';

const tags = ['console'];
const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };
const Csv = z.string().describe('text/csv; charset=utf-8, starting with a byte order mark');

function sendCsv(reply: FastifyReply, file: CsvFile): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

export function registerReportsRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reports = createReportsService(deps);
  const languageOf = (asked: ContentLanguage | undefined, header: string): ContentLanguage =>
    asked ?? ((CONTENT_LANGUAGES as readonly string[]).includes(header) ? (header as ContentLanguage) : 'uz');

  r.get(
    '/api/console/v1/reports/summary',
    {
      config: { console: 'reports.read' },
      schema: {
        tags,
        summary: "Orders and revenue over a range of the merchant's days: totals, per day, branch, service and payment type, top products",
        querystring: ReportQuerySchema,
        response: { 200: ReportSummarySchema, ...errors },
      },
    },
    async (request) => reports.summary(request.staff, request.query),
  );

  r.get(
    '/api/console/v1/reports/orders.csv',
    {
      config: { console: 'reports.read' },
      schema: { tags, summary: 'Every order of the range, one row each (CSV for spreadsheets)', querystring: ReportExportQuerySchema, response: { 200: Csv, ...errors } },
    },
    async (request, reply) => sendCsv(reply, await reports.ordersCsv(request.staff, request.query, languageOf(request.query.lang, requestLanguage(request)))),
  );

  r.get(
    '/api/console/v1/reports/days.csv',
    {
      config: { console: 'reports.read' },
      schema: { tags, summary: 'The figures of every day of the range, one row each (CSV for spreadsheets)', querystring: ReportExportQuerySchema, response: { 200: Csv, ...errors } },
    },
    async (request, reply) => sendCsv(reply, await reports.daysCsv(request.staff, request.query, languageOf(request.query.lang, requestLanguage(request)))),
  );
}
