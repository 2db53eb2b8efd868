// Processes a fault test may crash and start again: a Firestore emulator or an API of its own, on
// fixed private ports, so the shared stack every other test uses is never stopped.
import type { ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

type Child = ChildProcess & { exited: Promise<unknown> };
type StackModule = {
  ROOT: string;
  PROJECT_ID: string;
  startFirestore(options: { port: number; rulesFile?: string }): Promise<Child>;
  startApi(options: { port: number; env: Record<string, string>; staticDir?: string }): Promise<Child>;
};
type ProcessesModule = {
  stopProcess(child: Child, options?: { signal?: NodeJS.Signals; graceMs?: number }): Promise<void>;
};

// The stack scripts are plain JavaScript (they run before npm install) without type declarations:
// loaded by address, with the little of them used here typed above.
const load = async <T>(file: string) => (await import(new URL(file, import.meta.url).href)) as T;
const stackScripts = () => load<StackModule>('../../scripts/lib/stack.mjs');
const processScripts = () => load<ProcessesModule>('../../scripts/lib/processes.mjs');

// Uploads, if a test makes any; the folder is made on first use. Logs are not kept: a process
// that fails to start reports its last output itself.
const BLOB_DIR = path.join(tmpdir(), 'applytz-faults-blobs');

// A test runner that dies without its afterAll must not leave emulators holding the fixed ports.
const running = new Set<Child>();
process.once('exit', () => {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/** A fixed port still held (by a leftover from an earlier run) would let the test talk to it instead. */
async function assertFree(port: number) {
  const inUse = await new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  if (inUse) throw new Error(`Port ${port} is in use: stop whatever holds it (a leftover test process?).`);
}

/** One process that can be started, crashed (SIGKILL: no shutdown of its own) and started again. */
function restartable(name: string, port: number, launch: () => Promise<Child>) {
  let child: Child | undefined;
  const kill = async (signal: NodeJS.Signals) => {
    if (!child) return;
    const { stopProcess } = await processScripts();
    await stopProcess(child, { signal, graceMs: 5_000 });
    running.delete(child);
    child = undefined;
  };
  return {
    port,
    async start() {
      if (child) throw new Error(`${name} on port ${port} is running already`);
      await assertFree(port);
      child = await launch();
      running.add(child);
    },
    /** Dies at once, as in a crash or a power cut. */
    crash: () => kill('SIGKILL'),
    stop: () => kill('SIGTERM'),
  };
}

/** A Firestore emulator with the project's rules, on `port`; starts empty each time. */
export async function privateFirestore(port: number) {
  const stack = await stackScripts();
  const documentsUrl = `http://127.0.0.1:${port}/v1/projects/${stack.PROJECT_ID}/databases/(default)/documents`;
  const emulator = restartable('Firestore emulator', port, async () => {
    const child = await stack.startFirestore({ port, rulesFile: path.join(stack.ROOT, 'firestore.rules') });
    // A fresh emulator answers its first request through the rules slowly (6 s, 15 s on a busy
    // machine: longer than the app's 12 s save limit); one refused write pays that before a test.
    try {
      await fetch(`${documentsUrl}/warmUp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ fields: {} }),
      });
    } catch (error) {
      await (await processScripts()).stopProcess(child, { signal: 'SIGKILL' });
      throw error;
    }
    return child;
  });
  return {
    ...emulator,
    host: `127.0.0.1:${port}`,
    /** Every document of a collection, read past the rules the way the emulator lets its owner. */
    async documents(collection: string): Promise<Array<{ name: string; fields: Record<string, unknown> }>> {
      const response = await fetch(`${documentsUrl}/${collection}?pageSize=1000`, {
        headers: { Authorization: 'Bearer owner' },
      });
      if (!response.ok) throw new Error(`Listing ${collection}: ${response.status} ${await response.text()}`);
      const body = (await response.json()) as { documents?: Array<{ name: string; fields: object }> };
      return (body.documents ?? []).map((doc) => ({ name: doc.name, fields: { ...doc.fields } }));
    },
  };
}

/**
 * The real API (server/main.ts) as `npm start` runs it, serving the built app, on `port`. It gets
 * this process's environment (the shared emulators) with `settings` on top.
 */
export async function privateApi(port: number, settings: Record<string, string> = {}) {
  const stack = await stackScripts();
  const api = restartable('API', port, () =>
    stack.startApi({
      port,
      env: {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        BLOB_DIR: path.join(BLOB_DIR, String(port)),
        ...settings,
      },
      staticDir: path.join(stack.ROOT, 'dist'),
    }),
  );
  return { ...api, url: `http://127.0.0.1:${port}` };
}

export type PrivateFirestore = Awaited<ReturnType<typeof privateFirestore>>;
export type PrivateApi = Awaited<ReturnType<typeof privateApi>>;
