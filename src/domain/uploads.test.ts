import { APPLICATIONS } from './applications.js';
import {
  validApplicationMeta,
  validBusinessApplication,
  validSoleProprietorTinApplication,
} from '#fixtures/applications';
import { APPLICATION_KINDS } from './kinds.js';
import {
  acceptedTypes,
  fileTypeOf,
  fileTypeOfPath,
  isStoredUploadPath,
  isUploadPath,
  pathsIn,
  typeRefusalCode,
  UPLOAD_AREAS,
  uploadAreaOf,
  uploadIdOf,
  uploadPathFor,
  uploadPathPattern,
} from './uploads.js';

const ID = '0123456789abcdef0123456789abcdef';

describe('upload paths', () => {
  it('are the area prefix, a 128-bit hex id and the extension of the type the bytes showed', () => {
    expect(uploadPathFor('business', ID, 'pdf')).toBe(`business-licenses/${ID}.pdf`);
    expect(uploadPathFor('business', ID, 'jpeg')).toBe(`business-licenses/${ID}.jpg`);
    expect(uploadPathFor('tin', ID, 'pdf')).toBe(`business-forms/${ID}.pdf`);
    expect(uploadPathFor('visaPhoto', ID, 'png')).toBe(`visa-photos/${ID}.png`);
    expect(uploadIdOf(`business-forms/${ID}.pdf`)).toBe(ID);
    expect(uploadIdOf(`visa-passports/${ID}.jpg`)).toBe(ID);
    expect(uploadAreaOf(`business-licenses/${ID}.pdf`)).toBe('business');
    expect(uploadAreaOf(`visa-passports/${ID}.pdf`)).toBe('visaPassport');
  });

  it("have an area for every kind, named after it, whose folder no other area's starts", () => {
    for (const kind of APPLICATION_KINDS) {
      const path = uploadPathFor(kind, ID, acceptedTypes(kind)[0]!);
      expect({ kind, area: uploadAreaOf(path), issued: isUploadPath(path, kind) }).toEqual({
        kind,
        area: kind,
        issued: true,
      });
    }
    const prefixes = Object.values(UPLOAD_AREAS).map(({ prefix }) => prefix);
    const overlapping = prefixes.filter((prefix, index) =>
      prefixes.some((other, otherIndex) => otherIndex !== index && other.startsWith(prefix)),
    );
    expect(overlapping).toEqual([]);
  });

  it('take in each area only the types it accepts: a photo is never a PDF, a TIN form always is', () => {
    expect(isUploadPath(`visa-photos/${ID}.jpg`, 'visaPhoto')).toBe(true);
    expect(isUploadPath(`visa-photos/${ID}.png`, 'visaPhoto')).toBe(true);
    expect(isUploadPath(`visa-photos/${ID}.pdf`, 'visaPhoto')).toBe(false);
    expect(isUploadPath(`visa-passports/${ID}.pdf`, 'visaPassport')).toBe(true);
    expect(isUploadPath(`business-licenses/${ID}.png`, 'business')).toBe(true);
    expect(isUploadPath(`business-forms/${ID}.jpg`, 'tin')).toBe(false);
    expect(isUploadPath(`business-licenses/${ID}.jpeg`, 'business')).toBe(false);
    expect(typeRefusalCode('tin')).toBe('upload.type');
    expect(typeRefusalCode('business')).toBe('upload.documentType');
    expect(typeRefusalCode('visaPhoto')).toBe('upload.photoType');
  });

  it('tell a file’s type by its first bytes, and a stored one’s by its path', () => {
    expect(fileTypeOf(new TextEncoder().encode('%PDF-1.7\n'))).toBe('pdf');
    expect(fileTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(fileTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(fileTypeOf(new TextEncoder().encode('GIF89a'))).toBeUndefined();
    expect(fileTypeOf(new Uint8Array([0x89, 0x50, 0x4e]))).toBeUndefined();
    expect(fileTypeOfPath(`visa-photos/${ID}.png`)).toBe('png');
    expect(fileTypeOfPath(`business-licenses/${ID}.jpg`)).toBe('jpeg');
    // The earlier app's files were PDFs, whatever their names say.
    expect(fileTypeOfPath('business-licenses/1767225600000_lease.jpg')).toBe('pdf');
  });

  it('of a field are one path or a list of them', () => {
    expect(pathsIn('a')).toEqual(['a']);
    expect(pathsIn(['a', 'b', 7])).toEqual(['a', 'b']);
    expect(pathsIn(undefined)).toEqual([]);
    expect(pathsIn('')).toEqual([]);
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

  it('are found in the forms by their schemas: TIN regCert, consForm, leeseAgree; business lordAttach; visa passport', () => {
    const optional = { many: false, required: false };
    expect(APPLICATIONS.tin.uploadFields).toEqual([
      { field: 'regCert', area: 'tin', ...optional },
      { field: 'consForm', area: 'tin', ...optional },
      { field: 'leeseAgree', area: 'tin', ...optional },
    ]);
    expect(APPLICATIONS.business.uploadFields).toEqual([
      { field: 'lordAttach', area: 'business', many: true, required: false },
    ]);
    expect(APPLICATIONS.visa.uploadFields).toEqual([
      { field: 'passportBioPage', area: 'visaPassport', many: false, required: true },
      { field: 'passportPhoto', area: 'visaPhoto', many: false, required: true },
    ]);
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
