// Who gets into the staff area (issue 6 items 1–2), driven through the real app and emulators.
//
// The rules check uses the Firebase client SDK here in Node, signed in as the registered visitor
// against the same emulators: what any visitor could do with the app's public config.
import type { BrowserContext, Page } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  query,
} from 'firebase/firestore';
import { randomUUID } from 'node:crypto';
import { validVisaApplication } from '#fixtures/applications';
import { newApplicationMeta } from '#domain/meta';
import { adminServices } from '../support/admin.ts';
import { signedInUser } from '../support/users.ts';
import { answeredWith, expect, test } from './fixtures.ts';
import { seedApplicationNow } from '../support/seededApplications.ts';

const SESSION_COOKIE = 'session';

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
}

async function signInAsStaff(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** An application written the Admin SDK way with its row, so a read of either can only fail for the rules. */
async function storedVisaApplication() {
  const { db } = adminServices();
  const ref = await seedApplicationNow(db.collection('visaApplications').doc(), {
    ...validVisaApplication(),
    ...newApplicationMeta('visa', { lang: 'en' }),
    createdAt: new Date(),
  });
  return ref.id;
}

/**
 * Reads an application (or, from `collectionName`, its list row) with the Firebase client SDK as
 * the given user, as a browser could.
 */
async function readAsUser(
  email: string,
  password: string,
  applicationId: string,
  collectionName = 'visaApplications',
) {
  const app = initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID, apiKey: 'local' }, randomUUID());
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
    await signInWithEmailAndPassword(auth, email, password);
    const db = getFirestore(app);
    const [host, port] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
    connectFirestoreEmulator(db, host!, Number(port));
    const outcome = async (read: Promise<unknown>) =>
      read.then(
        () => 'allowed',
        (error: { code?: string }) => error.code ?? 'failed',
      );
    return {
      one: await outcome(getDoc(doc(db, collectionName, applicationId))),
      list: await outcome(getDocs(query(collection(db, collectionName), limit(1)))),
    };
  } finally {
    await deleteApp(app);
  }
}

test.describe('staff area access', () => {
  test('an anonymous visitor opening the dashboard lands on the home page', async ({ page }) => {
    await page.goto('/ad/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
  });

  test('a registered visitor without a role cannot enter, nor read applications directly', async ({
    page,
    context,
  }) => {
    const email = `visitor-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'visitor-pass-1';
    // A visitor finds registration from the header of any public page.
    await page.goto('/');
    const account = page.getByRole('navigation', { name: 'Your account' });
    await expect(account.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await account.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.getByLabel(/^Full name/).fill('Asha Mohamed');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Register' }).click();
    // Said on the home page, on a line of its own: no dialog to dismiss first.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your account has been created' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(account).toContainText(`Signed in as ${email}`);

    // Registration wrote users/{uid} as the rules allow: no role.
    const { db } = adminServices();
    const records = await db.collection('users').where('email', '==', email).get();
    expect(records.size).toBe(1);
    expect(records.docs[0]!.data()).toMatchObject({ name: 'Asha Mohamed', email });
    expect(records.docs[0]!.data().role).toBeUndefined();
    expect(JSON.parse(decodeURIComponent((await sessionCookie(context))!.value))).toEqual({
      uid: records.docs[0]!.id,
      email,
    });

    await page.goto('/ad/dashboard');
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('alert')).toHaveText('User role not found');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
    // The guard signed the visitor out: nothing of theirs stays behind.
    expect(await sessionCookie(context)).toBeUndefined();

    // The rules refuse the visitor's own credentials, the record and its row; staff read its row
    // and never the record itself, which the API shows them, each look on record.
    const applicationId = await storedVisaApplication();
    const refused = { one: 'permission-denied', list: 'permission-denied' };
    expect(await readAsUser(email, password, applicationId)).toEqual(refused);
    expect(await readAsUser(email, password, applicationId, 'visaApplicationsRows')).toEqual(refused);
    const staff = await signedInUser('staff');
    expect(await readAsUser(staff.email, staff.password, applicationId)).toEqual(refused);
    expect(await readAsUser(staff.email, staff.password, applicationId, 'visaApplicationsRows')).toEqual({
      one: 'allowed',
      list: 'allowed',
    });
  });

  test('staff sign in through the form, reach the dashboard, and sign out to /sign-in', async ({
    page,
    context,
  }) => {
    const staff = await signedInUser('staff');
    await signInAsStaff(page, staff.email, staff.password);
    await expect(page).toHaveURL(/\/ad\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const cookie = await sessionCookie(context);
    expect(cookie?.path).toBe('/');
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ uid: staff.uid, email: staff.email });
    // The cookie lasts 7 days.
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // A phone-sized screen: the side navigation opens from its Menu button.
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Staff area' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(await sessionCookie(context)).toBeUndefined();

    // Signed out for real: the staff area is closed again.
    await page.goto('/ad/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });

  test('visitor sign-in: refused without a user record, accepted with one', async ({ page, context }) => {
    const { auth } = adminServices();
    const email = `no-record-${randomUUID().slice(0, 8)}@example.com`;
    await auth.createUser({ email, password: 'visitor-pass-1' });
    const signIn = async (address: string, password: string) => {
      await page.goto('/login');
      await page.getByLabel(/^Email/).fill(address);
      await page.getByLabel(/^Password/).fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    };
    await signIn(email, 'visitor-pass-1');
    await expect(page.getByRole('alert')).toHaveText('No account was found for this email.');
    expect(await sessionCookie(context)).toBeUndefined();

    // signedInUser writes users/{uid} with the email, as registration does.
    const visitor = await signedInUser(undefined);
    await signIn(visitor.email, visitor.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status').filter({ hasText: 'You are signed in.' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(JSON.parse(decodeURIComponent((await sessionCookie(context))!.value))).toEqual({
      uid: visitor.uid,
      email: visitor.email,
    });

    // The header says who is signed in, and signs out (spec: clear the cookie, go to /sign-in).
    const account = page.getByRole('navigation', { name: 'Your account' });
    await expect(account).toContainText(`Signed in as ${visitor.email}`);
    await account.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await sessionCookie(context)).toBeUndefined();
    await page.goto('/');
    await expect(account.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test.describe(() => {
    // The Auth emulator refuses the password with a 400, which the browser logs.
    test.use({ allowedConsoleErrors: answeredWith(400) });
    test('a wrong password is refused with a translated message, and the email stays', async ({ page }) => {
      const staff = await signedInUser('staff');
      await signInAsStaff(page, staff.email, 'not-the-password');
      await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
      await expect(page.getByLabel(/^Email/)).toHaveValue(staff.email);
      await expect(page).toHaveURL(/\/sign-in$/);
    });
  });
});
