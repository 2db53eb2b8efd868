// Signs a staff user in through the real /sign-in form, inside the Chromium Lighthouse then
// measures, so the admin list opens signed in (Firebase keeps the session in IndexedDB).
import { chromium } from '@playwright/test';

export async function signInOverCdp(options: {
  port: number;
  baseUrl: string;
  staff: { email: string; password: string };
}) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${options.port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${options.baseUrl}/sign-in`);
    await page.getByLabel(/^Email/).fill(options.staff.email);
    await page.getByLabel(/^Password/).fill(options.staff.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Dashboard' })
      .waitFor({ state: 'visible', timeout: 60_000 });
    // Signed in, yet measured as a first visit: nothing of the app may come from the HTTP cache.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.close();
  } finally {
    // Over CDP this only disconnects; the Chromium and its profile stay for Lighthouse.
    await browser.close();
  }
}
