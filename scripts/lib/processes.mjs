// Child processes for the local stack: each in its own process group, so stopping one stops all it
// spawned (firebase-tools and java start helpers of their own).
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';

const children = new Set();

export function startProcess(name, command, args, { env = {}, logFile, cwd } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.name = name;
  const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : null;
  const tail = [];
  const keep = (chunk) => {
    log?.write(chunk);
    tail.push(...chunk.toString().split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 40));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.tail = tail;
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  children.add(child);
  child.exited.then(() => children.delete(child));
  return child;
}

export async function stopProcess(child, { signal = 'SIGTERM', graceMs = 8_000 } = {}) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, graceMs);
  await child.exited;
  clearTimeout(timer);
}

export async function stopAll(options) {
  await Promise.all([...children].reverse().map((child) => stopProcess(child, options)));
}

/**
 * Polls a URL until it answers (any HTTP status) or the child dies or time runs out. Each request
 * is given `requestTimeoutMs`: a server that starts a worker per waiting request needs patience,
 * not more requests. A child that dies fails at once, so the time allowed is generous: on two cores
 * busy with another run, firebase-tools took over 90 s to boot its Auth emulator.
 */
export async function waitForHttp(
  url,
  { child, timeoutMs = 300_000, requestTimeoutMs = 2_000, accept = () => true } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${child.name} exited before it was ready:\n${child.tail.join('\n')}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(requestTimeoutMs) });
      if (accept(response)) return response;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${child?.name ?? url} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** Whether nothing listens on `port` of 127.0.0.1 yet. */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
