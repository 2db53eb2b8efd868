import { canonicalAan, isAan, proposedAan } from './aan.js';

describe('the AAN', () => {
  it('is made canonical from however it was typed', () => {
    expect(canonicalAan('  agt-7k3q ')).toBe('AGT-7K3Q');
    expect(isAan(canonicalAan('  agt-7k3q '))).toBe(true);
  });

  it('takes capitals, digits and inner hyphens, 3 to 20 long, and nothing a path could misread', () => {
    for (const good of ['AG7', 'AGT-0042', 'AAN-7781', 'A'.repeat(20)]) expect(isAan(good)).toBe(true);
    for (const bad of [
      'agt-1',
      'AG',
      'A'.repeat(21),
      '-AGT1',
      'AGT1-',
      'AGT/1',
      'AGT 1',
      '../AG',
      42,
      undefined,
    ])
      expect(isAan(bad)).toBe(false);
  });

  it('is proposed as AGT- and five characters no one misreads', () => {
    const proposed = Array.from({ length: 200 }, () => proposedAan());
    for (const aan of proposed) {
      expect(isAan(aan)).toBe(true);
      expect(aan).toMatch(/^AGT-[2-9A-HJKMNP-Z]{5}$/);
    }
    expect(new Set(proposed).size).toBeGreaterThan(190);
    expect(proposedAan(() => 0)).toBe('AGT-22222');
    expect(proposedAan(() => 0.9999)).toBe('AGT-ZZZZZ');
  });
});
