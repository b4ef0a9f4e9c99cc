import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const base = 'http://localhost:4800';
for (const js of [false, true]) {
  const ctx = await b.newContext({ javaScriptEnabled: js, viewport: { width: 390, height: 844 } });
  const p = await ctx.newPage();
  const errors = [];
  p.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  p.on('pageerror', (e) => errors.push(String(e)));
  await p.goto(base + '/products');
  await p.locator('[data-testid="menu-toggle"]').click();
  await p.waitForTimeout(500);
  await p.screenshot({ path: `/tmp/shots/phone-menu-${js ? 'js' : 'nojs'}.png` });
  await p.locator('#mobile-menu summary', { hasText: 'Ürünler' }).click();
  await p.waitForTimeout(300);
  await p.screenshot({ path: `/tmp/shots/phone-menu-products-${js ? 'js' : 'nojs'}.png` });
  await p.locator('#mobile-menu a[href="/products?category=energy"]').click();
  await p.waitForURL(/category=energy/);
  console.log(js, 'phone ok', p.url());
  // language
  await p.locator('[data-testid="language-switcher"]').click();
  await p.locator('[data-testid="lang-en"]').click();
  await p.waitForTimeout(1500);
  console.log(js, 'lang', await p.locator('html').getAttribute('lang'), p.url());
  await p.goto(base + '/blog');
  console.log(js, 'lang after nav', await p.locator('html').getAttribute('lang'));
  await p.screenshot({ path: `/tmp/shots/blog-en-${js ? 'js' : 'nojs'}.png` });
  // desktop
  await p.setViewportSize({ width: 1280, height: 800 });
  await p.goto(base + '/');
  await p.locator('[data-nav="urunler"] summary').click();
  await p.waitForTimeout(300);
  await p.screenshot({ path: `/tmp/shots/desktop-products-${js ? 'js' : 'nojs'}.png` });
  await p.locator('[data-nav="urunler"] a[href="/products?category=io"]').click();
  await p.waitForURL(/category=io/);
  console.log(js, 'desktop ok', errors);
  await ctx.close();
}
await b.close();
