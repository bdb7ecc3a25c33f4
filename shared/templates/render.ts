/** `{{ name }}` placeholders: letters, digits, underscores, dots and dashes, optional spaces inside the braces. */
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

/** The distinct variable names a template body uses, in order of first appearance. */
export function templateVariables(body: string): string[] {
  const names: string[] = [];
  for (const match of body.matchAll(PLACEHOLDER)) if (!names.includes(match[1]!)) names.push(match[1]!);
  return names;
}

export type RenderResult = { ok: true; text: string } | { ok: false; missing: string };

/** Fills every placeholder from `variables`; names the first one that was not supplied. */
export function renderTemplate(body: string, variables: Record<string, string | number | boolean>): RenderResult {
  for (const name of templateVariables(body)) {
    if (!Object.hasOwn(variables, name)) return { ok: false, missing: name };
  }
  return { ok: true, text: body.replace(PLACEHOLDER, (_m, name: string) => String(variables[name])) };
}
