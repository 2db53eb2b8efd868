// The build from before the public pages were pre-rendered, served by a third API process so that
// Lighthouse measures it beside ours in the same run (same server, emulators and machine).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { BASELINE_DIST, BUILDS, PORTS, ROOT, WORK } from './config.ts';
import { stack } from './projectScripts.ts';

const git = (...args: string[]) => {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
};

/**
 * BENCH_BASELINE (any revision), else the commit before the one that added the pre-rendering
 * (scripts/prerender/plugin.ts).
 */
export function baselineRevision(): string {
  const asked = process.env.BENCH_BASELINE;
  if (asked) return git('rev-parse', '--short', asked);
  const added = git('log', '--diff-filter=A', '--format=%H', '--', 'scripts/prerender/plugin.ts')
    .split('\n')
    .pop();
  if (!added) throw new Error('No commit adds scripts/prerender/plugin.ts: set BENCH_BASELINE.');
  return git('rev-parse', '--short', `${added}~1`);
}

/** That revision checked out beside the project (with its node_modules) and built into BASELINE_DIST. */
export function buildBaseline(revision: string): string {
  const source = path.join(BUILDS, 'baseline-source');
  if (existsSync(source)) git('worktree', 'remove', '--force', source);
  git('worktree', 'add', '--detach', source, revision);
  try {
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(source, 'node_modules'), 'dir');
    const vite = path.join(ROOT, 'node_modules', '.bin', 'vite');
    const result = spawnSync(
      vite,
      ['build', '--outDir', BASELINE_DIST, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: source,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: 'inherit',
      },
    );
    if (result.status !== 0) throw new Error(`The build of ${revision} failed (exit ${result.status}).`);
    // Our server answers every other address with firebase.json's shell; that build's was index.html.
    const shell = path.join(BASELINE_DIST, 'shell.html');
    if (!existsSync(shell)) copyFileSync(path.join(BASELINE_DIST, 'index.html'), shell);
    return BASELINE_DIST;
  } finally {
    git('worktree', 'remove', '--force', source);
    rmSync(source, { recursive: true, force: true });
  }
}

export async function startBaselineApi(env: Record<string, string>) {
  await stack.startApi({
    port: PORTS.baselineApi,
    env,
    staticDir: BASELINE_DIST,
    logFile: path.join(WORK, 'api-baseline.log'),
  });
}
