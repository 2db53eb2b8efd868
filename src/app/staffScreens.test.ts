import { staffScreenAt } from './staffScreens';

describe('staffScreenAt', () => {
  it('names the staff screen an address opens', () => {
    expect(staffScreenAt('/ad')).toBe('dashboard');
    expect(staffScreenAt('/ad/')).toBe('dashboard');
    expect(staffScreenAt('/ad/dashboard')).toBe('dashboard');
    expect(staffScreenAt('/ad/visa')).toBe('list');
    expect(staffScreenAt('/ad/business')).toBe('list');
    expect(staffScreenAt('/ad/viewVisa/abc123')).toBe('detail');
    expect(staffScreenAt('/ad/viewTin/abc123/')).toBe('detail');
  });

  it('names none for public pages and addresses no staff screen answers', () => {
    for (const pathname of [
      '/',
      '/visa',
      '/sign-in',
      '/adverts',
      '/ad/nothing',
      '/ad/viewVisa/a/b',
      '/ad/dashboard/x',
    ]) {
      expect(staffScreenAt(pathname)).toBeUndefined();
    }
  });
});
