import { APPLICATIONS } from './applications.js';
import {
  countsAnother,
  DUPLICATE_KEYS_FIELD,
  duplicateConditions,
  duplicateKeysOf,
  identityNumbersOf,
  possibleDuplicates,
  sharedNumbers,
  staleDuplicateKeys,
  UNFINISHED_STATUSES,
} from './duplicates.js';
import {
  validExistingTinApplication,
  validTinApplication,
  validVisaApplication,
} from '#fixtures/applications';
import { withSearchIndex } from './searchIndex.js';

type Stored = Record<string, unknown>;

/** A passport number no fixture holds. */
const OTHER = 'ZZ0000001';

/** A visa application as the API stores it (with its duplicate keys). */
const visa = (changes: Stored = {}): Stored =>
  withSearchIndex('visa', {
    ...validVisaApplication({ phone: '+255754123456', nationId: '28456123' }),
    reference: 'VIS-7K3Q9X',
    status: 'submitted',
    ...changes,
  });

/** What the lookup's query matches of `others` for `self`: what Firestore's array-contains-any would. */
function matchedBy(self: Stored, others: Stored[]) {
  const [condition] = duplicateConditions('visa', self)!;
  return others.filter((other) =>
    (other[DUPLICATE_KEYS_FIELD] as string[]).some((key) => condition!.value.includes(key)),
  );
}

describe('identity numbers', () => {
  it("are the kind's phones and ids, as its identity names them", () => {
    expect(identityNumbersOf('visa', visa()).map((number) => number.field)).toEqual([
      ...APPLICATIONS.visa.identity.search.phones,
      ...APPLICATIONS.visa.identity.search.ids,
    ]);
    expect(identityNumbersOf('tin', validTinApplication()).map((number) => number.field)).toEqual([
      'mobile',
      'nida',
    ]);
  });

  it('compare a phone however it was written, and an id without its separators or case', () => {
    expect(
      sharedNumbers('visa', visa(), visa({ phone: '0754123456', nationId: 'X', passportNumber: OTHER })),
    ).toEqual(['phone']);
    expect(
      sharedNumbers(
        'visa',
        visa(),
        visa({ phone: '+254700000001', nationId: '28-456-123', passportNumber: OTHER }),
      ),
    ).toEqual(['nationId']);
    expect(
      sharedNumbers(
        'visa',
        visa(),
        visa({ phone: '+254700000001', nationId: '99999999', passportNumber: OTHER }),
      ),
    ).toEqual([]);
  });

  it('match a phone in any phone field, an id only in the same field', () => {
    const holder = validExistingTinApplication({ phone: '0713987654' });
    const newcomer = validTinApplication({ mobile: '+255713987654', nida: '19900415141230000125' });
    expect(sharedNumbers('tin', newcomer, holder)).toEqual(['mobile']);
    expect(sharedNumbers('tin', { tin: '123456789' }, { nida: '123456789' })).toEqual([]);
  });

  it('leave out placeholders: short numbers and one digit repeated', () => {
    expect(
      identityNumbersOf('visa', visa({ phone: '123', nationId: '0000000', passportNumber: '1111' })),
    ).toEqual([]);
    expect(
      duplicateConditions('visa', visa({ phone: '', nationId: '', passportNumber: '' })),
    ).toBeUndefined();
  });

  it('match a passport number without its spaces or case', () => {
    const a = visa({ phone: '+254700000001', nationId: '11111112', passportNumber: 'AB 123456' });
    const b = visa({ phone: '+254700000002', nationId: '22222223', passportNumber: 'ab123456' });
    expect(sharedNumbers('visa', a, b)).toEqual(['passportNumber']);
    expect(matchedBy(a, [b])).toEqual([b]);
  });
});

describe('the duplicate keys an application carries', () => {
  it('are its numbers while it is unfinished, and none once it is finished', () => {
    expect(UNFINISHED_STATUSES).toEqual(['submitted', 'in_review', 'action_needed']);
    expect(duplicateKeysOf('visa', visa())).toEqual([
      'phone:255754123456',
      'passportNumber:ak0482913',
      'nationId:28456123',
    ]);
    for (const status of ['approved', 'rejected', 'completed', undefined]) {
      expect(duplicateKeysOf('visa', visa({ status })), String(status)).toEqual([]);
    }
  });

  it('are written again only where missing or stale (a status changed past the API)', () => {
    expect(staleDuplicateKeys('visa', visa())).toBeUndefined();
    expect(staleDuplicateKeys('visa', { ...visa(), [DUPLICATE_KEYS_FIELD]: undefined })).toHaveLength(3);
    expect(staleDuplicateKeys('visa', { ...visa(), status: 'completed' })).toEqual([]);
  });
});

describe('the lookup', () => {
  it('asks for the applications holding any of its numbers as a key', () => {
    expect(duplicateConditions('visa', visa())).toEqual([
      {
        field: DUPLICATE_KEYS_FIELD,
        op: 'array-contains-any',
        value: ['phone:255754123456', 'passportNumber:ak0482913', 'nationId:28456123'],
      },
    ]);
    // A finished application still looks for unfinished others with its numbers.
    expect(duplicateConditions('visa', visa({ status: 'completed' }))).toEqual(
      duplicateConditions('visa', visa()),
    );
  });

  it('finds an unfinished one with the same phone or id, and not a finished one', () => {
    const samePhone = visa({
      phone: '0754 123 456',
      nationId: '99999998',
      passportNumber: OTHER,
      status: 'in_review',
    });
    const sameId = visa({ phone: '+254700000001', status: 'action_needed' });
    const finished = visa({ status: 'completed' });
    const stranger = visa({ phone: '+254700000002', nationId: '77777776', passportNumber: OTHER });
    // A longer id that starts with this one is another id.
    const longer = visa({ phone: '+254700000003', nationId: '284561234', passportNumber: OTHER });
    expect(matchedBy(visa(), [samePhone, sameId, finished, stranger, longer])).toEqual([samePhone, sameId]);
  });

  it("counts, for a list's flag, what the lookup matches besides the application itself", () => {
    // Unfinished: its own lookup matches it, so it takes a second to flag it.
    expect(countsAnother('visa', visa(), 1)).toBe(false);
    expect(countsAnother('visa', visa(), 2)).toBe(true);
    // Finished, or without keys (stored past the API, before `npm run search-index`): one is another.
    expect(countsAnother('visa', visa({ status: 'approved' }), 1)).toBe(true);
    expect(countsAnother('visa', { ...visa(), [DUPLICATE_KEYS_FIELD]: undefined }, 1)).toBe(true);
    expect(countsAnother('visa', visa({ status: 'approved' }), 0)).toBe(false);
  });

  it('keeps of what it found only other, unfinished applications that share a number', () => {
    const self = { id: 'a', data: visa() };
    const found = [
      self,
      { id: 'b', data: visa({ reference: 'VIS-BBBBBB', nationId: '99999998', passportNumber: OTHER }) },
      { id: 'c', data: visa({ phone: '+254700000001', nationId: '77777776', passportNumber: OTHER }) },
      { id: 'd', data: visa({ status: 'rejected' }) },
    ];
    expect(possibleDuplicates('visa', self, found)).toEqual([
      { id: 'b', reference: 'VIS-BBBBBB', status: 'submitted', fields: ['phone'] },
    ]);
  });
});
