import { ComprehendToxicityClient } from '../aws/comprehend';
import { localCredentials } from '../aws/local';
import { DisplayFormModeration } from '../moderation/display-form';
import { createEmbeddedModerationService } from '../moderation/embedded-classifier';
import { SecondOpinionModerationService } from '../moderation/second-opinion';
import type { ModerationService } from '../moderation/types';
import { once, type Runtime } from '../runtime';

/**
 * The runtime's moderation: the embedded classifier unless one was installed, built on first use and imported only by
 * the functions that send, so no other function carries the classifier's model. With MODERATION_SECOND_OPINION=
 * comprehend, Amazon Comprehend is asked too (see shared/moderation/second-opinion.ts for the rule). Whichever it is,
 * text is moderated as a phone displays it as well as as stored (shared/moderation/display-form.ts).
 */
export function moderationOf(rt: Runtime): ModerationService {
  return once(
    rt,
    'moderation',
    () =>
      new DisplayFormModeration(rt.overrides.moderation ?? withSecondOpinion(rt, createEmbeddedModerationService())),
  );
}

function withSecondOpinion(rt: Runtime, embedded: ModerationService): ModerationService {
  const { config } = rt;
  if (config.MODERATION_SECOND_OPINION !== 'comprehend') return embedded;
  const client = new ComprehendToxicityClient({
    endpoint: config.COMPREHEND_ENDPOINT ?? `https://comprehend.${config.COMPREHEND_REGION}.amazonaws.com/`,
    region: config.COMPREHEND_REGION,
    timeoutMs: config.COMPREHEND_TIMEOUT_MS,
    // A local stand-in is given the emulators' fixed credentials; AWS gets the function's role.
    ...(config.COMPREHEND_ENDPOINT ? { credentials: localCredentials() } : {}),
  });
  return new SecondOpinionModerationService(embedded, client, rt.log.child({ component: 'moderation' }));
}
