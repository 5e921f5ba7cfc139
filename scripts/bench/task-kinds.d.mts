/** A complete trace event (`ph: 'X'`), as much of it as the task tracers read. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur: number;
  /** Thread time (µs): the time the thread ran, without the time the system gave its CPU to other work. */
  tdur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown>; elementCount?: number };
}

export function taskKinds(task: TraceEvent, onThread: TraceEvent[], top?: number): string[];
