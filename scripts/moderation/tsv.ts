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

/** One row of a `label<TAB>category<TAB>text` file (the blind hate batches, the authored group negatives). */
export interface CategorisedRow {
  label: string;
  category: string;
  text: string;
}

/**
 * Reads a `label<TAB>category<TAB>text` file (UTF-8, no header); blank lines are skipped, a tab in the text is kept,
 * and a row without a label, a category or a text is an error.
 */
export function readCategorisedTsv(path: string): CategorisedRow[] {
  const rows: CategorisedRow[] = [];
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const [label, category, ...rest] = line.split('\t');
    const text = rest.join('\t');
    if (!label || !category || text === '') throw new Error(`${path}: malformed line ${line.slice(0, 60)}`);
    rows.push({ label, category, text });
  }
  return rows;
}
