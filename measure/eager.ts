// The comparison build: every route loaded eagerly, served by a second API process so Lighthouse
// sees it exactly as it sees ours (same server, same emulators, same machine).
import { spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { EAGER_DIST, PORTS, ROOT, WORK } from './config.ts';
import { stack } from './projectScripts.ts';

export function buildEager(): string {
  const vite = path.join(ROOT, 'node_modules', '.bin', 'vite');
  const config = path.join(ROOT, 'measure', 'vite.eager.config.ts');
  const result = spawnSync(vite, ['build', '--config', config, '--logLevel', 'warn'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', BENCH_EAGER_OUT_DIR: EAGER_DIST },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`The eager build failed (exit ${result.status}).`);
  // Not pre-rendered: its index.html is the shell our server answers every other address with.
  copyFileSync(path.join(EAGER_DIST, 'index.html'), path.join(EAGER_DIST, 'shell.html'));
  return EAGER_DIST;
}

export async function startEagerApi(env: Record<string, string>) {
  await stack.startApi({
    port: PORTS.eagerApi,
    env,
    staticDir: EAGER_DIST,
    logFile: path.join(WORK, 'api-eager.log'),
  });
}
