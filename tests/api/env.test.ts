import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { parseEnv, parseFunctionEnv } from '../../server/env.ts';

const emulated = {
  FIREBASE_PROJECT_ID: 'demo-apply-tz',
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
};
const selcom = { SELCOM_API_KEY: 'key', SELCOM_API_SECRET: 'secret', SELCOM_VENDOR: 'TILL123' };

describe('configuration', () => {
  it('accepts the local emulator setup with defaults', () => {
    expect(parseEnv(emulated)).toMatchObject({ PORT: 5000, NODE_ENV: 'development', LOG_LEVEL: 'info' });
  });

  it('names every bad variable in one message', () => {
    expect(() => parseEnv({ ...emulated, PORT: 'eighty', FIRESTORE_EMULATOR_HOST: 'nowhere' })).toThrow(
      /PORT[\s\S]*FIRESTORE_EMULATOR_HOST/,
    );
  });

  it('needs a web API key against a real project', () => {
    expect(() => parseEnv({ FIREBASE_PROJECT_ID: 'real-project' })).toThrow(/FIREBASE_WEB_API_KEY/);
  });

  it('needs PUBLIC_URL in production, and not outside it', () => {
    const production = { ...emulated, NODE_ENV: 'production', PAYMENT_PROVIDER: 'selcom', ...selcom };
    expect(() => parseEnv(production)).toThrow(/PUBLIC_URL: is required in production/);
    expect(parseEnv({ ...production, PUBLIC_URL: 'https://applytz.web.app' })).toMatchObject({
      PUBLIC_URL: 'https://applytz.web.app',
    });
    expect(parseEnv({ ...emulated, NODE_ENV: 'test' }).PUBLIC_URL).toBeUndefined();
  });

  it('refuses the sandbox gateway in a deployed server whatever NODE_ENV says, unless allowed', () => {
    for (const deployed of [{ K_SERVICE: 'api' }, { FUNCTION_TARGET: 'api' }]) {
      const source = { ...emulated, NODE_ENV: 'development', ...deployed };
      expect(() => parseEnv(source)).toThrow(/PAYMENT_PROVIDER: is the sandbox in a deployed server/);
      expect(parseEnv({ ...source, ALLOW_SANDBOX_PAYMENTS: 'true' }).PAYMENT_PROVIDER).toBe('sandbox');
    }
  });
});

describe("the Cloud Function's configuration", () => {
  const deployed = {
    ...emulated,
    K_SERVICE: 'api',
    FUNCTION_TARGET: 'api',
    PUBLIC_URL: 'https://applytz.web.app',
    // Set by Cloud Functions for every deployed function.
    FIREBASE_CONFIG: JSON.stringify({
      projectId: 'apply-tz-live',
      storageBucket: 'apply-tz-live.appspot.com',
    }),
  };

  it("keeps documents in the project's bucket, never on an instance's own disk", () => {
    const env = parseFunctionEnv({ ...deployed, ALLOW_SANDBOX_PAYMENTS: 'true' });
    expect(env).toMatchObject({ BLOB_STORE: 'gcs', FIREBASE_STORAGE_BUCKET: 'apply-tz-live.appspot.com' });
    const { FIRESTORE_EMULATOR_HOST: _f, FIREBASE_AUTH_EMULATOR_HOST: _a, ...live } = deployed;
    expect(() =>
      parseFunctionEnv({
        ...live,
        FIREBASE_WEB_API_KEY: 'key',
        ALLOW_SANDBOX_PAYMENTS: 'true',
        BLOB_STORE: 'local',
      }),
    ).toThrow(/BLOB_STORE: is the server's own disk in a deployed server/);
  });

  it('is production even when the deployment sets NODE_ENV to something else', () => {
    const env = parseFunctionEnv({
      ...deployed,
      NODE_ENV: 'development',
      PAYMENT_PROVIDER: 'selcom',
      ...selcom,
    });
    expect(env.NODE_ENV).toBe('production');
  });

  it('refuses the sandbox (PAYMENT_PROVIDER unset) with NODE_ENV=development, and takes it when allowed', () => {
    expect(() => parseFunctionEnv({ ...deployed, NODE_ENV: 'development' })).toThrow(/PAYMENT_PROVIDER/);
    expect(
      parseFunctionEnv({ ...deployed, NODE_ENV: 'development', ALLOW_SANDBOX_PAYMENTS: 'true' }),
    ).toMatchObject({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' });
  });

  it('refuses to start without PUBLIC_URL', () => {
    const { PUBLIC_URL: _unset, ...withoutUrl } = deployed;
    expect(() => parseFunctionEnv({ ...withoutUrl, PAYMENT_PROVIDER: 'selcom', ...selcom })).toThrow(
      /PUBLIC_URL: is required in production/,
    );
  });

  it("takes the project id from the function's environment", () => {
    const { FIREBASE_PROJECT_ID: _unset, ...withoutProject } = deployed;
    const env = parseFunctionEnv({
      ...withoutProject,
      GCLOUD_PROJECT: 'apply-tz-live',
      ALLOW_SANDBOX_PAYMENTS: 'true',
    });
    expect(env.FIREBASE_PROJECT_ID).toBe('apply-tz-live');
  });
});

describe('the server process', () => {
  it('makes the server exit 1 with the message, not a stack trace', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH, FIREBASE_PROJECT_ID: 'Not A Project', PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('FIREBASE_PROJECT_ID');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
