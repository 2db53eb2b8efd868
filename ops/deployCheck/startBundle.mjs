// Run by `npm run deploy:check` in a process of its own, with the settings of a running instance:
// loads a functions bundle as Cloud Functions does, then asks its `api` function for
// GET /api/health, which runs the bundle's start-up (onInit: its settings read, its services
// made). Prints its findings as JSON on the last line of stdout; the bundle's own logs come before.
//   node ops/deployCheck/startBundle.mjs <bundle folder>
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import express from 'express';

const [bundle] = process.argv.slice(2);
const exported = await import(pathToFileURL(path.join(bundle, 'index.js')).href);
// Each function's description (trigger, region, secrets), as firebase-functions attaches it.
const functions = Object.fromEntries(
  Object.entries(exported)
    .filter(([, value]) => typeof value === 'function' && value.__endpoint)
    .map(([name, value]) => [name, value.__endpoint]),
);

/** What the function answers to GET /api/health through an Express server, as Cloud Run serves it. */
async function health(handler) {
  let failure;
  const server = express()
    .use(async (request, response) => {
      try {
        await handler(request, response);
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
        response.status(500).end();
      }
    })
    .listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${server.address().port}/api/health`, {
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, body: (await response.text()).slice(0, 300), failure };
  } finally {
    server.close();
  }
}

const answer = typeof exported.api === 'function' ? await health(exported.api) : undefined;
console.log(JSON.stringify({ functions, health: answer }));
// The bundle's services (Firestore clients, timers) would keep the process alive.
process.exit(0);
