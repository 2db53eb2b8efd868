import { APPLICATIONS } from './applications.js';
import {
  countsAnother,
  duplicateConditions,
  identityNumbersOf,
  possibleDuplicates,
  sharedNumbers,
  UNFINISHED_STATUSES,
} from './duplicates.js';
import { validExistingTinApplication, validTinApplication, validVisaApplication } from './fixtures.js';
import { searchPrefixesOf, withSearchIndex } from './searchIndex.js';
import { SEARCH_INDEX_FIELD } from './searchText.js';

type Stored = Record<string, unknown>;

/** A passport number no fixture holds. */
const OTHER = 'ZZ0000001';

const visa = (changes: Stored = {}): Stored => ({
  ...validVisaApplication({ phone: '+255754123456', nationId: '28456123' }),
  reference: 'VIS-7K3Q9X',
  status: 'submitted',
  ...changes,
});

/** What the lookup's query returns for `self` among `others`: what Firestore would match. */
function matchedBy(self: Stored, others: Stored[]) {
  const [index, status] = duplicateConditions('visa', self)!;
  return others.filter(
    (other) =>
      (index!.value as string[]).some((term) => searchPrefixesOf('visa', other).includes(term)) &&
      (status!.value as string[]).includes(other.status as string),
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
    // A TIN that happened to equal a NIDA (it cannot: 9 and 20 digits) would still be another field.
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

describe('the lookup', () => {
  it('asks the search index for each number among the unfinished applications', () => {
    expect(duplicateConditions('visa', visa())).toEqual([
      { field: SEARCH_INDEX_FIELD, op: 'array-contains-any', value: ['0754123456', 'ak0482913', '28456123'] },
      { field: 'status', op: 'in', value: [...UNFINISHED_STATUSES] },
    ]);
    expect(UNFINISHED_STATUSES).toEqual(['submitted', 'in_review', 'action_needed']);
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
    expect(matchedBy(visa(), [samePhone, sameId, finished, stranger])).toEqual([samePhone, sameId]);
  });

  it("counts, for a list's flag, what the lookup matches besides the application itself", () => {
    const indexed = (changes: Stored = {}) => withSearchIndex('visa', visa(changes));
    // Unfinished and indexed: its own lookup matches it, so it takes a second to flag it.
    expect(countsAnother('visa', indexed(), 1)).toBe(false);
    expect(countsAnother('visa', indexed(), 2)).toBe(true);
    // Finished, or not indexed (stored past the API, before `npm run search-index`): one is another.
    expect(countsAnother('visa', indexed({ status: 'approved' }), 1)).toBe(true);
    expect(countsAnother('visa', visa(), 1)).toBe(true);
    expect(countsAnother('visa', visa(), 0)).toBe(false);
  });

  it('keeps of the candidates only other, unfinished applications that truly share a number', () => {
    const self = { id: 'a', data: visa() };
    const found = [
      self,
      { id: 'b', data: visa({ reference: 'VIS-BBBBBB', nationId: '99999998', passportNumber: OTHER }) },
      // The index holds prefixes: 28456123 is also the start of this longer id.
      { id: 'c', data: visa({ phone: '+254700000001', nationId: '284561234', passportNumber: OTHER }) },
      { id: 'd', data: visa({ status: 'rejected' }) },
    ];
    expect(matchedBy(self.data, [found[2]!.data])).toHaveLength(1);
    expect(possibleDuplicates('visa', self, found)).toEqual([
      { id: 'b', reference: 'VIS-BBBBBB', status: 'submitted', fields: ['phone'] },
    ]);
  });
});
