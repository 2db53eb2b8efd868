// A stand-in for App Check's token service and its verifier, which need Google: tokens are JWTs
// signed RS256 with a key of the stand-in's own, and the verifier checks what the Admin SDK's
// `verifyToken` checks (firebase-admin/lib/app-check/token-verifier.js): a known key id and a
// valid signature, RS256, an `aud` naming the project, the App Check issuer, a subject (the app's
// id) and an expiry in the future.
import { createSign, createVerify, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import type { AppCheckVerifier } from '#server/http/appCheck.ts';

const ISSUER = 'https://firebaseappcheck.googleapis.com/';
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

type Claims = { appId: string; projectId: string; expiresInSeconds?: number; alg?: string };

export function appCheckStandIn(projectNumber = '123456789') {
  const keyId = randomUUID();
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  /** A token as App Check issues one to an app after its attestation; `signWith` forges one. */
  function issue(
    { appId, projectId, expiresInSeconds = 3600, alg = 'RS256' }: Claims,
    signWith = privateKey,
  ) {
    const now = Math.floor(Date.now() / 1000);
    const header = encode({ alg, typ: 'JWT', kid: keyId });
    const payload = encode({
      iss: `${ISSUER}${projectNumber}`,
      sub: appId,
      aud: [`projects/${projectNumber}`, `projects/${projectId}`],
      iat: now,
      exp: now + expiresInSeconds,
    });
    const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(signWith, 'base64url');
    return `${header}.${payload}.${signature}`;
  }

  const verifierFor =
    (projectId: string): AppCheckVerifier =>
    async (token) => {
      const [header, payload, signature, ...rest] = token.split('.');
      if (!header || !payload || !signature || rest.length) throw new Error('not a JWT');
      const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string; kid?: string };
      if (head.alg !== 'RS256' || head.kid !== keyId) throw new Error('unknown key or algorithm');
      const signed = createVerify('RSA-SHA256').update(`${header}.${payload}`);
      if (!signed.verify(publicKey as KeyObject, signature, 'base64url')) throw new Error('bad signature');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
        aud?: unknown;
        iss?: unknown;
        sub?: unknown;
        exp?: unknown;
      };
      if (!Array.isArray(claims.aud) || !claims.aud.includes(`projects/${projectId}`)) throw new Error('aud');
      if (typeof claims.iss !== 'string' || !claims.iss.startsWith(ISSUER)) throw new Error('iss');
      if (typeof claims.sub !== 'string' || claims.sub === '') throw new Error('sub');
      if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) throw new Error('expired');
      return { appId: claims.sub };
    };

  /** A key that is not App Check's, to forge with. */
  const otherKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

  return { issue, verifierFor, otherKey };
}
