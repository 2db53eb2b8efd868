// The settings Cloud Functions reads from Secret Manager rather than from functions/.env.<project>:
// the gateways' keys. A function reads a secret only if its options name it (`secrets`), and every
// function reads every setting when it starts (parseFunctionEnv), so each names them all.
// `npm run deploy:check` checks both that and that no settings file holds one.
import type { Env } from './env.ts';

export const FUNCTION_SECRETS = [
  'SELCOM_API_KEY',
  'SELCOM_API_SECRET',
  'BEEM_API_KEY',
  'BEEM_SECRET_KEY',
] as const satisfies readonly (keyof Env)[];
