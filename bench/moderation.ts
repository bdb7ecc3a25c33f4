/**
 * Throughput of the embedded moderation classifier on one core.
 *
 *   npx tsx bench/moderation.ts
 *
 * Messages are ~160 characters, generated from a fixed seed (no dataset text). Two mixes are timed:
 * "typical" (mostly ordinary and promotional SMS, about one in ten abusive) and "adversarial"
 * (every message carries a disguised slur or threat, so every code path runs).
 */
import { pathToFileURL } from 'node:url';
import {
  createEmbeddedModerationService,
  type EmbeddedModerationService,
} from '../shared/moderation/embedded-classifier';

const ORDINARY = [
  'Hi Sipho, your order 48213 is ready for collection at the Rosebank branch until 6pm.',
  'Reminder: your appointment is tomorrow at 10:30, reply YES to confirm or NO to cancel.',
  'Running late, traffic on the N1 is a nightmare, see you in 20 minutes lol',
  'this shit is so good, thanks for the recipe, I owe you one!!',
  'Did you get the bread? We also need milk and eggs and the kaffir lime leaves.',
  'Meeting moved to 3pm, same room, please bring the signed contract and your ID.',
  'Your statement for March is ready. Log in to the app to view it or call us on 0860 123 456.',
  'Eish, the load shedding schedule changed again, stage 4 from 16:00 to 18:30 today.',
];
const PROMOTIONAL = [
  'WIN a R5000 voucher! SMS WIN to 32123 now, R1.50/sms, T&Cs apply, STOP to opt out.',
  'Congratulations, you have been selected for a FREE holiday, call 0861234567 to claim today',
];
const ABUSIVE = [
  'you k.a.f.f.i.r, I know where you live and I will k i l l you',
  'Jou h0tn0t, go back to the jungle',
  'foreigners are c0ckroaches, kill all the foreigners',
  'I hope you die you stupid f4gg0t',
];

/** Deterministic ~160-character messages: each is built from fragments of one kind. */
function messages(count: number, abusiveShare: number): string[] {
  let seed = 12345;
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed >>> 8;
  };
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const roll = (next() % 1000) / 1000;
    const pool = roll < abusiveShare ? ABUSIVE : roll < abusiveShare + 0.1 ? PROMOTIONAL : ORDINARY;
    let text = '';
    while (text.length < 160) text += `${pool[next() % pool.length]} `;
    out.push(text.slice(0, 160));
  }
  return out;
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return Math.round(sorted[Math.floor(sorted.length / 2)]!);
}

/**
 * Times rounds of at least 0.5 s until `totalMs` have passed. Reports the median round, both per
 * second of this thread's CPU time (the one-core figure, robust to other processes sharing the
 * machine) and per wall-clock second.
 */
function measure(service: EmbeddedModerationService, label: string, batch: string[], totalMs = 3000): void {
  let blocked = 0;
  for (const m of batch) if (service.classify(m).verdict === 'BLOCKED') blocked++; // warm-up (JIT)
  const perCpuSecond: number[] = [];
  const perWallSecond: number[] = [];
  let done = 0;
  const started = performance.now();
  while (performance.now() - started < totalMs || perCpuSecond.length < 3) {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    let n = 0;
    while (performance.now() - wall < 500) {
      for (const m of batch) service.classify(m);
      n += batch.length;
    }
    const used = process.cpuUsage(cpu);
    perCpuSecond.push((n * 1e6) / (used.user + used.system));
    perWallSecond.push((n * 1000) / (performance.now() - wall));
    done += n;
  }
  const elapsed = (performance.now() - started) / 1000;
  const cpuRate = median(perCpuSecond);
  const avgLength = Math.round(batch.reduce((n, m) => n + m.length, 0) / batch.length);
  console.log(
    `moderation (${label}): ${cpuRate.toLocaleString('en-ZA')} msgs/s per CPU-second on one core (${(1e6 / cpuRate).toFixed(1)} µs/msg; wall clock ${median(perWallSecond).toLocaleString('en-ZA')} msgs/s) — ${done.toLocaleString('en-ZA')} messages of ~${avgLength} chars, ${perCpuSecond.length} rounds in ${elapsed.toFixed(1)} s, ${((100 * blocked) / batch.length).toFixed(0)} % blocked`,
  );
}

/** Prints messages per second for the classifier on this thread, a few seconds of work per mix. */
export async function benchModeration(): Promise<void> {
  const service = createEmbeddedModerationService();
  measure(service, 'typical mix', messages(10_000, 0.1));
  measure(service, 'adversarial mix', messages(10_000, 1));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchModeration();
}
