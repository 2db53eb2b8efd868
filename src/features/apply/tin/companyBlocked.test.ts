import { validExistingTinApplication, validTinApplication } from '#fixtures/applications';
import { tinBlockedReason } from './companyBlocked';

describe('tinBlockedReason', () => {
  it('blocks only company registrations', () => {
    const business = { reasonForTin: 'Employment and other business activities' } as const;
    expect(tinBlockedReason(validTinApplication({ ...business, bType: 'Company' }))).toBe(
      'tin.companyBlocked',
    );
    expect(tinBlockedReason(validTinApplication({ ...business, bType: 'Sole Proprietor' }))).toBeUndefined();
    expect(tinBlockedReason(validExistingTinApplication({ bType: 'Company' }))).toBeUndefined();
    expect(tinBlockedReason({})).toBeUndefined();
  });
});
