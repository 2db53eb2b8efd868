// Every unit test fails on a console.error it did not ask for. React reports its warnings there
// (an update outside act(), a missing key, invalid nesting), jsdom its "Not implemented", and the
// app its own failures: each is a bug in the test or the app until the test says it expects it.
import type { MockInstance } from 'vitest';

type Expected = { pattern: RegExp; seen: number };

let spy: MockInstance<typeof console.error> | undefined;
let logged: string[] = [];
let expected: Expected[] = [];

function shown(value: unknown): string {
  if (value instanceof Error) return value.stack ?? String(value);
  if (typeof value !== 'object' || value === null) return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** The message as the console would print it: printf-style `%s`/`%d`/`%o` filled in, the rest appended. */
function messageOf([first, ...rest]: unknown[]): string {
  if (typeof first !== 'string') return [first, ...rest].map(shown).join(' ');
  const text = first.replace(/%[sdifoOc%]/g, (token) => {
    if (token === '%%') return '%';
    if (rest.length === 0) return token;
    const value = rest.shift();
    return token === '%c' ? '' : shown(value);
  });
  return [text, ...rest.map(shown)].join(' ');
}

/**
 * The running test expects console.error with a message matching `pattern`, at least once (or it
 * fails); such messages are kept out of the output. Call it in the test, before the code that logs.
 */
export function expectConsoleError(pattern: RegExp) {
  expected.push({ pattern, seen: 0 });
}

/** Before each test (tests/unit/setup.ts): console.error is recorded instead of printed. */
export function watchConsoleErrors() {
  logged = [];
  expected = [];
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(messageOf(args));
  });
}

/** After each test, once it has been cleaned up: throws for every console.error it did not expect. */
export function assertNoUnexpectedConsoleErrors() {
  spy?.mockRestore();
  spy = undefined;
  const unexpected = logged.filter((message) => {
    const match = expected.find(({ pattern }) => pattern.test(message));
    if (match) match.seen += 1;
    return !match;
  });
  const problems = [
    ...unexpected.map((message) => `unexpected console.error:\n${message}`),
    ...expected
      .filter(({ seen }) => seen === 0)
      .map(({ pattern }) => `expected a console.error matching ${String(pattern)}; none came`),
  ];
  logged = [];
  expected = [];
  if (problems.length > 0) throw new Error(problems.join('\n\n'));
}
