import { APPLICATIONS } from '#domain/applications';
import { validBrelaApplication, validExistingTinApplication } from '#fixtures/applications';
import { checkoutFor } from './checkout';

describe('checkoutFor', () => {
  it('hands the payment screen the name, no email, the price and the phone of a form without an email', () => {
    const tin = validExistingTinApplication();
    expect(checkoutFor(APPLICATIONS.tin, tin, { id: 'x1', reference: 'TIN-4MZ8PA' })).toEqual({
      kind: 'tin',
      applicationId: 'x1',
      reference: 'TIN-4MZ8PA',
      name: 'Neema Joseph Kimaro',
      email: '',
      price: 13_000,
      phone: tin.phone,
      applicantPhone: tin.phone,
    });
  });

  it('hands no phone when the record has none (a device paying later holds no answers)', () => {
    expect(checkoutFor(APPLICATIONS.visa, {}, { id: 'v1', reference: 'VIS-4MZ8PA' })).not.toHaveProperty(
      'phone',
    );
  });

  it('gives BRELA its email and detail amount, named as everywhere else by the business', () => {
    const brela = validBrelaApplication();
    expect(checkoutFor(APPLICATIONS.brela, brela, { id: 'b1', reference: 'BRL-4MZ8PA' })).toMatchObject({
      name: brela.Bname,
      email: brela.email,
      price: 55_000,
      detailAmount: 22_000,
    });
  });
});
