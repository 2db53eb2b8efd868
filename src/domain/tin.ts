import * as z from 'zod/mini';
import {
  address,
  amount,
  code,
  isoDate,
  LIMITS,
  MSG,
  name,
  nida,
  option,
  pastDate,
  phone,
  tinNumber,
  wholeNumber,
} from './common.js';
import { fieldLabelsFor, issue, renameVariants, withBlocks, type Block, type CrossCheck } from './form.js';
import { applicationMetaShape } from './meta.js';
import {
  BUSINESS_REASON,
  businessTypeOptions,
  reasonForTinOptions,
  soleBusinessInfoOptions,
  yesNoOptions,
} from './options.js';
import { storedUploadShape, uploadFieldsOf, uploadPath } from './uploads.js';

const optional = { optional: true } as const;

// The spec lists no field for the "Do you have Tin Number" radio nor for the TIN itself; they
// are `hasTin` and `tin` here. Files (regCert, consForm, leeseAgree) are upload paths.
const tinObject = z.object({
  AAN: code(optional),
  hasTin: z.boolean({ error: () => MSG.option }),
  // Has a TIN already.
  fullName: name(optional),
  tin: tinNumber(optional),
  phone: phone(optional),
  // New registration.
  nida: nida(optional),
  bornDistrict: name(optional),
  pSchool: name(optional),
  districtLive: name(optional),
  mamasName: name(optional),
  regionBorn: name(optional),
  residentAddress: address(optional),
  fName: name(optional),
  mName: name(optional),
  lName: name(optional),
  doBirth: pastDate(optional),
  mobile: phone(optional),
  reasonForTin: z.optional(option(reasonForTinOptions.values)),
  bType: z.optional(option(businessTypeOptions.values)),
  // Sole proprietor.
  soleFname: name(optional),
  soleMname: name(optional),
  soleLname: name(optional),
  soleDob: pastDate(optional),
  solePhone: phone(optional),
  soleBinfo: z.optional(option(soleBusinessInfoOptions.values)),
  soleSpouse: z.optional(option(yesNoOptions.values)),
  spouseFname: name(optional),
  spouseTin: tinNumber(optional),
  regNumber: code(optional),
  certDate: isoDate(optional),
  tradeName: name(optional),
  regCert: uploadPath('tin'),
  consForm: uploadPath('tin'),
  bRegion: name(optional),
  bDistrict: name(optional),
  bWard: name(optional),
  bStreet: address(optional),
  proName: name(optional),
  rented: z.optional(z.boolean({ error: () => MSG.option })),
  landTin: tinNumber(optional),
  leeseAgree: uploadPath('tin'),
  bEmployee: z.optional(wholeNumber(0, LIMITS.employees)),
  minSalary: z.optional(amount()),
  maxSalary: z.optional(amount()),
  estAnnualTurn: z.optional(amount()),
  commenceDate: isoDate(optional),
  ecoActivity: name(optional),
});

type TinFields = z.output<typeof tinObject>;

const hasTin = (v: TinFields) => v.hasTin === true;
const isNew = (v: TinFields) => v.hasTin === false;
const needsBusinessType = (v: TinFields) => isNew(v) && v.reasonForTin === BUSINESS_REASON;
const isSole = (v: TinFields) => needsBusinessType(v) && v.bType === 'Sole Proprietor';

const EXISTING = ['fullName', 'tin', 'phone'] as const;
// prettier-ignore
const NEW_REGISTRATION = [
  'nida', 'bornDistrict', 'pSchool', 'districtLive', 'mamasName', 'regionBorn', 'residentAddress',
  'fName', 'mName', 'lName', 'doBirth', 'mobile', 'reasonForTin',
] as const;
// prettier-ignore
const SOLE_PROPRIETOR = [
  'soleFname', 'soleMname', 'soleLname', 'soleDob', 'solePhone', 'soleBinfo', 'soleSpouse',
  'regNumber', 'certDate', 'tradeName', 'regCert', 'consForm', 'bRegion', 'bDistrict', 'bWard',
  'bStreet', 'proName', 'rented', 'bEmployee', 'minSalary', 'maxSalary', 'estAnnualTurn',
  'commenceDate', 'ecoActivity',
] as const;
// Documents are asked for but not demanded: staff can collect them later (spec §4 uploads "any
// chosen files"). Middle names and the property owner's name are not everyone's to give.
const NOT_REQUIRED = new Set<string>(['mName', 'soleMname', 'regCert', 'consForm', 'proName', 'leeseAgree']);
const requiredOf = <K extends string>(fields: readonly K[]) =>
  fields.filter((field) => !NOT_REQUIRED.has(field));

export const TIN_BLOCKS: Block<TinFields>[] = [
  { when: hasTin, fields: EXISTING, required: EXISTING },
  { when: isNew, fields: NEW_REGISTRATION, required: requiredOf(NEW_REGISTRATION) },
  { when: needsBusinessType, fields: ['bType'], required: ['bType'] },
  { when: isSole, fields: SOLE_PROPRIETOR, required: requiredOf(SOLE_PROPRIETOR) },
  {
    when: (v) => isSole(v) && v.soleSpouse === 'Yes',
    fields: ['spouseFname', 'spouseTin'],
    required: ['spouseFname', 'spouseTin'],
  },
  { when: (v) => isSole(v) && v.rented === true, fields: ['landTin', 'leeseAgree'], required: ['landTin'] },
];

const tinChecks: CrossCheck<TinFields>[] = [
  // Company registration is handled by the sales team, not online (spec §2, §6).
  (v, ctx) => {
    if (needsBusinessType(v) && v.bType === 'Company') issue(ctx, ['bType'], MSG.companyOffline);
  },
  (v, ctx) => {
    if (isSole(v) && v.minSalary !== undefined && v.maxSalary !== undefined && v.maxSalary < v.minSalary) {
      issue(ctx, ['maxSalary'], MSG.salaryOrder);
    }
  },
];

export const tinSchema = withBlocks(tinObject, TIN_BLOCKS, tinChecks);
export const tinStoredSchema = withBlocks(
  z.extend(tinObject, { ...applicationMetaShape, ...storedUploadShape(tinObject.shape) }),
  TIN_BLOCKS,
  tinChecks,
);

export type TinApplicationInput = z.input<typeof tinSchema>;
export type TinApplication = z.output<typeof tinSchema>;
export type StoredTinApplication = z.output<typeof tinStoredSchema>;

export const tinFieldLabels = fieldLabelsFor('tin', tinObject.shape);
export const tinUploadFields = uploadFieldsOf(tinObject.shape);

/** Spellings of the earlier app: the form wrote tinaccess, the admin views read the others. */
export const TIN_FIELD_VARIANTS = {
  tinaccess: 'AAN',
  districtlive: 'districtLive',
  cerDate: 'certDate',
} as const;

export function normalizeTinRecord(raw: Record<string, unknown>): Record<string, unknown> {
  return renameVariants(raw, TIN_FIELD_VARIANTS);
}
