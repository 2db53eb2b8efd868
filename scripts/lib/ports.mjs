// Every port a local stack uses, in one table: `npm start`, `npm test`, the bench, and the private
// stacks some tests start, so that none two can collide unnoticed. Plain JavaScript, because
// scripts/start.mjs and scripts/test.mjs run before npm install; TypeScript reads the types in
// ports.d.mts. The README's Ports table describes the first two.

/** Where every local service listens. */
export const LOCALHOST = '127.0.0.1';

/** `npm start` / `npm run dev`: the default, and the variable that changes it. */
const START = {
  app: ['APP_PORT', 5000],
  vite: ['VITE_PORT', 5173],
  firestore: ['FIRESTORE_PORT', 8080],
  auth: ['AUTH_PORT', 9099],
  hub: ['EMULATOR_HUB_PORT', 4400],
  logging: ['EMULATOR_LOGGING_PORT', 4500],
};

/** `npm test`: its own stack beside a running `npm start`. */
const TEST = {
  api: ['TEST_API_PORT', 5100],
  hosting: ['TEST_HOSTING_PORT', 5101],
  firestore: ['TEST_FIRESTORE_PORT', 8180],
  auth: ['TEST_AUTH_PORT', 9199],
  hub: ['TEST_HUB_PORT', 4410],
  logging: ['TEST_LOGGING_PORT', 4510],
  // The rules and API suites' own emulators, API and Hosting stand-in, so that they run beside the
  // browser suite without either seeing the other's records, messages or rate limits.
  suiteApi: ['TEST_SUITE_API_PORT', 5107],
  suiteHosting: ['TEST_SUITE_HOSTING_PORT', 5108],
  suiteFirestore: ['TEST_SUITE_FIRESTORE_PORT', 8182],
  suiteAuth: ['TEST_SUITE_AUTH_PORT', 9197],
  suiteHub: ['TEST_SUITE_HUB_PORT', 4413],
  suiteLogging: ['TEST_SUITE_LOGGING_PORT', 4513],
  // The deploy artifact under firebase-tools' emulators, beside the API from source.
  deployedHosting: ['TEST_DEPLOYED_HOSTING_PORT', 5102],
  deployedFunctions: ['TEST_DEPLOYED_FUNCTIONS_PORT', 5103],
  deployedFirestore: ['TEST_DEPLOYED_FIRESTORE_PORT', 8181],
  deployedAuth: ['TEST_DEPLOYED_AUTH_PORT', 9198],
  deployedHub: ['TEST_DEPLOYED_HUB_PORT', 4411],
  deployedLogging: ['TEST_DEPLOYED_LOGGING_PORT', 4511],
  // Started with the Functions emulator whether used or not: on their defaults they would take
  // ports of other stacks.
  deployedEventarc: ['TEST_DEPLOYED_EVENTARC_PORT', 5104],
  deployedTasks: ['TEST_DEPLOYED_TASKS_PORT', 5105],
  // Where the deployed functions send SMS: the fake Beem the deployed suite starts.
  deployedBeem: ['TEST_DEPLOYED_BEEM_PORT', 5106],
};

function resolve(table, env) {
  return Object.fromEntries(
    Object.entries(table).map(([name, [variable, fallback]]) => [name, Number(env[variable] ?? fallback)]),
  );
}

/**
 * The ports of `npm start`, read from `env` when called: call it after loading `.env`, not at
 * import time.
 */
export function startPorts(env = process.env) {
  return resolve(START, env);
}

/** The ports of `npm test`'s stack. */
export function testPorts(env = process.env) {
  return resolve(TEST, env);
}

/** `npm run bench`: fixed, never the dev or test ones. */
export const BENCH_PORTS = Object.freeze({
  api: 5900,
  eagerApi: 5901,
  baselineApi: 5902,
  firestore: 8980,
  auth: 9999,
  hub: 4490,
  logging: 4590,
});

/**
 * The stack suite's own `npm start` (tests/stack/restart.test.ts), and the emulators and APIs
 * fault tests crash and restart (tests/support/privateStack.ts): fixed unless set, so that a second
 * `npm test` beside the first gives them ports of its own too.
 */
const STACK_TEST = {
  app: ['TEST_STACK_APP_PORT', 5200],
  firestore: ['TEST_STACK_FIRESTORE_PORT', 8280],
  auth: ['TEST_STACK_AUTH_PORT', 9299],
  hub: ['TEST_STACK_HUB_PORT', 4420],
  logging: ['TEST_STACK_LOGGING_PORT', 4520],
};
export const STACK_TEST_PORTS = Object.freeze(resolve(STACK_TEST, process.env));

const FAULT = {
  api: ['TEST_FAULT_API_PORT', 5393],
  browserApi: ['TEST_FAULT_BROWSER_API_PORT', 5391],
  browserSlowGatewayApi: ['TEST_FAULT_BROWSER_SLOW_GATEWAY_API_PORT', 5392],
  browserFirestore: ['TEST_FAULT_BROWSER_FIRESTORE_PORT', 8391],
  notificationsApi: ['TEST_FAULT_NOTIFICATIONS_API_PORT', 5394],
  notificationsFirestore: ['TEST_FAULT_NOTIFICATIONS_FIRESTORE_PORT', 8394],
  attackApi: ['TEST_FAULT_ATTACK_API_PORT', 5395],
  attackFirestore: ['TEST_FAULT_ATTACK_FIRESTORE_PORT', 8395],
};
export const FAULT_PORTS = Object.freeze(resolve(FAULT, process.env));

/** http://127.0.0.1:<port> */
export const localUrl = (port) => `http://${LOCALHOST}:${port}`;

// Two stacks that may run at once must never share a port: checked on every import, defaults only
// (a variable that moves a port is its setter's business).
{
  const taken = new Map();
  const tables = {
    start: startPorts({}),
    test: testPorts({}),
    bench: BENCH_PORTS,
    stackTest: resolve(STACK_TEST, {}),
    faults: resolve(FAULT, {}),
  };
  for (const [table, ports] of Object.entries(tables)) {
    for (const [name, port] of Object.entries(ports)) {
      const holder = taken.get(port);
      if (holder)
        throw new Error(`scripts/lib/ports.mjs: port ${port} is both ${holder} and ${table}.${name}`);
      taken.set(port, `${table}.${name}`);
    }
  }
}
