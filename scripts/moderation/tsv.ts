import { readFileSync } from 'node:fs';

/** One labelled example from a `label<TAB>text` file. */
export interface LabelledRow {
  label: string;
  text: string;
}

/** Reads a `label<TAB>text` file (UTF-8, no header); blank lines are skipped. */
export function readLabelledTsv(path: string): LabelledRow[] {
  const rows: LabelledRow[] = [];
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const tab = line.indexOf('\t');
    if (tab < 0) throw new Error(`${path}: line without a tab: ${line.slice(0, 40)}`);
    rows.push({ label: line.slice(0, tab).trim().toLowerCase(), text: line.slice(tab + 1) });
  }
  return rows;
}
