import * as z from 'zod/mini';
import { address, code, email, longText, MSG, name, nida, option, pastDate, phone } from './common.js';
import { fieldLabelsFor, issue, withBlocks, type Block, type CrossCheck } from './form.js';
import { applicationMetaShape } from './meta.js';
import {
  addressTypeOptions,
  businessOwnershipOptions,
  ownershipTypeOptions,
  yesNoOptions,
} from './options.js';

const optional = { optional: true } as const;

// region/district/ward hold names from src/domain/locations (region name, council official name,
// ward name) so records stay readable without the location module. The spec requires business
// name, ownership, address type, P.O. Box, email, phone and activities; the location selects
// are not on its list.
const brelaObject = z.object({
  AAN: code(optional),
  Bname: name(),
  businessOwnership: option(businessOwnershipOptions.values),
  localAddressType: option(addressTypeOptions.values),
  region: name(optional),
  district: name(optional),
  ward: name(optional),
  unsurveyedAddress: address(optional),
  poBox: code(),
  email: email(),
  phone: phone(),
  /** Comma separated, as the form asks. */
  businessActivities: longText(),
  ownershipType: option(ownershipTypeOptions.values),
  Ownerfname: name(optional),
  OwnerMname: name(optional),
  OwnerLname: name(optional),
  OwnerDoB: pastDate(optional),
  OwnerNIDA: nida(optional),
  OwnerEmail: email(optional),
  OwnerPhone: phone(optional),
  AddressType: z.optional(option(addressTypeOptions.values)),
  Region: name(optional),
  District: name(optional),
  Ward: name(optional),
  UnsurveyedAddress: address(optional),
  POBox: code(optional),
  AddressEmail: email(optional),
  BankOperator: z.optional(option(yesNoOptions.values)),
});

type BrelaFields = z.output<typeof brelaObject>;

const isPerson = (v: BrelaFields) => v.ownershipType === 'Person';

export const BRELA_OWNER_FIELDS = [
  'Ownerfname',
  'OwnerMname',
  'OwnerLname',
  'OwnerDoB',
  'OwnerNIDA',
  'OwnerEmail',
  'OwnerPhone',
  'AddressType',
  'Region',
  'District',
  'Ward',
  'POBox',
  'AddressEmail',
  'BankOperator',
] as const satisfies readonly (keyof BrelaFields)[];

// An unsurveyed plot has no street address to pick, so the free-text description is then needed.
const BRELA_BLOCKS: Block<BrelaFields>[] = [
  {
    when: (v) => v.localAddressType === 'Unsurveyed',
    fields: ['unsurveyedAddress'],
    required: ['unsurveyedAddress'],
  },
  {
    when: isPerson,
    fields: BRELA_OWNER_FIELDS,
    required: BRELA_OWNER_FIELDS.filter((field) => field !== 'OwnerMname'),
  },
  {
    when: (v) => isPerson(v) && v.AddressType === 'Unsurveyed',
    fields: ['UnsurveyedAddress'],
    required: ['UnsurveyedAddress'],
  },
];

const brelaChecks: CrossCheck<BrelaFields>[] = [
  // Entities register through the sales team (spec §2).
  (v, ctx) => {
    if (v.ownershipType === 'Entity') issue(ctx, ['ownershipType'], MSG.entityOffline);
  },
];

export const brelaSchema = withBlocks(brelaObject, BRELA_BLOCKS, brelaChecks);
export const brelaStoredSchema = withBlocks(
  z.extend(brelaObject, applicationMetaShape),
  BRELA_BLOCKS,
  brelaChecks,
);

export type BrelaApplicationInput = z.input<typeof brelaSchema>;
export type BrelaApplication = z.output<typeof brelaSchema>;
export type StoredBrelaApplication = z.output<typeof brelaStoredSchema>;

export const brelaFieldLabels = fieldLabelsFor('brela', brelaObject.shape);
