// Production entry: the same Express app as a 2nd-gen Cloud Function, reached through the Hosting
// rewrite /api/** (see firebase.json), and the hourly sweep of abandoned uploads. Built into
// functions/ by `npm run build:functions`.
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { composeApp } from './compose.ts';
import { parseFunctionEnv } from './env.ts';
import { sweepUploads } from './uploads/sweep.ts';

const env = parseFunctionEnv(process.env);
const { app, logger, firebase, blobs } = composeApp(env);

export const api = onRequest({ region: 'europe-west1', memory: '512MiB', concurrency: 80 }, app);

/** Files uploaded over a day ago that no application refers to: their blobs and records go. */
export const uploadSweep = onSchedule(
  { schedule: 'every 60 minutes', region: 'europe-west1', timeoutSeconds: 540 },
  async () => {
    const totals = await sweepUploads(firebase.db, blobs, {
      onError: (err, path) => logger.error({ err, path }, 'could not sweep an uploaded document'),
    });
    logger.info(totals, 'swept unattached uploads');
  },
);
