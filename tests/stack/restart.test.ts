// `npm start` as a user runs it: start, write, Ctrl-C, start again, and the data is still there.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { STACK_TEST_PORTS } from '../../scripts/lib/ports.mjs';

const ports = STACK_TEST_PORTS;
// In the run's own folder: a second `npm test` beside this one (TEST_WORK_DIR) has its own.
const dataDir = path.resolve(process.env.TEST_WORK_DIR ?? '.data/test', 'npm-start');
const env = {
  ...process.env,
  APP_PORT: String(ports.app),
  FIRESTORE_PORT: String(ports.firestore),
  AUTH_PORT: String(ports.auth),
  EMULATOR_HUB_PORT: String(ports.hub),
  EMULATOR_LOGGING_PORT: String(ports.logging),
  STACK_DATA_DIR: dataDir,
};
const running: { child: ChildProcess; exited: Promise<number | null> }[] = [];

/** Starts the stack and resolves with its output once it prints the ready banner (or exits). */
function start(): Promise<{ child: ChildProcess; output: () => string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  running.push({ child, exited });
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Press Ctrl-C to stop')) resolve({ child, output: () => output, exited });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => resolve({ child, output: () => output, exited: Promise.resolve(code) }));
    setTimeout(() => reject(new Error(`npm start did not get ready:\n${output}`)), 150_000);
  });
}

afterAll(async () => {
  // A stack left running by a failed test is stopped as Ctrl-C stops it, and waited for.
  for (const { child } of running) if (child.exitCode === null) child.kill('SIGINT');
  await Promise.all(running.map(({ exited }) => exited));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  rmSync(dataDir, { recursive: true, force: true });

  it('keeps data across Ctrl-C and a restart, and refuses a second copy', async () => {
    const first = await start();
    expect(first.output()).toContain(`http://127.0.0.1:${ports.app}/`);
    expect(first.output()).toMatch(/email:\s+admin@applytz\.local/);
    // A fresh data folder starts with demo applications to look at.
    expect(first.output()).toMatch(/Seeded 120 demo applications/);

    const health = await fetch(`http://127.0.0.1:${ports.app}/api/health`);
    expect(health.status).toBe(200);

    const second = await start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('already running');

    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
    const db = getFirestore(initializeApp({ projectId: 'demo-apply-tz' }, 'restart-test'));
    await db.doc('feedbacks/restart-check').set({ name: 'Restart', email: 'r@example.com', message: 'kept' });

    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('Stopped.');

    const again = await start();
    expect(again.output()).toContain('is running');
    // The staff account seeded by the first start is found again, not refused or re-created.
    expect(again.output()).not.toContain('already exists without');
    // Data in use is never added to.
    expect(again.output()).not.toContain('demo applications');
    const kept = await db.doc('feedbacks/restart-check').get();
    expect(kept.data()).toMatchObject({ message: 'kept' });
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 400_000);
});
