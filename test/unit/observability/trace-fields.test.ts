import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, traceFields } from '../../../shared/logger';

describe('trace fields of log lines (shared/logger.ts)', () => {
  const before = process.env._X_AMZN_TRACE_ID;
  afterEach(() => {
    if (before === undefined) delete process.env._X_AMZN_TRACE_ID;
    else process.env._X_AMZN_TRACE_ID = before;
  });

  it("carries the invocation's X-Ray root trace id, as Lambda sets it", () => {
    process.env._X_AMZN_TRACE_ID = 'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1';
    expect(traceFields()).toEqual({ xrayTraceId: '1-5759e988-bd862e3fe1be46a994272793' });
    const lines: string[] = [];
    createLogger('info', {}, (line) => lines.push(line))
      .child(traceFields())
      .info('request');
    expect(JSON.parse(lines[0]!).xrayTraceId).toBe('1-5759e988-bd862e3fe1be46a994272793');
  });

  it('is empty outside Lambda', () => {
    delete process.env._X_AMZN_TRACE_ID;
    expect(traceFields()).toEqual({});
  });
});
