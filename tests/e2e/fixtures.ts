import { test as base, expect, type ConsoleMessage } from '@playwright/test';

type Options = {
  /**
   * Console errors this test provokes on purpose, and no others: a test that makes a request fail
   * (an aborted route, a stopped emulator, an answer of 4xx or 5xx it checks the screen for) sees the
   * browser's "Failed to load resource: …" for it. Set only around such a test, with a comment on
   * why, as `test.use({ allowedConsoleErrors: anyOf(answeredWith(404), …) })` in its own describe
   * block. One pattern, not a list: Playwright would read a two-item list as [value, options]. It
   * is matched against the message followed by its source address in brackets.
   */
  allowedConsoleErrors: RegExp;
};

type Fixtures = { pageErrors: Error[]; consoleErrors: string[]; cspViolations: string[] };

/** The message as a failure shows it, with the address it came from (the resource that failed, say). */
const shown = (message: ConsoleMessage) => {
  const { url } = message.location();
  return url ? `${message.text()} [${url}]` : message.text();
};

/**
 * Every browser test also fails when the page throws an uncaught error, logs an error to the
 * console (React's warnings, a failed request, a blocked script) that it did not allow, or breaks
 * the Content-Security-Policy (a report-only one too, which logs nothing).
 */
export const test = base.extend<Options & Fixtures>({
  allowedConsoleErrors: [/(?!)/, { option: true }],
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map((error) => error.message)).toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = shown(message);
        if (!allowedConsoleErrors.test(text)) errors.push(text);
      });
      await use(errors);
      expect(errors, 'console errors the test did not allow (allowedConsoleErrors)').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      // On the context, so pages a test opens itself (a staff member's, a new tab) are watched too.
      await context.exposeBinding('reportCspViolation', (_source, violation: string) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportCspViolation: (text: string) => void })
            .reportCspViolation;
          report(`${event.effectiveDirective} blocked ${event.blockedURI} on ${event.documentURI}`);
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** The browser's console line for a request answered with one of `statuses` (a 4xx or 5xx). */
export const answeredWith = (...statuses: number[]) =>
  new RegExp(`^Failed to load resource: the server responded with a status of (?:${statuses.join('|')})\\b`);

/**
 * The browser's console line for a request that got no answer at all: `ERR_FAILED` for one a route
 * aborted, `ERR_INTERNET_DISCONNECTED` offline, `ERR_CONNECTION_REFUSED` for a server that is down.
 */
export const unanswered = (...errors: string[]) =>
  new RegExp(`^Failed to load resource: net::(?:${errors.join('|')})\\b`);

/** Firestore's own log line when a write cannot reach the database (it then reports the failure). */
export const firestoreUnreachable = /@firebase\/firestore: .*RPC_ERROR/;

/** One pattern that allows what any of `patterns` allows. */
export const anyOf = (...patterns: RegExp[]) =>
  new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join('|'));

export { expect };
