// Content the storefront shows besides the menu: policy documents, sister brands, banners, vacancies.
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { LocalizedTextSchema } from './localized-text.ts';
import { POLICY_TYPES } from '../enums.ts';
import { EXTRA_PAGE_TYPES } from '../extra-pages.ts';

export const PolicyTypeSchema = z.enum(POLICY_TYPES);

/** `GET /support/v1/company/policies?policies=TERMS|ABOUT_COMPANY|PRIVACY_POLICY` */
export const PolicySchema = z
  .object({
    type: PolicyTypeSchema,
    text: LocalizedTextSchema,
  })
  .register(contractRegistry, { id: 'Policy' });
export type Policy = z.infer<typeof PolicySchema>;

/**
 * `GET /support/v1/company/extra-pages` (our path): the extra pages that have text, for the storefront's
 * links. `title` is each language's first line of the text (extra-pages.ts), empty where that language is.
 */
export const ExtraPageLinkSchema = z
  .object({
    type: z.enum(EXTRA_PAGE_TYPES),
    path: z.string(),
    title: LocalizedTextSchema,
  })
  .register(contractRegistry, { id: 'ExtraPageLink' });
export type ExtraPageLink = z.infer<typeof ExtraPageLinkSchema>;

/** `GET /support/v1/brand/catalog`: sister brands a multi-brand storefront links to. */
export const BrandEntrySchema = z
  .object({
    id: z.uuid(),
    merchantId: z.uuid(),
    /** The sister merchant's subdomain: the storefront links to `<sub>.<parent domain>` or `?vendor=<sub>`. */
    sub: z.string(),
    name: LocalizedTextSchema,
    /** The address the merchant set for this entry (else the sister's own domain); null: link by `sub`. */
    domainUrl: z.string().nullable(),
    color: z.string().nullable(),
    image: z.string().nullable(),
  })
  .register(contractRegistry, { id: 'BrandEntry' });
export type BrandEntry = z.infer<typeof BrandEntrySchema>;

/** `GET /support/v1/banner`: banners currently in their display window. */
export const BannerSchema = z
  .object({
    id: z.uuid(),
    title: LocalizedTextSchema,
    /** Image path per language. */
    image: LocalizedTextSchema,
    link: z.string().nullable(),
    productId: z.uuid().nullable(),
    priority: z.number().int(),
    startsAt: z.iso.datetime({ offset: true }).nullable(),
    endsAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .register(contractRegistry, { id: 'Banner' });
export type Banner = z.infer<typeof BannerSchema>;

/** `GET /support/v1/vacancies` and `/support/v1/vacancies/{id}` (our paths). */
export const VacancySchema = z
  .object({
    id: z.uuid(),
    title: LocalizedTextSchema,
    description: LocalizedTextSchema,
    salary: z.string().nullable(),
    cityId: z.uuid().nullable(),
    branchId: z.uuid().nullable(),
    priority: z.number().int(),
  })
  .register(contractRegistry, { id: 'Vacancy' });
export type Vacancy = z.infer<typeof VacancySchema>;
