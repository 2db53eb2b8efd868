// Verifies, offline, what can be verified before `firebase deploy`: the functions bundle loads and
// starts with the production settings, the settings and their names are accepted, each function
// is given the secrets, every Firestore query has its composite index, and Hosting's rewrites reach
// exported functions. One line per check; exit code 1 when any fails, 2 for a wrong option.
//   npm run deploy:check [-- --project <id>] [--settings <file>] [--functions <built folder>]
//                        [--indexes <file>] [--firebase-json <file>] [--only indexes,hosting]
//                        [--dist <built app>] [--site https://<your-domain>]
// Settings: functions/.env and functions/.env.<project> with --project, as firebase deploy reads
// them; functions.env.example otherwise.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHECK_NAMES, runDeployChecks, type CheckName } from './deployCheck/checks.ts';
import { readProductionSettings } from './deployCheck/productionSettings.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const USAGE = `Usage: npm run deploy:check [-- --project <id>] [--settings <file>] [--functions <folder>]
         [--indexes <file>] [--firebase-json <file>] [--dist <folder>] [--site <url>]
         [--only ${CHECK_NAMES.join(',')}]`;

function options() {
  try {
    const { values } = parseArgs({
      options: {
        project: { type: 'string' },
        settings: { type: 'string' },
        functions: { type: 'string' },
        indexes: { type: 'string', default: 'firestore.indexes.json' },
        'firebase-json': { type: 'string', default: 'firebase.json' },
        only: { type: 'string' },
        dist: { type: 'string', default: 'dist' },
        site: { type: 'string' },
      },
    });
    const only = values.only?.split(',').map((name) => name.trim());
    if (only?.some((name) => !CHECK_NAMES.includes(name as CheckName))) throw new Error('unknown check');
    return { ...values, only: only as CheckName[] | undefined };
  } catch {
    console.error(USAGE);
    process.exit(2);
  }
}

const chosen = options();
const settings = readProductionSettings(ROOT, { settingsFile: chosen.settings, project: chosen.project });
console.log(
  `Checking the deployment of project ${settings.projectId}, with the settings of ${settings.files.join(' and ')}:`,
);
const reports = await runDeployChecks(
  {
    root: ROOT,
    settings,
    indexesFile: path.resolve(ROOT, chosen.indexes),
    firebaseJsonFile: path.resolve(ROOT, chosen['firebase-json']),
    functionsDir: chosen.functions,
    distDir: path.resolve(ROOT, chosen.dist),
    site: chosen.site,
  },
  chosen.only,
);
for (const { title, problems, summary } of reports) {
  if (problems.length === 0) {
    console.log(`  passed  ${title}${summary ? ` (${summary})` : ''}`);
    continue;
  }
  const [first, ...more] = problems;
  console.log(`  failed  ${title}: ${first}`);
  for (const problem of more) console.log(`          ${problem}`);
}
const failed = reports.filter(({ problems }) => problems.length > 0).length;
console.log(`${reports.length - failed} passed, ${failed} failed.`);
process.exitCode = failed > 0 ? 1 : 0;
