import {
  validExistingTinApplication,
  validSoleProprietorTinApplication,
  validTinApplication,
} from '../../domain/fixtures';
import type { TinApplicationInput } from '../../domain/tin';
import { applicantName, namesToCheck, TIN_FILES, tinBlockedReason, tinCheckout } from './tinForm';

const pdf = new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' });
type WithFiles = TinApplicationInput & { files?: Record<string, File> };
/** What ApplicationForm uploads: the chosen files whose fields are shown. */
const uploaded = (values: WithFiles) =>
  TIN_FILES.filter((file) => file.shown(values) && values.files?.[file.name]).map((file) => file.name);

describe('which documents the TIN form uploads', () => {
  const sole = validSoleProprietorTinApplication();
  const allChosen = { files: { regCert: pdf, consForm: pdf, leeseAgree: pdf } };

  it('uploads every chosen document of a sole proprietor in rented premises', () => {
    expect(uploaded({ ...sole, ...allChosen } as TinApplicationInput)).toEqual([
      'regCert',
      'consForm',
      'leeseAgree',
    ]);
  });

  it('never insists on a document that was left empty', () => {
    expect(uploaded(sole)).toEqual([]);
    expect(TIN_FILES.some((file) => 'required' in file)).toBe(false);
  });

  it('skips the lease when the premises are not rented, and everything outside the sole proprietor branch', () => {
    expect(uploaded({ ...sole, rented: false, ...allChosen } as TinApplicationInput)).toEqual([
      'regCert',
      'consForm',
    ]);
    expect(uploaded({ ...sole, bType: 'Company', ...allChosen } as TinApplicationInput)).toEqual([]);
    expect(uploaded({ ...validExistingTinApplication(), ...allChosen } as TinApplicationInput)).toEqual([]);
  });
});

describe('TIN form helpers', () => {
  it('blocks only company registrations', () => {
    const business = { reasonForTin: 'Employment and other business activities' } as const;
    expect(tinBlockedReason(validTinApplication({ ...business, bType: 'Company' }))).toBe(
      'tin.companyBlocked',
    );
    expect(tinBlockedReason(validTinApplication({ ...business, bType: 'Sole Proprietor' }))).toBeUndefined();
    expect(tinBlockedReason(validExistingTinApplication({ bType: 'Company' }))).toBeUndefined();
    expect(tinBlockedReason({})).toBeUndefined();
  });

  it('checks first and last name of a new registration', () => {
    expect(namesToCheck(validTinApplication())).toEqual({ firstName: 'Baraka', lastName: 'Mushi' });
  });

  it("takes a TIN holder's first and last word, and skips a single name", () => {
    expect(namesToCheck(validExistingTinApplication())).toEqual({ firstName: 'Neema', lastName: 'Kimaro' });
    expect(namesToCheck(validExistingTinApplication({ fullName: 'Neema' }))).toBeUndefined();
  });

  it('hands checkout the full name, no email and the TIN price', () => {
    expect(applicantName(validTinApplication())).toBe('Baraka Joseph Mushi');
    expect(tinCheckout(validExistingTinApplication(), { id: 'x1', reference: 'TIN-4MZ8PA' })).toEqual({
      kind: 'tin',
      applicationId: 'x1',
      reference: 'TIN-4MZ8PA',
      name: 'Neema Joseph Kimaro',
      email: '',
      price: 13000,
    });
  });
});
