// The payment screens as the browser tests drive them: the shop owner's phone, the sandbox gateway's
// order behind the page, and the gateway's expiry passing.
import type { Locator, Page } from '@playwright/test';
import { adminServices } from '../../support/admin.ts';
import { expect } from '../fixtures.ts';

/** A cheap phone held upright: the narrowest screen the product is made for. */
export const PHONE_360 = { viewport: { width: 360, height: 740 } };

/** On the sandbox gateway's page: the order it is for, from its address. */
export async function sandboxOrderId(page: Page) {
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible();
  const orderId = /\/api\/sandbox\/checkout\/([A-Za-z0-9-]+)/.exec(page.url())?.[1];
  expect(orderId).toBeDefined();
  return orderId!;
}

/** The gateway's expiry for `orderId` passes: as recorded by the API and as the sandbox keeps it. */
export async function expireOrder(orderId: string) {
  const { db } = adminServices();
  const past = new Date(Date.now() - 1_000);
  await db.collection('payments').doc(orderId).update({ expiresAt: past });
  await db.collection('sandboxOrders').doc(orderId).update({ expiresAt: past });
}

export async function storedPayment(orderId: string) {
  return (await adminServices().db.collection('payments').doc(orderId).get()).data();
}

/** How many lines the text of `element` takes on screen. */
export function linesOf(element: Locator) {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });
}

/** Letters only, so a name stays a plausible name that no other run has used. */
export const suffix = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
