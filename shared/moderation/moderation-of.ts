import type { Runtime } from '../runtime';
import { createEmbeddedModerationService } from './embedded-classifier';
import type { ModerationService } from './types';

/**
 * The runtime's moderation service, the embedded classifier unless one was installed. Built on first use and imported
 * only by the send path, so functions that never moderate do not carry the classifier's model in their bundle.
 */
export function moderationOf(rt: Runtime): ModerationService {
  rt.moderation ??= createEmbeddedModerationService();
  return rt.moderation;
}
