import { expect, open, startPage, test } from './fixtures';

test.describe('language', () => {
  test('the cookie set by the switch without the script wins over an older choice kept in localStorage', async ({
    page,
    context,
    baseURL,
  }) => {
    await open(page, '/');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('tr');
    // What GET /language/en did (server/web/language-switch.ts): the cookie only.
    await context.addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
    await page.goto('/blog');
    await startPage(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/\/blog$/);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('en');
  });

  test('Turkish by default whatever the browser prefers; the switcher shows the code and its choice survives a reload', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' }, baseURL });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/');
    await startPage(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByTestId('language-switcher')).toHaveText(/TR/);
    await expect(page.getByRole('heading', { name: 'Hakkımızda', level: 2 })).toBeVisible();

    await page.getByTestId('language-switcher').click();
    await page.getByTestId('lang-en').click();
    await expect(page.getByRole('heading', { name: 'About Us', level: 2 })).toBeVisible();
    await expect(page.getByTestId('language-switcher')).toHaveText(/EN/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('en');

    await page.reload();
    // The server renders the choice (cookie): English in the HTML itself, not after hydration.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'About Us', level: 2 })).toBeVisible();

    await page.getByTestId('language-switcher').click();
    await page.getByTestId('lang-tr').click();
    await expect(page.getByRole('heading', { name: 'Hakkımızda', level: 2 })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('?lang= on any URL is a choice that is kept', async ({ page, context }) => {
    await open(page, '/products', 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await page.goto('/blog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await open(page, '/blog', 'tr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('tr');
  });
});

test.describe('a returning visitor', () => {
  test('whose stored language is en sees English from the first paint, with no hydration error', async ({ page, context }) => {
    await page.goto('/');
    // The earlier visit is over before the browser's storage changes.
    await startPage(page, { timeout: 20_000 });
    // Only the browser's storage remembers English: no cookie tells the server.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await context.clearCookies();
    // Each frame of every document loaded from here on: a frame showing text in another language is recorded.
    await page.addInitScript(() => {
      const check = () => {
        const html = document.documentElement;
        const shown = document.body && getComputedStyle(html).visibility !== 'hidden' && document.body.innerText.trim() !== '';
        if (shown && html.lang !== 'en') sessionStorage.setItem('painted-other-language', html.lang);
        if (document.readyState !== 'complete' || !html.dataset.hydrated) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto('/products');
    await startPage(page, { timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Products/);
    expect(await page.evaluate(() => sessionStorage.getItem('painted-other-language'))).toBeNull();
    // The choice now travels with every request: the next page is English from the server without a reload.
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('en');
    await expect(page).toHaveURL(/\/products$/);
  });
});
