/**
 * The EMF emitter against the CloudWatch embedded metric format specification: every line it writes validates
 * against the specification's JSON schema (transcribed below) and its extra rules (each dimension and metric named in
 * the directive is a root member of the right type; at most 100 metrics, 100 values, 30 dimensions).
 * https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/CloudWatch_Embedded_Metric_Format_Specification.html
 */
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { EmfMetrics } from '../../../shared/aws/emf-metrics';
import { METRIC, METRIC_NAMESPACE, type MetricName } from '../../../shared/metrics';

const UNITS = [
  'Seconds',
  'Microseconds',
  'Milliseconds',
  'Bytes',
  'Kilobytes',
  'Megabytes',
  'Gigabytes',
  'Terabytes',
  'Bits',
  'Kilobits',
  'Megabits',
  'Gigabits',
  'Terabits',
  'Percent',
  'Count',
  'Bytes/Second',
  'Kilobytes/Second',
  'Megabytes/Second',
  'Gigabytes/Second',
  'Terabytes/Second',
  'Bits/Second',
  'Kilobits/Second',
  'Megabits/Second',
  'Gigabits/Second',
  'Terabits/Second',
  'Count/Second',
  'None',
];

/** The specification's schema of the `_aws` metadata. */
const EMF_SCHEMA = {
  type: 'object',
  required: ['_aws'],
  properties: {
    _aws: {
      type: 'object',
      required: ['Timestamp', 'CloudWatchMetrics'],
      properties: {
        Timestamp: { type: 'integer', minimum: 0 },
        CloudWatchMetrics: {
          type: 'array',
          items: {
            type: 'object',
            required: ['Namespace', 'Dimensions', 'Metrics'],
            properties: {
              Namespace: { type: 'string', minLength: 1, maxLength: 1024 },
              Dimensions: {
                type: 'array',
                items: {
                  type: 'array',
                  minItems: 1,
                  maxItems: 30,
                  items: { type: 'string', minLength: 1, maxLength: 250 },
                },
              },
              Metrics: {
                type: 'array',
                maxItems: 100,
                items: {
                  type: 'object',
                  required: ['Name'],
                  properties: {
                    Name: { type: 'string', minLength: 1, maxLength: 1024 },
                    Unit: { type: 'string', enum: UNITS },
                    StorageResolution: { type: 'integer', enum: [1, 60] },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

const validate = new Ajv({ allErrors: true }).compile(EMF_SCHEMA);

// biome-ignore lint/suspicious/noExplicitAny: EMF JSON
type Line = any;

/** Schema plus the specification's target-member rules; returns the parsed line. */
function checked(text: string): Line {
  const line = JSON.parse(text);
  expect(validate(line), JSON.stringify(validate.errors)).toBe(true);
  for (const directive of line._aws.CloudWatchMetrics) {
    for (const set of directive.Dimensions) {
      for (const dimension of set) {
        expect(typeof line[dimension], `dimension ${dimension}`).toBe('string');
        expect(line[dimension].length).toBeGreaterThan(0);
        expect(line[dimension].length).toBeLessThanOrEqual(1024);
      }
    }
    for (const metric of directive.Metrics) {
      const value = line[metric.Name];
      if (Array.isArray(value)) {
        expect(value.length).toBeGreaterThan(0);
        expect(value.length).toBeLessThanOrEqual(100);
        for (const v of value) expect(Number.isFinite(v)).toBe(true);
      } else {
        expect(Number.isFinite(value), `metric ${metric.Name}`).toBe(true);
      }
    }
  }
  return line;
}

function emitter(now = 1_790_000_000_000) {
  const lines: string[] = [];
  const metrics = new EmfMetrics({ stage: 'prod', sink: (line) => lines.push(line), now: () => now });
  return { metrics, lines, parsed: () => lines.map(checked) };
}

describe('EMF emitter (shared/aws/emf-metrics.ts)', () => {
  it('writes nothing until flushed, then one valid line per set of dimension values', () => {
    const { metrics, lines, parsed } = emitter();
    metrics.add(METRIC.accepted, 1, 'Count', { Source: 'api' });
    metrics.add(METRIC.accepted, 1, 'Count', { Source: 'api' });
    metrics.add(METRIC.accepted, 1, 'Count', { Source: 'dashboard' });
    metrics.add(METRIC.sent, 1, 'Count');
    expect(lines).toEqual([]);
    metrics.flush();
    const out = parsed();
    expect(out).toHaveLength(3);
    expect(out[0]).toEqual({
      _aws: {
        Timestamp: 1_790_000_000_000,
        CloudWatchMetrics: [
          {
            Namespace: METRIC_NAMESPACE,
            Dimensions: [['Stage'], ['Stage', 'Source']],
            Metrics: [{ Name: 'MessagesAccepted', Unit: 'Count' }],
          },
        ],
      },
      Stage: 'prod',
      Source: 'api',
      MessagesAccepted: [1, 1],
    });
    expect(out[1].Source).toBe('dashboard');
    expect(out[1].MessagesAccepted).toBe(1);
    // No dimension of its own: the stage-only set.
    expect(out[2]._aws.CloudWatchMetrics[0].Dimensions).toEqual([['Stage']]);
    expect(out[2].MessagesSent).toBe(1);
    metrics.flush();
    expect(lines).toHaveLength(3);
  });

  it('keeps each metric with its unit, several metrics in one directive', () => {
    const { metrics, parsed } = emitter();
    metrics.add(METRIC.vendorLatency, 120, 'Milliseconds', { Vendor: 'sandbox' });
    metrics.add(METRIC.vendorFailures, 1, 'Count', { Vendor: 'sandbox' });
    metrics.add(METRIC.vendorLatency, 340, 'Milliseconds', { Vendor: 'sandbox' });
    metrics.flush();
    const [line] = parsed();
    expect(line._aws.CloudWatchMetrics[0].Metrics).toEqual([
      { Name: 'VendorLatency', Unit: 'Milliseconds' },
      { Name: 'VendorFailures', Unit: 'Count' },
    ]);
    expect(line.VendorLatency).toEqual([120, 340]);
    expect(line.VendorFailures).toBe(1);
    expect(line.Vendor).toBe('sandbox');
  });

  it('orders dimension names, so the same dimensions given in another order are one set', () => {
    const { metrics, parsed } = emitter();
    metrics.add(METRIC.vendorCalls, 1, 'Count', { Vendor: 'sandbox', Outcome: 'accepted' });
    metrics.add(METRIC.vendorCalls, 1, 'Count', { Outcome: 'accepted', Vendor: 'sandbox' });
    metrics.flush();
    const out = parsed();
    expect(out).toHaveLength(1);
    expect(out[0]._aws.CloudWatchMetrics[0].Dimensions).toEqual([['Stage'], ['Stage', 'Outcome', 'Vendor']]);
    expect(out[0].VendorCalls).toEqual([1, 1]);
  });

  it('splits past 100 values of a metric and past 100 metrics in a directive', () => {
    const { metrics, parsed } = emitter();
    for (let i = 0; i < 250; i++) metrics.add(METRIC.vendorLatency, i, 'Milliseconds');
    const many = Array.from({ length: 130 }, (_, i) => `Metric${i}` as MetricName);
    for (const name of many) metrics.add(name, 1, 'Count');
    metrics.flush();
    const out = parsed();
    const latency = out.flatMap((l) => (l.VendorLatency === undefined ? [] : [l.VendorLatency].flat()));
    expect(latency).toEqual(Array.from({ length: 250 }, (_, i) => i));
    const names = out.flatMap((l) => l._aws.CloudWatchMetrics[0].Metrics.map((m: Line) => m.Name));
    expect(new Set(names).size).toBe(131);
    for (const line of out) expect(line._aws.CloudWatchMetrics[0].Metrics.length).toBeLessThanOrEqual(100);
  });

  it('writes on its own once a long batch has buffered 1,000 values', () => {
    const { metrics, lines } = emitter();
    for (let i = 0; i < 1000; i++) metrics.add(METRIC.sent, 1, 'Count');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.map(checked).flatMap((l) => [l.MessagesSent].flat())).toHaveLength(1000);
  });

  it('refuses what CloudWatch would drop: a non-finite value, an empty dimension, a second unit, the Stage key', () => {
    const { metrics } = emitter();
    expect(() => metrics.add(METRIC.sent, Number.NaN, 'Count')).toThrow(/finite/);
    expect(() => metrics.add(METRIC.sent, 1, 'Count', { Source: '' })).toThrow(/no value/);
    expect(() => metrics.add(METRIC.sent, 1, 'Count', { Stage: 'x' })).toThrow(/Stage/);
    metrics.add(METRIC.vendorLatency, 1, 'Milliseconds');
    expect(() => metrics.add(METRIC.vendorLatency, 1, 'Seconds')).toThrow(/unit/);
  });

  it('deployed, drops such a point and says so instead of failing the request it describes', () => {
    const lines: string[] = [];
    const problems: string[] = [];
    const metrics = new EmfMetrics({
      stage: 'prod',
      sink: (line) => lines.push(line),
      onInvalid: (problem) => problems.push(problem),
    });
    metrics.add(METRIC.sent, Number.POSITIVE_INFINITY, 'Count');
    metrics.add(METRIC.sent, 1, 'Count', { Source: '' });
    metrics.add(METRIC.sent, 1, 'Count');
    metrics.flush();
    expect(problems).toHaveLength(2);
    expect(lines.map(checked).map((l) => l.MessagesSent)).toEqual([1]);
  });
});
