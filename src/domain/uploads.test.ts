import { buildUploadPath, isUploadPath, safeFileName, uploadPathPattern } from './uploads.js';

describe('upload paths', () => {
  it('keep the spec prefixes and a timestamp', () => {
    expect(buildUploadPath('business', 'Mkataba wa pango.pdf', 1767225600000)).toBe(
      'business-licenses/1767225600000_Mkataba_wa_pango.pdf',
    );
    expect(buildUploadPath('tin', 'cert.pdf', 5)).toBe('business-forms/5_cert.pdf');
  });

  it('make any file name safe', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\Asha\\Cheti cha usajili (1).pdf')).toBe('Cheti_cha_usajili_1_.pdf');
    expect(safeFileName('Ñyumba….pdf')).toBe('Nyumba.pdf');
    expect(safeFileName('...')).toBe('document.pdf');
    expect(safeFileName('x'.repeat(300)).length).toBeLessThanOrEqual(100);
  });

  it('accept only paths of the right area', () => {
    const path = buildUploadPath('tin', 'a b.pdf', 1);
    expect(isUploadPath(path, 'tin')).toBe(true);
    expect(isUploadPath(path, 'business')).toBe(false);
    expect(isUploadPath('business-forms/../x.pdf', 'tin')).toBe(false);
    expect(isUploadPath('business-forms/a/b.pdf', 'tin')).toBe(false);
    expect(isUploadPath('https://storage.example.com/business-forms/a.pdf', 'tin')).toBe(false);
    expect(new RegExp(uploadPathPattern('business')).test('business-licenses/1_a.pdf')).toBe(true);
  });

  it('build paths that always pass their own check', () => {
    for (const name of ['', '.pdf', 'a..b.pdf', '€€€', 'ok.pdf', '-x-.pdf']) {
      expect(isUploadPath(buildUploadPath('business', name, 1), 'business')).toBe(true);
    }
  });
});
