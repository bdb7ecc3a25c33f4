/**
 * The fault switch of the local stack and the tests (docs/decisions/1150-fault-injection.md): which share of the calls
 * to DynamoDB, SQS and the SMS vendor fail, and how, and a count of every fault injected by kind. Off unless `FAULTS`
 * is set; shared/config.ts refuses `FAULTS` on any stage but `local` and `test`, and only local/ (the local stack, the
 * tests, the bench) ever builds an injector: no function imports this file.
 *
 * `FAULTS` is a comma-separated list of `target=share` (a share between 0 and 1 of that target's calls), with an
 * optional `seed=<n>` for a repeatable run, e.g. `dynamodb=0.1,sqs=0.1,vendor=0.2,kill=0.02,seed=7`. `kill` is the
 * share of hand-overs at which a worker process kills itself (local/faults/worker-process.ts).
 */
const FAULT_TARGETS = ['dynamodb', 'sqs', 'vendor', 'kill'] as const;
export type FaultTarget = (typeof FAULT_TARGETS)[number];

export interface FaultSpec {
  shares: Record<FaultTarget, number>;
  seed: number;
}

/** Parses `FAULTS`; throws naming what is wrong. */
export function parseFaultSpec(text: string): FaultSpec {
  const shares: Record<FaultTarget, number> = { dynamodb: 0, sqs: 0, vendor: 0, kill: 0 };
  let seed = Math.floor(Math.random() * 2 ** 31);
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, value] = part.split('=').map((s) => s.trim());
    const number = Number(value);
    if (name === 'seed' && Number.isInteger(number)) {
      seed = number;
      continue;
    }
    if (!(FAULT_TARGETS as readonly string[]).includes(name ?? '') || !(number >= 0 && number <= 1)) {
      throw new Error(
        `Invalid configuration: FAULTS: "${part}" is not target=share (targets ${FAULT_TARGETS.join(', ')}; share 0 to 1) or seed=<integer>`,
      );
    }
    shares[name as FaultTarget] = number;
  }
  return { shares, seed };
}

export function formatFaultSpec(spec: FaultSpec): string {
  return [...FAULT_TARGETS.map((t) => `${t}=${spec.shares[t]}`), `seed=${spec.seed}`].join(',');
}

/** A small seeded generator (mulberry32): the same seed gives the same faults for the same sequence of calls. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class FaultInjector {
  /** Faults injected so far, by kind (`dynamodb.throttle`, `vendor.answer-lost`, ...). */
  readonly counts = new Map<string, number>();
  enabled = true;
  readonly random: () => number;
  /** Told of every fault as it is injected (a worker process reports them before it may be killed). */
  onCount?: (kind: string) => void;

  constructor(readonly spec: FaultSpec) {
    this.random = seededRandom(spec.seed);
  }

  /** Whether this call of `target` fails. */
  roll(target: FaultTarget): boolean {
    const share = this.spec.shares[target];
    return this.enabled && share > 0 && this.random() < share;
  }

  /** One of `kinds`, by weight. */
  pick<K extends string>(kinds: readonly (readonly [K, number])[]): K {
    const total = kinds.reduce((sum, [, w]) => sum + w, 0);
    let at = this.random() * total;
    for (const [kind, weight] of kinds) {
      at -= weight;
      if (at < 0) return kind;
    }
    return kinds[kinds.length - 1]![0];
  }

  count(kind: string, n = 1): void {
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + n);
    this.onCount?.(kind);
  }

  total(): number {
    return [...this.counts.values()].reduce((a, b) => a + b, 0);
  }
}

/** Adds counts of several injectors (the test's own, a worker process's, the vendor stand-in's). */
export function mergeCounts(...all: (Map<string, number> | Record<string, number>)[]): Map<string, number> {
  const merged = new Map<string, number>();
  for (const counts of all) {
    for (const [kind, n] of counts instanceof Map ? counts : Object.entries(counts)) {
      merged.set(kind, (merged.get(kind) ?? 0) + n);
    }
  }
  return new Map([...merged.entries()].sort(([a], [b]) => a.localeCompare(b)));
}
