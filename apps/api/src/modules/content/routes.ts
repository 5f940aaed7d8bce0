// HTTP routes of storefront content (spec paths under /api/support/v1; vacancies are our paths).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BannerSchema, BrandEntrySchema, ExtraPageLinkSchema, PolicySchema, PolicyTypeSchema, VacancySchema } from '@dastarkhan/domain/contracts/content';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import type { ContentService } from './service.ts';

const tags = ['content'];

export function registerContentRoutes(app: FastifyInstance, deps: { content: ContentService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { content } = deps;

  r.get(
    '/api/support/v1/company/policies',
    {
      config: { merchant: 'header' },
      schema: {
        tags,
        summary: 'A policy document of the merchant',
        querystring: z.object({ policies: PolicyTypeSchema }),
        response: { 200: PolicySchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    (request) => content.getPolicy(request.merchant, request.query.policies),
  );

  r.get(
    '/api/support/v1/company/extra-pages',
    {
      config: { merchant: 'header' },
      schema: {
        tags,
        summary: 'The extra pages (/extra, /extra2, /extr3, /extra4) that have text, with their titles (our path)',
        response: { 200: z.array(ExtraPageLinkSchema) },
      },
    },
    async (request) => [...(await content.listExtraPages(request.merchant))],
  );

  r.get(
    '/api/support/v1/brand/catalog',
    {
      config: { merchant: 'header' },
      schema: { tags, summary: 'Sister brands the storefront links to', response: { 200: z.array(BrandEntrySchema) } },
    },
    (request) => content.listBrands(request.merchant),
  );

  r.get(
    '/api/support/v1/banner',
    {
      config: { merchant: 'header' },
      schema: { tags, summary: 'Banners in their display window (empty when banners are switched off)', response: { 200: z.array(BannerSchema) } },
    },
    (request) => content.listBanners(request.merchant),
  );

  r.get(
    '/api/support/v1/vacancies',
    {
      config: { merchant: 'header' },
      schema: { tags, summary: 'Open vacancies (empty when vacancies are switched off)', response: { 200: z.array(VacancySchema) } },
    },
    (request) => content.listVacancies(request.merchant),
  );

  r.get(
    '/api/support/v1/vacancies/:id',
    {
      config: { merchant: 'header' },
      schema: {
        tags,
        summary: 'One open vacancy',
        params: z.object({ id: z.uuid() }),
        response: { 200: VacancySchema, 404: ApiErrorSchema },
      },
    },
    (request) => content.getVacancy(request.merchant, request.params.id),
  );
}
