/**
 * Lighthouse as a quiet host would score a run (issue #31). Lantern simulates the phone from the
 * observed trace: each main-thread task's wall time, times 4. On a shared, loaded host most of a
 * task's wall time is waiting for a core (a 200 ms task that ran 8 ms), so TBT and the score swing
 * by tens of points between two runs of one build. This re-audits a run's own artifacts with every
 * renderer main-thread task shrunk to the CPU time the thread spent in it (the trace's `tdur`),
 * its children scaled with it: what Lantern would see if the host had had a core free.
 *
 * Used by bench/lighthouse-ab.ts --cpu-time. The figure is an estimate (CPU time is not quite a quiet
 * host's wall time: a task that waits on the GPU or a lock counts less), but it is the same estimate
 * for both builds, and it does not move with the other sessions' load.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { saveArtifacts } from 'lighthouse/core/lib/asset-saver.js';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown>;
}

/** The renderer main thread that painted the page (the one with its first contentful paint). */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  return fcp ? { pid: fcp.pid, tid: fcp.tid } : undefined;
}

/** A copy of the trace whose main-thread tasks last as long as the CPU time they used. */
export function traceAtCpuTime(events: readonly TraceEvent[]): TraceEvent[] {
  const copy = events.map((event) => ({ ...event }));
  const main = mainThread(copy);
  if (!main) return copy;
  const onMain = copy
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur && event.tdur !== undefined);
  let next = 0;
  for (const task of tasks) {
    const start = task.ts;
    const end = task.ts + (task.dur ?? 0);
    const ratio = Math.min(1, (task.tdur ?? 0) / (task.dur ?? 1));
    while (next < onMain.length && (onMain[next]?.ts ?? 0) < start) next += 1;
    for (let index = next; index < onMain.length; index += 1) {
      const event = onMain[index];
      if (!event || event.ts > end) break;
      if (event === task || event.ts + (event.dur ?? 0) > end) continue;
      event.ts = start + (event.ts - start) * ratio;
      event.dur = (event.dur ?? 0) * ratio;
    }
    task.dur = (task.dur ?? 0) * ratio;
  }
  return copy;
}

interface LighthouseRun {
  readonly artifacts: Record<string, unknown> & { Trace: { traceEvents: TraceEvent[] } };
}

/**
 * Re-audits a run's artifacts with its trace at CPU time; returns Lighthouse's result for them.
 * `flags` are the gathering run's own extra settings: Lighthouse refuses to audit artifacts under
 * settings other than those they were gathered with (e.g. the profiler's trace category).
 */
export async function auditAtCpuTime(
  url: string,
  run: LighthouseRun,
  flags: { additionalTraceCategories?: string } = {},
) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lh-cpu-time-'));
  try {
    const { Trace } = run.artifacts;
    await saveArtifacts(
      { ...run.artifacts, Trace: { ...Trace, traceEvents: traceAtCpuTime(Trace.traceEvents) } },
      dir,
    );
    const result = await lighthouse(url, {
      auditMode: dir,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...flags,
    });
    if (!result) throw new Error(`Lighthouse could not re-audit ${url}`);
    return result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
