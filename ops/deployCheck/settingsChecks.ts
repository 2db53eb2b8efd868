// The production settings, before any function runs with them: accepted by the function's own
// parsing (server/env.ts), each refused by name when missing, named as Cloud Functions allows, and
// the gateways' keys kept out of the files for Secret Manager.
import { EnvError, envSchema, parseFunctionEnv } from '#server/env.ts';
import { FUNCTION_SECRETS } from '#server/functionSecrets.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  EXAMPLE_FILE,
  firebaseToolsEnv,
  runningInstanceSettings,
  type ProductionSettings,
} from './productionSettings.ts';

/** Set by Cloud Functions itself: a functions/.env may not hold them, and need not. */
export const SET_BY_THE_PLATFORM = ['PORT', 'K_SERVICE', 'FUNCTION_TARGET', 'FIREBASE_PROJECT_ID'];
/** Read on a developer's machine only (the emulators): never in a deployed function's settings. */
export const LOCAL_ONLY = ['FIREBASE_AUTH_EMULATOR_HOST'];

export type Findings = { problems: string[]; summary: string };

/** Each bad setting as parseFunctionEnv names it, or none. */
function refusals(values: Record<string, string>): string[] {
  try {
    parseFunctionEnv(values);
    return [];
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    return error.message
      .split('\n')
      .filter((line) => line.startsWith('  '))
      .map((line) => line.trim());
  }
}

export function checkSettings(root: string, settings: ProductionSettings): Findings {
  const where = settings.files.join(' and ');
  const problems = settings.unreadable.map((line) => `not a KEY=value line: ${line}`);
  if (settings.missing)
    problems.push(
      `there is no ${settings.missing}: firebase deploy would deploy the functions without their settings (${EXAMPLE_FILE} was checked instead)`,
    );
  for (const name of FUNCTION_SECRETS) {
    if (name in settings.values)
      problems.push(
        `${name} is a secret: keep it in Secret Manager (npx firebase functions:secrets:set ${name}), not in ${where}`,
      );
  }
  const running = runningInstanceSettings(settings);
  problems.push(...refusals(running));
  if (settings.files.includes(EXAMPLE_FILE)) {
    const example = readFileSync(path.join(root, EXAMPLE_FILE), 'utf8');
    for (const name of Object.keys(envSchema.shape)) {
      if (!new RegExp(`\\b${name}\\b`).test(example))
        problems.push(`server/env.ts reads ${name}, which ${EXAMPLE_FILE} neither sets nor says why not`);
    }
  }
  if (problems.length > 0) return { problems, summary: '' };

  // Each setting production cannot do without must be refused by name, not fail later.
  const required: string[] = [];
  for (const name of [...Object.keys(settings.values), ...FUNCTION_SECRETS]) {
    const { [name]: _left, ...without } = running;
    const refused = refusals(without);
    if (refused.length === 0) continue;
    required.push(name);
    if (!refused.some((line) => line.startsWith(`${name}:`)))
      problems.push(`without ${name} the settings are refused, but not by its name: ${refused.join('; ')}`);
  }
  return {
    problems,
    summary:
      `${where}: ${Object.keys(settings.values).length} settings and ${FUNCTION_SECRETS.length} secrets; ` +
      `each of ${required.join(', ')} is refused by name when missing`,
  };
}

/** firebase-tools' own check of each name a functions/.env may hold (it refuses FIREBASE_…, X_GOOGLE_…). */
export function checkSettingNames(settings: ProductionSettings): Findings {
  const exempt = [...SET_BY_THE_PLATFORM, ...LOCAL_ONLY];
  const names = new Set([
    ...Object.keys(envSchema.shape).filter((name) => !exempt.includes(name)),
    ...Object.keys(settings.values),
  ]);
  const problems = [...names].flatMap((name) => {
    try {
      firebaseToolsEnv.validateKey(name);
      return [];
    } catch (error) {
      return [`${name}: ${(error as Error).message}`];
    }
  });
  return { problems, summary: `${names.size} names, server/env.ts's and ${settings.files.join(' and ')}'s` };
}
