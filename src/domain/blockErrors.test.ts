import { tinSchema } from './kinds/tin.js';
import { visaSchema } from './kinds/visa.js';

const pathsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('errors of conditional blocks', () => {
  it('come in the same round as the errors of other fields', () => {
    // The spouse block is required when Married; the empty number fields fail on their own.
    const paths = pathsOf(visaSchema.safeParse({ marital: 'Married', validity: Number.NaN }));
    expect(paths).toContain('validity');
    expect(paths).toContain('spouseName');
    expect(paths).toContain('firstName');
  });

  it('include a sole proprietor’s business details while other answers are still missing', () => {
    const paths = pathsOf(
      tinSchema.safeParse({
        hasTin: false,
        reasonForTin: 'Employment and other business activities',
        bType: 'Sole Proprietor',
        bEmployee: Number.NaN,
      }),
    );
    expect(paths).toContain('soleFname');
    expect(paths).toContain('fName');
  });

  it('include a rule across fields while a choice is still missing', () => {
    const paths = pathsOf(
      tinSchema.safeParse({
        hasTin: false,
        reasonForTin: 'Employment and other business activities',
        bType: 'Sole Proprietor',
        minSalary: 500_000,
        maxSalary: 300_000,
      }),
    );
    // soleBinfo is a select left empty; the salaries are in the wrong order all the same.
    expect(paths).toContain('soleBinfo');
    expect(paths).toContain('maxSalary');
  });
});
