import { BRELA_OWNER_FIELDS, brelaSchema } from './brela.js';
import { LIMITS, MSG } from '../common.js';
import { validBrelaApplication } from '#fixtures/applications';
import { firstIssues, issuesOf, without } from '#unit/schemaIssues';

describe('BRELA application schema', () => {
  it('accepts the fixture unchanged', () => {
    expect(brelaSchema.parse(validBrelaApplication())).toEqual(validBrelaApplication());
  });

  it('requires the business name, ownership and the rest of its required answers', () => {
    const required = [
      'Bname',
      'businessOwnership',
      'localAddressType',
      'poBox',
      'email',
      'phone',
      'businessActivities',
    ];
    for (const field of required) {
      expect(Object.keys(issuesOf(brelaSchema, without(validBrelaApplication(), field as never)))).toEqual([
        field,
      ]);
    }
  });

  it('does not require the location selects', () => {
    expect(
      brelaSchema.safeParse(without(validBrelaApplication(), 'region', 'district', 'ward')).success,
    ).toBe(true);
  });

  it('takes only the option values of the spec', () => {
    for (const businessOwnership of ['Individual', 'Partners', 'Corporation']) {
      expect(
        brelaSchema.safeParse(validBrelaApplication({ businessOwnership: businessOwnership as never }))
          .success,
      ).toBe(true);
    }
    expect(
      firstIssues(brelaSchema, { ...validBrelaApplication(), businessOwnership: 'Partnership' }),
    ).toEqual({
      businessOwnership: MSG.option,
    });
    expect(firstIssues(brelaSchema, { ...validBrelaApplication(), BankOperator: 'Maybe' })).toEqual({
      BankOperator: MSG.option,
    });
  });

  it('checks email format and length', () => {
    expect(firstIssues(brelaSchema, validBrelaApplication({ email: 'halima.example.co.tz' }))).toEqual({
      email: MSG.email,
    });
    const long = `${'h'.repeat(LIMITS.email)}@example.co.tz`;
    expect(firstIssues(brelaSchema, validBrelaApplication({ email: long }))).toEqual({ email: MSG.tooLong });
    expect(
      firstIssues(brelaSchema, validBrelaApplication({ businessActivities: 'x'.repeat(LIMITS.text + 1) })),
    ).toEqual({ businessActivities: MSG.tooLong });
  });

  it('requires the owner details for a person, middle name apart', () => {
    const bare = without(validBrelaApplication(), ...BRELA_OWNER_FIELDS);
    const expected = BRELA_OWNER_FIELDS.filter((field) => field !== 'OwnerMname').sort();
    expect(Object.keys(issuesOf(brelaSchema, bare)).sort()).toEqual(expected);
    expect(brelaSchema.safeParse(without(validBrelaApplication(), 'OwnerMname')).success).toBe(true);
  });

  it('does not take entities online and does not ask them for owner details', () => {
    const entity = { ...without(validBrelaApplication(), ...BRELA_OWNER_FIELDS), ownershipType: 'Entity' };
    expect(issuesOf(brelaSchema, entity)).toEqual({ ownershipType: [MSG.entityOffline] });
  });

  it('asks for a described address only on unsurveyed land', () => {
    expect(issuesOf(brelaSchema, validBrelaApplication({ localAddressType: 'Unsurveyed' }))).toEqual({
      unsurveyedAddress: [MSG.required],
    });
    expect(issuesOf(brelaSchema, validBrelaApplication({ AddressType: 'Unsurveyed' }))).toEqual({
      UnsurveyedAddress: [MSG.required],
    });
    const surveyed = brelaSchema.parse(validBrelaApplication({ unsurveyedAddress: 'Near the mosque' }));
    expect(surveyed).not.toHaveProperty('unsurveyedAddress');
    const unsurveyed = validBrelaApplication({
      localAddressType: 'Unsurveyed',
      unsurveyedAddress: 'Near the mosque',
    });
    expect(brelaSchema.parse(unsurveyed)).toMatchObject({ unsurveyedAddress: 'Near the mosque' });
  });

  it('stores the owner NIDA number as digits', () => {
    const parsed = brelaSchema.parse(validBrelaApplication({ OwnerNIDA: '19850902-11105-00002-14' }));
    expect(parsed.OwnerNIDA).toBe('19850902111050000214');
  });
});
