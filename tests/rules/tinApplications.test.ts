// tinApplications: an existing TIN or a new registration; for the business reason only a sole
// proprietor, with the spouse and landlord blocks.
import { LIMITS } from '../../src/domain/common.ts';
import { BUSINESS_REASON, reasonForTinOptions } from '../../src/domain/options.ts';
import { describeApplicationRules, type RecordCase } from './applications.ts';
import { record, without, type Fields } from './fixtures.ts';

const full = (changes: Fields = {}) => record('tin', 'full', changes);
const employee = (changes: Fields = {}) => record('tin', 'employee', changes);

const otherReasons = reasonForTinOptions.values.filter((reason) => reason !== BUSINESS_REASON);

describeApplicationRules('tin', [
  {
    title: 'an existing TIN with a new-registration field',
    fields: record('tin', 'existing', { nida: employee().nida }),
    expect: 'deny',
  },
  {
    title: 'a new registration with an existing-TIN field',
    fields: employee({ fullName: 'Neema Kimaro' }),
    expect: 'deny',
  },
  { title: 'a TIN answer that is text, alone', fields: { AAN: 'AGT-0042', hasTin: 'yes' }, expect: 'deny' },
  {
    title: 'a TIN answer that is text, with a TIN',
    fields: record('tin', 'existing', { hasTin: 'true' }),
    expect: 'deny',
  },
  ...otherReasons.map((reasonForTin): RecordCase => ({
    title: `the reason '${reasonForTin}'`,
    fields: employee({ reasonForTin }),
    expect: 'allow',
  })),
  { title: 'a reason not on the list', fields: employee({ reasonForTin: 'Business' }), expect: 'deny' },
  { title: 'a reason that is a number', fields: employee({ reasonForTin: 1 }), expect: 'deny' },
  {
    title: 'a business type without the business reason',
    fields: employee({ bType: 'Sole Proprietor' }),
    expect: 'deny',
  },
  {
    title: "a sole proprietor's field without the business reason",
    fields: employee({ soleFname: 'Baraka' }),
    expect: 'deny',
  },
  {
    title: 'the business reason with nothing more',
    fields: employee({ reasonForTin: BUSINESS_REASON }),
    expect: 'deny',
  },
  {
    title: 'a company, which registers offline',
    fields: employee({ reasonForTin: BUSINESS_REASON, bType: 'Company' }),
    expect: 'deny',
  },
  { title: "a company with a sole proprietor's details", fields: full({ bType: 'Company' }), expect: 'deny' },
  { title: 'a business type not on the list', fields: full({ bType: 'Partnership' }), expect: 'deny' },
  {
    title: 'a spouse answer not on the list',
    fields: record('tin', 'noSpouse', { soleSpouse: 'Maybe' }),
    expect: 'deny',
  },
  { title: 'a spouse without details', fields: without(full(), 'spouseFname', 'spouseTin'), expect: 'deny' },
  ...['spouseFname', 'spouseTin'].map((field): RecordCase => ({
    title: `${field} without a spouse`,
    fields: record('tin', 'noSpouse', { [field]: full()[field] }),
    expect: 'deny',
  })),
  {
    title: 'a rented answer that is text',
    fields: record('tin', 'notRented', { rented: 'yes' }),
    expect: 'deny',
  },
  {
    title: "rented premises without the landlord's TIN",
    fields: without(full(), 'landTin', 'leeseAgree'),
    expect: 'deny',
  },
  ...['landTin', 'leeseAgree'].map((field): RecordCase => ({
    title: `${field} for premises not rented`,
    fields: record('tin', 'notRented', { [field]: full()[field] }),
    expect: 'deny',
  })),
  {
    title: 'a top salary below the lowest',
    fields: full({ minSalary: 400_000, maxSalary: 399_999 }),
    expect: 'deny',
  },
  {
    title: 'one salary for everyone',
    fields: full({ minSalary: 400_000, maxSalary: 400_000 }),
    expect: 'allow',
  },
  {
    title: 'the largest amounts',
    fields: full({ minSalary: LIMITS.amount, maxSalary: LIMITS.amount, estAnnualTurn: LIMITS.amount }),
    expect: 'allow',
  },
]);
