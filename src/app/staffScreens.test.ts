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
    expect(staffScreenAt('/ad/agents')).toBe('agents');
    expect(staffScreenAt('/ad/agents/AGT-7K3QM')).toBe('agent');
    expect(staffScreenAt('/ad/reports')).toBe('reports');
    expect(staffScreenAt('/ad/reports/')).toBe('reports');
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
      '/ad/agents/AGT-7K3QM/x',
      '/ad/reports/2026',
    ]) {
      expect(staffScreenAt(pathname)).toBeUndefined();
    }
  });

  it("opens the agents' statements at /ad/agents/statements, which names no agent", () => {
    expect(staffScreenAt('/ad/agents/statements')).toBe('statements');
    expect(staffScreenAt('/ad/agents/statements/')).toBe('statements');
  });
});
