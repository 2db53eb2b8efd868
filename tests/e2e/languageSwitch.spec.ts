// The language chosen in the header, switched to Kiswahili and back on every screen of the app
// (every address of its route table: the public screens signed out, an agent's signed in as an
// agent, the staff area as an admin): the screen stays, with what was typed in it, in the chosen
// language, with no error screen, no console error (the fixtures) and no unfilled {{placeholder}}.
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { APPLICATION_KINDS, COLLECTIONS } from '#domain/kinds';
import { newVerificationCode } from '#domain/verification';
import {
  FORM_PATHS,
  PUBLIC_PATHS,
  STAFF_DETAIL_PATHS,
  STAFF_LIST_PATHS,
  STAFF_PATHS,
} from '../../src/app/routePaths.ts';
import { adminServices } from '../support/admin.ts';
import { signedInAgent } from '../support/agents.ts';
import { storedApplication } from '../support/applications.ts';
import { expect, test } from './fixtures.ts';
import { scrollToFormEnd } from './support/formEnd.ts';
import { signInAs } from './support/staff.ts';
import { textsOf } from './support/translations.ts';

type Language = 'en' | 'sw';
const OTHER: Record<Language, Language> = { en: 'sw', sw: 'en' };

const text = (lang: Language, key: string) => {
  const found = textsOf(lang).find(([name]) => name === key)?.[1];
  if (found === undefined) throw new Error(`No ${lang} text at ${key}.`);
  return found;
};
const languageLabel = (lang: Language) => text(lang, 'header.language');
const ERROR_TITLES = (['en', 'sw'] as const).map((lang) => text(lang, 'screenError.title'));

/** `path` with each `:name` part taken from `parts`; a part the test has no value for fails it. */
function addressOf(path: string, parts: Record<string, string> = {}) {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = parts[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${path}.`);
    return encodeURIComponent(value);
  });
}

/** Until nothing on the page is loading: no screen still downloading, no staff guard still checking. */
async function settled(page: Page) {
  await expect(page.locator('#main')).toBeAttached();
  await expect(page.locator('.page-loading')).toHaveCount(0);
}

/** The element itself, whatever it is called after the switch. */
const byId = (page: Page, id: string) => page.locator(`[id="${id}"]`);

/** The first empty box a person types words into on the screen, with something typed in it. */
async function typeSomething(page: Page): Promise<Locator | undefined> {
  const boxes = page
    .locator('#main')
    .locator(
      'textarea, input:is([type=text], [type=email], [type=search], :not([type])):not([inputmode=numeric], [inputmode=tel])',
    )
    .filter({ visible: true });
  for (const box of await boxes.all()) {
    if (!(await box.isEditable()) || (await box.inputValue()) !== '') continue;
    await box.fill('Amina Juma');
    return byId(page, await box.evaluate((element) => element.id || (element.id = 'typed-here')));
  }
  return undefined;
}

/** No error screen and no {{placeholder}} left unfilled in what the page shows. */
async function expectWholeScreen(page: Page) {
  for (const title of ERROR_TITLES) await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  expect(await page.locator('body').innerText(), 'a {{placeholder}} left on screen').not.toContain('{{');
}

/**
 * Opens `address`, types into its first box (and into `typed`, whatever the screen had the test
 * type), then switches the language in the header to the other one and back: each time the screen
 * is whole, in that language, and keeps what was typed.
 */
async function switchBothWays(page: Page, address: string, prepare?: (page: Page) => Promise<Locator>) {
  await test.step(address, async () => {
    await page.goto(address);
    await settled(page);
    // A form builds its later sections as they come near: all of them are read, as a reader would.
    if (FORM_ADDRESSES.includes(address)) await scrollToFormEnd(page);
    const boxes = [await prepare?.(page), await typeSomething(page)].filter((box) => box !== undefined);
    const kept = await Promise.all(boxes.map(async (box) => [box, await box.inputValue()] as const));
    const from = (await page.locator('html').getAttribute('lang')) as Language;
    await expectWholeScreen(page);
    for (const lang of [OTHER[from], from]) {
      await page.getByLabel(languageLabel(OTHER[lang])).selectOption(lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByLabel(languageLabel(lang))).toHaveValue(lang);
      await settled(page);
      await expectWholeScreen(page);
      for (const [box, value] of kept) await expect(box).toHaveValue(value);
    }
  });
}

const FORM_ADDRESSES: string[] = Object.values(FORM_PATHS);

const PUBLIC_ADDRESSES = (code: string) => [
  ...Object.values(PUBLIC_PATHS).map((path) => addressOf(path, { code })),
  ...FORM_ADDRESSES,
  '/no-such-page',
];

/** A receipt's verification record, as the API writes it when a receipt is first downloaded. */
async function verificationCode() {
  const code = newVerificationCode();
  await adminServices()
    .db.collection(COLLECTIONS.verifications)
    .doc(code)
    .set({ type: 'receipt', kind: 'tin', reference: 'TIN-7K3Q9X', issuedAt: new Date(), amount: 13_000 });
  return code;
}

test.describe('switching the language', () => {
  test('keeps every public screen, signed out', async ({ page }) => {
    test.setTimeout(240_000);
    for (const address of PUBLIC_ADDRESSES(await verificationCode())) await switchBothWays(page, address);
  });

  test('keeps every screen an agent signed in sees', async ({ page }) => {
    test.setTimeout(240_000);
    const agent = await signedInAgent(`AGT-${randomUUID().slice(0, 6).toUpperCase()}`);
    await page.goto(PUBLIC_PATHS.signIn);
    await page.getByLabel('Email').fill(agent.email);
    await page.getByLabel('Password').fill(agent.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/agent$/);
    for (const address of PUBLIC_ADDRESSES(await verificationCode())) await switchBothWays(page, address);
  });

  test('keeps every staff screen, and the reason half-typed in "Ask the applicant"', async ({ page }) => {
    test.setTimeout(240_000);
    const agent = await signedInAgent(`AGT-${randomUUID().slice(0, 6).toUpperCase()}`);
    const applications = await Promise.all(APPLICATION_KINDS.map((kind) => storedApplication(kind)));
    await signInAs(page, 'admin');
    for (const path of [
      ...Object.values(STAFF_PATHS),
      ...Object.values(STAFF_LIST_PATHS),
      '/ad/no-such-page',
    ])
      await switchBothWays(page, addressOf(path, { aan: agent.aan }));
    for (const [index, kind] of APPLICATION_KINDS.entries()) {
      const id = applications[index]!.id;
      await switchBothWays(page, addressOf(STAFF_DETAIL_PATHS[kind], { id }), async (screen) => {
        await screen.getByRole('button', { name: 'Ask the applicant' }).click();
        const reason = screen.getByRole('group', { name: 'Item 1' }).getByLabel('Reason');
        await reason.fill('The name differs from the pass');
        return byId(screen, (await reason.getAttribute('id')) ?? '');
      });
    }
  });
});
