// The facts that make figures from different runs comparable (or explain why they are not).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './config.ts';
import type { MachineFacts } from './types.ts';

function packageVersion(name: string): string {
  const file = path.join(ROOT, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

export function machineFacts(chromiumPath: string): MachineFacts {
  const chromium = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' });
  return {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    loadAverage: os.loadavg(),
    node: process.version,
    chromium: chromium.stdout?.trim() || `unknown (${chromiumPath})`,
    lighthouse: packageVersion('lighthouse'),
    autocannon: packageVersion('autocannon'),
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}

/** The share of all cores' time spent busy between two readings of os.cpus(). */
function busyShare(before: os.CpuInfo[], after: os.CpuInfo[]): number {
  let busy = 0;
  let total = 0;
  after.forEach((cpu, index) => {
    const earlier = before[index]!.times;
    const spent = (key: keyof os.CpuInfo['times']) => cpu.times[key] - earlier[key];
    const all = spent('user') + spent('nice') + spent('sys') + spent('irq') + spent('idle');
    busy += all - spent('idle');
    total += all;
  });
  return total === 0 ? 0 : busy / total;
}

const QUIET_SHARE = 0.15;
const QUIET_SECONDS = 3;
const QUIET_PATIENCE_SECONDS = 60;

/**
 * Waits until the machine has been quiet (under 15% busy) for three seconds in a row, at most a
 * minute. Lighthouse times the page's tasks on this machine's CPU: a burst of work elsewhere (the
 * Firestore emulator's Java after seeding takes a whole core for seconds) lengthens them, and
 * with them the blocking time, as the page could not. Returns whether it was quiet.
 */
export async function waitForQuietMachine(): Promise<boolean> {
  let quietFor = 0;
  for (let second = 0; second < QUIET_PATIENCE_SECONDS; second += 1) {
    const before = os.cpus();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    quietFor = busyShare(before, os.cpus()) < QUIET_SHARE ? quietFor + 1 : 0;
    if (quietFor >= QUIET_SECONDS) return true;
  }
  return false;
}
