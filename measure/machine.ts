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
