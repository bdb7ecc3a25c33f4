/** npm run bench: every benchmark of the service, printed as figures. BENCH_SECONDS shortens the load phases. */
import { benchBundles } from './bundles';
import { benchSendPath } from './send-path';

const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);

if (want('bundles')) await benchBundles();
if (want('send')) await benchSendPath();
if (want('handlers')) {
  const { benchHandlers } = await import('./handlers');
  await benchHandlers();
}
if (want('contention')) {
  const { benchContention } = await import('./contention');
  await benchContention();
}
if (want('moderation')) {
  const { benchModeration } = await import('./moderation');
  await benchModeration();
}
if (want('campaigns')) {
  const { benchCampaigns } = await import('./campaigns');
  await benchCampaigns();
}
if (want('dashboard')) {
  const { benchDashboard } = await import('./dashboard');
  await benchDashboard();
}
if (want('lighthouse')) {
  const { benchLighthouse } = await import('./lighthouse');
  await benchLighthouse();
}
if (want('soak')) {
  const { benchSoak } = await import('./soak');
  await benchSoak();
}
if (want('campaign-soak')) {
  const { benchCampaignSoak } = await import('./campaign-soak');
  await benchCampaignSoak();
}
if (want('auth')) {
  const mod = (await import('./auth').catch(() => undefined)) as { benchAuth?: () => Promise<void> } | undefined;
  if (mod?.benchAuth) await mod.benchAuth();
}
if (want('logger')) {
  const { benchLogger } = await import('./logger');
  await benchLogger();
}
if (want('webhooks')) {
  const { benchWebhooks } = await import('./webhooks');
  await benchWebhooks();
}
if (want('verify')) {
  const { benchVerify } = await import('./verify');
  await benchVerify();
}
