import { LOCAL_CREDENTIALS } from '../db/client';
import type { Runtime } from '../runtime';
import { ComprehendToxicityClient } from './comprehend';
import { createEmbeddedModerationService } from './embedded-classifier';
import { SecondOpinionModerationService } from './second-opinion';
import type { ModerationService } from './types';

/**
 * The runtime's moderation service, the embedded classifier unless one was installed. Built on first use and imported
 * only by the send path, so functions that never moderate do not carry the classifier's model in their bundle.
 * With MODERATION_SECOND_OPINION=comprehend, Amazon Comprehend is asked too (see second-opinion.ts for the rule).
 */
export function moderationOf(rt: Runtime): ModerationService {
  rt.moderation ??= withSecondOpinion(rt, createEmbeddedModerationService());
  return rt.moderation;
}

function withSecondOpinion(rt: Runtime, embedded: ModerationService): ModerationService {
  const { config } = rt;
  if (config.MODERATION_SECOND_OPINION !== 'comprehend') return embedded;
  const client = new ComprehendToxicityClient({
    endpoint: config.COMPREHEND_ENDPOINT ?? `https://comprehend.${config.COMPREHEND_REGION}.amazonaws.com/`,
    region: config.COMPREHEND_REGION,
    timeoutMs: config.COMPREHEND_TIMEOUT_MS,
    // A local stand-in is given the emulators' fixed credentials; AWS gets the function's role.
    ...(config.COMPREHEND_ENDPOINT ? { credentials: LOCAL_CREDENTIALS } : {}),
  });
  return new SecondOpinionModerationService(embedded, client, rt.log.child({ component: 'moderation' }));
}
