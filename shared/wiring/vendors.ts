import { metricsOf } from '../aws/emf-metrics';
import { localCredentials } from '../aws/local';
import type { Config } from '../config';
import { once, type Runtime } from '../runtime';
import { awsSmsClient } from '../vendors/aws-sms-vendor';
import { measuredVendors } from '../vendors/measured';
import { createVendorRegistry } from '../vendors/registry';
import { SandboxVendor } from '../vendors/sandbox-vendor';
import { sandboxAllowedOn, type VendorCallbackReader, type VendorRegistry } from '../vendors/vendor';
import { secretBoxOf } from './secret-box';

/** The runtime's AWS End User Messaging SMS client (the local stand-in's endpoint when one is set). */
function smsVoiceClientOf(rt: Runtime) {
  return once(rt, 'sms-voice', () =>
    awsSmsClient({
      region: rt.config.AWS_REGION,
      ...(rt.config.SMS_VOICE_ENDPOINT
        ? { endpoint: rt.config.SMS_VOICE_ENDPOINT, credentials: localCredentials() }
        : {}),
    }),
  );
}

function builtRegistry(rt: Runtime) {
  return once(rt, 'vendors', () =>
    createVendorRegistry(new SandboxVendor(), {
      refuseSandbox: !sandboxAllowed(rt.config),
      secrets: secretBoxOf(rt),
      clickatellBaseUrl: rt.config.CLICKATELL_BASE_URL,
      twilioBaseUrl: rt.config.TWILIO_BASE_URL,
      ...(rt.config.PUBLIC_BASE_URL ? { publicBaseUrl: rt.config.PUBLIC_BASE_URL } : {}),
      awsSms: {
        client: () => smsVoiceClientOf(rt),
        ...(rt.config.SMS_CONFIGURATION_SET ? { configurationSet: rt.config.SMS_CONFIGURATION_SET } : {}),
      },
    }),
  );
}

/** The production stage refuses the sandbox vendor: an account there must send for real (issue 14, point 5). */
export const sandboxAllowed = (config: Pick<Config, 'STAGE'>) => sandboxAllowedOn(config.STAGE);

/** The runtime's vendors (tests and the local stack may install their own), each hand-over measured. */
export function vendorsOf(rt: Runtime): VendorRegistry {
  return once(rt, 'measured-vendors', () => measuredVendors(rt.overrides.vendors ?? builtRegistry(rt), metricsOf(rt)));
}

/** What reads the vendors' callbacks: the installed vendors when they can, else the built ones. */
export function callbackReaderOf(rt: Runtime): VendorCallbackReader {
  const installed = rt.overrides.vendors as (VendorRegistry & Partial<VendorCallbackReader>) | undefined;
  return installed?.read ? (installed as VendorCallbackReader) : builtRegistry(rt);
}
