/**
 * The request bodies that carry a phone number (contacts and opt-outs): apart from contact.ts so that the routes
 * without one (lists and their members) do not carry the phone-number library.
 */
import * as z from 'zod/mini';
import { normaliseSouthAfricanMobile } from '../messages/phone';
import {
  ATTRIBUTE_NAME,
  isReservedName,
  MAX_ATTRIBUTE_VALUE,
  MAX_ATTRIBUTES,
  MAX_LISTS_PER_CONTACT,
  MAX_NAME,
  RESERVED_NAME_MESSAGE,
} from './contact';

const INVALID_PHONE = 'phone must be a South African mobile number (0XX XXX XXXX or +27XXXXXXXXX)';

/** A phone field: refused with 400 INVALID_PHONE_NUMBER unless it normalises like `to` of a send. */
const PhoneField = z.string({ error: 'phone is required' }).check(
  z.minLength(1, 'phone is required'),
  z.maxLength(64),
  z.refine((p) => normaliseSouthAfricanMobile(p) !== undefined, {
    message: INVALID_PHONE,
    params: { code: 'INVALID_PHONE_NUMBER' },
  }),
  z.describe('A South African mobile number, national or E.164; stored and returned as E.164'),
);

const Name = z.string().check(z.trim(), z.maxLength(MAX_NAME, `at most ${MAX_NAME} characters`));

const AttributeValue = z
  .string()
  .check(z.maxLength(MAX_ATTRIBUTE_VALUE, `attribute values are at most ${MAX_ATTRIBUTE_VALUE} characters`));
const AttributeName = z.string().check(
  z.regex(ATTRIBUTE_NAME, 'attribute names match [A-Za-z][A-Za-z0-9_]{0,31}'),
  z.refine((name) => !isReservedName(name), { message: `this attribute name ${RESERVED_NAME_MESSAGE}` }),
);

const ListIds = z
  .array(z.string().check(z.minLength(1), z.maxLength(64)))
  .check(
    z.maxLength(MAX_LISTS_PER_CONTACT, `at most ${MAX_LISTS_PER_CONTACT} lists`),
    z.describe('The lists the contact is on'),
  );

export const ContactInput = z
  .strictObject({
    phone: PhoneField,
    firstName: z.optional(Name),
    lastName: z.optional(Name),
    attributes: z.optional(
      z.record(AttributeName, AttributeValue).check(
        z.refine((a) => Object.keys(a).length <= MAX_ATTRIBUTES, `at most ${MAX_ATTRIBUTES} attributes`),
        z.describe(`Up to ${MAX_ATTRIBUTES} attributes (name → value of at most ${MAX_ATTRIBUTE_VALUE} characters)`),
      ),
    ),
    listIds: z.optional(ListIds),
  })
  .check(z.meta({ id: 'ContactInput', description: 'A new contact' }));

/** PATCH: fields given replace; `null` clears a name; `attributes` merges (a null value removes an attribute). */
export const ContactPatch = z
  .strictObject({
    phone: z.optional(PhoneField),
    firstName: z.optional(z.nullable(Name)),
    lastName: z.optional(z.nullable(Name)),
    attributes: z.optional(
      z
        .record(AttributeName, z.nullable(AttributeValue))
        .check(z.describe('Merged into the contact: a value sets, null removes')),
    ),
    listIds: z.optional(ListIds),
  })
  .check(z.meta({ id: 'ContactPatch', description: 'Changes to a contact' }));

export const OptOutInput = z.strictObject({
  phone: PhoneField,
  reason: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
