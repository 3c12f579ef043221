/** Messages between the benchmark and its server processes. */
export interface ChildReady {
  type: 'ready';
  url: string;
  /** The processes doing the serving, when more than the child itself (gateway workers): their CPU counts. */
  pids?: number[];
}

export interface CallCounts {
  type: 'calls';
  /** Upstream calls by legacy operation since the last reset. */
  byOperation: Record<string, number>;
}

export type ParentCommand = { type: 'stop' } | { type: 'reset' } | { type: 'count' };
