// The constraints of the schema hold in the database itself, whatever code writes to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.ts';
import { describeDatabase, openTestDatabase } from './testing.ts';
import {
  branches,
  categories,
  cities,
  media,
  merchants,
  modificationGroups,
  modificationOptions,
  productBranches,
  productGroups,
  products,
  promos,
  users,
} from './schema.ts';

/** The SQLSTATE of a failed write (drizzle wraps the driver's error in `cause`). */
async function sqlState(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    }
    throw error;
  }
  throw new Error('the write succeeded');
}

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';
const FOREIGN_KEY_VIOLATION = '23503';

const text = (eng: string) => ({ uz: eng, ru: eng, eng });

describe(`schema constraints (${describeDatabase()})`, () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function createMerchant(sub: string) {
    const [merchant] = await handle.db.insert(merchants).values({ sub, name: text(sub) }).returning();
    return merchant!;
  }

  async function createCatalogue(merchantId: string) {
    const [city] = await handle.db.insert(cities).values({ merchantId, name: text('Tashkent'), latitude: 41.31, longitude: 69.28 }).returning();
    const [branch] = await handle.db
      .insert(branches)
      .values({ merchantId, cityId: city!.id, name: text('Chilanzar'), latitude: 41.28, longitude: 69.2 })
      .returning();
    const [group] = await handle.db.insert(productGroups).values({ merchantId, name: text('Food') }).returning();
    const [category] = await handle.db.insert(categories).values({ merchantId, groupId: group!.id, name: text('Burgers') }).returning();
    const [product] = await handle.db
      .insert(products)
      .values({ merchantId, categoryId: category!.id, name: text('Cheeseburger'), price: 3_500_000 })
      .returning();
    return { city: city!, branch: branch!, group: group!, category: category!, product: product! };
  }

  it('gives a new merchant a uuid, defaults and timestamps', async () => {
    const merchant = await createMerchant('fresh');
    expect(merchant.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(merchant.timezone).toBe('Asia/Tashkent');
    expect(merchant.allowedCountryCodes).toEqual(['998']);
    expect(merchant.isActive).toBe(true);
    expect(merchant.createdAt).toBeInstanceOf(Date);
  });

  it('refuses a second merchant with the same subdomain, and a subdomain that is not lowercase', async () => {
    await createMerchant('burger');
    expect(await sqlState(createMerchant('burger'))).toBe(UNIQUE_VIOLATION);
    expect(await sqlState(createMerchant('Burger2'))).toBe(CHECK_VIOLATION);
  });

  it('refuses a promo code that differs only in case within a merchant, but not across merchants', async () => {
    const first = await createMerchant('promo-one');
    const second = await createMerchant('promo-two');
    const promo = { code: 'SALE10', discountType: 'PERCENTAGE' as const, productDiscount: 10 };
    await handle.db.insert(promos).values({ ...promo, merchantId: first.id });
    expect(await sqlState(handle.db.insert(promos).values({ ...promo, code: 'sale10', merchantId: first.id }))).toBe(UNIQUE_VIOLATION);
    await handle.db.insert(promos).values({ ...promo, code: 'sale10', merchantId: second.id });
    expect(await sqlState(handle.db.insert(promos).values({ ...promo, code: 'BIG', productDiscount: 150, merchantId: first.id }))).toBe(
      CHECK_VIOLATION,
    );
  });

  it('keeps a product discount within 0..100 percent', async () => {
    const merchant = await createMerchant('discounts');
    const { product } = await createCatalogue(merchant.id);
    const setDiscount = (discount: number) => handle.db.update(products).set({ discount }).where(eq(products.id, product.id));
    await setDiscount(100);
    expect(await sqlState(setDiscount(101))).toBe(CHECK_VIOLATION);
    expect(await sqlState(setDiscount(-1))).toBe(CHECK_VIOLATION);
    const [stored] = await handle.db.select({ discount: products.discount }).from(products).where(eq(products.id, product.id));
    expect(stored?.discount).toBe(100);
  });

  it('lists a product in a branch at most once', async () => {
    const merchant = await createMerchant('availability');
    const { product, branch } = await createCatalogue(merchant.id);
    const entry = { productId: product.id, branchId: branch.id, merchantId: merchant.id };
    await handle.db.insert(productBranches).values(entry);
    expect(await sqlState(handle.db.insert(productBranches).values({ ...entry, isActive: false }))).toBe(UNIQUE_VIOLATION);
  });

  it('removes option groups and their options with their product', async () => {
    const merchant = await createMerchant('options');
    const { product } = await createCatalogue(merchant.id);
    const [group] = await handle.db
      .insert(modificationGroups)
      .values({ merchantId: merchant.id, productId: product.id, name: text('Sauce'), minSelect: 1, maxSelect: 2 })
      .returning();
    await handle.db.insert(modificationOptions).values([
      { merchantId: merchant.id, groupId: group!.id, name: text('Ketchup'), price: 200_000 },
      { merchantId: merchant.id, groupId: group!.id, name: text('Mayo'), price: 250_000 },
    ]);
    expect(
      await sqlState(
        handle.db.insert(modificationGroups).values({ merchantId: merchant.id, productId: product.id, name: text('Bad'), minSelect: 3, maxSelect: 2 }),
      ),
    ).toBe(CHECK_VIOLATION);

    await handle.db.delete(products).where(eq(products.id, product.id));
    expect(await handle.db.select().from(modificationGroups).where(eq(modificationGroups.productId, product.id))).toEqual([]);
    expect(await handle.db.select().from(modificationOptions).where(eq(modificationOptions.groupId, group!.id))).toEqual([]);
  });

  it("does not let a merchant's product point at another merchant's category", async () => {
    const owner = await createMerchant('owner');
    const intruder = await createMerchant('intruder');
    const { category, branch } = await createCatalogue(owner.id);
    const { product } = await createCatalogue(intruder.id);
    expect(
      await sqlState(handle.db.insert(products).values({ merchantId: intruder.id, categoryId: category.id, name: text('Stowaway') })),
    ).toBe(FOREIGN_KEY_VIOLATION);
    expect(
      await sqlState(handle.db.insert(productBranches).values({ merchantId: intruder.id, productId: product.id, branchId: branch.id })),
    ).toBe(FOREIGN_KEY_VIOLATION);
  });

  it('allows many customers without a phone but one customer per phone per merchant', async () => {
    const first = await createMerchant('phones-a');
    const second = await createMerchant('phones-b');
    await handle.db.insert(users).values([{ merchantId: first.id }, { merchantId: first.id }]);
    await handle.db.insert(users).values({ merchantId: first.id, phone: '998901234567' });
    await handle.db.insert(users).values({ merchantId: second.id, phone: '998901234567' });
    expect(await sqlState(handle.db.insert(users).values({ merchantId: first.id, phone: '998901234567' }))).toBe(UNIQUE_VIOLATION);
    expect(await sqlState(handle.db.insert(users).values({ merchantId: first.id, phone: '+998 90' }))).toBe(CHECK_VIOLATION);
  });

  it('returns the menu tree of a merchant in one relational query', async () => {
    const merchant = await createMerchant('tree');
    const { group, product, branch } = await createCatalogue(merchant.id);
    const [sauce] = await handle.db
      .insert(modificationGroups)
      .values({ merchantId: merchant.id, productId: product.id, name: text('Sauce'), maxSelect: 1 })
      .returning();
    await handle.db.insert(modificationOptions).values({ merchantId: merchant.id, groupId: sauce!.id, name: text('Ketchup'), price: 100_000 });
    await handle.db.insert(productBranches).values({ merchantId: merchant.id, productId: product.id, branchId: branch.id });

    const tree = await handle.db.query.productGroups.findMany({
      where: eq(productGroups.merchantId, merchant.id),
      with: { categories: { with: { products: { with: { modificationGroups: { with: { options: true } }, productBranches: true } } } } },
    });
    expect(tree.map((g) => g.id)).toEqual([group.id]);
    const shown = tree[0]!.categories[0]!.products[0]!;
    expect(shown.price).toBe(3_500_000);
    expect(shown.modificationGroups[0]!.options.map((o) => o.name.eng)).toEqual(['Ketchup']);
    expect(shown.productBranches).toEqual([{ productId: product.id, branchId: branch.id, merchantId: merchant.id, isActive: true }]);
  });

  it('stores money beyond 2^31 tiyin exactly and reads it back as a number', async () => {
    const merchant = await createMerchant('expensive');
    const { product } = await createCatalogue(merchant.id);
    const price = 9_000_000_000_00; // 9 billion so'm
    await handle.db.update(products).set({ price }).where(eq(products.id, product.id));
    const [stored] = await handle.db.select({ price: products.price }).from(products).where(eq(products.id, product.id));
    expect(stored?.price).toBe(price);
  });

  it('stores image bytes and reads back the same bytes', async () => {
    const bytes = new Uint8Array([0, 1, 2, 253, 254, 255]);
    await handle.db.insert(media).values({ id: 'abc123', contentType: 'image/webp', bytes, width: 1, height: 1 });
    const [stored] = await handle.db.select().from(media).where(eq(media.id, 'abc123'));
    expect(Array.from(stored!.bytes)).toEqual(Array.from(bytes));
  });

  it('reads localized jsonb back as an object and finds rows by a jsonb field', async () => {
    const merchant = await createMerchant('localized');
    await createCatalogue(merchant.id);
    const rows = await handle.db
      .select({ name: products.name })
      .from(products)
      .where(and(eq(products.merchantId, merchant.id), sql`${products.name}->>'eng' = 'Cheeseburger'`));
    expect(rows).toEqual([{ name: { uz: 'Cheeseburger', ru: 'Cheeseburger', eng: 'Cheeseburger' } }]);
  });
});
