import type { z } from 'zod';
import { HttpError } from './errors.ts';

/**
 * Parses a request body with a domain schema. A refusal names the fields at fault; schema messages
 * are translation keys, which the app can show in the user's language.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(body)'))];
  throw new HttpError(400, `Please check these fields: ${fields.join(', ')}.`, 'validation');
}
