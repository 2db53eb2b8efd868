import { formScreenAt } from './formScreens';

describe('formScreenAt', () => {
  it('names the form an address opens', () => {
    expect(formScreenAt('/visa')).toBe('visa');
    expect(formScreenAt('/tin/')).toBe('tin');
    expect(formScreenAt('/brela')).toBe('brela');
    expect(formScreenAt('/business')).toBe('business');
  });

  it('names none for other pages', () => {
    for (const pathname of ['/', '/home', '/payment', '/ad/visa', '/visa/x', '/visas']) {
      expect(formScreenAt(pathname)).toBeUndefined();
    }
  });
});
