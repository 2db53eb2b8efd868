import * as z from 'zod/mini';
import { optionListsOf } from './common.js';
import { fieldLabelsFor, type Block } from './form.js';
import type { Identity } from './identity.js';
import { kindRow, type ApplicationKind } from './kinds.js';
import { uploadFieldsOf, type UploadField } from './uploads.js';

type RawRecord = Record<string, unknown>;

/**
 * A titled group of a kind's fields: the form shows it as a section and the staff detail page
 * shows its answers under the same title (`<kind>.sections.<name>`). Fields keep their schema
 * order within a section; a unit test checks every field of the kind is in exactly one.
 */
export type KindSection<Field extends string = string> = { name: string; fields: readonly Field[] };

/** The i18n key of a section's title. */
export const sectionTitle = (kind: ApplicationKind, name: string) => `${kind}.sections.${name}`;

/**
 * A kind's schema of stored records, built when the first record is read: a form's page, which
 * reads none, does not spend a phone's first seconds building it.
 */
export const storedSchemaOf = <T extends z.ZodMiniType>(build: () => T) => z.lazy(build);

/**
 * Everything about one kind of application, from its row in KINDS (collection, reference prefix,
 * price) and its module in ./kinds/ (the rest):
 *
 * - `fields`: the zod object of the kind's fields, from which come `fieldLabels` (each field's
 *   i18n key), `options` (each choice field's option list: values stored, labels translated) and
 *   `uploadFields` (the fields that hold a document's path, and where each uploads).
 * - `schema` validates what a form submits, `storedSchema` a document read back; `normalize` maps
 *   the earlier app's field spellings before either is applied. `yesNoLabels`: the labels of
 *   answers kept as booleans.
 * - `blocks`: the groups of fields shown only under a condition (forms, staff views, tests).
 * - `identity`: whose application it is (cards, headings, search, checkout).
 * - `sections`: see KindSection. `retiredFields`: fields the form no longer asks for, shown to
 *   staff only when a record holds them. `countryFields`: stored as two-letter codes.
 */
export function defineApplication<
  K extends ApplicationKind,
  S extends z.ZodMiniType,
  T extends z.ZodMiniType,
  F extends z.ZodMiniObject,
>(
  kind: K,
  {
    fields,
    ...parts
  }: {
    fields: F;
    schema: S;
    storedSchema: T;
    normalize?: (raw: RawRecord) => RawRecord;
    identity: Identity;
    yesNoLabels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
    // The blocks' answer types differ per kind; readers here only pass records through them.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    blocks?: readonly Block<any>[];
    sections: readonly KindSection<NoInfer<keyof F['shape'] & string>>[];
    retiredFields?: readonly NoInfer<keyof F['shape'] & string>[];
    countryFields?: readonly NoInfer<keyof F['shape'] & string>[];
  },
) {
  const row = kindRow(kind);
  const shape = fields.shape as Record<keyof F['shape'] & string, unknown>;
  return {
    // Its collection, reference prefix, price and place on the dashboard.
    ...row,
    // Where its row has one (BRELA's).
    detailAmount: (row as { detailAmount?: number }).detailAmount,
    normalize: (raw: RawRecord) => ({ ...raw }),
    yesNoLabels: {},
    blocks: [] as readonly Block<RawRecord>[],
    fieldLabels: fieldLabelsFor(kind, shape),
    options: optionListsOf(shape),
    uploadFields: uploadFieldsOf(shape) as readonly UploadField[],
    retiredFields: [] as readonly string[],
    countryFields: [] as readonly string[],
    ...parts,
  };
}
