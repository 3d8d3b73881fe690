import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:18900';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'] });
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
await ctx.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
const page = await ctx.newPage();
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
const r = await page.request.post(base + '/api/authenticate', { data: { username: 'admin', password: 'admin', rememberMe: false } });
const token = (await r.json()).id_token;
await page.goto(base + '/');
await page.evaluate((t) => sessionStorage.setItem('inno-token', t), token);
for (const p of pages) {
  for (const w of [1440, 800, 360]) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.goto(base + p);
    await page.waitForTimeout(1500);
    const over = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    const name = p.replace(/[^a-z0-9]+/gi, '_') + '_' + w;
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
    console.log(name, over ? 'HORIZONTAL-SCROLL' : 'ok');
  }
}
console.log('errors:', JSON.stringify(errors.slice(0, 10)));
await browser.close();
