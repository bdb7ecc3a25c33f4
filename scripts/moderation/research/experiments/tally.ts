/**
 * What the leave-one-batch-out experiments (menace-lobo.ts, marketing-lobo.ts) share: reading a command-line option
 * and counting hits per figure.
 */

/** Hits and totals per figure name. */
export type Figures = Record<string, [number, number]>;

/** The value after `name` on the command line, if given. */
export function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Counts one item of figure `key`, a hit or not. */
export function add(f: Figures, key: string, hit: boolean): void {
  const v = f[key] ?? [0, 0];
  v[0] += hit ? 1 : 0;
  v[1] += 1;
  f[key] = v;
}
