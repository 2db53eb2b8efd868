import { businessSchema } from './business.js';
import { MSG } from '../common.js';
import { validBusinessApplication } from '#fixtures/applications';
import { firstIssues, issuesOf, without } from '#unit/schemaIssues';

describe('business licence application schema', () => {
  it('accepts the fixture unchanged', () => {
    expect(businessSchema.parse(validBusinessApplication())).toEqual(validBusinessApplication());
  });

  it('requires the owner, the business and its place', () => {
    const fixture = validBusinessApplication();
    expect(issuesOf(businessSchema, without(fixture, 'Fname', 'Lname', 'Nida', 'bName', 'bCouncil'))).toEqual(
      {
        Fname: [MSG.required],
        Lname: [MSG.required],
        Nida: [MSG.required],
        bName: [MSG.required],
        bCouncil: [MSG.required],
      },
    );
  });

  it('lets middle names, plot details, the mother’s phone and the contract be left out', () => {
    const optional = ['AAN', 'Mname', 'MMname', 'MPhone', 'blockNo', 'plotNo', 'lordAttach'] as const;
    expect(businessSchema.parse(without(validBusinessApplication(), ...optional))).toEqual(
      without(validBusinessApplication(), ...optional),
    );
  });

  it('keeps the landlord contract as a path in the licence upload area', () => {
    expect(
      firstIssues(
        businessSchema,
        validBusinessApplication({ lordAttach: 'business-forms/0123456789abcdef0123456789abcdef.pdf' }),
      ),
    ).toEqual({
      lordAttach: MSG.file,
    });
    expect(
      firstIssues(
        businessSchema,
        validBusinessApplication({ lordAttach: 'business-licenses/../secrets.pdf' }),
      ),
    ).toEqual({ lordAttach: MSG.file });
  });

  it('checks the primary school year', () => {
    expect(firstIssues(businessSchema, validBusinessApplication({ pSchoolYear: '95' }))).toEqual({
      pSchoolYear: MSG.year,
    });
  });
});
