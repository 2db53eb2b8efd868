// Checks that a screen shown in Kiswahili carries no English of ours and no raw translation key.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { textsOf } from './translations.ts';

const english = textsOf('en');
const swahiliTexts = textsOf('sw').map(([, text]) => text);

/**
 * Pieces of our English long enough to be a phrase (around the {{placeholders}}), leaving out any
 * that Kiswahili uses too (names, numbers, "Dar es Salaam").
 */
const ENGLISH_PHRASES = [
  ...new Set(
    english
      .flatMap(([, text]) => text.split(/{{\w+}}/))
      .map((piece) => piece.trim())
      .filter((piece) => piece.length >= 12 && /[a-z]+ [a-z]+/i.test(piece))
      .filter((piece) => !swahiliTexts.some((text) => text.includes(piece))),
  ),
];

const TOP_LEVEL_KEYS = [...new Set(english.map(([key]) => key.split('.')[0]))].join('|');
const RAW_KEY = new RegExp(`\\b(?:${TOP_LEVEL_KEYS})(?:\\.[A-Za-z]+)+\\b`);

/** The page's visible text holds none of our English and no key, nor any of `alsoEnglish`. */
export async function expectKiswahiliOnly(page: Page, alsoEnglish: string[] = []) {
  const shown = await page.locator('body').innerText();
  const english = [...ENGLISH_PHRASES, ...alsoEnglish].filter((phrase) => shown.includes(phrase));
  expect(english, `English on a Kiswahili screen:\n${shown}`).toEqual([]);
  expect(shown, 'a raw translation key on screen').not.toMatch(RAW_KEY);
}

/** Collects the English `message` of every refusal the API sends, to prove none reaches the screen. */
export function collectApiMessages(page: Page) {
  const messages: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || response.status() < 400) return;
    const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    if (typeof body?.message === 'string') messages.push(body.message);
  });
  return messages;
}
