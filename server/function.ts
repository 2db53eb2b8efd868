// Production entry: the same Express app as a 2nd-gen Cloud Function, reached through the Hosting
// rewrite /api/** (see firebase.json). Built into functions/ by `npm run build:functions`.
import { onRequest } from 'firebase-functions/v2/https';
import { composeApp } from './compose.ts';
import { parseFunctionEnv } from './env.ts';

const env = parseFunctionEnv(process.env);
const { app } = composeApp(env);

export const api = onRequest({ region: 'europe-west1', memory: '512MiB', concurrency: 80 }, app);
