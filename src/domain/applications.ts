import type * as z from 'zod/mini';
import { brelaFieldLabels, brelaSchema, brelaStoredSchema } from './brela.js';
import {
  businessFieldLabels,
  businessSchema,
  businessStoredSchema,
  businessUploadFields,
} from './business.js';
import { APPLICATION_COLLECTIONS, REFERENCE_PREFIXES, type ApplicationKind } from './kinds.js';
import { PRICES } from './money.js';
import { normalizeTinRecord, tinFieldLabels, tinSchema, tinStoredSchema, tinUploadFields } from './tin.js';
import type { UploadField } from './uploads.js';
import { normalizeVisaRecord, visaFieldLabels, visaSchema, visaStoredSchema } from './visa.js';

type RawRecord = Record<string, unknown>;
const asIs = (raw: RawRecord) => ({ ...raw });

function descriptor<
  K extends ApplicationKind,
  S extends z.ZodMiniType,
  T extends z.ZodMiniType,
  L extends object,
>(
  kind: K,
  parts: {
    schema: S;
    storedSchema: T;
    fieldLabels: L;
    normalize: (raw: RawRecord) => RawRecord;
    uploadFields?: UploadField[];
  },
) {
  return {
    kind,
    collection: APPLICATION_COLLECTIONS[kind],
    referencePrefix: REFERENCE_PREFIXES[kind],
    price: PRICES[kind],
    uploadFields: [] as UploadField[],
    ...parts,
  };
}

/**
 * One entry per service, for code that treats the four alike (admin lists, the API's price
 * look-up, the rules tests). `schema` validates what a form submits, `storedSchema` a document
 * read back; `normalize` maps the earlier app's field spellings before either is applied;
 * `uploadFields` are the fields holding a document's path.
 */
export const APPLICATIONS = {
  visa: descriptor('visa', {
    schema: visaSchema,
    storedSchema: visaStoredSchema,
    fieldLabels: visaFieldLabels,
    normalize: normalizeVisaRecord,
  }),
  tin: descriptor('tin', {
    schema: tinSchema,
    storedSchema: tinStoredSchema,
    fieldLabels: tinFieldLabels,
    normalize: normalizeTinRecord,
    uploadFields: tinUploadFields,
  }),
  brela: descriptor('brela', {
    schema: brelaSchema,
    storedSchema: brelaStoredSchema,
    fieldLabels: brelaFieldLabels,
    normalize: asIs,
  }),
  business: descriptor('business', {
    schema: businessSchema,
    storedSchema: businessStoredSchema,
    fieldLabels: businessFieldLabels,
    normalize: asIs,
    uploadFields: businessUploadFields,
  }),
} as const;

export type ApplicationDescriptor = (typeof APPLICATIONS)[ApplicationKind];

/**
 * A stored document as the admin views want it: variant spellings mapped, then validated. Records
 * that fail (written by the earlier app) come back with their issues so a view can still show
 * what is there.
 */
export function readApplication(kind: ApplicationKind, raw: RawRecord) {
  const descriptor = APPLICATIONS[kind];
  const normalized = descriptor.normalize(raw);
  const result = descriptor.storedSchema.safeParse(normalized);
  return result.success
    ? { ok: true as const, data: result.data as RawRecord }
    : { ok: false as const, data: normalized, issues: result.error.issues };
}
