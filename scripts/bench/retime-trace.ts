/**
 * Load correction for Lighthouse: a saved trace with each renderer main-thread task re-timed by the CPU time its
 * thread actually got. On a busy machine a task's wall time (`dur`) includes time the thread waited for a core;
 * its thread time (`tdur`) does not. Each top-level task (`RunTask`) is shrunk to its `tdur`, and everything inside
 * it on the same thread is scaled by the same ratio around the task's start, so nesting stays intact. Lighthouse's
 * own simulation then runs again on the re-timed trace (scripts/bench/lighthouse.ts).
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** `cpu` re-times by thread time; `identity` goes through the same steps with ratio 1 (must change nothing). */
export type RetimeMode = 'cpu' | 'identity';

const threadKey = (e: { pid: number; tid: number }) => `${e.pid}:${e.tid}`;

/** The renderer main threads of a trace (`thread_name` metadata named CrRendererMain). */
export function rendererMainThreads(events: readonly TraceEvent[]): Set<string> {
  return new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(threadKey));
}

/** A copy of the events with every renderer main-thread task re-timed; returns how many tasks changed too. */
export function retimeTrace(events: readonly TraceEvent[], mode: RetimeMode): { events: TraceEvent[]; tasks: number } {
  const main = rendererMainThreads(events);
  const out = events.map((e) => ({ ...e }));
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of out) {
    if (!main.has(threadKey(e)) || e.ph === 'M') continue;
    const list = byThread.get(threadKey(e)) ?? [];
    list.push(e);
    byThread.set(threadKey(e), list);
  }
  let tasks = 0;
  for (const list of byThread.values()) {
    const sorted = [...list].sort((a, b) => a.ts - b.ts);
    for (const task of sorted) {
      if (task.name !== 'RunTask' || task.ph !== 'X' || !task.dur || task.tdur === undefined) continue;
      const ratio = mode === 'cpu' ? Math.min(1, task.tdur / task.dur) : 1;
      const start = task.ts;
      const end = task.ts + task.dur;
      for (const inner of sorted) {
        if (inner === task || inner.ts < start || inner.ts > end) continue;
        inner.ts = start + (inner.ts - start) * ratio;
        if (inner.dur !== undefined) inner.dur *= ratio;
      }
      task.dur *= ratio;
      tasks += 1;
    }
  }
  return { events: out, tasks };
}
