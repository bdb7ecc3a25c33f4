/**
 * Daily usage as columns (issue 29): one SVG per chart, bars stacked by series, colours from classes (nothing the CSP
 * refuses), read by a screen reader as its summary and, on demand, as a table of every day's figures.
 */
export interface UsageDay {
  day: string;
  accepted: number;
  delivered: number;
  failed: number;
  blocked: number;
  flagged: number;
  credits: number;
}

export interface Series {
  label: string;
  value: (d: UsageDay) => number;
  className: string;
}

const HEIGHT = 120;

/** "22 Nov" from "2026-11-22" (a South African day, no time). */
function dayText(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-ZA', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

export function UsageChart({
  id,
  title,
  summary,
  days,
  series,
  unit = '',
}: {
  id: string;
  title: string;
  summary: string;
  days: UsageDay[];
  series: Series[];
  unit?: string;
}) {
  const totals = days.map((d) => series.reduce((sum, s) => sum + Math.max(0, s.value(d)), 0));
  const top = Math.max(1, ...totals);
  const slot = 10;
  const width = days.length * slot;
  return (
    <figure className="usage-chart" aria-labelledby={`${id}-title`}>
      <figcaption>
        <span id={`${id}-title`} className="usage-title">
          {title}
        </span>
        <span className="muted"> {summary}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="usage-svg"
        role="img"
        aria-label={`${title}: ${summary}`}
      >
        {days.map((d, i) => {
          let y = HEIGHT;
          return (
            <g key={d.day}>
              {series.map((s) => {
                const h = (Math.max(0, s.value(d)) / top) * (HEIGHT - 4);
                y -= h;
                return h > 0 ? (
                  <rect key={s.label} x={i * slot + 1} y={y} width={slot - 2} height={h} className={s.className} />
                ) : null;
              })}
            </g>
          );
        })}
      </svg>
      <div className="usage-axis" aria-hidden="true">
        <span>{dayText(days[0]!.day)}</span>
        <span>
          most {top.toLocaleString('en-ZA')}
          {unit} a day
        </span>
        <span>{dayText(days.at(-1)!.day)}</span>
      </div>
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
                    <td key={s.label}>{s.value(d).toLocaleString('en-ZA')}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
