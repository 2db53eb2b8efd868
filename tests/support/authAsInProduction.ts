// The Auth emulator checks every ID token for revocation, asked or not (firebase-admin's
// BaseAuth.verifyIdToken: `checkRevoked || isEmulator`); a real project checks only when asked. This
// wraps the emulator's Auth so that `verifyIdToken(token)` verifies the token as production does
// (the library's own verifier: signature, audience, issuer, expiry) and skips the revocation and
// disabled checks unless `checkRevoked` is true, so a test sees what a real project would let in.
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';

type TokenVerifier = { verifyJWT: (token: string, isEmulator: boolean) => Promise<DecodedIdToken> };

export function authAsInProduction(auth: Auth): Auth {
  const verifier = (auth as unknown as { idTokenVerifier: TokenVerifier }).idTokenVerifier;
  const verifyIdToken = (token: string, checkRevoked = false) =>
    checkRevoked ? auth.verifyIdToken(token, true) : verifier.verifyJWT(token, true);
  return new Proxy(auth, {
    get(target, property) {
      if (property === 'verifyIdToken') return verifyIdToken;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
