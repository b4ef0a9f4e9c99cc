import { expect, layoutShift, open, test, watchLayoutShift, WIDTHS } from './fixtures';

test.describe('home page', () => {
  test('banner carousel: three slides, indicators 01 02 03, arrows, a running progress bar; first image in the HTML with priority', async ({
    page,
    baseURL,
  }) => {
    const html = await (await fetch(`${baseURL}/`)).text();
    expect(html).toMatch(/<img[^>]*src="\/img\/banner-1\.jpg"[^>]*>/);
    const first = html.match(/<img[^>]*src="\/img\/banner-1\.jpg"[^>]*>/)![0];
    expect(first).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    expect(first).toMatch(/width="1920"/);
    expect(first).toMatch(/height="1080"/);
    // Swiper's CSS comes with the home page only.
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css">/);
    const blogHtml = await (await fetch(`${baseURL}/blog`)).text();
    expect(blogHtml).not.toMatch(/swiper/i);

    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/');
    const banner = page.getByTestId('banner');
    await expect(banner.getByTestId('banner-indicator')).toHaveText(['01', '02', '03']);
    await expect(banner.getByRole('button', { name: /1\. slayta git/ })).toHaveAttribute('aria-current', 'true');
    await expect
      .poll(() => page.getByTestId('banner-progress').evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a))
      .toBeGreaterThan(0);
    await banner.getByRole('button', { name: 'Sonraki slayt' }).click();
    await expect(banner.getByRole('button', { name: /2\. slayta git/ })).toHaveAttribute('aria-current', 'true');
    await banner.getByRole('button', { name: /3\. slayta git/ }).click();
    await expect(banner.getByRole('button', { name: /3\. slayta git/ })).toHaveAttribute('aria-current', 'true');
    // Swiper ignores a click while a slide is still moving: the next click waits for the slide to stop.
    await expect
      .poll(() =>
        banner
          .locator('.swiper')
          .first()
          .evaluate((el) => (el as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating),
      )
      .toBe(false);
    await banner.getByRole('button', { name: 'Sonraki slayt' }).click();
    // Loops back to the first slide, and keeps running after the interaction.
    await expect(banner.getByRole('button', { name: /1\. slayta git/ })).toHaveAttribute('aria-current', 'true');
    await expect(banner.getByRole('link', { name: /Detaylı Bilgi/ }).first()).toBeVisible();
  });

  for (const width of WIDTHS) {
    test(`products and blog carousels show ${width >= 1200 ? 3 : width >= 768 ? 2 : 1} slide(s) at ${width}px, without layout shift`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await watchLayoutShift(page);
      await open(page, '/', 'en');
      const expected = width >= 1200 ? 3 : width >= 768 ? 2 : 1;
      for (const name of ['Products', 'Blog']) {
        const region = page.getByRole('region', { name, exact: true });
        await region.scrollIntoViewIfNeeded();
        await expect(region.locator('.swiper-slide-visible')).toHaveCount(expected);
        const widths = await region.locator('.swiper-slide-visible').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
        const box = (await region.locator('.swiper').first().boundingBox())!;
        for (const w of widths) expect(Math.abs(w - (box.width - (expected - 1) * 24) / expected)).toBeLessThan(2);
      }
      await expect(page.getByRole('link', { name: 'View All Products' })).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: 'Blog', exact: true })
          .getByRole('link', { name: /Examine/ })
          .first(),
      ).toBeVisible();
      expect(await layoutShift(page)).toBeLessThan(0.1);
    });
  }

  test('Turkish texts of the home sections', async ({ page }) => {
    await open(page, '/');
    for (const name of ['Hakkımızda', 'Çözümlerimiz', 'Ürünlerimiz', 'Blog', 'İletişim'])
      await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vizyonumuz' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Misyonumuz' })).toBeVisible();
    await expect(page.getByTestId('solution-card')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Tüm Ürünleri Görüntüle' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Blog', exact: true })
        .getByRole('link', { name: /İncele/ })
        .first(),
    ).toBeAttached();
  });
});
