/**
 * The little CSV the browser needs: the header row of a file about to be imported (to offer a column mapping before
 * the upload; the API reads the rows, docs/decisions/0702-contact-import.md), and a CSV file built in the browser (the
 * import's error report), saved through a download link.
 */

/** `;` when the first line has more `;` than `,` outside quotes, as the API decides. */
function delimiterOf(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/** The fields of the file's first record (quoted fields may hold the separator, quotes and line breaks). */
export function headerOf(text: string): string[] {
  const body = text.replace(/^\uFEFF/, '');
  const delimiter = delimiterOf(body);
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      fields.push(field.trim());
      field = '';
    } else if (ch === '\n' || ch === '\r') break;
    else field += ch;
  }
  fields.push(field.trim());
  // An unnamed column cannot be mapped (the API maps by header name).
  return fields.filter((f) => f !== '');
}

const quote = (value: string | number) => {
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** A CSV text (RFC 4180: CRLF, fields with a comma, quote or line break quoted). */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return `${rows.map((r) => r.map(quote).join(',')).join('\r\n')}\r\n`;
}

/** Saves `text` as a file named `name`, built in the browser (no request). */
export function saveText(name: string, text: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const FIELD_BY_NAME: Record<string, string> = {
  phone: 'phone',
  firstname: 'firstName',
  lastname: 'lastName',
  optedout: 'optedOut',
};
const ATTRIBUTE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;

/** The API's default mapping of a header (by name, case, spaces, `_` and `-` ignored; other names as attributes). */
export function defaultTarget(header: string): string {
  const field = FIELD_BY_NAME[header.toLowerCase().replace(/[\s_-]/g, '')];
  if (field) return field;
  return ATTRIBUTE_NAME.test(header) ? `attributes.${header}` : '';
}

/** What a header may be mapped to: the fields, an attribute of its own name when that is a valid name, or nothing. */
export function targetsFor(header: string): { id: string; label: string }[] {
  return [
    { id: 'phone', label: 'Phone' },
    { id: 'firstName', label: 'First name' },
    { id: 'lastName', label: 'Last name' },
    { id: 'optedOut', label: 'Opted out' },
    ...(ATTRIBUTE_NAME.test(header) ? [{ id: `attributes.${header}`, label: `Attribute “${header}”` }] : []),
    { id: 'ignore', label: 'Ignore this column' },
  ];
}
