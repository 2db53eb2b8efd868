import type * as z from 'zod/mini';
import {
  BRELA_BLOCKS,
  brelaFieldLabels,
  brelaFieldOptions,
  brelaIdentity,
  brelaSchema,
  brelaStoredSchema,
} from './brela.js';
import {
  businessFieldLabels,
  businessFieldOptions,
  businessIdentity,
  businessSchema,
  businessStoredSchema,
  businessUploadFields,
} from './business.js';
import { fieldApplies, type Block } from './form.js';
import type { OptionList } from './common.js';
import type { Identity } from './identity.js';
import { APPLICATION_COLLECTIONS, REFERENCE_PREFIXES, type ApplicationKind } from './kinds.js';
import { BRELA_DETAIL_AMOUNT, PRICES } from './money.js';
import {
  normalizeTinRecord,
  TIN_BLOCKS,
  tinFieldLabels,
  tinFieldOptions,
  tinIdentity,
  tinSchema,
  tinStoredSchema,
  tinUploadFields,
} from './tin.js';
import type { UploadField } from './uploads.js';
import {
  normalizeVisaRecord,
  visaBlocks,
  visaFieldLabels,
  visaFieldOptions,
  visaIdentity,
  visaSchema,
  visaStoredSchema,
  visaUploadFields,
} from './visa.js';

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
    identity: Identity;
    /** Each choice field's option list (values stored, labels translated). */
    options: Record<string, OptionList>;
    // The blocks' answer types differ per kind; readers here only pass records through them.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    blocks?: readonly Block<any>[];
    uploadFields?: UploadField[];
    /** An extra amount the form hands checkout beside its price (BRELA). */
    detailAmount?: number;
  },
) {
  return {
    kind,
    collection: APPLICATION_COLLECTIONS[kind],
    referencePrefix: REFERENCE_PREFIXES[kind],
    price: PRICES[kind],
    uploadFields: [] as UploadField[],
    blocks: [] as readonly Block<RawRecord>[],
    ...parts,
  };
}

/**
 * One entry per service: the single source of what an application of that kind is. `schema`
 * validates what a form submits, `storedSchema` a document read back; `normalize` maps the earlier
 * app's field spellings before either is applied; `blocks` are the groups of fields shown only
 * under a condition (forms, staff views and the rules' tests read them); `identity` says whose
 * application it is (cards, headings, search, checkout); `uploadFields` hold a document's path.
 */
export const APPLICATIONS = {
  visa: descriptor('visa', {
    schema: visaSchema,
    storedSchema: visaStoredSchema,
    fieldLabels: visaFieldLabels,
    normalize: normalizeVisaRecord,
    identity: visaIdentity,
    options: visaFieldOptions,
    blocks: visaBlocks,
    uploadFields: visaUploadFields,
  }),
  tin: descriptor('tin', {
    schema: tinSchema,
    storedSchema: tinStoredSchema,
    fieldLabels: tinFieldLabels,
    normalize: normalizeTinRecord,
    identity: tinIdentity,
    options: tinFieldOptions,
    blocks: TIN_BLOCKS,
    uploadFields: tinUploadFields,
  }),
  brela: descriptor('brela', {
    schema: brelaSchema,
    storedSchema: brelaStoredSchema,
    fieldLabels: brelaFieldLabels,
    normalize: asIs,
    identity: brelaIdentity,
    options: brelaFieldOptions,
    blocks: BRELA_BLOCKS,
    detailAmount: BRELA_DETAIL_AMOUNT,
  }),
  business: descriptor('business', {
    schema: businessSchema,
    storedSchema: businessStoredSchema,
    fieldLabels: businessFieldLabels,
    normalize: asIs,
    identity: businessIdentity,
    options: businessFieldOptions,
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

/** Whether a field of this kind is asked for, given the answers (see fieldApplies). */
export function applies(kind: ApplicationKind, field: string, answers: RawRecord): boolean {
  return fieldApplies(APPLICATIONS[kind].blocks, field, answers);
}
