import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { HttpError } from './errors.ts';

/**
 * Parses a request body with a domain schema. A refusal names the fields at fault; schema messages
 * are translation keys, which the app can show in the user's language.
 */
export function parseBody<S extends $ZodType>(schema: S, body: unknown, status = 400): output<S> {
  // The core's safeParse takes the server's zod classic schemas and the domain's zod/mini ones alike.
  const result = safeParse(schema, body ?? {});
  if (result.success) return result.data;
  // The first problem of each field, as the form would show it.
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || '(body)'] ??= issue.message;
  const names = Object.keys(fields);
  throw new HttpError(status, `Please check these fields: ${names.join(', ')}.`, 'validation', fields);
}
