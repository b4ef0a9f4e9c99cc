import { expect, open, test } from './fixtures';

// The browser sends the site's queries as their build-time hash over GET, never their text.
test('a query made in the browser goes out as GET with its trusted-document hash only, and is answered', async ({ page }) => {
  await open(page, '/products');
  const sent: Array<{ method: string; url: string; body: string | null }> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql')
      sent.push({ method: request.method(), url: request.url(), body: request.postData() });
  });
  const buttons = page.getByTestId('category-buttons').getByRole('button');
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/graphql');
  await buttons.nth(2).click();
  expect((await answered).status()).toBe(200);
  await expect(buttons.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  expect(sent.length).toBeGreaterThan(0);
  for (const request of sent) {
    expect(request.method).toBe('GET');
    const params = new URL(request.url).searchParams;
    expect(params.get('query')).toBeNull();
    expect(JSON.parse(params.get('extensions')!).persistedQuery.sha256Hash).toMatch(/^sha256:[0-9a-f]{64}$/);
  }
});
