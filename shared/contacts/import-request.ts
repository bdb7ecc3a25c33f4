import * as z from 'zod/mini';
import { ATTRIBUTE_NAME, isReservedName, RESERVED_NAME_MESSAGE } from './contact';

/** What a column may be mapped to: a contact field, an attribute, or the opt-out flag (source `import`). */
const IMPORT_TARGET = /^(phone|firstName|lastName|optedOut|attributes\.[A-Za-z][A-Za-z0-9_]{0,31})$/;

/** Columns of a file, at most (the header row and a `columns` mapping): named in the error (docs/decisions/0810). */
export const MAX_IMPORT_COLUMNS = 400;

/** The body of POST /contact-imports. */
export const ImportRequest = z
  .strictObject({
    csv: z
      .string({ error: 'csv is required' })
      .check(
        z.minLength(1, 'csv must not be empty'),
        z.describe(
          "The file's text: UTF-8 (a BOM is fine), `,` or `;` separated, quoted fields may hold separators and line " +
            'breaks, a header row first',
        ),
      ),
    listId: z.optional(
      z.string().check(z.minLength(1), z.maxLength(64), z.describe('Every imported contact joins it')),
    ),
    columns: z.optional(
      z
        .record(
          z.string().check(
            z.minLength(1),
            z.maxLength(200),
            z.refine((header) => !isReservedName(header), { message: `this header ${RESERVED_NAME_MESSAGE}` }),
          ),
          z.string().check(
            z.regex(IMPORT_TARGET, 'a target is phone, firstName, lastName, optedOut or attributes.<name>'),
            z.refine((target) => !isReservedName(target.slice('attributes.'.length)), {
              message: `this attribute name ${RESERVED_NAME_MESSAGE}`,
            }),
          ),
        )
        .check(
          z.refine((columns) => Object.keys(columns).length <= MAX_IMPORT_COLUMNS, {
            message: `at most ${MAX_IMPORT_COLUMNS} columns`,
          }),
          z.describe(
            'Header name → phone, firstName, lastName, optedOut or attributes.<name> (at most 400). It replaces the ' +
              'default mapping: by header name, case-insensitive (`attributes.<name>` maps to that attribute); ' +
              'other headers become attributes of the same name.',
          ),
        ),
    ),
  })
  .check(z.meta({ id: 'ContactImportRequest', description: 'A CSV file of contacts to import' }));

export const isAttributeName = (name: string) => ATTRIBUTE_NAME.test(name) && !isReservedName(name);
