/** Paths and dates of the Twilio Verify compatible resources (decision 1703). */
import { serviceSid } from './sid';

/** ISO 8601 to the second in GMT, as Verify's resources give dates ("2015-07-30T20:00:00Z"). */
export const isoDate = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z');

/** A service's path relative to the compatible base (`/api/v1/twilio`), as Twilio's is to https://verify.twilio.com. */
export const servicePathOf = (serviceId: string) => `/v2/Services/${serviceSid(serviceId)}`;
