// brelaApplications: only a person owns the business online; unsurveyed plots are described.
import { BRELA_OWNER_FIELDS } from '../../src/domain/brela.ts';
import { describeApplicationRules } from './applications.ts';
import { record, without, type Fields } from './fixtures.ts';

const full = (changes: Fields = {}) => record('brela', 'full', changes);
const surveyed = (changes: Fields = {}) => record('brela', 'surveyed', changes);

describeApplicationRules('brela', [
  { title: 'an entity, which registers offline', fields: full({ ownershipType: 'Entity' }), expect: 'deny' },
  {
    title: 'an entity without an owner',
    fields: { ...without(full(), ...BRELA_OWNER_FIELDS, 'UnsurveyedAddress'), ownershipType: 'Entity' },
    expect: 'deny',
  },
  { title: 'an ownership type not on the list', fields: full({ ownershipType: 'Company' }), expect: 'deny' },
  {
    title: 'a person without the owner block',
    fields: without(full(), ...BRELA_OWNER_FIELDS, 'UnsurveyedAddress'),
    expect: 'deny',
  },
  {
    title: 'a surveyed plot described as unsurveyed',
    fields: surveyed({ unsurveyedAddress: 'Near the market' }),
    expect: 'deny',
  },
  { title: 'an unsurveyed plot not described', fields: without(full(), 'unsurveyedAddress'), expect: 'deny' },
  {
    title: 'an address type not on the list',
    fields: surveyed({ localAddressType: 'Unknown' }),
    expect: 'deny',
  },
  {
    title: "a surveyed owner's address described as unsurveyed",
    fields: surveyed({ UnsurveyedAddress: 'Near the market' }),
    expect: 'deny',
  },
  {
    title: "an unsurveyed owner's address not described",
    fields: without(full(), 'UnsurveyedAddress'),
    expect: 'deny',
  },
  {
    title: "an owner's address type not on the list",
    fields: surveyed({ AddressType: 'Unknown' }),
    expect: 'deny',
  },
]);
