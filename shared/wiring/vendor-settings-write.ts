/** `PUT /settings/sms-vendor`, wired. */
import { OriginationRepository } from '../db/origination-repository';
import { tableOf } from '../db/table';
import type { Runtime } from '../runtime';
import { sandboxAllowedOn } from '../vendors/vendor';
import { moderationOf } from './moderation';
import { secretBoxOf } from './secret-box';
import { vendorSettingsReadDeps } from './vendor-settings-read';

/** PUT: credentials sealed, origination identities checked, the sender id moderated. */
export const vendorSettingsWriteDeps = (rt: Runtime) => ({
  ...vendorSettingsReadDeps(rt),
  secrets: secretBoxOf(rt),
  origination: new OriginationRepository(tableOf(rt)),
  sandboxAllowed: sandboxAllowedOn(rt.config.STAGE),
  moderation: moderationOf(rt),
});
