/**
 * Daily usage as columns (issue 29, decision 1537): one SVG per chart drawn with visx (Airbnb's React SVG primitives
 * over d3: a band scale for the days, a linear scale with nice ticks for the figures, bars stacked by series), colours
 * from classes (visx writes attributes, never a style attribute the CSP refuses), read by a screen reader as its
 * summary and, on demand, as a table of every day's figures.
 */
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, BarStack } from '@visx/shape';
import { memo } from 'react';
import type { UsageDay } from '../api/types';

export interface Series {
  label: string;
  value: (d: UsageDay) => number;
  className: string;
}

/** The drawing's own units; the SVG scales to its box, text with it. */
const WIDTH = 320;
const HEIGHT = 140;
const MARGIN = { top: 8, right: 4, bottom: 18, left: 36 };
const INNER_W = WIDTH - MARGIN.left - MARGIN.right;
const INNER_H = HEIGHT - MARGIN.top - MARGIN.bottom;

// One formatter each, made once: toLocaleString with options builds a new Intl formatter on every call, and a chart
// formats every day and figure (the overview's render cost under Lighthouse's 4x CPU: decision 1539).
const DAY = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const NUMBER = new Intl.NumberFormat('en-ZA');

/** A figure as South Africans write it ("1 234"). */
export const numberText = (x: number) => NUMBER.format(x);

/** "22 Nov" from "2026-11-22" (a South African day, no time). */
function dayText(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return DAY.format(Date.UTC(y!, m! - 1, d!));
}

/**
 * Memoised: the overview draws again when its balance arrives or a refetch answers the same figures (React Query keeps
 * the same `days` array then); the charts need not (decision 1539).
 */
export const UsageChart = memo(function UsageChart({
  id,
  title,
  summary,
  days,
  series,
  unit = '',
  max,
}: {
  id: string;
  title: string;
  summary: string;
  days: UsageDay[];
  series: Series[];
  unit?: string;
  /** The top of the scale when it is fixed (a share: 100), else the largest day's total, made nice. */
  max?: number;
}) {
  const totals = days.map((d) => series.reduce((sum, s) => sum + Math.max(0, s.value(d)), 0));
  const x = scaleBand<string>({ domain: days.map((d) => d.day), range: [0, INNER_W], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, max ?? Math.max(1, ...totals)], range: [INNER_H, 0], nice: true });
  const ticks = y.ticks(3).filter((t) => Number.isInteger(t));
  const byKey = new Map(series.map((s) => [s.label, s]));
  const first = days[0]!.day;
  const last = days.at(-1)!.day;
  return (
    <figure className="usage-chart" aria-labelledby={`${id}-title`}>
      <figcaption>
        <span id={`${id}-title`} className="usage-title">
          {title}
        </span>
        <span className="muted"> {summary}</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="usage-svg" role="img" aria-label={`${title}: ${summary}`}>
        <Group top={MARGIN.top} left={MARGIN.left}>
          {ticks.map((t) => (
            <g key={t} className="usage-tick">
              <line x1={0} x2={INNER_W} y1={y(t)} y2={y(t)} />
              <text x={-4} y={y(t)} dy="0.32em" textAnchor="end">
                {numberText(t)}
                {unit.trim()}
              </text>
            </g>
          ))}
          <BarStack<UsageDay, string>
            data={days}
            keys={series.map((s) => s.label)}
            value={(d, key) => Math.max(0, byKey.get(key)!.value(d))}
            x={(d) => d.day}
            xScale={x}
            yScale={y}
            color={() => ''}
          >
            {(stacks) =>
              stacks.map((stack) =>
                stack.bars.map((bar) =>
                  bar.height > 0 ? (
                    <Bar
                      key={`${stack.key}-${bar.index}`}
                      x={bar.x}
                      y={bar.y}
                      width={bar.width}
                      height={bar.height}
                      className={byKey.get(stack.key)!.className}
                    />
                  ) : null,
                ),
              )
            }
          </BarStack>
          <line className="usage-baseline" x1={0} x2={INNER_W} y1={INNER_H} y2={INNER_H} />
          <text className="usage-day" x={x(first)} y={INNER_H + 13}>
            {dayText(first)}
          </text>
          <text className="usage-day" x={(x(last) ?? 0) + x.bandwidth()} y={INNER_H + 13} textAnchor="end">
            {dayText(last)}
          </text>
        </Group>
      </svg>
      {series.length > 1 ? (
        <ul className="legend">
          {series.map((s) => (
            <li key={s.label}>
              <span className={`swatch ${s.className}`} aria-hidden="true" />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}
      <details>
        <summary>Figures by day</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
        <div className="table-scroll" tabIndex={0}>
          <table>
            <caption>{title}, by day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {series.map((s) => (
                  <th key={s.label} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{dayText(d.day)}</th>
                  {series.map((s) => (
                    <td key={s.label}>{numberText(s.value(d))}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
});
