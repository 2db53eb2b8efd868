// The project's plain-Node helpers (scripts/lib/*.mjs, measure/size.mjs) have no type declarations
// and the node tsconfig does not check JavaScript, so they are loaded here once, by URL, and given
// the types of the parts the bench uses.
import type { ChildProcess } from 'node:child_process';
import type { RouteSize } from './types.ts';

export type StackChild = ChildProcess & { name: string; tail: string[] };

type SetupModule = {
  ensureDependencies(): void;
  ensureChromium(): string;
  ensureBuild(options?: { force?: boolean }): void;
};

type StackModule = {
  ROOT: string;
  SetupError: new (message: string) => Error;
  emulatorEnv(ports: { firestorePort: number; authPort: number }): Record<string, string>;
  startFirestore(options: { port: number; rulesFile?: string; logFile?: string }): Promise<StackChild>;
  startAuth(options: {
    port: number;
    hubPort: number;
    loggingPort: number;
    workDir: string;
    logFile?: string;
  }): Promise<StackChild>;
  startApi(options: {
    port: number;
    env: Record<string, string>;
    staticDir?: string;
    logFile?: string;
  }): Promise<StackChild>;
  seedStaffAccount(options: {
    env: Record<string, string>;
    email: string;
    password: string;
    role: 'staff' | 'admin';
  }): void;
};

type ProcessesModule = {
  stopAll(options?: { signal?: NodeJS.Signals; graceMs?: number }): Promise<void>;
};

type SizeModule = {
  ROUTES: Record<string, { entries: string[]; budgetKb: number; lazy: boolean }>;
  measureRoutes(): RouteSize[];
  sizes(files: string[], dist?: string): { raw: number; gzip: number; brotli: number };
};

// A computed specifier keeps TypeScript from looking for declarations these files do not have.
const load = (relative: string) => import(new URL(relative, import.meta.url).href);

export const setup: SetupModule = await load('../scripts/lib/setup.mjs');
export const stack: StackModule = await load('../scripts/lib/stack.mjs');
export const processes: ProcessesModule = await load('../scripts/lib/processes.mjs');
export const size: SizeModule = await load('./size.mjs');
