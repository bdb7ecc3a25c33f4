/** Counts the AWS SDK calls a client makes, and when each started and ended, through an SDK middleware. */
export interface CallLog {
  counts: Map<string, number>;
  spans: { name: string; start: number; end: number }[];
  recordSpans: boolean;
}

export function newCallLog(): CallLog {
  return { counts: new Map(), spans: [], recordSpans: false };
}

interface Instrumentable {
  middlewareStack: {
    add(
      middleware: (
        next: (args: unknown) => Promise<unknown>,
        context: { commandName?: string },
      ) => (args: unknown) => Promise<unknown>,
      options: { step: 'initialize'; name: string },
    ): void;
  };
}

export function countCalls(client: Instrumentable, service: string, log: CallLog): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const name = `${service}.${(context.commandName ?? 'Unknown').replace(/Command$/, '')}`;
      log.counts.set(name, (log.counts.get(name) ?? 0) + 1);
      const start = performance.now();
      try {
        return await next(args);
      } finally {
        if (log.recordSpans) log.spans.push({ name, start, end: performance.now() });
      }
    },
    { step: 'initialize', name: `benchCount${service}` },
  );
}

/** Sequential round trips: groups of calls that overlap in time count as one. */
export function sequentialDepth(spans: CallLog['spans']): number {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let depth = 0;
  let currentEnd = Number.NEGATIVE_INFINITY;
  for (const span of sorted) {
    if (span.start >= currentEnd) {
      depth += 1;
      currentEnd = span.end;
    } else currentEnd = Math.max(currentEnd, span.end);
  }
  return depth;
}
