// One truth for headers: what Firebase's Hosting emulator sends from firebase.json (in front of the
// deployed function) is what the local server sends (the API from source serving dist/), address by
// address: the security headers firebase.json declares, and how long each answer may be kept.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import firebaseJson from '../../firebase.json' with { type: 'json' };

const HOSTING_URL = process.env.HOSTING_URL ?? '';
const SOURCE_URL = process.env.SOURCE_API_URL ?? '';

const DECLARED = new Set(
  firebaseJson.hosting.headers.flatMap((rule) => rule.headers.map(({ key }) => key.toLowerCase())),
);
const COMPARED = [...new Set([...DECLARED, 'cache-control'])];

const someFile = (folder: string, extension: string) =>
  readdirSync(path.join('dist', folder)).find((name) => name.endsWith(extension))!;

const ADDRESSES = [
  '/',
  '/index.html',
  '/visa',
  '/visa.html',
  '/sw/',
  '/sw/visa',
  '/track',
  '/my-applications',
  '/ad/dashboard',
  '/ad/viewVisa/some-id',
  '/no/such/page',
  `/static/${someFile('static', '.js')}`,
  '/static/gone-after-a-release.js',
  `/static/${someFile('static', '.css')}`,
  '/assets/i18n/en.json',
  '/assets/i18n/sw.json',
  '/logo.svg',
  '/robots.txt',
  '/api/health',
  '/api/csrf',
  '/api/client-config',
  '/api/no-such-thing',
];

/** Each stack lets the browser reach its own emulators: their addresses are set aside. */
const withoutEmulators = (value: string | null) => value?.replace(/ http:\/\/127\.0\.0\.1:\d+/g, '') ?? null;

/** Which page an HTML answer is: one pre-rendered in a language, or the bare shell. */
function pageOf(body: string) {
  const rendered = /<html lang="\w+" data-rendered="(\w+)"/.exec(body)?.[1];
  if (rendered) return `${rendered}: ${/<title>([^<]*)<\/title>/.exec(body)?.[1]}`;
  return body.includes('<div id="root"></div>') ? 'shell' : undefined;
}

async function headersAt(base: string, address: string) {
  const response = await fetch(base + address, { headers: { accept: 'text/html,*/*' } });
  const body = await response.text();
  return {
    status: response.status,
    address: new URL(response.url).pathname,
    page: pageOf(body),
    headers: Object.fromEntries(COMPARED.map((name) => [name, withoutEmulators(response.headers.get(name))])),
  };
}

describe('headers, address by address', () => {
  it.each(ADDRESSES)('%s: the local server sends what Hosting sends', async (address) => {
    const [hosting, local] = await Promise.all([
      headersAt(HOSTING_URL, address),
      headersAt(SOURCE_URL, address),
    ]);
    expect(local).toEqual(hosting);
    // Both send firebase.json's policy, not a policy of their own.
    expect(local.headers['content-security-policy']).toBe(
      firebaseJson.hosting.headers[0]!.headers.find(({ key }) => key === 'Content-Security-Policy')!.value,
    );
  });

  it('serves each pre-rendered page at its clean address, the shell elsewhere, and no shell for a hashed file', async () => {
    const at = async (address: string) => headersAt(HOSTING_URL, address);
    expect(await at('/visa')).toMatchObject({ status: 200, page: 'en: Visa · Apply TZ' });
    expect(await at('/sw/visa')).toMatchObject({ status: 200, page: 'sw: Viza · Apply TZ' });
    expect(await at('/visa.html')).toMatchObject({ status: 200, address: '/visa' });
    expect((await at('/')).page).toMatch(/^en: /);
    expect((await at('/sw/')).page).toMatch(/^sw: /);
    expect(await at('/ad/dashboard')).toMatchObject({ status: 200, page: 'shell' });
    expect(await at('/no/such/page')).toMatchObject({ status: 200, page: 'shell' });
    expect((await at('/static/gone-after-a-release.js')).status).toBe(404);
    for (const address of ['/', '/visa', '/sw/visa', '/ad/dashboard']) {
      expect((await at(address)).headers['cache-control']).toBe('no-cache');
    }
  });

  it('lets an app page be revalidated, and a hashed file be kept for a year', async () => {
    const page = await headersAt(HOSTING_URL, '/visa');
    const script = await headersAt(HOSTING_URL, `/static/${someFile('static', '.js')}`);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
