/**
 * Business metrics to CloudWatch in the embedded metric format (EMF): JSON log lines that CloudWatch Logs turns into
 * metrics, with no API call and no client in the bundle. A small emitter of our own rather than Powertools Metrics:
 * the same format in about 2 KB instead of 15 KB in every function (docs/decisions/1101-observability.md).
 *
 * Data points are kept per set of dimension values during an invocation and written by `flush` (the wiring calls it
 * once a request or a batch is answered): one line per set of dimension values, each metric's values as an array.
 * The limits of the specification are kept: at most 100 metrics in a directive, 100 values in a metric's array and 30
 * dimensions in a dimension set; names and dimension values are non-empty strings.
 * https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/CloudWatch_Embedded_Metric_Format_Specification.html
 */
import {
  METRIC_NAMESPACE,
  type MetricDimensions,
  type MetricName,
  type Metrics,
  type MetricUnit,
  noMetrics,
  STAGE_DIMENSION,
} from '../metrics';
import { once, type Runtime } from '../runtime';

const EMF_MAX_METRICS = 100;
const EMF_MAX_VALUES = 100;
const EMF_MAX_DIMENSIONS = 30;
/** Buffered values after which the emitter writes without waiting for `flush` (a long batch). */
const AUTO_FLUSH_VALUES = 1000;

type EmfSink = (line: string) => void;

interface Series {
  unit: MetricUnit;
  values: number[];
}

interface Group {
  timestamp: number;
  dimensions: Record<string, string>;
  series: Map<string, Series>;
}

export interface EmfOptions {
  namespace?: string;
  stage: string;
  sink: EmfSink;
  now?: () => number;
  /**
   * What to do with a data point CloudWatch would drop (a non-finite value, an empty dimension, a second unit for a
   * name): by default it throws (tests); the deployed runtime logs it and goes on, since a metric must never fail the
   * request or the message it describes.
   */
  onInvalid?: (problem: string) => void;
}

export class EmfMetrics implements Metrics {
  private readonly groups = new Map<string, Group>();
  private buffered = 0;
  private readonly namespace: string;
  private readonly now: () => number;

  constructor(private readonly options: EmfOptions) {
    this.namespace = options.namespace ?? METRIC_NAMESPACE;
    this.now = options.now ?? Date.now;
    if (!options.stage) throw new Error('EMF metrics need a stage');
  }

  add(name: MetricName, value: number, unit: MetricUnit, dimensions: MetricDimensions = {}): void {
    const problem = this.problemOf(name, value, dimensions);
    if (problem) {
      this.invalid(problem);
      return;
    }
    const extra = Object.keys(dimensions).sort();
    const key = JSON.stringify(extra.map((k) => [k, dimensions[k]]));
    let group = this.groups.get(key);
    if (!group) {
      group = {
        timestamp: this.now(),
        dimensions: Object.fromEntries(extra.map((k) => [k, dimensions[k]!])),
        series: new Map(),
      };
      this.groups.set(key, group);
    }
    let series = group.series.get(name);
    if (!series) {
      series = { unit, values: [] };
      group.series.set(name, series);
    } else if (series.unit !== unit) {
      this.invalid(`Metric ${name}: unit ${unit} differs from ${series.unit} used before`);
      return;
    }
    series.values.push(value);
    this.buffered += 1;
    if (this.buffered >= AUTO_FLUSH_VALUES) this.flush();
  }

  private problemOf(name: string, value: number, dimensions: MetricDimensions): string | undefined {
    if (!name) return 'A metric needs a name';
    if (!Number.isFinite(value)) return `Metric ${name}: ${value} is not a finite number`;
    const keys = Object.keys(dimensions);
    if (keys.length + 1 > EMF_MAX_DIMENSIONS) return `Metric ${name}: more than ${EMF_MAX_DIMENSIONS} dimensions`;
    for (const key of keys) {
      if (key === STAGE_DIMENSION) return `Metric ${name}: the ${STAGE_DIMENSION} dimension is the emitter's`;
      if (!dimensions[key]) return `Metric ${name}: dimension ${key} has no value`;
    }
    return undefined;
  }

  private invalid(problem: string): void {
    if (!this.options.onInvalid) throw new Error(problem);
    this.options.onInvalid(problem);
  }

  /** Writes every buffered data point and forgets them. */
  flush(): void {
    const groups = [...this.groups.values()];
    this.groups.clear();
    this.buffered = 0;
    for (const group of groups) for (const line of this.linesOf(group)) this.options.sink(line);
  }

  private linesOf(group: Group): string[] {
    const extra = Object.keys(group.dimensions);
    const dimensionSets = extra.length > 0 ? [[STAGE_DIMENSION], [STAGE_DIMENSION, ...extra]] : [[STAGE_DIMENSION]];
    // Each metric's values in slices of at most 100; line n takes slice n of every metric, 100 metrics at a time.
    const slices = [...group.series].map(([name, s]) => {
      const parts: number[][] = [];
      for (let i = 0; i < s.values.length; i += EMF_MAX_VALUES) parts.push(s.values.slice(i, i + EMF_MAX_VALUES));
      return { name, unit: s.unit, parts };
    });
    const lines: string[] = [];
    const rounds = Math.max(...slices.map((s) => s.parts.length));
    for (let round = 0; round < rounds; round++) {
      const present = slices.filter((s) => s.parts[round]);
      for (let i = 0; i < present.length; i += EMF_MAX_METRICS) {
        const batch = present.slice(i, i + EMF_MAX_METRICS);
        const entry: Record<string, unknown> = {
          _aws: {
            Timestamp: group.timestamp,
            CloudWatchMetrics: [
              {
                Namespace: this.namespace,
                Dimensions: dimensionSets,
                Metrics: batch.map((s) => ({ Name: s.name, Unit: s.unit })),
              },
            ],
          },
          [STAGE_DIMENSION]: this.options.stage,
          ...group.dimensions,
        };
        for (const s of batch) {
          const values = s.parts[round]!;
          entry[s.name] = values.length === 1 ? values[0] : values;
        }
        lines.push(JSON.stringify(entry));
      }
    }
    return lines;
  }
}

const stdoutSink: EmfSink = (line) => process.stdout.write(`${line}\n`);

/**
 * The runtime's metrics: the tests' and the local stack's own when installed; EMF on standard output where the stack
 * asks for it (METRICS=emf, set on every deployed function); nowhere otherwise.
 */
export function metricsOf(rt: Runtime): Metrics {
  return (
    rt.overrides.metrics ??
    once(rt, 'metrics', () =>
      rt.config.METRICS === 'emf'
        ? new EmfMetrics({
            stage: rt.config.STAGE,
            sink: stdoutSink,
            onInvalid: (problem) => rt.log.warn('metric dropped', { problem }),
          })
        : noMetrics,
    )
  );
}

/** Writes what the runtime's metrics hold: after each request, batch or scheduled run. */
export function flushMetrics(rt: Runtime): void {
  const metrics = metricsOf(rt) as Metrics & { flush?: () => void };
  metrics.flush?.();
}
