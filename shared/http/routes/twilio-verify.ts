/**
 * Contracts of the Twilio Verify v2 compatible API (issue 31; docs/decisions/1703-twilio-verify.md), under /twilio/v2
 * beside the compatible Messages API: `auth: none` at the gateway, Twilio's Basic credentials checked by the route
 * (shared/wiring/twilio.ts), scope `verify`. Bodies are Twilio's form encoding, read by shared/twilio/verify-form.ts.
 */
import * as z from 'zod/mini';
import { defineRoute } from '../contract';

const SERVICES = '/twilio/v2/Services';

const ServiceSid = z.string().check(z.describe('The Service SID: VA and 32 hex digits'));
const ServiceParams = z.strictObject({ ServiceSid });
const VerificationSid = z.string().check(z.describe('The Verification SID: VE and 32 hex digits'));

export const twilioVerifyServicesCreate = defineRoute({
  id: 'twilio-verify-services-create',
  method: 'POST',
  path: SERVICES,
  auth: 'none',
  scope: 'verify',
  rawBody: true,
});

export const twilioVerifyServicesList = defineRoute({
  id: 'twilio-verify-services-list',
  method: 'GET',
  path: SERVICES,
  auth: 'none',
  scope: 'verify',
  request: {
    query: z.object({
      PageSize: z.optional(z.string().check(z.describe('Services a page: 1 to 1000, default 50'))),
      Page: z.optional(z.string().check(z.describe("The page's number, kept by the client"))),
      PageToken: z.optional(z.string().check(z.describe("The next page's token, from meta.next_page_url"))),
    }),
  },
});

export const twilioVerifyServicesUpdate = defineRoute({
  id: 'twilio-verify-services-update',
  method: 'POST',
  path: `${SERVICES}/{ServiceSid}`,
  auth: 'none',
  scope: 'verify',
  rawBody: true,
  request: { params: ServiceParams },
});

export const twilioVerifyServicesDelete = defineRoute({
  id: 'twilio-verify-services-delete',
  method: 'DELETE',
  path: `${SERVICES}/{ServiceSid}`,
  auth: 'none',
  scope: 'verify',
  request: { params: ServiceParams },
});

export const twilioVerifyVerificationsGet = defineRoute({
  id: 'twilio-verify-verifications-get',
  method: 'GET',
  path: `${SERVICES}/{ServiceSid}/Verifications/{Sid}`,
  auth: 'none',
  scope: 'verify',
  request: { params: z.strictObject({ ServiceSid, Sid: VerificationSid }) },
});

export const twilioVerifyServicesGet = defineRoute({
  id: 'twilio-verify-services-get',
  method: 'GET',
  path: `${SERVICES}/{ServiceSid}`,
  auth: 'none',
  scope: 'verify',
  request: { params: ServiceParams },
});

export const twilioVerifyVerificationsCreate = defineRoute({
  id: 'twilio-verify-verifications-create',
  method: 'POST',
  path: `${SERVICES}/{ServiceSid}/Verifications`,
  auth: 'none',
  scope: 'verify',
  rawBody: true,
  request: { params: ServiceParams },
});

export const twilioVerifyVerificationsUpdate = defineRoute({
  id: 'twilio-verify-verifications-update',
  method: 'POST',
  path: `${SERVICES}/{ServiceSid}/Verifications/{Sid}`,
  auth: 'none',
  scope: 'verify',
  rawBody: true,
  request: {
    params: z.strictObject({
      ServiceSid,
      Sid: VerificationSid,
    }),
  },
});

export const twilioVerifyChecksCreate = defineRoute({
  id: 'twilio-verify-checks-create',
  method: 'POST',
  path: `${SERVICES}/{ServiceSid}/VerificationCheck`,
  auth: 'none',
  scope: 'verify',
  rawBody: true,
  request: { params: ServiceParams },
});
