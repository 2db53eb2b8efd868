import { defineConfig, devices } from '@playwright/test';
import { localUrl, testPorts } from './scripts/lib/ports.mjs';

// scripts/test.mjs starts the stack and passes its address; Debian's Chromium stands in for
// Playwright's own browser, whose download cannot work on these machines.
const baseURL = process.env.E2E_BASE_URL ?? localUrl(testPorts().api);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mobile-chromium',
      use: {
        ...devices['Pixel 7'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-gpu',
          ],
        },
      },
    },
  ],
});
