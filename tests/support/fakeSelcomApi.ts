// A fake Selcom and the real API, in this process, paying through it: what every test of payments
// against the gateway's protocol starts from.
import type { Logger } from 'pino';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { selcomSettings, startFakeSelcom, type FakeSelcom, type SelcomCredentials } from './fakeSelcom.ts';
import { startApi, type InProcessApi } from './inProcessApi.ts';

type Options = {
  credentials?: SelcomCredentials;
  /** API settings beyond those that point it at the fake (a timeout, say). */
  settings?: Record<string, string>;
  logger?: Logger;
};

/**
 * Starts a fake Selcom and an API wired to it before the file's tests, closes both after them, and
 * puts the fake back to answering normally, with no call recorded, before each test. `fake` and
 * `api` can be used from the tests and hooks on.
 */
export function withFakeSelcomApi({
  credentials = { apiKey: 'test-key-123', apiSecret: 'test-secret-456' },
  settings = {},
  logger,
}: Options = {}) {
  let fake: FakeSelcom | undefined;
  let api: InProcessApi | undefined;
  const started = <T>(value: T | undefined, name: string) => {
    if (!value) throw new Error(`withFakeSelcomApi: the ${name} starts in beforeAll; use it from a test`);
    return value;
  };

  beforeAll(async () => {
    fake = await startFakeSelcom(credentials);
    api = await startApi(selcomSettings(fake, credentials, settings), { logger });
  });
  afterAll(async () => {
    await api?.close();
    await fake?.close();
  });
  beforeEach(() => fake?.reset());

  return {
    credentials,
    get fake() {
      return started(fake, 'fake gateway');
    },
    get api() {
      return started(api, 'API');
    },
  };
}
