/**
 * Valid records with realistic Tanzanian data, shared by the unit tests, the Firestore rules
 * tests and the seed script. Each builder returns a fresh object in stored (parsed) form, so
 * `schema.parse(fixture)` gives back an equal object.
 */
import type { BrelaApplication } from './brela.js';
import { daysFrom } from './common.js';
import type { BusinessApplication } from './business.js';
import type { Feedback, StoredFeedback } from './feedback.js';
import type { ApplicationKind } from './kinds.js';
import type { TimestampLike } from './meta.js';
import { PRICES, CURRENCY } from './money.js';
import type { Payment } from './payment.js';
import type { TinApplication } from './tin.js';
import type { User } from './user.js';
import type { VisaApplication } from './visa.js';

/** A fixed moment, so fixtures compare equal across runs. */
export const FIXTURE_TIME: TimestampLike = new Date('2026-01-15T08:30:00.000Z');

/**
 * A trip a visa application can still be made for: it starts `TRIP_LEAD_DAYS` after today (the
 * API refuses an arrival that is not in the future), so a visa fixture is the same all day long
 * but not from one day to the next.
 */
export const TRIP_LEAD_DAYS = 45;
const tripDay = (offset: number) => daysFrom(TRIP_LEAD_DAYS + offset);

export function validVisaApplication(overrides: Partial<VisaApplication> = {}): VisaApplication {
  return {
    firstName: 'Grace',
    middleName: 'Wanjiru',
    lastName: 'Otieno',
    dob: '1991-06-21',
    gender: 'Female',
    placeOfBirth: 'Nakuru',
    countryOfBirth: 'KE',
    nationality: 'KE',
    phone: '+254712345678',
    email: 'grace.otieno@example.co.ke',
    passportType: 'Ordinary',
    passportNumber: 'AK0482913',
    passportCountry: 'KE',
    passportIssueDate: '2022-02-14',
    passportExpiryDate: '2032-02-13',
    passportBioPage: 'visa-passports/9b2d4f6a8c0e1a3c5e7b9d1f3a5c7e90.jpg',
    passportPhoto: 'visa-photos/1c3e5a7b9d2f4a6c8e0b2d4f6a8c1e35.jpg',
    marital: 'Single',
    residance: 'Argwings Kodhek Road, Kilimani, Nairobi',
    visaType: 'Business',
    service: 'Normal',
    validity: 3,
    work: 'Company employee',
    experience: 48,
    duration: 8,
    durationUnit: 'Days',
    company: 'Savannah Logistics Ltd',
    position: 'Regional sales manager',
    relativeAvailable: 'No',
    dateOfArrival: tripDay(0),
    flightNumber: 'KQ482',
    cityOfArrival: 'Dar es Salaam',
    itinerary: [
      { city: 'Dar es Salaam', arrivalDate: tripDay(0), departureDate: tripDay(4) },
      { city: 'Arusha', arrivalDate: tripDay(4), departureDate: tripDay(8) },
    ],
    exitDate: tripDay(8),
    exitFlightNumber: 'KQ489',
    exitCity: 'Kilimanjaro',
    inviteName: 'Juma Hassan Mwinyi',
    inviteRelation: 'Business partner',
    inviteCity: 'Dar es Salaam',
    invitePhone: '+255754321098',
    emrgencyName: 'Peter Otieno',
    emrgencyPhone: '+254722111222',
    emrgencyRelation: 'Brother',
    ...overrides,
  };
}

/**
 * A visa application as the earlier form made it: a national id, education and every spouse
 * field, none of the passport fields, a stay in months, and a trip long past. Stored records like
 * it must stay readable.
 */
export function earlierVisaRecord(): Record<string, unknown> {
  const {
    nationality: _nationality,
    email: _email,
    passportNumber: _number,
    passportCountry: _country,
    passportIssueDate: _issued,
    passportExpiryDate: _expires,
    passportBioPage: _bioPage,
    passportPhoto: _photo,
    durationUnit: _unit,
    ...kept
  } = validVisaApplication();
  return {
    ...kept,
    ...earlierSpouseDetails(),
    marital: 'Married',
    nationId: '28456123',
    education: 'Degree',
    institution: 'University of Nairobi',
    duration: 1,
    dateOfArrival: '2025-03-10',
    itinerary: [
      { city: 'Dar es Salaam', arrivalDate: '2025-03-10', departureDate: '2025-03-14' },
      { city: 'Arusha', arrivalDate: '2025-03-14', departureDate: '2025-03-18' },
    ],
    exitDate: '2025-03-18',
  };
}

/** The spouse's details the visa form asks for. */
export function visaSpouseDetails() {
  return {
    spouseName: 'Daniel Kiprono Otieno',
    spouseNationality: 'Kenyan',
    spouseOccupation: 'Civil engineer',
    spouseDateofbirth: '1988-11-02',
  } satisfies Partial<VisaApplication>;
}

/** Every spouse field the earlier form asked for. */
function earlierSpouseDetails() {
  return {
    ...visaSpouseDetails(),
    spousecityOfBirth: 'Eldoret',
    spousefatherName: 'Samuel Kiprono',
    spousefatherNationality: 'Kenyan',
    spousefatherDateOfBirth: '1960-01-14',
    spousemotherName: 'Mary Chebet',
    spousemotherNationality: 'Kenyan',
  } satisfies Partial<VisaApplication>;
}

export function validMarriedVisaApplication(overrides: Partial<VisaApplication> = {}): VisaApplication {
  return validVisaApplication({ marital: 'Married', ...visaSpouseDetails(), ...overrides });
}

/** A first TIN for an employee: the shortest new-registration path. */
export function validTinApplication(overrides: Partial<TinApplication> = {}): TinApplication {
  return {
    hasTin: false,
    nida: '19900415141230000125',
    bornDistrict: 'Moshi',
    pSchool: 'Shule ya Msingi Mawenzi',
    districtLive: 'Kinondoni',
    mamasName: 'Rehema Said',
    regionBorn: 'Kilimanjaro',
    residentAddress: 'Mtaa wa Mwenge, Kijitonyama, Dar es Salaam',
    fName: 'Baraka',
    mName: 'Joseph',
    lName: 'Mushi',
    doBirth: '1990-04-15',
    mobile: '0754123456',
    reasonForTin: 'Employment',
    ...overrides,
  };
}

/** Someone who already has a TIN and wants the certificate. */
export function validExistingTinApplication(overrides: Partial<TinApplication> = {}): TinApplication {
  return {
    hasTin: true,
    fullName: 'Neema Joseph Kimaro',
    tin: '123456789',
    phone: '0713987654',
    ...overrides,
  };
}

/** A sole proprietor in rented premises, spouse not in business. */
export function validSoleProprietorTinApplication(overrides: Partial<TinApplication> = {}): TinApplication {
  return validTinApplication({
    reasonForTin: 'Employment and other business activities',
    bType: 'Sole Proprietor',
    soleFname: 'Baraka',
    soleMname: 'Joseph',
    soleLname: 'Mushi',
    soleDob: '1990-04-15',
    solePhone: '0754123456',
    soleBinfo: 'Business&Employment',
    soleSpouse: 'No',
    regNumber: '548721',
    certDate: '2025-08-20',
    tradeName: 'Mushi Mobile Accessories',
    regCert: 'business-forms/3f1c9a0e5b7d4e2a8c6b1d0f9e8a7c61.pdf',
    bRegion: 'Dar es Salaam',
    bDistrict: 'Kinondoni Municipal Council',
    bWard: 'Kijitonyama',
    bStreet: 'Mtaa wa Sayansi, Barabara ya Ali Hassan Mwinyi',
    proName: 'Fatuma Abdallah',
    rented: true,
    landTin: '104987321',
    leeseAgree: 'business-forms/8a2e4c6b0d1f3a5c7e9b2d4f6a8c0e12.pdf',
    bEmployee: 2,
    minSalary: 250_000,
    maxSalary: 400_000,
    estAnnualTurn: 36_000_000,
    commenceDate: '2025-09-01',
    ecoActivity: 'Retail sale of mobile phone accessories',
    ...overrides,
  });
}

export function validBrelaApplication(overrides: Partial<BrelaApplication> = {}): BrelaApplication {
  return {
    AAN: 'AGT-0042',
    Bname: 'Halima Catering Services',
    businessOwnership: 'Individual',
    localAddressType: 'Surveyed',
    region: 'Dar es Salaam',
    district: 'Kinondoni Municipal Council',
    ward: 'Mwananyamala',
    poBox: '35091',
    email: 'halima.catering@example.co.tz',
    phone: '0715246810',
    businessActivities: 'Catering, Event decoration',
    ownershipType: 'Person',
    Ownerfname: 'Halima',
    OwnerMname: 'Salum',
    OwnerLname: 'Mrisho',
    OwnerDoB: '1985-09-02',
    OwnerNIDA: '19850902111050000214',
    OwnerEmail: 'halima.mrisho@example.co.tz',
    OwnerPhone: '0715246810',
    AddressType: 'Surveyed',
    Region: 'Dar es Salaam',
    District: 'Kinondoni Municipal Council',
    Ward: 'Mwananyamala',
    POBox: '35091',
    AddressEmail: 'halima.mrisho@example.co.tz',
    BankOperator: 'Yes',
    ...overrides,
  };
}

export function validBusinessApplication(overrides: Partial<BusinessApplication> = {}): BusinessApplication {
  return {
    Nida: '19821103121040000317',
    Phone: '0689112233',
    Fname: 'Khamis',
    Mname: 'Ali',
    Lname: 'Said',
    pSchool: 'Shule ya Msingi Uhuru',
    pDistrict: 'Ilala',
    MFname: 'Mwanaisha',
    MLname: 'Juma',
    MPhone: '0655443322',
    wardNida: 'Kariakoo',
    wardBirth: 'Gerezani',
    pSchoolYear: '1995',
    bName: 'Khamis Hardware',
    bActivity: 'Retail of building materials',
    bRegion: 'Dar es Salaam',
    bCouncil: 'Dar Es Salaam City Council',
    bWard: 'Kariakoo',
    bStreet: 'Mtaa wa Congo',
    blockNo: '12',
    plotNo: '45',
    lordAttach: 'business-licenses/5d7f9b1a3c5e7a9c1e3b5d7f9a1c3e54.pdf',
    ...overrides,
  };
}

export const VALID_APPLICATIONS = {
  visa: validVisaApplication,
  tin: validTinApplication,
  brela: validBrelaApplication,
  business: validBusinessApplication,
} satisfies Record<ApplicationKind, () => object>;

/** The fields of our own as a stored application carries them. */
export function validApplicationMeta(kind: ApplicationKind) {
  const references = { visa: 'VIS-7K3Q9X', tin: 'TIN-4MZ8PA', brela: 'BRL-H2W6RT', business: 'BIZ-9CX3NV' };
  return {
    reference: references[kind],
    status: 'submitted' as const,
    paymentStatus: 'unpaid' as const,
    createdAt: FIXTURE_TIME,
    lang: 'en' as const,
  };
}

export function validFeedback(overrides: Partial<Feedback> = {}): Feedback {
  return {
    name: 'Asha Mohamed',
    email: 'asha.mohamed@example.co.tz',
    message: 'Asanteni kwa huduma nzuri. How long does a business licence usually take?',
    ...overrides,
  };
}

export function validStoredFeedback(overrides: Partial<StoredFeedback> = {}): StoredFeedback {
  return { ...validFeedback(), timestamp: FIXTURE_TIME, ...overrides };
}

export function validUser(overrides: Partial<User> = {}): User {
  return {
    uid: 'u8Kx2mPq7RzT4vWn9YbC3dEf',
    name: 'Rose Mwakalinga',
    email: 'rose.mwakalinga@example.co.tz',
    role: 'staff',
    createdAt: FIXTURE_TIME,
    ...overrides,
  };
}

export function validPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    orderId: 'ATZ1767225600000K7Q9',
    transid: 'TRANS-1767225600000K7Q9',
    phone: '255754123456',
    buyer_name: 'Baraka Mushi',
    buyer_email: 'baraka.mushi@example.co.tz',
    amount: PRICES.tin,
    currency: CURRENCY,
    applicationKind: 'tin',
    applicationId: 'Xq3pL9sT2vB7nM4kW8aZ',
    status: 'pending',
    provider: 'sandbox',
    createdAt: FIXTURE_TIME,
    updatedAt: FIXTURE_TIME,
    ...overrides,
  };
}
