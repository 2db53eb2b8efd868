import { getToken, initializeAppCheck } from 'firebase/app-check';
import { firebaseApp } from './app';

vi.mock('firebase/app-check', () => ({
  initializeAppCheck: vi.fn(() => ({ app: 'checked' })),
  ReCaptchaEnterpriseProvider: vi.fn(),
  getToken: vi.fn(),
}));
vi.mock('./app', () => ({ firebaseApp: vi.fn() }));

/** A fresh module each time: App Check is started once per page. */
async function headerWith(appCheck?: { siteKey: string; debugToken?: string }) {
  vi.resetModules();
  vi.mocked(firebaseApp).mockResolvedValue({ app: {}, config: { appCheck } } as never);
  const { appCheckHeader } = await import('./appCheck');
  return appCheckHeader();
}

beforeEach(() => {
  vi.mocked(initializeAppCheck).mockClear();
  vi.mocked(getToken).mockReset().mockResolvedValue({ token: 'attested' });
  Reflect.deleteProperty(globalThis, 'FIREBASE_APPCHECK_DEBUG_TOKEN');
});

describe('the App Check header of a public write', () => {
  it('carries the token where the project has App Check', async () => {
    await expect(headerWith({ siteKey: 'site-key' })).resolves.toEqual({ 'X-Firebase-AppCheck': 'attested' });
    expect(initializeAppCheck).toHaveBeenCalledTimes(1);
  });

  it('is absent, and App Check never started, where the project has none', async () => {
    await expect(headerWith(undefined)).resolves.toEqual({});
    expect(initializeAppCheck).not.toHaveBeenCalled();
  });

  it('is left out when no token can be had, so the API says why', async () => {
    vi.mocked(getToken).mockRejectedValue(new Error('reCAPTCHA blocked'));
    await expect(headerWith({ siteKey: 'site-key' })).resolves.toEqual({});
  });

  it("attests a developer's browser with its registered debug token", async () => {
    await headerWith({ siteKey: 'site-key', debugToken: 'debug-123' });
    expect(Reflect.get(globalThis, 'FIREBASE_APPCHECK_DEBUG_TOKEN')).toBe('debug-123');
  });
});
