import { defineConfig, devices } from '@playwright/test';
import { localUrl, testPorts } from './scripts/lib/ports.mjs';
import { BROWSERS } from './scripts/lib/setup.mjs';

// scripts/test.mjs starts the stack and passes its address, and the browser to drive: Debian's
// Chromium headless shell (scripts/lib/setup.mjs says why) in place of Playwright's own download,
// which cannot work on these machines.
const baseURL = process.env.E2E_BASE_URL ?? localUrl(testPorts().api);

/**
 * Spec files that read what the whole database holds: the dashboard's totals, every application
 * newest first, a list that must not move while it loads.
 * Another test writing beside them would change what they expect, so `npm test` runs them on their
 * own after the rest, which share the stack two at a time (scripts/test.mjs). Every other test
 * works with records of its own: names, phones and references no other test uses.
 */
const WHOLE_DATABASE_SPECS = ['admin-lists', 'admin-layout-shift'].map((name) => `**/${name}.spec.ts`);

/**
 * Specs for the deploy artifact under Firebase's own emulators (scripts/lib/deployedStack.mjs),
 * which `npm test` runs as a third project with addresses of its own. The Hosting journey runs on
 * both stacks.
 */
const DEPLOYED_SPECS = ['hosting', 'deployed-screens', 'prerendered'].map((name) => `**/${name}.spec.ts`);

const browser = {
  ...devices['Pixel 7'],
  // The service worker answers from its cache once installed, where a test's page.route() cannot
  // reach: off everywhere but in the specs about it (offline.spec.ts), which allow it.
  serviceWorkers: 'block' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? BROWSERS.headlessShell.path,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-gpu',
    ],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One at a time unless told otherwise (`--workers`): safe for every spec, whichever are chosen.
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    // Recording a trace for every test (to keep only the failures') took a third of the suite's time
    // on two cores. To see a failure step by step, record it: `npm test -- browser -- --trace=on visa`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mobile-chromium',
      testIgnore: [...WHOLE_DATABASE_SPECS, '**/deployed-screens.spec.ts'],
      use: browser,
    },
    { name: 'mobile-chromium-alone', testMatch: WHOLE_DATABASE_SPECS, use: browser },
    { name: 'deployed', testMatch: DEPLOYED_SPECS, use: browser },
  ],
});
