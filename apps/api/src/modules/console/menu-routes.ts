// HTTP routes of the console's menu area: the editable menu tree, groups, categories, products with their
// option groups and options, order, image upload (menu.*), and the stop-list operators toggle (stoplist.*).
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MENU_IMAGE_MAX_BYTES,
  MENU_IMAGE_TYPES,
  MenuCategoryCreateSchema,
  MenuCategorySchema,
  MenuCategoryUpdateSchema,
  MenuGroupCreateSchema,
  MenuGroupSchema,
  MenuGroupUpdateSchema,
  MenuImageUploadedSchema,
  MenuOptionCreateSchema,
  MenuOptionGroupCreateSchema,
  MenuOptionGroupSchema,
  MenuOptionGroupUpdateSchema,
  MenuOptionUpdateSchema,
  MenuProductPatchSchema,
  MenuProductSaveSchema,
  MenuProductSchema,
  MenuReorderSchema,
  MenuTreeSchema,
  StopListItemSchema,
  StopListQuerySchema,
  StopListSchema,
  StopListToggleSchema,
} from '@dastarkhan/domain/contracts/console-menu';
import { ApiErrorSchema } from '@dastarkhan/domain/contracts/errors';
import { appError } from '../../errors.ts';
import type { ConsoleDeps } from './deps.ts';
import { createMenuService } from './menu-service.ts';

const tags = ['console-menu'];
const IdParams = z.object({ id: z.uuid() });
const Done = z.object({ ok: z.literal(true) });
const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const MENU = '/api/console/v1/menu';

export function registerMenuRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const menu = createMenuService(deps);
  const read = { console: 'menu.read' as const };
  const write = { console: 'menu.write' as const };

  r.get(
    MENU,
    { config: read, schema: { tags, summary: 'The whole editable menu (inactive things included, deleted products not) and the branches', response: { 200: MenuTreeSchema } } },
    (request) => menu.tree(request.staff),
  );

  // -- groups -----------------------------------------------------------------------------------

  r.post(
    `${MENU}/groups`,
    { config: write, schema: { tags, summary: 'Creates a menu group (at the end)', body: MenuGroupCreateSchema, response: { 201: MenuGroupSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await menu.createGroup(request.staff, request.body)),
  );
  r.patch(
    `${MENU}/groups/:id`,
    { config: write, schema: { tags, summary: 'Changes a menu group', params: IdParams, body: MenuGroupUpdateSchema, response: { 200: MenuGroupSchema, ...errors } } },
    (request) => menu.updateGroup(request.staff, request.params.id, request.body),
  );
  r.delete(
    `${MENU}/groups/:id`,
    { config: write, schema: { tags, summary: 'Deletes an empty menu group (409 MENU_GROUP_NOT_EMPTY otherwise)', params: IdParams, response: { 200: Done, ...errors } } },
    async (request) => {
      await menu.deleteGroup(request.staff, request.params.id);
      return { ok: true as const };
    },
  );

  // -- categories -------------------------------------------------------------------------------

  r.post(
    `${MENU}/categories`,
    { config: write, schema: { tags, summary: 'Creates a category in a group (at its end)', body: MenuCategoryCreateSchema, response: { 201: MenuCategorySchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await menu.createCategory(request.staff, request.body)),
  );
  r.patch(
    `${MENU}/categories/:id`,
    { config: write, schema: { tags, summary: 'Changes a category (or moves it to another group)', params: IdParams, body: MenuCategoryUpdateSchema, response: { 200: MenuCategorySchema, ...errors } } },
    (request) => menu.updateCategory(request.staff, request.params.id, request.body),
  );
  r.delete(
    `${MENU}/categories/:id`,
    { config: write, schema: { tags, summary: 'Deletes a category without live products (409 MENU_CATEGORY_NOT_EMPTY otherwise)', params: IdParams, response: { 200: Done, ...errors } } },
    async (request) => {
      await menu.deleteCategory(request.staff, request.params.id);
      return { ok: true as const };
    },
  );

  // -- products ---------------------------------------------------------------------------------

  r.get(
    `${MENU}/products/:id`,
    { config: read, schema: { tags, summary: 'One product as the editor edits it', params: IdParams, response: { 200: MenuProductSchema, 404: ApiErrorSchema } } },
    (request) => menu.product(request.staff, request.params.id),
  );
  r.post(
    `${MENU}/products`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Creates a product with its option groups, options, branches and fiscal codes (IKPU, barcode) in one transaction',
        body: MenuProductSaveSchema,
        response: { 201: MenuProductSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await menu.saveProduct(request.staff, null, request.body)),
  );
  r.put(
    `${MENU}/products/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: "The product editor's Save: the product, its option groups and options (missing ones removed), its branches and fiscal codes (absent keeps), all or nothing",
        params: IdParams,
        body: MenuProductSaveSchema,
        response: { 200: MenuProductSchema, ...errors },
      },
    },
    (request) => menu.saveProduct(request.staff, request.params.id, request.body),
  );
  r.patch(
    `${MENU}/products/:id`,
    { config: write, schema: { tags, summary: 'A quick change from the product list (active, price, discount, name, category)', params: IdParams, body: MenuProductPatchSchema, response: { 200: MenuProductSchema, ...errors } } },
    (request) => menu.patchProduct(request.staff, request.params.id, request.body),
  );
  r.delete(
    `${MENU}/products/:id`,
    { config: write, schema: { tags, summary: 'Deletes a product (soft: past orders keep it)', params: IdParams, response: { 200: Done, ...errors } } },
    async (request) => {
      await menu.deleteProduct(request.staff, request.params.id);
      return { ok: true as const };
    },
  );

  // -- option groups and options ----------------------------------------------------------------

  r.post(
    `${MENU}/products/:id/option-groups`,
    { config: write, schema: { tags, summary: 'Adds an option group to a product', params: IdParams, body: MenuOptionGroupCreateSchema, response: { 201: MenuOptionGroupSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await menu.createOptionGroup(request.staff, request.params.id, request.body)),
  );
  r.patch(
    `${MENU}/option-groups/:id`,
    { config: write, schema: { tags, summary: 'Changes an option group (name, min/max)', params: IdParams, body: MenuOptionGroupUpdateSchema, response: { 200: MenuOptionGroupSchema, ...errors } } },
    (request) => menu.updateOptionGroup(request.staff, request.params.id, request.body),
  );
  r.delete(
    `${MENU}/option-groups/:id`,
    { config: write, schema: { tags, summary: 'Removes an option group with its options', params: IdParams, response: { 200: Done, ...errors } } },
    async (request) => {
      await menu.deleteOptionGroup(request.staff, request.params.id);
      return { ok: true as const };
    },
  );
  r.post(
    `${MENU}/option-groups/:id/options`,
    { config: write, schema: { tags, summary: 'Adds an option to a group; answers the group', params: IdParams, body: MenuOptionCreateSchema, response: { 201: MenuOptionGroupSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await menu.createOption(request.staff, request.params.id, request.body)),
  );
  r.patch(
    `${MENU}/options/:id`,
    { config: write, schema: { tags, summary: 'Changes an option; answers its group', params: IdParams, body: MenuOptionUpdateSchema, response: { 200: MenuOptionGroupSchema, ...errors } } },
    (request) => menu.updateOption(request.staff, request.params.id, request.body),
  );
  r.delete(
    `${MENU}/options/:id`,
    { config: write, schema: { tags, summary: 'Removes an option', params: IdParams, response: { 200: Done, ...errors } } },
    async (request) => {
      await menu.deleteOption(request.staff, request.params.id);
      return { ok: true as const };
    },
  );

  // -- order ------------------------------------------------------------------------------------

  r.put(
    `${MENU}/reorder`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Orders the children of one parent by position; every id must be a child of the parent, else nothing changes',
        body: MenuReorderSchema,
        response: { 200: z.object({ ids: z.array(z.uuid()) }), ...errors },
      },
    },
    (request) => menu.reorder(request.staff, request.body),
  );

  // -- images: the raw bytes as the body, in a scope of their own so only this route parses images --

  void app.register(async (scope) => {
    const parse = (_request: unknown, body: Buffer, done: (error: Error | null, body?: Buffer) => void) => done(null, body);
    scope.addContentTypeParser([...MENU_IMAGE_TYPES], { parseAs: 'buffer', bodyLimit: MENU_IMAGE_MAX_BYTES }, parse);
    scope.setErrorHandler((error: FastifyError) => {
      // Said in the staff member's words rather than the generic PAYLOAD_TOO_LARGE; the root handler answers.
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw appError('MENU_IMAGE_TOO_LARGE', 413, { maxBytes: MENU_IMAGE_MAX_BYTES });
      throw error;
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${MENU}/images`,
      {
        config: write,
        bodyLimit: MENU_IMAGE_MAX_BYTES,
        schema: {
          tags,
          summary: `Uploads a product image: the raw bytes as the body (${MENU_IMAGE_TYPES.join(', ')}; up to ${MENU_IMAGE_MAX_BYTES / 1024 / 1024} MB)`,
          description: 'Answers the path to put in `image`; the image endpoint serves it resized. The same bytes always get the same id.',
          response: { 201: MenuImageUploadedSchema, 400: ApiErrorSchema, 413: ApiErrorSchema, 415: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const body: unknown = request.body;
        if (!Buffer.isBuffer(body)) throw appError('MENU_IMAGE_TYPE_UNSUPPORTED', 415, { contentType: request.headers['content-type'] ?? null });
        return reply.code(201).send(await menu.uploadImage(request.staff, body));
      },
    );
  });

  // -- stop-list (operators too) ----------------------------------------------------------------

  r.get(
    '/api/console/v1/stop-list',
    {
      config: { console: 'stoplist.read' },
      schema: {
        tags,
        summary: 'Products sold in the branch (or in any branch) with their state there: available or stopped',
        querystring: StopListQuerySchema,
        response: { 200: StopListSchema, 404: ApiErrorSchema },
      },
    },
    (request) => menu.stopList(request.staff, request.query.branchId),
  );
  r.put(
    '/api/console/v1/stop-list',
    {
      config: { console: 'stoplist.write' },
      schema: {
        tags,
        summary: 'Stops or resumes a product in one branch (or in every branch that sells it, without branchId)',
        body: StopListToggleSchema,
        response: { 200: StopListItemSchema, ...errors },
      },
    },
    (request) => menu.toggleStop(request.staff, request.body),
  );
}
