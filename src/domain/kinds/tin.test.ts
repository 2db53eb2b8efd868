import { MSG } from '../common.js';
import {
  validExistingTinApplication,
  validSoleProprietorTinApplication,
  validTinApplication,
} from '#fixtures/applications';
import { firstIssues, issuesOf, without } from '#unit/schemaIssues';
import { normalizeTinRecord, tinSchema } from './tin.js';

const BUSINESS_REASON = 'Employment and other business activities';

describe('TIN application: has a TIN already', () => {
  it('accepts the fixture unchanged', () => {
    expect(tinSchema.parse(validExistingTinApplication())).toEqual(validExistingTinApplication());
  });

  it('requires the full name, the TIN and the phone', () => {
    expect(issuesOf(tinSchema, { hasTin: true })).toEqual({
      fullName: [MSG.required],
      tin: [MSG.required],
      phone: [MSG.required],
    });
  });

  it('stores the TIN as 9 digits and refuses other lengths', () => {
    expect(tinSchema.parse(validExistingTinApplication({ tin: '123-456-789' })).tin).toBe('123456789');
    expect(firstIssues(tinSchema, validExistingTinApplication({ tin: '12345' }))).toEqual({ tin: MSG.tin });
  });

  it('leaves new-registration fields out of the record', () => {
    const parsed = tinSchema.parse({ ...validTinApplication(), ...validExistingTinApplication() });
    expect(Object.keys(parsed).sort()).toEqual(['fullName', 'hasTin', 'phone', 'tin']);
  });

  it('needs the radio answered', () => {
    expect(firstIssues(tinSchema, without(validExistingTinApplication(), 'hasTin'))).toEqual({
      hasTin: MSG.option,
    });
  });
});

describe('TIN application: new registration', () => {
  it('accepts the employee fixture unchanged', () => {
    expect(tinSchema.parse(validTinApplication())).toEqual(validTinApplication());
  });

  it('requires the personal details but not the middle name', () => {
    expect(tinSchema.safeParse(without(validTinApplication(), 'mName')).success).toBe(true);
    expect(issuesOf(tinSchema, without(validTinApplication(), 'nida', 'mobile'))).toEqual({
      nida: [MSG.required],
      mobile: [MSG.required],
    });
    expect(firstIssues(tinSchema, validTinApplication({ nida: '123' }))).toEqual({ nida: MSG.nida });
  });

  it('takes exactly the three reasons of the spec', () => {
    for (const reason of ['Employment', 'Other non-business activities']) {
      expect(tinSchema.safeParse(validTinApplication({ reasonForTin: reason as never })).success).toBe(true);
    }
    expect(firstIssues(tinSchema, { ...validTinApplication(), reasonForTin: 'Business' })).toEqual({
      reasonForTin: MSG.option,
    });
  });

  it('asks for a business type only for the business reason', () => {
    expect(firstIssues(tinSchema, validTinApplication({ reasonForTin: BUSINESS_REASON }))).toEqual({
      bType: MSG.required,
    });
    expect(tinSchema.parse(validTinApplication({ bType: 'Sole Proprietor' }))).not.toHaveProperty('bType');
  });

  it('does not take company registrations online', () => {
    expect(
      issuesOf(tinSchema, validTinApplication({ reasonForTin: BUSINESS_REASON, bType: 'Company' })),
    ).toEqual({ bType: [MSG.companyOffline] });
  });
});

describe('TIN application: sole proprietor', () => {
  it('accepts the fixture unchanged', () => {
    expect(tinSchema.parse(validSoleProprietorTinApplication())).toEqual(validSoleProprietorTinApplication());
  });

  it('requires the business details, not the documents', () => {
    const fixture = validSoleProprietorTinApplication();
    expect(
      tinSchema.safeParse(without(fixture, 'regCert', 'consForm', 'leeseAgree', 'proName')).success,
    ).toBe(true);
    expect(issuesOf(tinSchema, without(fixture, 'soleFname', 'tradeName', 'rented', 'bEmployee'))).toEqual({
      soleFname: [MSG.required],
      tradeName: [MSG.required],
      rented: [MSG.required],
      bEmployee: [MSG.required],
    });
  });

  it('takes the business-information options of the spec', () => {
    for (const soleBinfo of [
      'Business',
      'Business&Employment',
      'Business&Investment',
      'Employment',
      'Investment',
    ]) {
      expect(tinSchema.safeParse({ ...validSoleProprietorTinApplication(), soleBinfo }).success).toBe(true);
    }
    expect(
      firstIssues(tinSchema, { ...validSoleProprietorTinApplication(), soleBinfo: 'Business & Employment' }),
    ).toEqual({ soleBinfo: MSG.option });
  });

  it('requires spouse details only when the spouse does business', () => {
    expect(issuesOf(tinSchema, validSoleProprietorTinApplication({ soleSpouse: 'Yes' }))).toEqual({
      spouseFname: [MSG.required],
      spouseTin: [MSG.required],
    });
    const spouse = { spouseFname: 'Upendo Mushi', spouseTin: '109876543' };
    expect(
      tinSchema.parse(validSoleProprietorTinApplication({ soleSpouse: 'Yes', ...spouse })),
    ).toMatchObject(spouse);
    expect(tinSchema.parse(validSoleProprietorTinApplication(spouse))).not.toHaveProperty('spouseFname');
  });

  it("asks for the landlord's TIN and lease only for rented premises", () => {
    expect(issuesOf(tinSchema, without(validSoleProprietorTinApplication(), 'landTin'))).toEqual({
      landTin: [MSG.required],
    });
    const owned = tinSchema.parse(validSoleProprietorTinApplication({ rented: false }));
    expect(owned).not.toHaveProperty('landTin');
    expect(owned).not.toHaveProperty('leeseAgree');
    expect(owned).toHaveProperty('rented', false);
  });

  it('keeps salaries in order and documents in the TIN upload area', () => {
    expect(firstIssues(tinSchema, validSoleProprietorTinApplication({ minSalary: 500_000 }))).toEqual({
      maxSalary: MSG.salaryOrder,
    });
    expect(
      firstIssues(tinSchema, validSoleProprietorTinApplication({ regCert: 'https://example.com/cert.pdf' })),
    ).toEqual({ regCert: MSG.file });
    expect(
      firstIssues(
        tinSchema,
        validSoleProprietorTinApplication({
          regCert: 'business-licenses/0123456789abcdef0123456789abcdef.pdf',
        }),
      ),
    ).toEqual({ regCert: MSG.file });
  });

  it('drops all business fields when the reason changes back to employment', () => {
    const parsed = tinSchema.parse({ ...validSoleProprietorTinApplication(), reasonForTin: 'Employment' });
    expect(parsed).toEqual(validTinApplication());
  });
});

describe('normalizeTinRecord', () => {
  it('reads the spellings of the earlier app', () => {
    expect(normalizeTinRecord({ tinaccess: 'AGT-1', districtlive: 'Ilala', cerDate: '2025-08-20' })).toEqual({
      AAN: 'AGT-1',
      districtLive: 'Ilala',
      certDate: '2025-08-20',
    });
  });

  it('produces a record the schema accepts', () => {
    const { districtLive, ...rest } = validTinApplication();
    expect(tinSchema.parse(normalizeTinRecord({ ...rest, districtlive: districtLive }))).toEqual(
      validTinApplication(),
    );
  });
});
