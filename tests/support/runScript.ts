import { spawn } from 'node:child_process';

export type ScriptRun = { code: number | null; stdout: string; stderr: string; output: string };

/**
 * Runs one of the operator scripts (ops/*.ts) as `npm run` would, against the test emulators and never a real
 * project, whatever the machine has set; `env` adds to the test's environment.
 */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<ScriptRun> {
  const { GOOGLE_APPLICATION_CREDENTIALS: _credentials, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', `ops/${script}`, ...args], {
    env: { ...inherited, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, output: stdout + stderr }));
  });
}
