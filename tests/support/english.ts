import { readFileSync } from 'node:fs';
import path from 'node:path';

const EN = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../public/assets/i18n/en.json'), 'utf8'),
) as Record<string, unknown>;

/** The app's English for an i18n key, for tests that find a kind's own screens and tiles by name. */
export function english(key: string): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], EN);
  if (typeof text !== 'string') throw new Error(`en.json has no text at ${key}.`);
  return text;
}
