import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// "unit" needs nothing running; "rules", "api" and "deployed" need the emulators that
// scripts/test.mjs starts and announces through environment variables; "stack" starts its own.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          globals: true,
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          // One jsdom per worker, not one per file: building it and loading the test libraries for
          // each of some eighty files took longer than the tests. freshFile.ts gives each file the
          // fresh modules, globals and blank page an isolated run would.
          isolate: false,
          setupFiles: ['./tests/unit/freshFile.ts', './tests/unit/setup.ts'],
          // On a two-core machine running another suite beside this one, a test that typed a whole
          // form took over vitest's default 5 s; a passing test ends when it is done, so the quiet
          // run is not slower.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          fileParallelism: false,
          // As the unit tests' below: generous, because a test that passes ends when it is done, and
          // on two cores shared with another run a rule check that takes 50 ms quiet took over 20 s.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'server/**/*.test.ts'],
          fileParallelism: false,
          // Files share one module graph: loading the server, firebase-admin and the test support
          // again for each of forty files took half a minute. Each file starts the APIs and fakes
          // it needs and works with records of its own.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // The deploy bundle under firebase-tools' emulators (scripts/lib/deployedStack.mjs), and
          // the Hosting tests again through its Hosting emulator.
          name: 'deployed',
          environment: 'node',
          include: ['tests/deployed/**/*.test.ts', 'tests/api/hosting.test.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'stack',
          environment: 'node',
          include: ['tests/stack/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 400_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
