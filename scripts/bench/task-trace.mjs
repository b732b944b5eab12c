// The page's main-thread tasks from a Chromium trace: how long each took on the clock, and how
// much of that the thread itself ran (its CPU time). On a machine busy with other work a task
// of a few milliseconds' work can last 100 ms on the clock while the thread waits for a core;
// the long-task API sees only the clock, the trace tells the two apart.

// RunTask (one task of a thread, with `dur` on the clock and `tdur` on the thread) is in here.
const CATEGORIES = ['disabled-by-default-devtools.timeline'];
const LONG_MS = 50;

/** Starts tracing `page`; the returned function stops it and gives its main thread's tasks. */
export async function traceTasks(page) {
  await page.tracing.start({ categories: CATEGORIES });
  return async () =>
    mainThreadTasks(JSON.parse(new TextDecoder().decode(await page.tracing.stop())));
}

/**
 * { longestMs, longestCpuMs, overLongMs, overLongCpuMs }: the longest task on the clock, the most
 * CPU time the thread spent in one task, how many tasks lasted over 50 ms on the clock, and how
 * many had over 50 ms of the thread's own work.
 */
export function mainThreadTasks(trace) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const started = events.find((e) => e.name === 'TracingStartedInBrowser');
  const pids = new Set((started?.args?.data?.frames ?? []).map((frame) => frame.processId));
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .filter((e) => pids.has(e.pid))
      .map((e) => `${e.pid}:${e.tid}`),
  );
  if (main.size === 0) throw new Error('no renderer main thread of the page in the trace');
  const tasks = runTasks(events, main).map((e) => ({
    ms: e.dur / 1000,
    cpuMs: (e.tdur ?? e.dur) / 1000,
  }));
  return {
    longestMs: Math.max(0, ...tasks.map((t) => t.ms)),
    longestCpuMs: Math.max(0, ...tasks.map((t) => t.cpuMs)),
    overLongMs: tasks.filter((t) => t.ms > LONG_MS).length,
    overLongCpuMs: tasks.filter((t) => t.cpuMs > LONG_MS).length,
  };
}

/** The RunTask events of the threads in `threads` ("pid:tid"). */
function runTasks(events, threads) {
  return events.filter(
    (e) => e.ph === 'X' && e.name === 'RunTask' && threads.has(`${e.pid}:${e.tid}`),
  );
}

/** Starts tracing `page` before it loads a document; the returned function stops it, giving the trace. */
export async function traceLoad(page) {
  await page.tracing.start({ categories: [...CATEGORIES, 'blink.user_timing'] });
  return async () => JSON.parse(new TextDecoder().decode(await page.tracing.stop()));
}

/**
 * The long tasks of a first load: the main-thread tasks of the last document of `origin` that
 * began between its navigation start and `untilMs` after it (the page's performance.now()).
 * { count, longestMs, blockingMs }: how many lasted over 50 ms, the longest task (whatever its
 * length), and the blocking time, each task's time over 50 ms summed (as Lighthouse's TBT sums
 * it, but from the navigation start on).
 */
export function longTasksOfLoad(trace, origin, untilMs) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const start = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame &&
        e.args.data.documentLoaderURL?.startsWith(origin),
    )
    .at(-1);
  if (!start) throw new Error(`no navigation to ${origin} in the trace`);
  const until = start.ts + untilMs * 1000;
  const ms = runTasks(events, new Set([`${start.pid}:${start.tid}`]))
    .filter((e) => e.ts >= start.ts && e.ts < until)
    .map((e) => e.dur / 1000);
  const long = ms.filter((t) => t > LONG_MS);
  return {
    count: long.length,
    longestMs: Math.max(0, ...ms),
    blockingMs: long.reduce((sum, t) => sum + t - LONG_MS, 0),
  };
}
