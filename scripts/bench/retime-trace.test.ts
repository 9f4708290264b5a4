import { describe, expect, it } from 'vitest';
import { retimeTrace, type TraceEvent } from './retime-trace';

const meta = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', pid, tid, ts: 0, args: { name } });
const trace: TraceEvent[] = [
  meta(1, 10, 'CrRendererMain'),
  meta(1, 11, 'Compositor'),
  { name: 'RunTask', ph: 'X', pid: 1, tid: 10, ts: 1000, dur: 400, tdur: 100 },
  { name: 'FunctionCall', ph: 'X', pid: 1, tid: 10, ts: 1200, dur: 200 },
  { name: 'RunTask', ph: 'X', pid: 1, tid: 11, ts: 1000, dur: 400, tdur: 100 },
  { name: 'RunTask', ph: 'X', pid: 1, tid: 10, ts: 3000, dur: 100, tdur: 90 },
];

describe('retimeTrace', () => {
  it('shrinks main-thread tasks to their thread time and scales what they hold around their start', () => {
    const { events, tasks } = retimeTrace(trace, 'cpu');
    expect(tasks).toBe(2);
    expect(events[2]).toMatchObject({ ts: 1000, dur: 100 });
    expect(events[3]).toMatchObject({ ts: 1050, dur: 50 });
    expect(events[5]).toMatchObject({ ts: 3000, dur: 90 });
  });

  it('leaves other threads alone', () => {
    expect(retimeTrace(trace, 'cpu').events[4]).toEqual(trace[4]);
  });

  it('changes nothing in identity mode', () => {
    expect(retimeTrace(trace, 'identity').events).toEqual(trace);
  });
});
