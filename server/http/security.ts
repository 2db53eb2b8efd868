import helmet from 'helmet';
import type { Env } from '../env.ts';
import { hostingHeaders } from './hostingHeaders.ts';

/**
 * Security headers: helmet's, then firebase.json's (the Content-Security-Policy among them), which
 * Hosting sends in production. On the emulators the browser may also talk to them.
 */
export function securityHeaders(env: Env) {
  const emulatorOrigins = [env.FIRESTORE_EMULATOR_HOST, env.FIREBASE_AUTH_EMULATOR_HOST]
    .filter(Boolean)
    .map((hostPort) => `http://${hostPort}`);
  return [helmet({ contentSecurityPolicy: false }), hostingHeaders(emulatorOrigins)];
}
