import helmet from 'helmet';
import type { Env } from '../env.ts';

const FIREBASE_ORIGINS = [
  'https://firestore.googleapis.com',
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];

/** Security headers; the browser may talk to this origin and to Firebase (or the local emulators). */
export function securityHeaders(env: Env) {
  const emulatorOrigins = [env.FIRESTORE_EMULATOR_HOST, env.FIREBASE_AUTH_EMULATOR_HOST]
    .filter(Boolean)
    .map((hostPort) => `http://${hostPort}`);
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // sweetalert2 injects its stylesheet and React sets style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: for the documents staff see on a detail page, fetched with their token (a photo
        // has no URL a plain <img> could load).
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...FIREBASE_ORIGINS, ...emulatorOrigins],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: env.NODE_ENV === 'production' ? [] : null,
      },
    },
  });
}
