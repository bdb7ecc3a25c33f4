import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { provisionOwner } from '../shared/accounts/provision';
import { issueApiKey } from '../shared/api-keys/issue-api-key';
import { hashPassword } from '../shared/auth/password';
import { randomSecret } from '../shared/ids';
import type { Runtime } from '../shared/runtime';
import { repositories } from './repositories';

export interface LocalCredentials {
  baseUrl: string;
  demo: { email: string; password: string; accountId: string; apiKey: string };
  admin: { email: string; password: string };
}

const DEMO_EMAIL = 'demo@example.co.za';
const ADMIN_EMAIL = 'admin@example.co.za';

/**
 * On first start, creates the demo account (OWNER user, an API key with sms.send and sms.read, 100 credits, the
 * sandbox vendor) and a platform administrator, and writes their credentials to `file`. Later starts reuse them.
 */
export async function seedLocalData(rt: Runtime, file: string, baseUrl: string): Promise<LocalCredentials> {
  const repos = repositories(rt);
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as LocalCredentials;
    if (await repos.users.findByEmail(saved.demo.email)) {
      const current = { ...saved, baseUrl };
      writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`, { mode: 0o600 });
      return current;
    }
  }
  const nowMs = rt.clock.now();
  const demoPassword = randomSecret(12);
  const adminPassword = randomSecret(12);
  const demo = await provisionOwner(repos, {
    email: DEMO_EMAIL,
    fullName: 'Demo Owner',
    passwordHash: await hashPassword(demoPassword),
    // Seeded by the operator of the local stack for themselves: nothing to prove (and nothing for a claim to take).
    emailVerified: true,
    accountName: 'Demo Account',
    openingCredits: 100,
    vendor: { provider: 'sandbox' },
    nowMs,
  });
  const key = await issueApiKey(repos, {
    accountId: demo.account.id,
    name: 'Local demo key',
    scopes: ['sms.send', 'sms.read'],
    nowMs,
  });
  await provisionOwner(repos, {
    email: ADMIN_EMAIL,
    fullName: 'Platform Administrator',
    passwordHash: await hashPassword(adminPassword),
    emailVerified: true,
    accountName: 'Platform Operations',
    platformAdmin: true,
    nowMs,
  });
  const credentials: LocalCredentials = {
    baseUrl,
    demo: { email: DEMO_EMAIL, password: demoPassword, accountId: demo.account.id, apiKey: key.value },
    admin: { email: ADMIN_EMAIL, password: adminPassword },
  };
  writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  return credentials;
}
