/**
 * Measures one fresh corpus batch once, before it is fitted (scripts/moderation/research/rounds/0902-threat-round-4.md): threats and
 * look-alikes blocked by the shipped classifier, per language. The line it prints is the figure recorded at the
 * batch's `# development batch N` marker in dev.tsv.
 *
 *   npx tsx scripts/moderation/threat-batch-measure.ts <batch.tsv>
 */
import { EmbeddedModerationService } from '../../shared/moderation/embedded-classifier';
import { readThreatTsv, THREAT_LANGUAGES } from './threat-eval';

function main(): void {
  const path = process.argv[2];
  if (!path) {
    console.error('usage: npx tsx scripts/moderation/threat-batch-measure.ts <batch.tsv>');
    process.exit(2);
  }
  const service = new EmbeddedModerationService();
  const rows = readThreatTsv(path).map((row) => ({ row, blocked: service.classify(row.text).verdict === 'BLOCKED' }));
  const threats = rows.filter((r) => r.row.label === 'threat');
  const lookalikes = rows.filter((r) => r.row.label === 'lookalike');
  const pct = (n: number, d: number) => ((100 * n) / Math.max(1, d)).toFixed(1);
  const byLanguage = THREAT_LANGUAGES.map((l) => {
    const of = threats.filter((r) => r.row.language === l);
    return `${l} ${pct(of.filter((r) => r.blocked).length, of.length)}`;
  }).join(', ');
  const caught = threats.filter((r) => r.blocked).length;
  const wrong = lookalikes.filter((r) => r.blocked).length;
  console.log(
    `${pct(caught, threats.length)} % of threats blocked (${caught}/${threats.length}: ${byLanguage}), ${wrong} of ${lookalikes.length} look-alikes`,
  );
}

main();
