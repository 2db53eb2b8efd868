import { APPLICATIONS } from './applications.js';
import {
  validBrelaApplication,
  validBusinessApplication,
  validExistingTinApplication,
  validTinApplication,
  validVisaApplication,
} from '#fixtures/applications';
import { contactOf, emailOf, firstAndLastName, nameOf, phonesOf } from './identity.js';

const identity = (kind: keyof typeof APPLICATIONS) => APPLICATIONS[kind].identity;

describe('whose application it is, one rule for every reader', () => {
  it('names a person by all their names, and BRELA by the business it registers', () => {
    expect(nameOf(identity('visa'), validVisaApplication({ middleName: 'W.' }))).toMatch(/^\S+ W\. \S+$/);
    expect(nameOf(identity('tin'), validTinApplication())).toBe('Baraka Joseph Mushi');
    expect(nameOf(identity('tin'), validExistingTinApplication())).toBe('Neema Joseph Kimaro');
    const brela = validBrelaApplication();
    expect(nameOf(identity('brela'), brela)).toBe(brela.Bname);
    expect(nameOf(identity('brela'), { ...brela, Bname: ' ' })).toBe(
      [brela.Ownerfname, brela.OwnerMname, brela.OwnerLname].filter(Boolean).join(' '),
    );
    const business = validBusinessApplication();
    expect(nameOf(identity('business'), { bName: business.bName })).toBe(business.bName);
  });

  it('gives the first contact and email that has a value', () => {
    const brela = validBrelaApplication();
    expect(contactOf(identity('brela'), { ...brela, phone: '' })).toBe(brela.OwnerPhone);
    expect(emailOf(identity('brela'), brela)).toBe(brela.email);
    expect(emailOf(identity('visa'), validVisaApplication())).toBe('grace.otieno@example.co.ke');
    expect(contactOf(identity('visa'), { ...validVisaApplication(), phone: '' })).toBe('AK0482913');
  });

  it("gives the applicant's own phones, the empty ones left out, for Track's proof", () => {
    const brela = validBrelaApplication();
    expect(phonesOf(identity('brela'), brela)).toEqual([brela.phone, brela.OwnerPhone]);
    expect(phonesOf(identity('brela'), { ...brela, phone: '  ' })).toEqual([brela.OwnerPhone]);
    expect(phonesOf(identity('visa'), { phone: 712345678 })).toEqual(['712345678']);
  });

  it('gives the TIN duplicate check first and last name, from a full name when that is all there is', () => {
    expect(firstAndLastName(identity('tin'), validTinApplication())).toEqual({
      firstName: 'Baraka',
      lastName: 'Mushi',
    });
    expect(firstAndLastName(identity('tin'), validExistingTinApplication())).toEqual({
      firstName: 'Neema',
      lastName: 'Kimaro',
    });
    expect(
      firstAndLastName(identity('tin'), validExistingTinApplication({ fullName: 'Neema' })),
    ).toBeUndefined();
  });
});
