// In a real browser: a phone downloads a small copy of the home banner (not the JPEG), once, and
// nothing shifts while the images arrive.
import { expect, layoutShift, open, test, watchLayoutShift } from './fixtures';

test('at 375 px the home banner is a small AVIF copy of the portrait crop, fetched once, and the layout does not shift', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await watchLayoutShift(page);
  const banners: Array<{ path: string; bytes: number }> = [];
  page.on('requestfinished', async (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith('/img/banner-1')) return;
    banners.push({ path, bytes: (await request.sizes()).responseBodySize });
  });
  await open(page, '/');
  const image = page.getByTestId('banner').locator('img').first();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shown = new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
  // 375 CSS pixels at 1x: the 640 px copy (the 320 would be blurred, the 800 px original crop is larger).
  expect(shown).toBe('/img/banner-1-m.w640.avif');
  await expect.poll(() => banners.map((b) => b.path)).toEqual([shown]);
  const [{ bytes }] = banners;
  console.log(`banner image at 375 px: ${shown}, ${bytes} bytes`);
  // The JPEG this replaced (/img/banner-1-m.jpg) was 35 598 bytes.
  expect(bytes).toBeLessThan(20_000);
  await page.mouse.wheel(0, 2000);
  // Scrolled, and every image now in view has loaded (a shift would have happened by then).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((img) => img.getBoundingClientRect().bottom > 0 && img.getBoundingClientRect().top < window.innerHeight)
          .every((img) => img.complete),
      ),
    )
    .toBe(true);
  expect(await layoutShift(page)).toBeLessThan(0.1);
});
