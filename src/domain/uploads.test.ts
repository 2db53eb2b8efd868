import { APPLICATIONS } from './applications.js';
import {
  validApplicationMeta,
  validBusinessApplication,
  validSoleProprietorTinApplication,
} from './fixtures.js';
import {
  isStoredUploadPath,
  isUploadPath,
  uploadAreaOf,
  uploadIdOf,
  uploadPathFor,
  uploadPathPattern,
} from './uploads.js';

const ID = '0123456789abcdef0123456789abcdef';

describe('upload paths', () => {
  it('are the area prefix, a 128-bit hex id and .pdf', () => {
    expect(uploadPathFor('business', ID)).toBe(`business-licenses/${ID}.pdf`);
    expect(uploadPathFor('tin', ID)).toBe(`business-forms/${ID}.pdf`);
    expect(uploadIdOf(`business-forms/${ID}.pdf`)).toBe(ID);
    expect(uploadAreaOf(`business-licenses/${ID}.pdf`)).toBe('business');
  });

  it('accept for a new record only a path the API issues, in the right area', () => {
    expect(isUploadPath(`business-forms/${ID}.pdf`, 'tin')).toBe(true);
    expect(isUploadPath(`business-forms/${ID}.pdf`, 'business')).toBe(false);
    expect(isUploadPath('business-forms/1767225600000_lease.pdf', 'tin')).toBe(false);
    expect(isUploadPath(`business-forms/${ID.toUpperCase()}.pdf`, 'tin')).toBe(false);
    expect(isUploadPath(`business-forms/${ID}.pdf.exe`, 'tin')).toBe(false);
    expect(isUploadPath(`business-forms/${ID.slice(1)}.pdf`, 'tin')).toBe(false);
    expect(isUploadPath(`business-forms/../${ID}.pdf`, 'tin')).toBe(false);
    expect(isUploadPath(`https://storage.example.com/business-forms/${ID}.pdf`, 'tin')).toBe(false);
    expect(new RegExp(uploadPathPattern('business')).test(`business-licenses/${ID}.pdf`)).toBe(true);
  });

  it('still read the earlier {timestamp}_{name} paths of stored records, which have no upload id', () => {
    const earlier = 'business-licenses/1767225600000_Mkataba_wa_pango.pdf';
    expect(isStoredUploadPath(earlier, 'business')).toBe(true);
    expect(uploadAreaOf(earlier)).toBe('business');
    expect(uploadIdOf(earlier)).toBeUndefined();
    expect(isStoredUploadPath('business-licenses/../secrets.pdf', 'business')).toBe(false);
    expect(isStoredUploadPath('business-licenses/a/b.pdf', 'business')).toBe(false);
    expect(uploadAreaOf('secrets/key.pdf')).toBeUndefined();
  });

  it('are found in the forms by their schemas: TIN regCert, consForm, leeseAgree; business lordAttach', () => {
    expect(APPLICATIONS.tin.uploadFields).toEqual([
      { field: 'regCert', area: 'tin' },
      { field: 'consForm', area: 'tin' },
      { field: 'leeseAgree', area: 'tin' },
    ]);
    expect(APPLICATIONS.business.uploadFields).toEqual([{ field: 'lordAttach', area: 'business' }]);
    expect(APPLICATIONS.visa.uploadFields).toEqual([]);
    expect(APPLICATIONS.brela.uploadFields).toEqual([]);
  });

  it('of the earlier shape are refused in a submitted form but read back from a stored record', () => {
    const earlier = { lordAttach: 'business-licenses/1767225600000_lease.pdf' };
    expect(APPLICATIONS.business.schema.safeParse(validBusinessApplication(earlier)).success).toBe(false);
    const stored = {
      ...validSoleProprietorTinApplication({ regCert: 'business-forms/1767225600000_cert.pdf' }),
      ...validApplicationMeta('tin'),
    };
    expect(APPLICATIONS.tin.storedSchema.safeParse(stored).success).toBe(true);
  });
});
