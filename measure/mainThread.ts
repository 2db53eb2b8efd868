// What the page's own code cost the main thread once it had painted, from the trace Lighthouse
// recorded. Lighthouse's blocking time counts wall-clock time, and on a two-core machine the main
// thread waits its turn beside the browser, the server and Lighthouse itself: the same page moves
// by 2× from run to run. The thread's own CPU time moves far less, so it shows what a change does.

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
};

export type MainThreadFigures = {
  /** The main thread's CPU time in tasks that began after the first contentful paint. */
  cpuMs: number;
  /** The same tasks by the clock: CPU time plus the time the thread waited for a core. */
  wallMs: number;
  /**
   * Lighthouse's blocking time worked out from CPU time: each task's CPU time times the CPU
   * slowdown, less 50 ms, summed over the tasks longer than that.
   */
  cpuBlockingMs: number;
};

const LONG_TASK_MS = 50;

export function mainThreadAfterPaint(
  events: readonly TraceEvent[],
  cpuSlowdown: number,
): MainThreadFigures | undefined {
  // Chromium marks the first contentful paint on the page's main thread.
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return undefined;
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === paint.pid &&
      event.tid === paint.tid &&
      event.ts >= paint.ts,
  );
  const cpu = tasks.map((task) => (task.tdur ?? task.dur ?? 0) / 1000);
  return {
    cpuMs: Math.round(cpu.reduce((sum, ms) => sum + ms, 0)),
    wallMs: Math.round(tasks.reduce((sum, task) => sum + (task.dur ?? 0) / 1000, 0)),
    cpuBlockingMs: Math.round(cpu.reduce((sum, ms) => sum + Math.max(0, ms * cpuSlowdown - LONG_TASK_MS), 0)),
  };
}
