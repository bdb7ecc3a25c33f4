/** Small accessible building blocks over React Aria Components, styled by styles.css. */
import { type ReactNode, useState } from 'react';
import {
  Button,
  FieldError,
  Form,
  type FormProps,
  Input,
  Label,
  Text,
  TextArea,
  TextField,
  type TextFieldProps,
} from 'react-aria-components';
import { ApiError } from '../api/client';

// The page's plain parts live in ./page (no React Aria: the pages that only read load none of its form components).
export { ErrorMessage, Loading, PageHeading, When } from './page';

interface FieldProps extends Omit<TextFieldProps, 'children'> {
  label: string;
  description?: string;
  multiline?: boolean;
  rows?: number;
  placeholder?: string;
}

/** A labelled text field whose errors (the browser's or the API's, by field name) are shown under it. */
export function Field({ label, description, multiline, rows, placeholder, ...props }: FieldProps) {
  return (
    <TextField {...props} className="field">
      <Label>{label}</Label>
      {multiline ? <TextArea rows={rows ?? 4} placeholder={placeholder} /> : <Input placeholder={placeholder} />}
      {description ? <Text slot="description">{description}</Text> : null}
      <FieldError className="field-error" />
    </TextField>
  );
}

/**
 * A form's submit button; while the request runs it is disabled (no double submit) and a status says so. Not React
 * Aria's isPending: its announcement points at the button's id and outlives the page (an unnamed role="img" axe flags).
 */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <div className="actions">
      <Button type="submit" isDisabled={pending} className="button primary">
        {children}
      </Button>
      <span role="status" className="muted">
        {pending ? 'Working…' : ''}
      </span>
    </div>
  );
}

/** The API's field errors for a form, none when the error is not about fields. */
function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors() : {};
}

/** The error to show above a form: the API's message unless it is already shown next to a field. */
export function formLevelError(error: unknown): unknown {
  if (error instanceof ApiError && Object.keys(error.fieldErrors()).length > 0) return undefined;
  return error;
}

/**
 * A form whose fields show the API's errors for them (by field name) until the user edits that field. React Aria
 * keeps a server error on a controlled field after it changes, so the form drops an edited field's error itself.
 */
export function ApiForm({ error, ...props }: Omit<FormProps, 'validationErrors'> & { error: unknown }) {
  const all = fieldErrorsOf(error);
  const [edited, setEdited] = useState<{ error: unknown; names: ReadonlySet<string> }>({ error, names: new Set() });
  const names = edited.error === error ? edited.names : new Set<string>();
  const shown = Object.fromEntries(Object.entries(all).filter(([name]) => !names.has(name)));
  // React Aria's Form takes no input handler: a wrapper that does not affect layout hears the fields' input events.
  return (
    <div
      className="contents"
      onInput={(e) => {
        const name = (e.target as HTMLInputElement).name;
        if (name && name in all && !names.has(name)) setEdited({ error, names: new Set([...names, name]) });
      }}
    >
      <Form {...props} validationErrors={shown} />
    </div>
  );
}
