/**
 * The blind held-out hate batches (scripts/moderation/research/hate/heldout-hate-N/, `label<TAB>category<TAB>text`,
 * see each PROVENANCE.md): blocked per language and category with the bundled classifier, and spam flagged on the
 * marketing file. Each batch was evaluated once against the freeze it was written after (decision 0905); it is run
 * by `npm run eval:moderation`.
 *
 *   npx tsx scripts/moderation/hate-heldout.ts
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmbeddedModerationService } from '../../shared/moderation/embedded-classifier';
import { GROUP_THREAT_BATCHES } from './hate-data';
import { readCategorisedTsv } from './tsv';

const HATE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'research', 'hate');
/** Marketing files studied after their freeze (decision 0921): their figures are development figures. */
const STUDIED_MARKETING = new Set(['heldout-hate-3']);

function pct(n: number, d: number): string {
  return d === 0 ? 'n/a' : `${n}/${d} (${((100 * n) / d).toFixed(1)} %)`;
}

export function evaluateHateHeldOut(): void {
  if (!existsSync(HATE_DIR)) return;
  const service = new EmbeddedModerationService();
  for (const batch of readdirSync(HATE_DIR)
    .filter((d) => d.startsWith('heldout-hate-'))
    .sort()) {
    const trained = GROUP_THREAT_BATCHES.includes(Number(batch.replace('heldout-hate-', '')));
    console.log(
      `\n== held-out hate batch ${batch} (written blind; evaluated once at its freeze, decision 0905)${trained ? '\n  DEVELOPMENT: its English lines train the group threat model (decision 0983), so its English figures are not blind' : ''}`,
    );
    const dir = join(HATE_DIR, batch);
    const all = { block: [0, 0], allow: [0, 0] };
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.tsv'))
      .sort()) {
      const rows = readCategorisedTsv(join(dir, file));
      const results = rows.map((r) => ({ ...r, result: service.classify(r.text) }));
      if (file === 'marketing.tsv') {
        const flagged = (x: (typeof results)[number]) => x.result.categories.some((c) => c.category === 'SPAM');
        const ham = results.filter((x) => x.label === 'ham');
        const spam = results.filter((x) => x.label === 'spam');
        console.log(
          `  marketing${STUDIED_MARKETING.has(batch) ? ' (DEVELOPMENT: studied by decision 0921)' : ''}: legitimate marketing flagged as spam ${pct(ham.filter(flagged).length, ham.length)}, blocked ${pct(ham.filter((x) => x.result.verdict === 'BLOCKED').length, ham.length)}; spam flagged ${pct(spam.filter(flagged).length, spam.length)}`,
        );
        continue;
      }
      const lang = file.replace('.tsv', '');
      const blocked = (x: (typeof results)[number]) => x.result.verdict === 'BLOCKED';
      const block = results.filter((x) => x.label === 'block');
      const allow = results.filter((x) => x.label === 'allow');
      all.block[0]! += block.filter(blocked).length;
      all.block[1]! += block.length;
      all.allow[0]! += allow.filter(blocked).length;
      all.allow[1]! += allow.length;
      console.log(
        `  ${lang}: hateful/threats blocked ${pct(block.filter(blocked).length, block.length)}; allowed text blocked ${pct(allow.filter(blocked).length, allow.length)}`,
      );
      const categories = [...new Set(results.map((x) => `${x.label} ${x.category}`))].sort();
      for (const c of categories) {
        const items = results.filter((x) => `${x.label} ${x.category}` === c);
        console.log(`      ${c.padEnd(36)} blocked ${pct(items.filter(blocked).length, items.length)}`);
      }
    }
    console.log(
      `  all languages: hateful/threats blocked ${pct(all.block[0]!, all.block[1]!)}; allowed text blocked ${pct(all.allow[0]!, all.allow[1]!)}`,
    );
  }
}

if (process.argv[1]?.endsWith('hate-heldout.ts')) evaluateHateHeldOut();
