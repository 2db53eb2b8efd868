import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { isLocalStack, parseEnv, parseFunctionEnv } from '#server/env.ts';
import { checkSettingNames } from '../../ops/deployCheck/settingsChecks.ts';

const emulated = {
  FIREBASE_PROJECT_ID: 'demo-apply-tz',
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
};
const selcom = { SELCOM_API_KEY: 'key', SELCOM_API_SECRET: 'secret', SELCOM_VENDOR: 'TILL123' };
const beem = {
  SMS_PROVIDER: 'beem',
  BEEM_API_KEY: 'beem-key',
  BEEM_SECRET_KEY: 'beem-secret',
  BEEM_SENDER_ID: 'APPLYTZ',
};

describe('configuration', () => {
  it('names every setting an operator writes in functions/.env as firebase-tools accepts it', () => {
    const settings = (values: Record<string, string>) => ({
      files: ['functions/.env.example-project'],
      values,
      unreadable: [],
      projectId: 'example-project',
    });
    expect(checkSettingNames(settings({})).problems).toEqual([]);
    // The names the web settings had before: Cloud Functions reserves the prefix.
    expect(checkSettingNames(settings({ FIREBASE_WEB_API_KEY: 'key' })).problems).toEqual([
      expect.stringMatching(/^FIREBASE_WEB_API_KEY: .*reserved prefix/),
    ]);
  });

  it('accepts the local emulator setup with defaults', () => {
    expect(parseEnv(emulated)).toMatchObject({ PORT: 5000, NODE_ENV: 'development', LOG_LEVEL: 'info' });
  });

  it('names every bad variable in one message', () => {
    expect(() => parseEnv({ ...emulated, PORT: 'eighty', FIRESTORE_EMULATOR_HOST: 'nowhere' })).toThrow(
      /PORT[\s\S]*FIRESTORE_EMULATOR_HOST/,
    );
  });

  it('needs a web API key against a real project', () => {
    expect(() => parseEnv({ FIREBASE_PROJECT_ID: 'real-project' })).toThrow(/WEB_API_KEY/);
  });

  it('needs PUBLIC_URL in production, and not outside it', () => {
    const production = {
      ...emulated,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'selcom',
      ...selcom,
      ...beem,
    };
    expect(() => parseEnv(production)).toThrow(/PUBLIC_URL: is required in production/);
    expect(parseEnv({ ...production, PUBLIC_URL: 'https://applytz.web.app' })).toMatchObject({
      PUBLIC_URL: 'https://applytz.web.app',
    });
    expect(parseEnv({ ...emulated, NODE_ENV: 'test' }).PUBLIC_URL).toBeUndefined();
  });

  it('refuses the sandbox gateway in a deployed server whatever NODE_ENV says, unless allowed', () => {
    for (const deployed of [{ K_SERVICE: 'api' }, { FUNCTION_TARGET: 'api' }]) {
      const source = { ...emulated, NODE_ENV: 'development', ...beem, ...deployed };
      expect(() => parseEnv(source)).toThrow(/PAYMENT_PROVIDER: is the sandbox in a deployed server/);
      expect(parseEnv({ ...source, ALLOW_SANDBOX_PAYMENTS: 'true' }).PAYMENT_PROVIDER).toBe('sandbox');
    }
  });

  it("needs Beem's API key, secret key and sender id when SMS_PROVIDER=beem", () => {
    expect(() => parseEnv({ ...emulated, SMS_PROVIDER: 'beem' })).toThrow(
      /BEEM_API_KEY: is required when SMS_PROVIDER=beem[\s\S]*BEEM_SECRET_KEY: is required[\s\S]*BEEM_SENDER_ID: is required/,
    );
    for (const key of ['BEEM_API_KEY', 'BEEM_SECRET_KEY', 'BEEM_SENDER_ID'] as const) {
      for (const missing of [undefined, '', '   ']) {
        const source = { ...emulated, ...beem, [key]: missing };
        const error = (() => {
          try {
            parseEnv(source);
          } catch (thrown) {
            return (thrown as Error).message;
          }
          return '';
        })();
        expect(error, `${key}=${JSON.stringify(missing)}`).toContain(
          `${key}: is required when SMS_PROVIDER=beem`,
        );
        // Only the missing one is named.
        expect(error.match(/BEEM_\w+: is required/g)).toHaveLength(1);
      }
    }
    expect(parseEnv({ ...emulated, ...beem })).toMatchObject({
      SMS_PROVIDER: 'beem',
      BEEM_BASE_URL: 'https://apisms.beem.africa',
      BEEM_API_KEY: 'beem-key',
      BEEM_SECRET_KEY: 'beem-secret',
      BEEM_SENDER_ID: 'APPLYTZ',
    });
    // The sandbox outbox needs none of them.
    expect(parseEnv(emulated).SMS_PROVIDER).toBe('sandbox');
  });

  it('refuses the sandbox SMS outbox in production, unless allowed', () => {
    const production = {
      ...emulated,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://applytz.web.app',
      PAYMENT_PROVIDER: 'selcom',
      ...selcom,
    };
    expect(() => parseEnv(production)).toThrow(/SMS_PROVIDER: is the sandbox outbox in production/);
    expect(() => parseEnv({ ...production, SMS_PROVIDER: 'sandbox', ALLOW_SANDBOX_SMS: 'false' })).toThrow(
      /SMS_PROVIDER: is the sandbox outbox in production/,
    );
    expect(parseEnv({ ...production, ALLOW_SANDBOX_SMS: 'true' }).SMS_PROVIDER).toBe('sandbox');
    expect(parseEnv({ ...production, ...beem }).SMS_PROVIDER).toBe('beem');
    // Outside production the outbox is the default.
    expect(parseEnv({ ...emulated, NODE_ENV: 'test' }).SMS_PROVIDER).toBe('sandbox');
  });

  it('refuses the sandbox SMS outbox in a deployed server whatever NODE_ENV says, unless allowed', () => {
    for (const deployed of [{ K_SERVICE: 'api' }, { FUNCTION_TARGET: 'api' }]) {
      const source = { ...emulated, NODE_ENV: 'development', ALLOW_SANDBOX_PAYMENTS: 'true', ...deployed };
      expect(() => parseEnv(source)).toThrow(/SMS_PROVIDER: is the sandbox outbox in a deployed server/);
      expect(parseEnv({ ...source, ALLOW_SANDBOX_SMS: 'true' }).SMS_PROVIDER).toBe('sandbox');
      expect(parseEnv({ ...source, ...beem }).SMS_PROVIDER).toBe('beem');
    }
  });
});

describe('the bounds on SMS', () => {
  it('holds three "received" SMS a number and 2,000 SMS a day unless told otherwise', () => {
    expect(parseEnv(emulated)).toMatchObject({ SMS_RECEIVED_PER_NUMBER_DAILY: 3, SMS_DAILY_BUDGET: 2_000 });
    expect(
      parseEnv({ ...emulated, SMS_RECEIVED_PER_NUMBER_DAILY: '5', SMS_DAILY_BUDGET: '500' }),
    ).toMatchObject({ SMS_RECEIVED_PER_NUMBER_DAILY: 5, SMS_DAILY_BUDGET: 500 });
  });

  it('refuses a bound that is not a whole number, or a budget of nothing', () => {
    expect(() => parseEnv({ ...emulated, SMS_RECEIVED_PER_NUMBER_DAILY: 'three' })).toThrow(
      /SMS_RECEIVED_PER_NUMBER_DAILY/,
    );
    expect(() => parseEnv({ ...emulated, SMS_RECEIVED_PER_NUMBER_DAILY: '-1' })).toThrow(
      /SMS_RECEIVED_PER_NUMBER_DAILY/,
    );
    for (const budget of ['0', '2.5', 'lots']) {
      expect(() => parseEnv({ ...emulated, SMS_DAILY_BUDGET: budget }), budget).toThrow(/SMS_DAILY_BUDGET/);
    }
  });
});

describe('the local stack (where the sandbox outbox is served)', () => {
  it('is the emulators outside production and outside any deployed server', () => {
    expect(isLocalStack(parseEnv({ ...emulated, NODE_ENV: 'development' }))).toBe(true);
    expect(isLocalStack(parseEnv({ ...emulated, NODE_ENV: 'test' }))).toBe(true);
    const allowed = { ...emulated, ALLOW_SANDBOX_SMS: 'true', ALLOW_SANDBOX_PAYMENTS: 'true' };
    for (const deployed of [{ K_SERVICE: 'api' }, { FUNCTION_TARGET: 'api' }]) {
      expect(isLocalStack(parseEnv({ ...allowed, NODE_ENV: 'development', ...deployed }))).toBe(false);
    }
    expect(isLocalStack(parseEnv({ ...allowed, NODE_ENV: 'production', PUBLIC_URL: 'https://a.tz' }))).toBe(
      false,
    );
    // A server on a real project holds real applicants' numbers, wherever it runs.
    const live = { FIREBASE_PROJECT_ID: 'apply-tz-live', WEB_API_KEY: 'key' };
    expect(isLocalStack(parseEnv({ ...live, NODE_ENV: 'development' }))).toBe(false);
  });
});

describe("the Cloud Function's configuration", () => {
  const deployed = {
    ...emulated,
    K_SERVICE: 'api',
    FUNCTION_TARGET: 'api',
    PUBLIC_URL: 'https://applytz.web.app',
    ...beem,
    // Set by Cloud Functions for every deployed function.
    FIREBASE_CONFIG: JSON.stringify({
      projectId: 'apply-tz-live',
      storageBucket: 'apply-tz-live.appspot.com',
    }),
  };

  it("keeps documents in the project's bucket, never on an instance's own disk", () => {
    const env = parseFunctionEnv({ ...deployed, ALLOW_SANDBOX_PAYMENTS: 'true' });
    expect(env).toMatchObject({ BLOB_STORE: 'gcs', STORAGE_BUCKET: 'apply-tz-live.appspot.com' });
    const { FIRESTORE_EMULATOR_HOST: _f, FIREBASE_AUTH_EMULATOR_HOST: _a, ...live } = deployed;
    expect(() =>
      parseFunctionEnv({
        ...live,
        WEB_API_KEY: 'key',
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

  it('refuses the sandbox SMS outbox (SMS_PROVIDER unset), and takes it when allowed', () => {
    const {
      SMS_PROVIDER: _s,
      BEEM_API_KEY: _k,
      BEEM_SECRET_KEY: _t,
      BEEM_SENDER_ID: _i,
      ...outbox
    } = deployed;
    const source = { ...outbox, NODE_ENV: 'development', PAYMENT_PROVIDER: 'selcom', ...selcom };
    expect(() => parseFunctionEnv(source)).toThrow(
      /SMS_PROVIDER: is the sandbox outbox in a deployed server/,
    );
    expect(parseFunctionEnv({ ...source, ALLOW_SANDBOX_SMS: 'true' })).toMatchObject({
      NODE_ENV: 'production',
      SMS_PROVIDER: 'sandbox',
    });
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
      timeout: 50_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('FIREBASE_PROJECT_ID');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('App Check and the Hosting addresses', () => {
  it('enforces App Check only when the app can get tokens: a site key is required', () => {
    expect(parseEnv(emulated).APP_CHECK).toBe('off');
    expect(() => parseEnv({ ...emulated, APP_CHECK: 'enforce' })).toThrow(/APP_CHECK_SITE_KEY: is required/);
    expect(parseEnv({ ...emulated, APP_CHECK: 'enforce', APP_CHECK_SITE_KEY: 'site-key' }).APP_CHECK).toBe(
      'enforce',
    );
    expect(() => parseEnv({ ...emulated, APP_CHECK: 'sometimes' })).toThrow(/APP_CHECK/);
  });

  it('reads the Hosting addresses as a list of addresses and ranges, and refuses anything else', () => {
    expect(
      parseEnv({ ...emulated, HOSTING_PROXY_RANGES: ' 35.190.0.0/17, 2600:1900::/28 ,127.0.0.2' })
        .HOSTING_PROXY_RANGES,
    ).toEqual(['35.190.0.0/17', '2600:1900::/28', '127.0.0.2']);
    expect(() => parseEnv({ ...emulated, HOSTING_PROXY_RANGES: 'hosting.example' })).toThrow(
      /HOSTING_PROXY_RANGES/,
    );
  });
});
