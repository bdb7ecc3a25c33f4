/**
 * A list's filter as the browser's own select: labelled, the phone's native picker, and none of React Aria's Select
 * (its popover, list box and overlay code: about 130 KB of JavaScript the overview and the message log evaluated and
 * rendered before their first figures, under Lighthouse's 4x CPU the largest part of their blocking time;
 * docs/decisions/1539-dashboard-main-thread.md). Forms keep ./choice.
 */
import { useId } from 'react';

export function FilterSelect(props: {
  label: string;
  options: readonly { id: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { label, options, value, onChange } = props;
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="filter-select" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
