/**
 * Cost of the Platform API's sign-in path and of the authorizer's token check, on this machine.
 *
 *   npx tsx bench/auth.ts
 *
 * Login latency is dominated by the password work: one scrypt verify per login (and one hash per registration),
 * median of 10 each. Token verification is the EdDSA signature and claims check, the CPU part of every bearer request
 * (the authorizer's DynamoDB reads are not included).
 */
import { pathToFileURL } from 'node:url';
import { hashPassword, verifyPassword } from '../shared/auth/password';
import { ephemeralKeySource, KeyRing } from '../shared/auth/signing-keys';
import { TokenService } from '../shared/auth/tokens';
import { systemClock } from '../shared/clock';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function passwordCost(runs: number) {
  const password = 'correct horse battery staple';
  const hashMs: number[] = [];
  const verifyMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    const stored = await hashPassword(password);
    hashMs.push(performance.now() - t);
    t = performance.now();
    if (!(await verifyPassword(password, stored))) throw new Error('verification failed');
    verifyMs.push(performance.now() - t);
  }
  return { hash: median(hashMs), verify: median(verifyMs) };
}

async function verificationThroughput(minMs: number) {
  const tokens = new TokenService(new KeyRing(ephemeralKeySource()), 'https://bench/auth', 'bench', systemClock);
  const token = await tokens.signAccess({ userId: 'usr_bench', accountId: 'acc_bench', sessionId: 'bench' });
  for (let i = 0; i < 500; i++) await tokens.verifyAccess(token); // warm-up (JIT, key import)
  let done = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < minMs) {
    for (let i = 0; i < 500; i++) if (!(await tokens.verifyAccess(token))) throw new Error('verification failed');
    done += 500;
    elapsed = performance.now() - started;
  }
  return { perSecond: Math.round((done / elapsed) * 1000), done, elapsed };
}

/** Prints password hash/verify latency (median of 10) and access-token verifications per second. */
export async function benchAuth(): Promise<void> {
  const cost = await passwordCost(10);
  console.log(
    `auth login: ${cost.verify.toFixed(0)} ms per password verify (median of 10; scrypt N=2^17, r=8, p=1), ` +
      `${cost.hash.toFixed(0)} ms per hash at register; hash + verify ${(cost.hash + cost.verify).toFixed(0)} ms`,
  );
  const throughput = await verificationThroughput(2000);
  console.log(
    `auth tokens: ${throughput.perSecond.toLocaleString('en-ZA')} access-token verifications/s on one thread ` +
      `(EdDSA + iss/aud/exp/typ; ${throughput.done.toLocaleString('en-ZA')} in ${(throughput.elapsed / 1000).toFixed(2)} s; ` +
      `${((1000 * throughput.elapsed) / throughput.done).toFixed(0)} µs each)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchAuth();
}
