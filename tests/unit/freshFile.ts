// Unit test files share their worker's jsdom (isolate: false in vitest.config.ts): building a jsdom
// and loading the test libraries again for each file cost more than all the tests themselves. This
// runs first before every file and gives it what a fresh environment would: the app's modules
// evaluated anew (so its vi.mock calls apply and no module state carries over), real timers and
// globals, and a blank page at the start address with no cookies or storage.
//
// Libraries from node_modules are loaded once per worker, not once per file: those that keep what
// a page had (SWR's global cache) are emptied here; i18next is set up again by setup.ts.
import { mutate } from 'swr';

const START_URL = 'http://localhost:3000/';

vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();

document.head.replaceChildren();
document.body.replaceChildren();
for (const element of [document.documentElement, document.body]) {
  for (const { name } of Array.from(element.attributes)) element.removeAttribute(name);
}
document.title = '';
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]!.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
localStorage.clear();
sessionStorage.clear();
if (location.href !== START_URL) history.replaceState(null, '', START_URL);
await mutate(() => true, undefined, { revalidate: false });
