import Cookies from 'js-cookie';

/**
 * The login cookie: uid and email for 7 days on path /. It remembers who signed
 * in on this device and nothing more: access is decided by Firebase Auth and the Firestore rules,
 * never by this cookie, which any visitor can write.
 */
export const SESSION_COOKIE = 'session';
export const SESSION_DAYS = 7;

/** `aan`: the number of an agent signed in, which every form then carries, locked. */
export type Session = { uid: string; email: string; aan?: string };

function cookieOptions(): Cookies.CookieAttributes {
  return {
    expires: SESSION_DAYS,
    path: '/',
    sameSite: 'strict',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  };
}

export function saveSession(session: Session) {
  const { uid, email, aan } = session;
  Cookies.set(SESSION_COOKIE, JSON.stringify(aan ? { uid, email, aan } : { uid, email }), cookieOptions());
}

export function readSession(): Session | null {
  const raw = Cookies.get(SESSION_COOKIE);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { uid, email, aan } = parsed as Record<string, unknown>;
    if (typeof uid !== 'string' || typeof email !== 'string') return null;
    return typeof aan === 'string' ? { uid, email, aan } : { uid, email };
  } catch {
    return null;
  }
}

export function clearSession() {
  Cookies.remove(SESSION_COOKIE, { path: '/' });
}
