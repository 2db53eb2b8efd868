import * as z from 'zod/mini';
import { defineApplication, storedSchemaOf } from '../defineApplication.js';
import type { Identity } from '../identity.js';
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
} from '../common.js';
import {
  block,
  conditionHolds,
  issue,
  renameVariants,
  withBlocks,
  type Block,
  type CrossCheck,
} from '../form.js';
import { storedApplicationShape } from '../processing.js';
import {
  BUSINESS_REASON,
  businessTypeOptions,
  reasonForTinOptions,
  soleBusinessInfoOptions,
  booleanLabels,
  hasTinLabels,
  yesNoOptions,
} from '../options.js';
import { storedUploadShape, uploadPath } from '../uploads.js';

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
  reasonForTin: z.optional(option(reasonForTinOptions)),
  bType: z.optional(option(businessTypeOptions)),
  // Sole proprietor.
  soleFname: name(optional),
  soleMname: name(optional),
  soleLname: name(optional),
  soleDob: pastDate(optional),
  solePhone: phone(optional),
  soleBinfo: z.optional(option(soleBusinessInfoOptions)),
  soleSpouse: z.optional(option(yesNoOptions)),
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

// The answers that open each block, from the first question down.
const HAS_TIN = { hasTin: true } as const;
const NEW_REGISTRATION_ANSWER = { hasTin: false } as const;
const FOR_BUSINESS = { ...NEW_REGISTRATION_ANSWER, reasonForTin: BUSINESS_REASON } as const;
const SOLE = { ...FOR_BUSINESS, bType: 'Sole Proprietor' } as const;
const COMPANY = { ...FOR_BUSINESS, bType: 'Company' } as const;

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
// Documents are asked for but not demanded: staff can collect them later (only the files chosen
// are uploaded). Middle names and the property owner's name are not everyone's to give.
const NOT_REQUIRED = new Set<string>(['mName', 'soleMname', 'regCert', 'consForm', 'proName', 'leeseAgree']);
const requiredOf = <K extends string>(fields: readonly K[]) =>
  fields.filter((field) => !NOT_REQUIRED.has(field));

export const TIN_BLOCKS: Block<TinFields>[] = [
  block('existing', HAS_TIN, EXISTING),
  block('newRegistration', NEW_REGISTRATION_ANSWER, NEW_REGISTRATION, requiredOf(NEW_REGISTRATION)),
  block('businessType', FOR_BUSINESS, ['bType']),
  block('soleProprietor', SOLE, SOLE_PROPRIETOR, requiredOf(SOLE_PROPRIETOR)),
  block('spouse', { ...SOLE, soleSpouse: 'Yes' }, ['spouseFname', 'spouseTin']),
  block('landlord', { ...SOLE, rented: true }, ['landTin', 'leeseAgree'], ['landTin']),
];

/** Company registration is handled by the sales team, not online. */
export const isTinCompany = (value: Partial<TinFields>) => conditionHolds<TinFields>(COMPANY, value);

const tinChecks: CrossCheck<TinFields>[] = [
  (v, ctx) => {
    if (isTinCompany(v)) issue(ctx, ['bType'], MSG.companyOffline);
  },
  (v, ctx) => {
    if (
      conditionHolds<TinFields>(SOLE, v) &&
      v.minSalary !== undefined &&
      v.maxSalary !== undefined &&
      v.maxSalary < v.minSalary
    ) {
      issue(ctx, ['maxSalary'], MSG.salaryOrder);
    }
  },
];

export const tinSchema = withBlocks(tinObject, TIN_BLOCKS, tinChecks);
export const tinStoredSchema = storedSchemaOf(() =>
  withBlocks(
    z.extend(tinObject, { ...storedApplicationShape, ...storedUploadShape(tinObject.shape) }),
    TIN_BLOCKS,
    tinChecks,
  ),
);

export type TinApplicationInput = z.input<typeof tinSchema>;
export type TinApplication = z.output<typeof tinSchema>;

// A TIN holder gives one full name; a new registration gives its parts.
export const tinIdentity: Identity = {
  names: [['fullName'], ['fName', 'mName', 'lName'], ['soleFname', 'soleMname', 'soleLname']],
  contacts: ['phone', 'mobile', 'nida'],
  emails: [],
  search: {
    firstName: 'fName',
    lastName: 'lName',
    wholeNames: ['fullName'],
    phones: ['phone', 'mobile'],
    ids: ['nida', 'tin'],
  },
};

/** Spellings of the earlier app: the form wrote tinaccess, the admin views read the others. */
export const TIN_FIELD_VARIANTS = {
  tinaccess: 'AAN',
  districtlive: 'districtLive',
  cerDate: 'certDate',
} as const;

export function normalizeTinRecord(raw: Record<string, unknown>): Record<string, unknown> {
  return renameVariants(raw, TIN_FIELD_VARIANTS);
}

/** The TIN as the app, the API and the tests know it (see defineApplication). */
export const tinApplication = defineApplication('tin', {
  fields: tinObject,
  schema: tinSchema,
  storedSchema: tinStoredSchema,
  normalize: normalizeTinRecord,
  identity: tinIdentity,
  blocks: TIN_BLOCKS,
  yesNoLabels: { hasTin: hasTinLabels, rented: booleanLabels },
  // The form's sections in order, which the staff detail page follows so staff read a record
  // the way it was written.
  sections: [
    { name: 'start', fields: ['AAN', 'hasTin'] },
    // Companies are registered by the sales team: the form shows how to reach them, nothing to answer.
    { name: 'company', fields: [] },
    { name: 'existing', fields: ['fullName', 'tin', 'phone'] },
    {
      name: 'newRegistration',
      fields: [
        'nida',
        'bornDistrict',
        'pSchool',
        'districtLive',
        'mamasName',
        'regionBorn',
        'residentAddress',
        'fName',
        'mName',
        'lName',
        'doBirth',
        'mobile',
        'reasonForTin',
        'bType',
      ],
    },
    {
      name: 'soleProprietor',
      fields: [
        'soleFname',
        'soleMname',
        'soleLname',
        'soleDob',
        'solePhone',
        'soleBinfo',
        'soleSpouse',
        'spouseFname',
        'spouseTin',
      ],
    },
    {
      name: 'business',
      fields: ['regNumber', 'certDate', 'tradeName', 'regCert', 'consForm', 'commenceDate', 'ecoActivity'],
    },
    {
      name: 'premises',
      fields: ['bRegion', 'bDistrict', 'bWard', 'bStreet', 'proName', 'rented', 'landTin', 'leeseAgree'],
    },
    { name: 'staffAndMoney', fields: ['bEmployee', 'minSalary', 'maxSalary', 'estAnnualTurn'] },
  ],
});
