import * as z from 'zod/mini';
import { MSG } from './common.js';
import type { UploadField } from './uploads.js';

const hasFile = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null;

/**
 * What a form holds for its document fields before Submit uploads them (FileField keeps the chosen
 * file, or files, under `files.<field>`): a required document is given when a file is chosen for
 * it. A form's schema checks this beside every other field, so a missing photo is named with the
 * rest, at `files.<field>` where its picker shows it. The API checks the paths the uploads gave.
 */
export function chosenFiles(fields: readonly UploadField[]) {
  const required = fields.filter((upload) => upload.required).map((upload) => upload.field);
  return z.unknown().check(
    z.superRefine((value, ctx) => {
      const chosen = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
      for (const field of required) {
        if (!hasFile(chosen[field])) ctx.addIssue({ code: 'custom', path: [field], message: MSG.required });
      }
    }),
  );
}
