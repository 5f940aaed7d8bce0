// The console's menu editor and stop-list through HTTP: validation (nothing saved), roles, tenants, audit,
// the product editor's all-or-nothing Save, reorder, image upload, and the storefront seeing each change at once.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDatabase } from '@dastarkhan/db/testing';
import { DEMO } from '@dastarkhan/db/seed/seed-demo';
import type { StaffRole } from '@dastarkhan/domain/console-access';
import type { Overalls } from '@dastarkhan/domain/contracts/catalogue';
import type { MenuGroup, MenuCategory, MenuProduct, MenuProductSave, MenuTree, StopList } from '@dastarkhan/domain/contracts/console-menu';
import { MENU_IMAGE_MAX_BYTES } from '@dastarkhan/domain/contracts/console-menu';
import { authHeaders, createTestApp, queryRows, signIn, type TestApp } from '../../testing/test-app.ts';
import { freshPhone } from '../accounts/test-support.ts';
import { placeOrder, productFacts, requiredSelection } from '../orders/test-support.ts';
import type { PaymeReceiptDetail } from '../payments/payme.ts';
import { paymeRequest } from '../payments/provider-side.ts';
import { expectForbiddenFor, sessionsByRole, staffSession, type StaffSession } from './test-support.ts';

const demo = DEMO.merchantIds.demo;
const shop = DEMO.merchantIds.shop;
const H24 = DEMO.roundTheClockBranchId;
const MENU = '/api/console/v1/menu';
const MANAGERS: readonly StaffRole[] = ['OWNER', 'MANAGER'];
const OPERATORS: readonly StaffRole[] = ['OWNER', 'MANAGER', 'OPERATOR'];

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
interface ErrorBody {
  error: { code: string; details?: { fields?: { field: string }[] } & Record<string, unknown> };
}

describe(`console menu and stop-list (${describeDatabase()})`, () => {
  let t: TestApp;
  let roles: Record<StaffRole, StaffSession>;
  let manager: StaffSession;
  let shopManager: StaffSession;
  // Fixtures made through the API: a group → category → product with one option group and one option.
  let group: MenuGroup;
  let category: MenuCategory;
  let product: MenuProduct;

  beforeAll(async () => {
    t = await createTestApp();
    roles = await sessionsByRole(t);
    manager = roles.MANAGER;
    shopManager = await staffSession(t, { merchantId: shop, role: 'MANAGER' });
    group = (await send('POST', `${MENU}/groups`, { name: { eng: 'Test group' } })).json<MenuGroup>();
    category = (await send('POST', `${MENU}/categories`, { groupId: group.id, name: { ru: 'Тест' } })).json<MenuCategory>();
    const created = await send('POST', `${MENU}/products`, productBody());
    expect(created.statusCode, created.body).toBe(201);
    product = created.json<MenuProduct>();
  });
  afterAll(async () => {
    await t?.close();
  });

  function send(method: Method, url: string, payload?: unknown, session: StaffSession = manager) {
    return t.app.inject({ method, url, headers: session.headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  }

  function productBody(overrides: Partial<MenuProductSave> = {}): MenuProductSave {
    return {
      categoryId: category.id,
      name: { uz: 'Sinov oshi', ru: 'Тестовый плов', eng: 'Test plov' },
      description: { eng: 'Rice, carrots, lamb' },
      price: 45000.5,
      discount: 10,
      labels: [{ key: 'hit', name: { eng: 'Hit' }, color: '#e63946' }],
      calorie: 650,
      measure: 350,
      unit: 'GRAMM',
      maxQuantity: 5,
      channels: [],
      isActive: true,
      optionGroups: [{ name: { eng: 'Size' }, minSelect: 1, maxSelect: 1, options: [{ name: { eng: 'Big' }, price: 5000, isDefault: true }] }],
      branches: [
        { branchId: H24, isActive: true },
        { branchId: DEMO.branchIds.amirTemur, isActive: true },
      ],
      ...overrides,
    };
  }

  /** A fingerprint of every menu table of the merchant (and of media): equal fingerprints = nothing was written. */
  async function menuState(merchantId = demo): Promise<string> {
    const tables = ['product_groups', 'categories', 'products', 'modification_groups', 'modification_options', 'product_branches', 'media'];
    const parts: string[] = [];
    for (const table of tables) {
      const [row] = await queryRows<{ digest: string | null }>(
        t.database,
        `select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as digest from (select * from ${table} where merchant_id = $1) x`,
        [merchantId],
      );
      parts.push(`${table}:${row?.digest ?? ''}`);
    }
    return parts.join('|');
  }

  async function lastAudit(action: string): Promise<{ entity_id: string | null; staff_id: string | null; before: unknown; after: unknown } | undefined> {
    const rows = await queryRows<{ entity_id: string | null; staff_id: string | null; before: unknown; after: unknown }>(
      t.database,
      'select entity_id, staff_id, before, after from audit_log where merchant_id = $1 and action = $2 order by created_at desc limit 1',
      [demo, action],
    );
    return rows[0];
  }

  async function overalls(branchId: string, etag?: string) {
    return t.app.inject({
      url: `/api/products/v1/overalls?branchId=${branchId}`,
      headers: { merchant: demo, ...(etag ? { 'if-none-match': etag } : {}) },
    });
  }
  const offered = (menu: Overalls) => menu.flatMap((g) => g.categories.flatMap((c) => c.products));

  function expectInvalid(response: { statusCode: number; body: string; json: <T>() => T }, field: string): void {
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.details?.fields?.map((entry) => entry.field)).toContain(field);
  }

  // ---------------------------------------------------------------------------------------------

  it('reads the whole editable tree with inactive things, without deleted products, with the branches', async () => {
    await send('PATCH', `${MENU}/products/${DEMO.products.somsa.id}`, { isActive: false });
    const response = await send('GET', MENU);
    expect(response.statusCode).toBe(200);
    const tree = response.json<MenuTree>();
    const products = tree.groups.flatMap((g) => g.categories.flatMap((c) => c.products));
    expect(products.find((p) => p.id === DEMO.products.somsa.id)?.isActive).toBe(false);
    const plov = products.find((p) => p.id === DEMO.products.plov.id);
    expect(plov?.price).toBe(DEMO.products.plov.price / 100);
    expect(plov?.optionGroups.length).toBeGreaterThan(0);
    expect(plov?.branches.length).toBeGreaterThan(0);
    expect(tree.branches.map((b) => b.id)).toContain(H24);
    expect(products.some((p) => p.id === DEMO.shopProducts.rice.id)).toBe(false);
    await send('PATCH', `${MENU}/products/${DEMO.products.somsa.id}`, { isActive: true });
    // Read needs menu.read: operators and couriers are refused.
    await expectForbiddenFor(t, roles, MANAGERS, { method: 'GET', url: MENU });
  });

  it('refuses control characters in texts (400 naming the field), saving nothing', async () => {
    const before = await menuState();
    expectInvalid(await send('POST', `${MENU}/groups`, { name: { uz: 'x\u0000y' } }), 'name.uz');
    expectInvalid(await send('PUT', `${MENU}/products/${product.id}`, productBody({ description: { ru: 'a\u0007b' } })), 'description.ru');
    expect(await menuState()).toBe(before);
  });

  it('creates groups, categories and products at the end of their siblings, with audit rows', async () => {
    expect(product.price).toBe(45000.5);
    expect(product.optionGroups[0]?.options[0]).toMatchObject({ price: 5000, isDefault: true, maxCount: 1 });
    expect(product.branches).toHaveLength(2);
    const [row] = await queryRows<{ price: string | number }>(t.database, 'select price from products where id = $1', [product.id]);
    expect(Number(row?.price)).toBe(4500050);
    const audit = await lastAudit('product.create');
    expect(audit?.entity_id).toBe(product.id);
    expect(audit?.staff_id).toBe(manager.staffId);
    expect((await lastAudit('menu-group.create'))?.entity_id).toBe(group.id);
    expect((await lastAudit('menu-category.create'))?.entity_id).toBe(category.id);
  });

  // The matrix every write route must pass: a validation error names the field and saves nothing; roles
  // without the permission get 403; another merchant's ids answer 404; a foreign merchant header 403.
  describe('every write route', () => {
    interface WriteCase {
      name: string;
      method: Exclude<Method, 'GET'>;
      url: () => string;
      valid: () => unknown;
      invalid?: () => { payload: unknown; field: string };
      /** The same request aimed at the shop merchant's row (404). */
      foreign?: () => { url: string; payload?: unknown };
      allowed: readonly StaffRole[];
    }
    const shopProduct = DEMO.shopProducts.rice.id;
    const cases: WriteCase[] = [
      {
        name: 'create group',
        method: 'POST',
        url: () => `${MENU}/groups`,
        valid: () => ({ name: { eng: 'G' } }),
        invalid: () => ({ payload: { name: { uz: ' ', ru: '', eng: '' } }, field: 'name' }),
        allowed: MANAGERS,
      },
      {
        name: 'update group',
        method: 'PATCH',
        url: () => `${MENU}/groups/${group.id}`,
        valid: () => ({ isActive: true }),
        invalid: () => ({ payload: { image: 'https://evil.example/x.png' }, field: 'image' }),
        foreign: () => ({ url: `${MENU}/groups/${DEMO_SHOP_GROUP}`, payload: { isActive: false } }),
        allowed: MANAGERS,
      },
      {
        name: 'delete group',
        method: 'DELETE',
        url: () => `${MENU}/groups/${group.id}`,
        valid: () => undefined,
        foreign: () => ({ url: `${MENU}/groups/${DEMO_SHOP_GROUP}` }),
        allowed: MANAGERS,
      },
      {
        name: 'create category',
        method: 'POST',
        url: () => `${MENU}/categories`,
        valid: () => ({ groupId: group.id, name: { eng: 'C' } }),
        invalid: () => ({ payload: { groupId: 'not-a-uuid', name: { eng: 'C' } }, field: 'groupId' }),
        foreign: () => ({ url: `${MENU}/categories`, payload: { groupId: DEMO_SHOP_GROUP, name: { eng: 'C' } } }),
        allowed: MANAGERS,
      },
      {
        name: 'update category',
        method: 'PATCH',
        url: () => `${MENU}/categories/${category.id}`,
        valid: () => ({ isActive: true }),
        invalid: () => ({ payload: { name: { eng: 'x'.repeat(201) } }, field: 'name.eng' }),
        foreign: () => ({ url: `${MENU}/categories/${DEMO_SHOP_CATEGORY}`, payload: { isActive: false } }),
        allowed: MANAGERS,
      },
      {
        name: 'delete category',
        method: 'DELETE',
        url: () => `${MENU}/categories/${category.id}`,
        valid: () => undefined,
        foreign: () => ({ url: `${MENU}/categories/${DEMO_SHOP_CATEGORY}` }),
        allowed: MANAGERS,
      },
      {
        name: 'create product',
        method: 'POST',
        url: () => `${MENU}/products`,
        valid: () => productBody(),
        invalid: () => ({ payload: productBody({ price: 10.001 }), field: 'price' }),
        foreign: () => ({ url: `${MENU}/products`, payload: productBody({ categoryId: DEMO_SHOP_CATEGORY }) }),
        allowed: MANAGERS,
      },
      {
        name: 'save product',
        method: 'PUT',
        url: () => `${MENU}/products/${product.id}`,
        valid: () => productBody(),
        invalid: () => ({ payload: productBody({ discount: 101 }), field: 'discount' }),
        foreign: () => ({ url: `${MENU}/products/${shopProduct}`, payload: productBody() }),
        allowed: MANAGERS,
      },
      {
        name: 'patch product',
        method: 'PATCH',
        url: () => `${MENU}/products/${product.id}`,
        valid: () => ({ price: 1 }),
        invalid: () => ({ payload: { price: -1 }, field: 'price' }),
        foreign: () => ({ url: `${MENU}/products/${shopProduct}`, payload: { price: 1 } }),
        allowed: MANAGERS,
      },
      {
        name: 'delete product',
        method: 'DELETE',
        url: () => `${MENU}/products/${product.id}`,
        valid: () => undefined,
        foreign: () => ({ url: `${MENU}/products/${shopProduct}` }),
        allowed: MANAGERS,
      },
      {
        name: 'create option group',
        method: 'POST',
        url: () => `${MENU}/products/${product.id}/option-groups`,
        valid: () => ({ name: { eng: 'Sauce' }, minSelect: 0, maxSelect: 2 }),
        invalid: () => ({ payload: { name: { eng: 'Sauce' }, minSelect: 3, maxSelect: 2 }, field: 'minSelect' }),
        foreign: () => ({ url: `${MENU}/products/${shopProduct}/option-groups`, payload: { name: { eng: 'Sauce' } } }),
        allowed: MANAGERS,
      },
      {
        name: 'update option group',
        method: 'PATCH',
        url: () => `${MENU}/option-groups/${product.optionGroups[0]!.id}`,
        valid: () => ({ name: { eng: 'Size' } }),
        invalid: () => ({ payload: { maxSelect: 0 }, field: 'maxSelect' }),
        foreign: () => ({ url: `${MENU}/option-groups/${DEMO_SHOP_OPTION_GROUP}`, payload: { name: { eng: 'x' } } }),
        allowed: MANAGERS,
      },
      {
        name: 'delete option group',
        method: 'DELETE',
        url: () => `${MENU}/option-groups/${product.optionGroups[0]!.id}`,
        valid: () => undefined,
        foreign: () => ({ url: `${MENU}/option-groups/${DEMO_SHOP_OPTION_GROUP}` }),
        allowed: MANAGERS,
      },
      {
        name: 'create option',
        method: 'POST',
        url: () => `${MENU}/option-groups/${product.optionGroups[0]!.id}/options`,
        valid: () => ({ name: { eng: 'Small' }, price: 0 }),
        invalid: () => ({ payload: { name: { eng: 'Small' }, maxCount: 0 }, field: 'maxCount' }),
        foreign: () => ({ url: `${MENU}/option-groups/${DEMO_SHOP_OPTION_GROUP}/options`, payload: { name: { eng: 'x' } } }),
        allowed: MANAGERS,
      },
      {
        name: 'update option',
        method: 'PATCH',
        url: () => `${MENU}/options/${product.optionGroups[0]!.options[0]!.id}`,
        valid: () => ({ price: 6000 }),
        invalid: () => ({ payload: { price: 'free' }, field: 'price' }),
        foreign: () => ({ url: `${MENU}/options/${DEMO_SHOP_OPTION}`, payload: { price: 1 } }),
        allowed: MANAGERS,
      },
      {
        name: 'delete option',
        method: 'DELETE',
        url: () => `${MENU}/options/${product.optionGroups[0]!.options[0]!.id}`,
        valid: () => undefined,
        foreign: () => ({ url: `${MENU}/options/${DEMO_SHOP_OPTION}` }),
        allowed: MANAGERS,
      },
      {
        name: 'reorder',
        method: 'PUT',
        url: () => `${MENU}/reorder`,
        valid: () => ({ kind: 'groups', ids: [group.id] }),
        invalid: () => ({ payload: { kind: 'products', ids: [product.id] }, field: 'parentId' }),
        foreign: () => ({ url: `${MENU}/reorder`, payload: { kind: 'groups', ids: [DEMO_SHOP_GROUP] } }),
        allowed: MANAGERS,
      },
      {
        name: 'toggle stop-list',
        method: 'PUT',
        url: () => '/api/console/v1/stop-list',
        valid: () => ({ productId: product.id, branchId: H24, stopped: false }),
        invalid: () => ({ payload: { productId: product.id, branchId: H24, stopped: 'yes' }, field: 'stopped' }),
        foreign: () => ({ url: '/api/console/v1/stop-list', payload: { productId: shopProduct, stopped: true } }),
        allowed: OPERATORS,
      },
    ];

    let DEMO_SHOP_GROUP = '';
    let DEMO_SHOP_CATEGORY = '';
    let DEMO_SHOP_OPTION_GROUP = '';
    let DEMO_SHOP_OPTION = '';
    beforeAll(async () => {
      const shopTree = (await send('GET', MENU, undefined, shopManager)).json<MenuTree>();
      const rice = shopTree.groups.flatMap((g) => g.categories.flatMap((c) => c.products)).find((p) => p.id === shopProduct)!;
      DEMO_SHOP_CATEGORY = rice.categoryId;
      DEMO_SHOP_GROUP = shopTree.groups.find((g) => g.categories.some((c) => c.id === rice.categoryId))!.id;
      DEMO_SHOP_OPTION_GROUP = rice.optionGroups[0]!.id;
      DEMO_SHOP_OPTION = rice.optionGroups[0]!.options[0]!.id;
    });

    for (const route of cases) {
      describe(route.name, () => {
        if (route.invalid) {
          it('answers 400 naming the field, and saves nothing', async () => {
            const before = await menuState();
            const { payload, field } = route.invalid!();
            expectInvalid(await send(route.method, route.url(), payload), field);
            expect(await menuState()).toBe(before);
          });
        }

        it(`refuses every role but ${route.allowed.join(', ')} (403), saving nothing`, async () => {
          const before = await menuState();
          await expectForbiddenFor(t, roles, route.allowed, { method: route.method, url: route.url(), payload: route.valid() });
          expect(await menuState()).toBe(before);
        });

        it('keeps a staff member to their own merchant: a foreign merchant header is 403, foreign ids 404', async () => {
          const before = await menuState();
          const shopBefore = await menuState(shop);
          const valid = route.valid();
          const wrongHeader = await t.app.inject({
            method: route.method,
            url: route.url(),
            headers: { ...manager.headers, merchant: shop },
            ...(valid !== undefined ? { payload: valid as object } : {}),
          });
          expect(wrongHeader.statusCode, wrongHeader.body).toBe(403);
          expect(wrongHeader.json<ErrorBody>().error.code).toBe('CONSOLE_WRONG_MERCHANT');
          if (route.foreign) {
            const { url, payload } = route.foreign();
            const response = await send(route.method, url, payload);
            expect(response.statusCode, response.body).toBe(404);
          }
          expect(await menuState()).toBe(before);
          expect(await menuState(shop)).toBe(shopBefore);
        });
      });
    }
  });

  // ---------------------------------------------------------------------------------------------

  it('saves the product editor all or nothing: an invalid option group leaves the product unchanged', async () => {
    const before = await menuState();
    // Refused by the schema: min > max in the second option group.
    const schemaInvalid = productBody({
      price: 99999,
      optionGroups: [
        { name: { eng: 'Size' }, minSelect: 1, maxSelect: 1, options: [{ name: { eng: 'Big' }, isDefault: true }] },
        { name: { eng: 'Broken' }, minSelect: 2, maxSelect: 1, options: [{ name: { eng: 'A' } }, { name: { eng: 'B' } }] },
      ],
    });
    expectInvalid(await send('PUT', `${MENU}/products/${product.id}`, schemaInvalid), 'optionGroups.1.minSelect');
    // Refused by a rule checked against the database after the product row itself was written: a kept
    // option group id that is another product's. The whole transaction must roll back.
    const plov = (await send('GET', `${MENU}/products/${DEMO.products.plov.id}`)).json<MenuProduct>();
    const foreignGroup = productBody({ price: 99999, optionGroups: [{ id: plov.optionGroups[0]!.id, name: { eng: 'Stolen' }, minSelect: 0, maxSelect: 1, options: [] }] });
    const response = await send('PUT', `${MENU}/products/${product.id}`, foreignGroup);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json<ErrorBody>().error.code).toBe('MENU_OPTION_GROUP_NOT_FOUND');
    // A group nobody could satisfy (needs 3, its options offer 1).
    expectInvalid(
      await send('PUT', `${MENU}/products/${product.id}`, productBody({ optionGroups: [{ name: { eng: 'X' }, minSelect: 3, maxSelect: 3, options: [{ name: { eng: 'A' } }] }] })),
      'optionGroups.0.minSelect',
    );
    // A branch of another merchant.
    const foreignBranch = await send('PUT', `${MENU}/products/${product.id}`, productBody({ branches: [{ branchId: DEMO_SHOP_BRANCH(), isActive: true }] }));
    expect(foreignBranch.statusCode).toBe(404);
    expect(await menuState()).toBe(before);
    const unchanged = (await send('GET', `${MENU}/products/${product.id}`)).json<MenuProduct>();
    expect(unchanged.price).toBe(product.price);
  });

  let shopBranch = '';
  const DEMO_SHOP_BRANCH = () => shopBranch;
  beforeAll(async () => {
    const [row] = await queryRows<{ id: string }>(t.database, 'select id from branches where merchant_id = $1 limit 1', [shop]);
    shopBranch = row!.id;
  });

  it('saves the product editor: keeps option ids it names, removes the ones it leaves out, replaces branches', async () => {
    const current = (await send('GET', `${MENU}/products/${product.id}`)).json<MenuProduct>();
    const size = current.optionGroups[0]!;
    const big = size.options[0]!;
    const body = productBody({
      price: 50000,
      optionGroups: [
        { name: { eng: 'Sauce' }, minSelect: 0, maxSelect: 2, options: [{ name: { eng: 'Ketchup' }, price: 1000 }] },
        { id: size.id, name: { eng: 'Size' }, minSelect: 1, maxSelect: 1, options: [{ id: big.id, name: { eng: 'Large' }, price: 7000, isDefault: true }] },
      ],
      branches: [{ branchId: H24, isActive: false }],
    });
    const response = await send('PUT', `${MENU}/products/${product.id}`, body);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<MenuProduct>();
    expect(saved.price).toBe(50000);
    expect(saved.optionGroups.map((g) => g.name.eng)).toEqual(['Sauce', 'Size']);
    expect(saved.optionGroups[1]!.id).toBe(size.id);
    expect(saved.optionGroups[1]!.options).toEqual([expect.objectContaining({ id: big.id, name: expect.objectContaining({ eng: 'Large' }), price: 7000 })]);
    expect(saved.branches).toEqual([{ branchId: H24, isActive: false }]);
    const audit = await lastAudit('product.update');
    expect(audit?.entity_id).toBe(product.id);
    expect((audit?.before as MenuProduct).price).toBe(current.price);
    expect((audit?.after as MenuProduct).price).toBe(50000);
    // Back to the fixture's shape for the tests that follow.
    const restored = await send('PUT', `${MENU}/products/${product.id}`, productBody());
    expect(restored.statusCode, restored.body).toBe(200);
    product = restored.json<MenuProduct>();
  });

  describe('fiscal codes', () => {
    const IKPU = '10202001001000000';

    it('saves the IKPU (MXIK) code and the barcode, reads them back, keeps them when a save leaves them out, clears them with null, and audits them', async () => {
      const created = await send('POST', `${MENU}/products`, productBody({ name: { eng: 'Fiscal plov' }, mxikCode: IKPU, barcode: '4780000000011' }));
      expect(created.statusCode, created.body).toBe(201);
      const saved = created.json<MenuProduct>();
      expect(saved).toMatchObject({ mxikCode: IKPU, barcode: '4780000000011' });
      const [row] = await queryRows<{ mxik_code: string | null; barcode: string | null }>(t.database, 'select mxik_code, barcode from products where id = $1', [saved.id]);
      expect(row).toEqual({ mxik_code: IKPU, barcode: '4780000000011' });
      expect((await send('GET', `${MENU}/products/${saved.id}`)).json<MenuProduct>()).toMatchObject({ mxikCode: IKPU, barcode: '4780000000011' });
      const tree = (await send('GET', MENU)).json<MenuTree>();
      const inTree = tree.groups.flatMap((g) => g.categories.flatMap((c) => c.products)).find((p) => p.id === saved.id);
      expect(inTree).toMatchObject({ mxikCode: IKPU, barcode: '4780000000011' });
      expect((await lastAudit('product.create'))?.after).toMatchObject({ mxikCode: IKPU, barcode: '4780000000011' });

      // A save without the fields (an older client) keeps them; the audit shows both sides.
      const kept = await send('PUT', `${MENU}/products/${saved.id}`, productBody({ name: { eng: 'Fiscal plov' }, price: 47000 }));
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json<MenuProduct>()).toMatchObject({ price: 47000, mxikCode: IKPU, barcode: '4780000000011' });
      const changed = await send('PUT', `${MENU}/products/${saved.id}`, productBody({ name: { eng: 'Fiscal plov' }, mxikCode: '10202001002000000', barcode: null }));
      expect(changed.json<MenuProduct>()).toMatchObject({ mxikCode: '10202001002000000', barcode: null });
      const audit = await lastAudit('product.update');
      expect(audit?.entity_id).toBe(saved.id);
      expect(audit?.before).toMatchObject({ mxikCode: IKPU, barcode: '4780000000011' });
      expect(audit?.after).toMatchObject({ mxikCode: '10202001002000000', barcode: null });
      expect((await send('DELETE', `${MENU}/products/${saved.id}`)).statusCode).toBe(200);
    });

    it('refuses an IKPU that is not 17 digits and a barcode that is not 8–14 digits (400 naming the field), saving nothing', async () => {
      const before = await menuState();
      for (const mxikCode of ['1020200100100000', '102020010010000001', '1020200100100000A', '10202-01001000000', '']) {
        expectInvalid(await send('PUT', `${MENU}/products/${product.id}`, productBody({ price: 99999, mxikCode })), 'mxikCode');
        expectInvalid(await send('POST', `${MENU}/products`, productBody({ mxikCode })), 'mxikCode');
      }
      for (const barcode of ['1234567', '123456789012345', '47800000000AB', '']) {
        expectInvalid(await send('PUT', `${MENU}/products/${product.id}`, productBody({ price: 99999, barcode })), 'barcode');
      }
      expect(await menuState()).toBe(before);
      expect((await send('GET', `${MENU}/products/${product.id}`)).json<MenuProduct>()).toMatchObject({ price: product.price, mxikCode: product.mxikCode });
    });

    it("puts the saved IKPU on the product's line of the Payme receipt (CheckPerformTransaction)", async () => {
      const created = await send('POST', `${MENU}/products`, productBody({ name: { uz: 'Fiskal osh', eng: 'Receipt plov' }, mxikCode: IKPU, branches: [{ branchId: H24, isActive: true }] }));
      expect(created.statusCode, created.body).toBe(201);
      const saved = created.json<MenuProduct>();
      const customer = authHeaders(demo, (await signIn(t.app, demo, freshPhone().digits)).token);
      const facts = await productFacts(t.database, saved.id);
      const order = await placeOrder(t.app, customer, {
        serviceType: 'PICK_UP',
        branchId: H24,
        paymentType: 'PAYME',
        cartItems: [{ productId: saved.id, quantity: 2, modifications: requiredSelection(facts) }],
      });
      const [row] = await queryRows<{ total_price: string | number }>(t.database, 'select total_price from orders where id = $1', [order.id]);
      const request = paymeRequest(demo, { key: 'demo-payme-key' }, 'CheckPerformTransaction', { amount: Number(row!.total_price), account: { order_id: order.id } }, 1);
      const res = await t.app.inject({ method: 'POST', url: request.url, headers: request.headers, payload: request.body });
      const answer = res.json<{ result?: { allow: boolean; detail: PaymeReceiptDetail }; error?: unknown }>();
      expect(answer.error, res.body).toBeUndefined();
      expect(answer.result?.allow).toBe(true);
      expect(answer.result?.detail.items[0]).toMatchObject({ code: IKPU, count: 2 });
      expect(answer.result?.detail.items[0]?.title).toMatch(/^Fiskal osh/);
      // Out of the fixture category again for the tests that count its products.
      expect((await send('DELETE', `${MENU}/products/${saved.id}`)).statusCode).toBe(200);
    });
  });

  it('refuses to delete a group with categories and a category with live products (409), nothing changed', async () => {
    const before = await menuState();
    const groupDelete = await send('DELETE', `${MENU}/groups/${group.id}`);
    expect(groupDelete.statusCode).toBe(409);
    expect(groupDelete.json<ErrorBody>().error.code).toBe('MENU_GROUP_NOT_EMPTY');
    const categoryDelete = await send('DELETE', `${MENU}/categories/${category.id}`);
    expect(categoryDelete.statusCode).toBe(409);
    expect(categoryDelete.json<ErrorBody>().error.code).toBe('MENU_CATEGORY_NOT_EMPTY');
    expect(await menuState()).toBe(before);
  });

  it('deletes a product softly: gone from the editor and the storefront, kept for past orders', async () => {
    const extra = (await send('POST', `${MENU}/products`, productBody({ name: { eng: 'Short-lived' } }))).json<MenuProduct>();
    expect(offered((await overalls(H24)).json<Overalls>()).map((p) => p.id)).toContain(extra.id);
    expect((await send('DELETE', `${MENU}/products/${extra.id}`)).statusCode).toBe(200);
    const [row] = await queryRows<{ deleted: boolean }>(t.database, 'select deleted from products where id = $1', [extra.id]);
    expect(row?.deleted).toBe(true);
    expect((await send('GET', `${MENU}/products/${extra.id}`)).statusCode).toBe(404);
    expect(offered((await overalls(H24)).json<Overalls>()).map((p) => p.id)).not.toContain(extra.id);
    expect((await lastAudit('product.delete'))?.entity_id).toBe(extra.id);
  });

  it('deletes an emptied category and group', async () => {
    const g = (await send('POST', `${MENU}/groups`, { name: { uz: "Bo'sh" } })).json<MenuGroup>();
    const c = (await send('POST', `${MENU}/categories`, { groupId: g.id, name: { uz: "Bo'sh" } })).json<MenuCategory>();
    const p = (await send('POST', `${MENU}/products`, productBody({ categoryId: c.id }))).json<MenuProduct>();
    expect((await send('DELETE', `${MENU}/products/${p.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `${MENU}/categories/${c.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `${MENU}/groups/${g.id}`)).statusCode).toBe(200);
    const rows = await queryRows(t.database, 'select id from product_groups where id = $1', [g.id]);
    expect(rows).toHaveLength(0);
    expect((await lastAudit('menu-category.delete'))?.entity_id).toBe(c.id);
  });

  it('edits option groups and options one by one, keeping min ≤ max and one default in a single-choice group', async () => {
    const sizeId = product.optionGroups[0]!.id;
    const added = await send('POST', `${MENU}/option-groups/${sizeId}/options`, { name: { eng: 'Small' }, price: 0, isDefault: true });
    expect(added.statusCode, added.body).toBe(201);
    const options = added.json<{ options: { name: { eng: string }; isDefault: boolean; id: string }[] }>().options;
    expect(options.map((o) => [o.name.eng, o.isDefault])).toEqual([
      ['Big', false],
      ['Small', true],
    ]);
    expectInvalid(await send('PATCH', `${MENU}/option-groups/${sizeId}`, { minSelect: 2 }), 'minSelect');
    const changed = await send('PATCH', `${MENU}/options/${options[1]!.id}`, { price: 2500.25 });
    expect(changed.json<{ options: { price: number }[] }>().options[1]!.price).toBe(2500.25);
    expect((await lastAudit('option.update'))?.entity_id).toBe(options[1]!.id);
    expect((await send('DELETE', `${MENU}/options/${options[1]!.id}`)).statusCode).toBe(200);
    // The last option of a required group cannot go.
    const last = await send('DELETE', `${MENU}/options/${options[0]!.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json<ErrorBody>().error.code).toBe('MENU_OPTION_GROUP_UNSATISFIABLE');
    const sauce = await send('POST', `${MENU}/products/${product.id}/option-groups`, { name: { eng: 'Sauce' }, maxSelect: 3 });
    expect(sauce.statusCode).toBe(201);
    expect((await send('DELETE', `${MENU}/option-groups/${sauce.json<{ id: string }>().id}`)).statusCode).toBe(200);
    expect((await lastAudit('option-group.delete'))?.entity_id).toBe(sauce.json<{ id: string }>().id);
  });

  describe('reorder', () => {
    it('sets priority by position, unlisted siblings after, and the storefront follows', async () => {
      const second = (await send('POST', `${MENU}/products`, productBody({ name: { eng: 'Second' } }))).json<MenuProduct>();
      const third = (await send('POST', `${MENU}/products`, productBody({ name: { eng: 'Third' } }))).json<MenuProduct>();
      const response = await send('PUT', `${MENU}/reorder`, { kind: 'products', parentId: category.id, ids: [third.id, product.id] });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ ids: string[] }>().ids).toEqual([third.id, product.id, second.id]);
      const tree = (await send('GET', MENU)).json<MenuTree>();
      const ours = tree.groups.find((g) => g.id === group.id)!.categories[0]!.products.map((p) => p.id);
      expect(ours).toEqual([third.id, product.id, second.id]);
      const audit = await lastAudit('products.reorder');
      expect(audit?.entity_id).toBe(category.id);
      expect(audit?.after).toEqual([third.id, product.id, second.id]);
      for (const extra of [second, third]) await send('DELETE', `${MENU}/products/${extra.id}`);
    });

    it('orders groups, categories, option groups and options too', async () => {
      const tree = (await send('GET', MENU)).json<MenuTree>();
      const groupIds = tree.groups.map((g) => g.id);
      const reversed = [...groupIds].reverse();
      expect((await send('PUT', `${MENU}/reorder`, { kind: 'groups', ids: reversed })).json<{ ids: string[] }>().ids).toEqual(reversed);
      expect((await send('PUT', `${MENU}/reorder`, { kind: 'groups', ids: groupIds })).statusCode).toBe(200);
      const plov = (await send('GET', `${MENU}/products/${DEMO.products.plov.id}`)).json<MenuProduct>();
      const groupsOfOptions = plov.optionGroups.map((g) => g.id).reverse();
      expect((await send('PUT', `${MENU}/reorder`, { kind: 'optionGroups', parentId: plov.id, ids: groupsOfOptions })).json<{ ids: string[] }>().ids).toEqual(groupsOfOptions);
      const optionIds = plov.optionGroups[0]!.options.map((o) => o.id).reverse();
      const options = await send('PUT', `${MENU}/reorder`, { kind: 'options', parentId: plov.optionGroups[0]!.id, ids: optionIds });
      expect(options.json<{ ids: string[] }>().ids).toEqual(optionIds);
    });

    it('refuses ids of another parent (400) or of nobody / another merchant (404), changing nothing', async () => {
      const before = await menuState();
      const wrongParent = await send('PUT', `${MENU}/reorder`, { kind: 'products', parentId: category.id, ids: [product.id, DEMO.products.plov.id] });
      expect(wrongParent.statusCode).toBe(400);
      expect(wrongParent.json<ErrorBody>().error.code).toBe('MENU_REORDER_WRONG_PARENT');
      const foreign = await send('PUT', `${MENU}/reorder`, { kind: 'products', parentId: category.id, ids: [product.id, DEMO.shopProducts.rice.id] });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json<ErrorBody>().error.code).toBe('PRODUCT_NOT_FOUND');
      expectInvalid(await send('PUT', `${MENU}/reorder`, { kind: 'groups', ids: [group.id, group.id] }), 'ids');
      expect(await menuState()).toBe(before);
    });
  });

  describe('image upload', () => {
    const upload = (body: Buffer, contentType: string, session: StaffSession = manager) =>
      t.app.inject({ method: 'POST', url: `${MENU}/images`, headers: { ...session.headers, 'content-type': contentType }, payload: body });

    it('stores a real PNG once (content-addressed) and the image endpoint serves it resized', async () => {
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e63946' } }).png().toBuffer();
      const response = await upload(png, 'image/png');
      expect(response.statusCode, response.body).toBe(201);
      const image = response.json<{ id: string; path: string; width: number; height: number; contentType: string }>();
      expect(image).toMatchObject({ path: `/api/images/${image.id}`, width: 64, height: 48, contentType: 'image/png' });
      expect((await upload(png, 'image/png')).json<{ id: string }>().id).toBe(image.id);
      const served = await t.app.inject({ url: `${image.path}?w=32&h=32` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await lastAudit('media.upload'))?.entity_id).toBe(image.id);
      // The path goes into a product.
      const saved = await send('PATCH', `${MENU}/products/${product.id}`, { isActive: true });
      expect(saved.statusCode).toBe(200);
      const withImage = await send('PUT', `${MENU}/products/${product.id}`, productBody({ image: image.path }));
      expect(withImage.json<MenuProduct>().image).toBe(image.path);
      // An image path nobody uploaded is refused.
      const unknown = await send('PUT', `${MENU}/products/${product.id}`, productBody({ image: '/api/images/0000deadbeef' }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<ErrorBody>().error.code).toBe('IMAGE_NOT_FOUND');
    });

    it('refuses a text file labelled image/png (400), another type (415) and a too large body (413), storing nothing', async () => {
      const before = await menuState();
      const text = await upload(Buffer.from('just some text, not a picture'), 'image/png');
      expect(text.statusCode, text.body).toBe(400);
      expect(text.json<ErrorBody>().error.code).toBe('IMAGE_UNREADABLE');
      const gif = await upload(Buffer.from('GIF89a'), 'image/gif');
      expect(gif.statusCode).toBe(415);
      const big = await upload(Buffer.alloc(MENU_IMAGE_MAX_BYTES + 1, 1), 'image/jpeg');
      expect(big.statusCode).toBe(413);
      const body = big.json<ErrorBody & { error: { description: { ru: string; uz: string } } }>();
      expect(body.error.code).toBe('MENU_IMAGE_TOO_LARGE');
      expect(body.error.description.ru).toContain('5 МБ');
      expect(await menuState()).toBe(before);
    });

    it('is for managers and up only', async () => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
      for (const role of ['OPERATOR', 'COURIER'] as const) {
        const response = await upload(png, 'image/png', roles[role]);
        expect(response.statusCode).toBe(403);
      }
      const wrongMerchant = await t.app.inject({ method: 'POST', url: `${MENU}/images`, headers: { ...manager.headers, merchant: shop, 'content-type': 'image/png' }, payload: png });
      expect(wrongMerchant.statusCode).toBe(403);
      const rows = await queryRows(t.database, 'select id from media where merchant_id = $1 and width = 8', [demo]);
      expect(rows).toHaveLength(0);
    });
  });

  describe('stop-list', () => {
    it('lists the products a branch sells with their state; an operator may read it, a courier not', async () => {
      const response = await send('GET', `/api/console/v1/stop-list?branchId=${H24}`, undefined, roles.OPERATOR);
      expect(response.statusCode).toBe(200);
      const list = response.json<StopList>();
      const ours = list.items.find((item) => item.productId === product.id);
      expect(ours?.branches).toEqual([{ branchId: H24, stopped: false }]);
      expect(ours?.categoryName.ru).toBe('Тест');
      expect(list.items.every((item) => item.branches.every((b) => b.branchId === H24))).toBe(true);
      const inactive = (await send('GET', `/api/console/v1/stop-list?branchId=${DEMO.branchIds.yunusobod}`)).json<StopList>();
      expect(inactive.items.find((item) => item.productId === DEMO.products.inactiveInYunusobod.id)?.branches[0]?.stopped).toBe(true);
      await expectForbiddenFor(t, roles, OPERATORS, { method: 'GET', url: `/api/console/v1/stop-list?branchId=${H24}` });
      expect((await send('GET', `/api/console/v1/stop-list?branchId=${shopBranch}`)).statusCode).toBe(404);
    });

    it('stops a product in one tap: the storefront stops offering it there at once (ETag changes), and resumes it', async () => {
      const first = await overalls(H24);
      const etag = String(first.headers.etag);
      expect(offered(first.json<Overalls>()).map((p) => p.id)).toContain(DEMO.products.plov.id);
      expect((await overalls(H24, etag)).statusCode).toBe(304);

      const stop = await send('PUT', '/api/console/v1/stop-list', { productId: DEMO.products.plov.id, branchId: H24, stopped: true }, roles.OPERATOR);
      expect(stop.statusCode, stop.body).toBe(200);
      expect(stop.json<{ branches: unknown[] }>().branches).toEqual([{ branchId: H24, stopped: true }]);
      const after = await overalls(H24, etag);
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      expect(offered(after.json<Overalls>()).map((p) => p.id)).not.toContain(DEMO.products.plov.id);
      // Other branches still sell it.
      expect(offered((await overalls(DEMO.branchIds.amirTemur)).json<Overalls>()).map((p) => p.id)).toContain(DEMO.products.plov.id);
      const audit = await lastAudit('product.stop');
      expect(audit?.entity_id).toBe(DEMO.products.plov.id);
      expect(audit?.staff_id).toBe(roles.OPERATOR.staffId);

      expect((await send('PUT', '/api/console/v1/stop-list', { productId: DEMO.products.plov.id, branchId: H24, stopped: false })).statusCode).toBe(200);
      const resumed = await overalls(H24);
      expect(resumed.headers.etag).toBe(etag);
      expect(offered(resumed.json<Overalls>()).map((p) => p.id)).toContain(DEMO.products.plov.id);
    });

    it('stops a product in every branch that sells it when no branch is named', async () => {
      const all = await send('PUT', '/api/console/v1/stop-list', { productId: product.id, stopped: true });
      expect(all.json<{ branches: { stopped: boolean }[] }>().branches).toEqual([
        { branchId: expect.any(String), stopped: true },
        { branchId: expect.any(String), stopped: true },
      ]);
      for (const branchId of [H24, DEMO.branchIds.amirTemur]) expect(offered((await overalls(branchId)).json<Overalls>()).map((p) => p.id)).not.toContain(product.id);
      await send('PUT', '/api/console/v1/stop-list', { productId: product.id, stopped: false });
      expect(offered((await overalls(H24)).json<Overalls>()).map((p) => p.id)).toContain(product.id);
    });

    it('answers 409 for a branch that does not sell the product and 404 for a branch of another merchant', async () => {
      const before = await menuState();
      const notSold = await send('PUT', '/api/console/v1/stop-list', { productId: product.id, branchId: DEMO.branchIds.samarkand, stopped: true });
      expect(notSold.statusCode).toBe(409);
      expect(notSold.json<ErrorBody>().error.code).toBe('MENU_PRODUCT_NOT_IN_BRANCH');
      const foreign = await send('PUT', '/api/console/v1/stop-list', { productId: product.id, branchId: shopBranch, stopped: true });
      expect(foreign.statusCode).toBe(404);
      expect(await menuState()).toBe(before);
    });
  });

  describe('category presentation', () => {
    // A category of its own with one product in the 24/7 branch, so the storefront lists it at any hour; removed at the end.
    let presentationGroup: MenuGroup;
    let shown: MenuCategory;
    let shownProduct: MenuProduct;
    beforeAll(async () => {
      presentationGroup = (await send('POST', `${MENU}/groups`, { name: { eng: 'Presentation' } })).json<MenuGroup>();
      const created = await send('POST', `${MENU}/categories`, { groupId: presentationGroup.id, name: { eng: 'Shown' } });
      expect(created.statusCode, created.body).toBe(201);
      shown = created.json<MenuCategory>();
      shownProduct = (await send('POST', `${MENU}/products`, productBody({ categoryId: shown.id, optionGroups: [], branches: [{ branchId: H24, isActive: true }] }))).json<MenuProduct>();
    });
    afterAll(async () => {
      await send('DELETE', `${MENU}/products/${shownProduct.id}`);
      await send('DELETE', `${MENU}/categories/${shown.id}`);
      await send('DELETE', `${MENU}/groups/${presentationGroup.id}`);
    });

    const inTree = async (id: string) => (await send('GET', MENU)).json<MenuTree>().groups.flatMap((g) => g.categories).find((c) => c.id === id);
    const onStorefront = async (id: string) => (await overalls(H24)).json<Overalls>().flatMap((g) => g.categories).find((c) => c.id === id);

    it('creates a category with the storefront defaults, and takes the presentation when sent', async () => {
      const defaults = { viewType: 'MEDIUM', scrollType: 'VERTICAL', navigationType: 'SHEET', isWithoutCart: false, textColor: null };
      expect(shown).toMatchObject(defaults);
      expect(await inTree(shown.id)).toMatchObject(defaults);
      const chosen = { viewType: 'BIG', scrollType: 'HORIZONTAL', navigationType: 'POP_UP', isWithoutCart: true, textColor: '#1D3557' };
      const created = await send('POST', `${MENU}/categories`, { groupId: presentationGroup.id, name: { eng: 'Chosen' }, ...chosen });
      expect(created.statusCode, created.body).toBe(201);
      const category = created.json<MenuCategory>();
      expect(category).toMatchObject(chosen);
      expect((await lastAudit('menu-category.create'))?.after).toMatchObject(chosen);
      expect((await send('DELETE', `${MENU}/categories/${category.id}`)).statusCode).toBe(200);
    });

    it('changes each field on its own, keeping the others, with the audit row holding before and after', async () => {
      const changes = [
        { viewType: 'SMALL' },
        { scrollType: 'HORIZONTAL' },
        { navigationType: 'FULL_SCREEN' },
        { isWithoutCart: true },
        { textColor: '#e63946' },
        { textColor: null },
        { isWithoutCart: false },
      ] as const;
      let expected: Record<string, unknown> = { viewType: 'MEDIUM', scrollType: 'VERTICAL', navigationType: 'SHEET', isWithoutCart: false, textColor: null };
      for (const change of changes) {
        const before = expected;
        expected = { ...expected, ...change };
        const response = await send('PATCH', `${MENU}/categories/${shown.id}`, change);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<MenuCategory>()).toMatchObject(expected);
        const audit = await lastAudit('menu-category.update');
        expect(audit?.before).toMatchObject(before);
        expect(audit?.after).toMatchObject(expected);
      }
      expect(await inTree(shown.id)).toMatchObject(expected);
    });

    it('refuses an unknown presentation or a colour that is not #rrggbb (400 naming the field), saving nothing', async () => {
      const before = await menuState();
      expectInvalid(await send('PATCH', `${MENU}/categories/${shown.id}`, { viewType: 'HUGE' }), 'viewType');
      expectInvalid(await send('PATCH', `${MENU}/categories/${shown.id}`, { scrollType: 'DIAGONAL' }), 'scrollType');
      expectInvalid(await send('PATCH', `${MENU}/categories/${shown.id}`, { navigationType: 'MODAL' }), 'navigationType');
      expectInvalid(await send('PATCH', `${MENU}/categories/${shown.id}`, { isWithoutCart: 'yes' }), 'isWithoutCart');
      for (const textColor of ['red', '#fff', '#12345g', '1d3557', '#1d35571']) {
        expectInvalid(await send('PATCH', `${MENU}/categories/${shown.id}`, { textColor }), 'textColor');
      }
      expectInvalid(await send('POST', `${MENU}/categories`, { groupId: presentationGroup.id, name: { eng: 'X' }, navigationType: 'sheet' }), 'navigationType');
      expect(await menuState()).toBe(before);
    });

    it('shows the new presentation on the storefront at once (the cached catalogue is dropped)', async () => {
      const before = await overalls(H24);
      expect(before.statusCode).toBe(200);
      expect(await onStorefront(shown.id)).toMatchObject({ viewType: 'SMALL', navigationType: 'FULL_SCREEN' });
      const presentation = { viewType: 'BIG', scrollType: 'HORIZONTAL', navigationType: 'POP_UP', isWithoutCart: true, textColor: '#2a9d8f' };
      expect((await send('PATCH', `${MENU}/categories/${shown.id}`, presentation)).statusCode).toBe(200);
      const after = await overalls(H24);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(await onStorefront(shown.id)).toMatchObject(presentation);
    });
  });

  it('shows a price change on the storefront at once', async () => {
    const before = await overalls(H24);
    const changed = await send('PATCH', `${MENU}/products/${DEMO.products.plov.id}`, { price: 12345 });
    expect(changed.statusCode).toBe(200);
    const after = await overalls(H24);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(offered(after.json<Overalls>()).find((p) => p.id === DEMO.products.plov.id)?.price).toBe(12345);
    await send('PATCH', `${MENU}/products/${DEMO.products.plov.id}`, { price: DEMO.products.plov.price / 100 });
  });
});
