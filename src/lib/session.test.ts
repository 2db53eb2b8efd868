import Cookies from 'js-cookie';
import { clearSession, readSession, saveSession, SESSION_COOKIE } from './session';

describe('the login cookie', () => {
  afterEach(() => clearSession());

  it('holds the uid and email, and reads back', () => {
    const set = vi.spyOn(Cookies, 'set');
    saveSession({ uid: 'u8Kx2mPq', email: 'rose@example.co.tz' });
    expect(readSession()).toEqual({ uid: 'u8Kx2mPq', email: 'rose@example.co.tz' });
    // The cookie lasts 7 days, on path /.
    expect(set).toHaveBeenCalledWith(
      SESSION_COOKIE,
      expect.any(String),
      expect.objectContaining({ expires: 7, path: '/' }),
    );
    set.mockRestore();
  });

  it('is gone after sign-out', () => {
    saveSession({ uid: 'u1', email: 'a@example.com' });
    clearSession();
    expect(readSession()).toBeNull();
    expect(document.cookie).not.toContain(SESSION_COOKIE);
  });

  it('ignores a cookie someone wrote by hand', () => {
    Cookies.set(SESSION_COOKIE, 'not json');
    expect(readSession()).toBeNull();
    Cookies.set(SESSION_COOKIE, JSON.stringify({ uid: 1 }));
    expect(readSession()).toBeNull();
  });
});
