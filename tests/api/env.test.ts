import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { parseEnv } from '../../server/env.ts';

const emulated = {
  FIREBASE_PROJECT_ID: 'demo-apply-tz',
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
};

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
