import * as z from 'zod/mini';
import { defineApplication, storedSchemaOf } from '../defineApplication.js';
import type { Identity } from '../identity.js';
import { address, code, email, longText, MSG, name, nida, option, pastDate, phone } from '../common.js';
import { block, issue, withBlocks, type Block, type CrossCheck } from '../form.js';
import { storedApplicationShape } from '../processing.js';
import {
  addressTypeOptions,
  businessOwnershipOptions,
  ownershipTypeOptions,
  yesNoOptions,
} from '../options.js';

const optional = { optional: true } as const;

// region/district/ward hold names from src/domain/locations (region name, council official name,
// ward name) so records stay readable without the location module. The spec requires business
// name, ownership, address type, P.O. Box, email, phone and activities; the location selects
// are not on its list.
const brelaObject = z.object({
  AAN: code(optional),
  Bname: name(),
  businessOwnership: option(businessOwnershipOptions),
  localAddressType: option(addressTypeOptions),
  region: name(optional),
  district: name(optional),
  ward: name(optional),
  unsurveyedAddress: address(optional),
  poBox: code(),
  email: email(),
  phone: phone(),
  /** Comma separated, as the form asks. */
  businessActivities: longText(),
  ownershipType: option(ownershipTypeOptions),
  Ownerfname: name(optional),
  OwnerMname: name(optional),
  OwnerLname: name(optional),
  OwnerDoB: pastDate(optional),
  OwnerNIDA: nida(optional),
  OwnerEmail: email(optional),
  OwnerPhone: phone(optional),
  AddressType: z.optional(option(addressTypeOptions)),
  Region: name(optional),
  District: name(optional),
  Ward: name(optional),
  UnsurveyedAddress: address(optional),
  POBox: code(optional),
  AddressEmail: email(optional),
  BankOperator: z.optional(option(yesNoOptions)),
});

type BrelaFields = z.output<typeof brelaObject>;

const PERSON = { ownershipType: 'Person' } as const;

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
export const BRELA_BLOCKS: Block<BrelaFields>[] = [
  block('unsurveyedAddress', { localAddressType: 'Unsurveyed' }, ['unsurveyedAddress']),
  block(
    'owner',
    PERSON,
    BRELA_OWNER_FIELDS,
    BRELA_OWNER_FIELDS.filter((field) => field !== 'OwnerMname'),
  ),
  block('ownerUnsurveyedAddress', { ...PERSON, AddressType: 'Unsurveyed' }, ['UnsurveyedAddress']),
];

const brelaChecks: CrossCheck<BrelaFields>[] = [
  // Entities register through the sales team.
  (v, ctx) => {
    if (v.ownershipType === 'Entity') issue(ctx, ['ownershipType'], MSG.entityOffline);
  },
];

export const brelaSchema = withBlocks(brelaObject, BRELA_BLOCKS, brelaChecks);
export const brelaStoredSchema = storedSchemaOf(() =>
  withBlocks(z.extend(brelaObject, storedApplicationShape), BRELA_BLOCKS, brelaChecks),
);

export type BrelaApplicationInput = z.input<typeof brelaSchema>;
export type BrelaApplication = z.output<typeof brelaSchema>;

// The business being registered is what staff and the payer know the application by.
export const brelaIdentity: Identity = {
  names: [['Bname'], ['Ownerfname', 'OwnerMname', 'OwnerLname']],
  contacts: ['phone', 'OwnerPhone', 'OwnerNIDA'],
  emails: ['email', 'OwnerEmail'],
  search: {
    firstName: 'Ownerfname',
    lastName: 'OwnerLname',
    wholeNames: ['Bname'],
    phones: ['phone', 'OwnerPhone'],
    ids: ['OwnerNIDA'],
  },
};

/** The BRELA registration as the app, the API and the tests know it (see defineApplication). */
export const brelaApplication = defineApplication('brela', {
  fields: brelaObject,
  schema: brelaSchema,
  storedSchema: brelaStoredSchema,
  identity: brelaIdentity,
  blocks: BRELA_BLOCKS,
  // The form's sections in order, which the staff detail page follows so staff read a record
  // the way it was written.
  sections: [
    { name: 'business', fields: ['AAN', 'Bname', 'businessOwnership', 'businessActivities'] },
    {
      name: 'address',
      fields: [
        'localAddressType',
        'region',
        'district',
        'ward',
        'unsurveyedAddress',
        'poBox',
        'email',
        'phone',
      ],
    },
    { name: 'owner', fields: ['ownershipType'] },
    {
      name: 'ownerDetails',
      // The owner block as the domain defines it, then the address asked only for unsurveyed plots.
      fields: [...BRELA_OWNER_FIELDS, 'UnsurveyedAddress'],
    },
  ],
});
