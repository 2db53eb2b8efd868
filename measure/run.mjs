// `npm run bench` starts here: plain Node, so on a fresh clone it can install the dependencies (tsx
// among them) before the TypeScript bench itself is loaded.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies } from '../scripts/lib/setup.mjs';
import { ROOT, SetupError } from '../scripts/lib/stack.mjs';

try {
  ensureDependencies();
} catch (error) {
  console.error(error instanceof SetupError ? error.message : error);
  process.exit(1);
}
const bench = path.join(ROOT, 'measure', 'index.ts');
const result = spawnSync(process.execPath, ['--import', 'tsx', bench, ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
