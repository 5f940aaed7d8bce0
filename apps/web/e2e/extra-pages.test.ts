// The merchant's extra pages (/extra, /extra2, /extr3, /extra4), in real Chromium against the built server:
// the demo's catering page is linked in the footer by its title and shown in the visitor's language, an
// empty page is a 404 and never linked, and a page the owner writes in the console is linked and shown.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonMessages } from '../app/lib/locales/common.ts';
import { launchBrowser, newPhoneContext, storeUrl } from './browser.ts';
import { getAs } from './http.ts';
import { setPageText } from './merchant-settings.ts';
import { signIn, uniquePhone } from './shopper.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A desktop page of the demo storefront at `path` in `language` (its preference cookie). */
async function openDemo(path: string, language: 'uz' | 'ru'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'lang', value: language, url: storeUrl('demo') }]);
  const page = await context.newPage();
  await page.goto(storeUrl('demo', path));
  return page;
}

const footerNav = (page: Page, language: 'uz' | 'ru') => page.getByRole('contentinfo').getByRole('navigation', { name: commonMessages[language].footer.label });

// A cookie that is not a preference makes the page the visitor's own: never a kept shared rendering, so a
// check right after a console write sees the new state (shared pages are kept up to 30 s).
const OWN_PAGE = { cookie: 'e2e-extra-pages=1' };

describe('extra pages', () => {
  it('link the demo catering page by its title and show its text in uz and ru', async () => {
    const uz = await openDemo('/', 'uz');
    const link = footerNav(uz, 'uz').getByRole('link', { name: 'Katering', exact: true });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/extra');
    await link.click();
    await uz.waitForURL(storeUrl('demo', '/extra'));
    await uz.getByRole('heading', { level: 1, name: 'Katering' }).waitFor();
    await uz.getByText("To'y, tug'ilgan kun yoki ofisdagi tadbir uchun", { exact: false }).waitFor();
    expect(await uz.title()).toContain('Katering');
    // The empty pages are not linked.
    expect(await footerNav(uz, 'uz').locator('a[href="/extra2"], a[href="/extr3"], a[href="/extra4"]').count()).toBe(0);
    await uz.context().close();

    const ru = await openDemo('/extra', 'ru');
    await ru.getByRole('heading', { level: 1, name: 'Кейтеринг' }).waitFor();
    await ru.getByText('Готовим плов, самсу и салаты', { exact: false }).waitFor();
    await footerNav(ru, 'ru').getByRole('link', { name: 'Кейтеринг', exact: true }).waitFor();
    // The title line is the heading, not repeated in the text below it.
    expect(await ru.locator('main').getByText('Кейтеринг', { exact: true }).count()).toBe(1);
    await ru.context().close();
  });

  it("are linked in the profile's information section by their titles", async () => {
    const context = await newPhoneContext(browser);
    const page = await context.newPage();
    await page.goto(storeUrl('demo', '/login?next=%2Fprofile'));
    await signIn(page, uniquePhone());
    await page.waitForURL((url) => url.pathname === '/profile');
    const link = page.locator('main').getByRole('link', { name: 'Katering' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/extra');
    expect(await page.locator('main a[href="/extra2"]').count()).toBe(0);
    await context.close();
  });

  it('answer 404 while empty; once the owner writes /extra2 it is linked and shown, and gone again when emptied', async () => {
    for (const path of ['/extra2', '/extr3', '/extra4']) expect((await getAs('demo', path, OWN_PAGE)).status, path).toBe(404);

    const before = await setPageText('EXTRA2', {
      uz: '# Yetkazib berish\n\nShahar bo\'ylab 60 daqiqada.',
      ru: '# Доставка\n\nПо городу за 60 минут.\n\n- Бесплатно от 150 000 сум',
      eng: '',
    });
    try {
      const ru = await openDemo('/extra2', 'ru');
      await ru.getByRole('heading', { level: 1, name: 'Доставка' }).waitFor();
      await ru.getByText('По городу за 60 минут.').waitFor();
      await ru.getByRole('listitem').filter({ hasText: 'Бесплатно от 150 000 сум' }).waitFor();
      const nav = footerNav(ru, 'ru');
      expect(await nav.getByRole('link', { name: 'Доставка', exact: true }).getAttribute('href')).toBe('/extra2');
      await nav.getByRole('link', { name: 'Кейтеринг', exact: true }).waitFor();
      await ru.context().close();
      // English has no text of its own: the page falls back like every merchant text does.
      const eng = await getAs('demo', '/extra2', { cookie: `lang=eng; ${OWN_PAGE.cookie}` });
      expect(eng.status).toBe(200);
    } finally {
      await setPageText('EXTRA2', before);
    }
    const emptied = await getAs('demo', '/extra2', OWN_PAGE);
    expect(emptied.status).toBe(404);
    expect(emptied.body.includes('href="/extra2"')).toBe(false);
  });
});
