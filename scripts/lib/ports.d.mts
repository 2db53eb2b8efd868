// Types of ports.mjs, for the TypeScript that reads it (playwright.config.ts, the bench, tests).

export declare const LOCALHOST: '127.0.0.1';

export type StartPorts = {
  app: number;
  vite: number;
  firestore: number;
  auth: number;
  hub: number;
  logging: number;
};
export type TestPorts = {
  api: number;
  hosting: number;
  firestore: number;
  auth: number;
  hub: number;
  logging: number;
  suiteApi: number;
  suiteHosting: number;
  suiteFirestore: number;
  suiteAuth: number;
  suiteHub: number;
  suiteLogging: number;
  deployedHosting: number;
  deployedFunctions: number;
  deployedFirestore: number;
  deployedAuth: number;
  deployedHub: number;
  deployedLogging: number;
  deployedEventarc: number;
  deployedTasks: number;
  deployedBeem: number;
};

export declare function startPorts(env?: Record<string, string | undefined>): StartPorts;
export declare function testPorts(env?: Record<string, string | undefined>): TestPorts;

export declare const BENCH_PORTS: Readonly<{
  api: number;
  eagerApi: number;
  baselineApi: number;
  firestore: number;
  auth: number;
  hub: number;
  logging: number;
}>;
export declare const STACK_TEST_PORTS: Readonly<{
  app: number;
  firestore: number;
  auth: number;
  hub: number;
  logging: number;
}>;
export declare const FAULT_PORTS: Readonly<{
  api: number;
  browserApi: number;
  browserSlowGatewayApi: number;
  browserFirestore: number;
  notificationsApi: number;
  notificationsFirestore: number;
  attackApi: number;
  attackFirestore: number;
}>;

export declare function localUrl(port: number): string;
