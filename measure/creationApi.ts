// The API as `npm start` builds it, in a process of its own, with every document each commit
// writes counted (tests/support/committedWrites.ts), for the creation-rate section of the bench
// (creations.ts), which starts it with the emulators' settings and asks for the counts over IPC:
//   node --import tsx measure/creationApi.ts   → sends {url} once listening
//   'counts' → {busiest, commits, refused, documents};  'reset' → counts afresh;  'stop' → exits
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createApp } from '#server/app.ts';
import { blobStoreFor } from '#server/blobs/index.ts';
import { parseEnv } from '#server/env.ts';
import { initFirebaseAdmin } from '#server/firebase.ts';
import { paymentProviderFor } from '#server/payments/index.ts';
import { busiest, countCommittedWrites } from '../tests/support/committedWrites.ts';

export type CreationApiCounts = {
  busiest: [string, number][];
  commits: number;
  refused: number;
  documents: number;
};

const send = (message: unknown) => process.send?.(message);

const env = parseEnv(process.env);
const firebase = initFirebaseAdmin(env.FIREBASE_PROJECT_ID);
const counts = countCommittedWrites();
const app = createApp({
  env,
  logger: pino({ level: 'warn' }),
  firebase,
  blobs: blobStoreFor(env),
  payments: paymentProviderFor(env, firebase),
});
const server = app.listen(0, '127.0.0.1', () => {
  send({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

process.on('message', (message) => {
  if (message === 'counts') {
    send({
      busiest: busiest(counts.writes, 5),
      commits: counts.commits(),
      refused: counts.refused(),
      documents: counts.writes.size,
    } satisfies CreationApiCounts);
  } else if (message === 'reset') {
    counts.reset();
    send({ reset: true });
  } else if (message === 'stop') {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  }
});
