import { LANGUAGE_STORAGE_KEY, startingLanguage } from './i18n';

/** The app opened at `address`, on a device that chose `saved` before (or nothing). */
function openedAt(address: string, saved?: string) {
  window.history.replaceState(null, '', address);
  localStorage.clear();
  if (saved) localStorage.setItem(LANGUAGE_STORAGE_KEY, saved);
}

/** A browser whose languages, in the reader's order, are `languages`. */
const browserSet = (...languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('the language the app starts in', () => {
  it("is the link's (an SMS's ?lang=sw), remembered as the visitor's choice, and leaves the address", () => {
    openedAt('/track?reference=TIN-7K3Q9X&lang=sw');
    expect(startingLanguage()).toBe('sw');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sw');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/track?reference=TIN-7K3Q9X');
  });

  it('follows the link over an earlier choice, either way', () => {
    openedAt('/track?lang=en&reference=VIS-7K3Q9X#top', 'sw');
    expect(startingLanguage()).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(`${window.location.search}${window.location.hash}`).toBe('?reference=VIS-7K3Q9X#top');
  });

  it('is the earlier choice without a link, and English on a first visit', () => {
    openedAt('/track', 'sw');
    expect(startingLanguage()).toBe('sw');
    openedAt('/');
    expect(startingLanguage()).toBe('en');
  });

  it("is the browser's first language the app speaks on a first visit, and a choice made once still wins", () => {
    browserSet('sw-TZ', 'en-GB');
    openedAt('/visa');
    expect(startingLanguage()).toBe('sw');
    browserSet('fr-FR', 'sw', 'en');
    expect(startingLanguage()).toBe('sw');
    browserSet('en-US', 'sw');
    expect(startingLanguage()).toBe('en');
    browserSet('fr-FR');
    expect(startingLanguage()).toBe('en');

    browserSet('sw-TZ');
    openedAt('/visa', 'en');
    expect(startingLanguage()).toBe('en');
  });

  it('ignores a language the app does not have, and drops it from the address', () => {
    openedAt('/?lang=fr', 'sw');
    expect(startingLanguage()).toBe('sw');
    expect(window.location.search).toBe('');
  });
});
