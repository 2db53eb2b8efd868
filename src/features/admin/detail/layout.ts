import type { ApplicationKind } from '#domain/kinds';
import type { APPLICATIONS } from '#domain/applications';
import { BRELA_OWNER_FIELDS } from '#domain/brela';
import { VISA_RETIRED_FIELDS, VISA_SPOUSE_FIELDS } from '#domain/visa';

type FieldOf<K extends ApplicationKind> = keyof (typeof APPLICATIONS)[K]['fieldLabels'] & string;

/** A titled group of fields on the detail page; `title` is an i18n key. */
export type DetailSection<K extends ApplicationKind> = { title: string; fields: readonly FieldOf<K>[] };

/**
 * Fields a form no longer asks for: only records made before hold them, so the page shows one only
 * when it has a value (or staff ask for every field), not as N/A on every new application.
 */
export const RETIRED_FIELDS: { [K in ApplicationKind]?: readonly FieldOf<K>[] } = {
  visa: VISA_RETIRED_FIELDS,
};

/** The same, once the kind no longer matters (rendering). */
export type AnyDetailSection = { title: string; fields: readonly string[] };

// The sections the applicant filled in, with the titles of the forms themselves, so staff read a
// record the way it was written. Fields keep their schema order within a section; a unit test
// checks that every field of each kind appears exactly once.
const visa: DetailSection<'visa'>[] = [
  {
    title: 'visa.sections.personal',
    fields: [
      'AAN',
      'firstName',
      'middleName',
      'lastName',
      'dob',
      'gender',
      'placeOfBirth',
      'countryOfBirth',
      'nationality',
      'phone',
      'email',
      'nationId',
      'residance',
    ],
  },
  {
    title: 'visa.sections.passport',
    fields: [
      'passportType',
      'passportNumber',
      'passportCountry',
      'passportIssueDate',
      'passportExpiryDate',
      'passportBioPage',
      'passportPhoto',
    ],
  },
  { title: 'visa.sections.visa', fields: ['visaType', 'service', 'validity', 'duration', 'durationUnit'] },
  { title: 'visa.sections.work', fields: ['work', 'experience', 'company', 'position'] },
  { title: 'visa.sections.education', fields: ['education', 'institution'] },
  { title: 'visa.sections.family', fields: ['marital'] },
  {
    title: 'visa.sections.spouse',
    fields: [...VISA_SPOUSE_FIELDS],
  },
  {
    title: 'visa.sections.relatives',
    fields: ['relativeAvailable', 'relativeName', 'relativeRelationship', 'relativePhone'],
  },
  {
    title: 'visa.sections.trip',
    fields: [
      'dateOfArrival',
      'flightNumber',
      'cityOfArrival',
      'itinerary',
      'exitDate',
      'exitFlightNumber',
      'exitCity',
    ],
  },
  { title: 'visa.sections.inviting', fields: ['inviteName', 'inviteRelation', 'inviteCity', 'invitePhone'] },
  { title: 'visa.sections.emergency', fields: ['emrgencyName', 'emrgencyPhone', 'emrgencyRelation'] },
];

const tin: DetailSection<'tin'>[] = [
  { title: 'tin.sections.start', fields: ['AAN', 'hasTin'] },
  { title: 'tin.sections.existing', fields: ['fullName', 'tin', 'phone'] },
  {
    title: 'tin.sections.newRegistration',
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
    title: 'tin.sections.soleProprietor',
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
    title: 'tin.sections.business',
    fields: ['regNumber', 'certDate', 'tradeName', 'regCert', 'consForm', 'commenceDate', 'ecoActivity'],
  },
  {
    title: 'tin.sections.premises',
    fields: ['bRegion', 'bDistrict', 'bWard', 'bStreet', 'proName', 'rented', 'landTin', 'leeseAgree'],
  },
  { title: 'tin.sections.staffAndMoney', fields: ['bEmployee', 'minSalary', 'maxSalary', 'estAnnualTurn'] },
];

const brela: DetailSection<'brela'>[] = [
  { title: 'brela.sections.business', fields: ['AAN', 'Bname', 'businessOwnership', 'businessActivities'] },
  {
    title: 'brela.sections.address',
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
  { title: 'brela.sections.owner', fields: ['ownershipType'] },
  {
    title: 'brela.sections.ownerDetails',
    // The owner block as the domain defines it, then the address asked only for unsurveyed plots.
    fields: [...BRELA_OWNER_FIELDS, 'UnsurveyedAddress'],
  },
];

const business: DetailSection<'business'>[] = [
  { title: 'business.sections.applicant', fields: ['AAN', 'Nida', 'Phone', 'Fname', 'Mname', 'Lname'] },
  {
    title: 'business.sections.background',
    fields: ['pSchool', 'pDistrict', 'pSchoolYear', 'wardNida', 'wardBirth'],
  },
  { title: 'business.sections.mother', fields: ['MFname', 'MMname', 'MLname', 'MPhone'] },
  { title: 'business.sections.business', fields: ['bName', 'bActivity'] },
  {
    title: 'business.sections.location',
    fields: ['bRegion', 'bCouncil', 'bWard', 'bStreet', 'blockNo', 'plotNo'],
  },
  { title: 'business.sections.landlord', fields: ['lordAttach'] },
];

export const DETAIL_SECTIONS: { [K in ApplicationKind]: readonly DetailSection<K>[] } = {
  visa,
  tin,
  brela,
  business,
};
