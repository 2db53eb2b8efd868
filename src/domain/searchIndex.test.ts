import fc from 'fast-check';
import { APPLICATIONS } from './applications.js';
import {
  validBrelaApplication,
  validBusinessApplication,
  validExistingTinApplication,
  validTinApplication,
  validVisaApplication,
  VALID_APPLICATIONS,
} from '#fixtures/applications';
import { APPLICATION_KINDS, type ApplicationKind } from './kinds.js';
import {
  SEARCH_INDEX_FIELD,
  searchIndexSources,
  searchPrefixesOf,
  staleSearchIndex,
  withSearchIndex,
} from './searchIndex.js';
import { foldText, MAX_PHRASE_PREFIX, MIN_PREFIX_LENGTH, searchTerm } from './searchText.js';

type Stored = Record<string, unknown>;

/** Whether staff typing `input` in this kind's list find the record: the query's one lookup. */
function finds(kind: ApplicationKind, record: Stored, input: string): boolean {
  const term = searchTerm(kind, input);
  return term !== undefined && searchPrefixesOf(kind, record).includes(term);
}

const visa = (changes: Stored = {}): Stored => ({
  ...validVisaApplication({ firstName: 'Asha', middleName: '', lastName: 'Mrisho', phone: '255754123456' }),
  reference: 'VIS-7K3Q9X',
  ...changes,
});

describe('what a staff search finds', () => {
  it('finds a name by any prefix, whatever its case', () => {
    for (const input of ['as', 'asha', 'ASHA', ' Asha ', 'mri', 'MRISHO']) {
      expect(finds('visa', visa(), input), input).toBe(true);
    }
    expect(finds('visa', visa({ firstName: 'ASHA', lastName: 'KOMBO' }), 'asha')).toBe(true);
    expect(finds('visa', visa(), 'asho')).toBe(false);
    expect(finds('visa', visa(), 'sha')).toBe(false);
  });

  it('finds accented names typed without their accents, and the other way round', () => {
    const renee = visa({ firstName: 'Renée', lastName: 'Mushi' });
    expect(finds('visa', renee, 'rene')).toBe(true);
    expect(finds('visa', renee, 'RENEE')).toBe(true);
    expect(finds('visa', visa({ firstName: 'Renee' }), 'renée')).toBe(true);
    expect(finds('visa', visa({ firstName: 'Ñandú' }), 'nandu')).toBe(true);
  });

  it('finds first and last name typed together, with or without the middle name', () => {
    const full = visa({ middleName: 'Juma' });
    for (const input of ['asha mr', 'asha  mrisho', 'Asha Juma M', 'asha juma mrisho', 'juma']) {
      expect(finds('visa', full, input), input).toBe(true);
    }
    expect(finds('visa', full, 'asha x')).toBe(false);
  });

  it('finds the surname typed first, as Tanzanian documents write it', () => {
    const full = visa({ middleName: 'Juma' });
    for (const input of ['mrisho a', 'MRISHO Asha', 'mrisho  asha']) {
      expect(finds('visa', full, input), input).toBe(true);
    }
    expect(finds('visa', full, 'mrisho juma')).toBe(false);
    expect(finds('visa', full, 'juma asha')).toBe(false);
  });

  it('finds a whole name typed surname first, and without its middle names', () => {
    for (const fullName of ['Neema Kisanga', 'Neema Joseph Kisanga']) {
      const existing = validExistingTinApplication({ fullName });
      for (const input of ['kisanga neema', 'kisanga ne', 'KISANGA  Neema', 'neema kisanga']) {
        expect(finds('tin', existing, input), `${input} for ${fullName}`).toBe(true);
      }
    }
    const full = validExistingTinApplication({ fullName: 'Neema Joseph Kisanga' });
    expect(finds('tin', full, 'kisanga neema joseph')).toBe(true);
    expect(finds('tin', full, 'kisanga joseph')).toBe(false);
    expect(finds('tin', full, 'joseph neema')).toBe(false);
    expect(finds('tin', validExistingTinApplication({ fullName: 'Kisanga' }), 'kisanga k')).toBe(false);
  });

  it('finds a Tanzanian phone typed as 0…, 255… or +255…, however it was stored', () => {
    for (const stored of ['255754123456', '+255754123456', '0754123456', '0754 123 456']) {
      for (const input of ['0754', '0754 12', '255754', '+255 754 123', '00255754', '0754123456']) {
        expect(finds('visa', visa({ phone: stored }), input), `${input} for ${stored}`).toBe(true);
      }
    }
    expect(finds('visa', visa(), '0755')).toBe(false);
    expect(finds('visa', visa({ phone: '+254712345678' }), '+2547123')).toBe(true);
  });

  it('finds a reference by its start, with or without its dash, and by its code', () => {
    for (const input of ['vis-7k', 'VIS-7K3Q9X', 'vis 7k3', 'vis7k', '7k3q']) {
      expect(finds('visa', visa(), input), input).toBe(true);
    }
    // The service's letters alone would match every application of the list.
    expect(finds('visa', visa(), 'vis')).toBe(false);
    expect(finds('visa', visa(), 'vis-7m')).toBe(false);
  });

  it('finds business and whole names, NIDA and TIN numbers by their start', () => {
    const brela = validBrelaApplication({ Bname: 'Pwani Fresh Fish', OwnerNIDA: '19900101123450000123' });
    for (const input of ['pwani', 'fresh', 'pwani fresh f', '19900101', '1990-0101-12345']) {
      expect(finds('brela', brela, input), input).toBe(true);
    }
    const existing = validExistingTinApplication({ fullName: 'Neema Kimaro', tin: '123456789' });
    for (const input of ['neema k', 'kim', '123-456', '1234567']) {
      expect(finds('tin', existing, input), input).toBe(true);
    }
    const business = validBusinessApplication({ bName: 'Duka la Mama' });
    expect(finds('business', business, 'duka la m')).toBe(true);
  });

  it('finds the parts of a hyphenated or apostrophed name', () => {
    const record = visa({ lastName: "Mwa-Kyusa O'Brien" });
    for (const input of ['kyusa', 'mwakyusa', 'mwa-ky', 'brien', 'obrien', "o'bri"]) {
      expect(finds('visa', record, input), input).toBe(true);
    }
  });

  it('finds nothing for a single character: the index starts at two', () => {
    expect(finds('visa', visa(), 'a')).toBe(false);
    expect(searchPrefixesOf('visa', visa()).every((entry) => entry.length >= MIN_PREFIX_LENGTH)).toBe(true);
  });

  it('finds long names by their start, where the index stops', () => {
    const long = visa({ firstName: 'Mwanaishaabdallahmohamed', lastName: 'Mwakyusakilimanjaro' });
    expect(finds('visa', long, 'mwanaishaabdallahmohamed')).toBe(true);
    expect(finds('visa', long, 'mwanaishaabdallahmohamed mwakyusakilima')).toBe(true);
  });

  it('finds any prefix of any word of a name, typed in any case', () => {
    const word = fc
      .array(fc.constantFrom(...'abcdeéfghiíjklmnoóprstuúvwyzñ'), { minLength: 2, maxLength: 24 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(word, word, fc.nat(), fc.boolean(), (first, last, cut, upper) => {
        const record = visa({ firstName: first, lastName: last });
        const folded = foldText(last);
        const typed = folded.slice(0, MIN_PREFIX_LENGTH + (cut % (folded.length - 1)));
        return finds('visa', record, upper ? typed.toUpperCase() : typed);
      }),
    );
  });
});

describe('the index of every kind comes from its identity', () => {
  it.each(APPLICATION_KINDS)('indexes each %s name, phone and id field that identity.ts names', (kind) => {
    const { identity } = APPLICATIONS[kind];
    const base: Stored = VALID_APPLICATIONS[kind]();
    const nameFields = [...new Set(identity.names.flat())];
    for (const field of nameFields) {
      expect(finds(kind, { ...base, [field]: 'Zyxwabc' }, 'zyxw'), field).toBe(true);
    }
    for (const field of identity.search.phones) {
      expect(finds(kind, { ...base, [field]: '+255698765432' }, '0698 765'), field).toBe(true);
    }
    for (const field of identity.search.ids) {
      expect(finds(kind, { ...base, [field]: '98765432' }, '98765'), field).toBe(true);
    }
    expect(searchIndexSources(kind)).toEqual(
      expect.arrayContaining(['reference', SEARCH_INDEX_FIELD, ...nameFields, ...identity.search.ids]),
    );
  });

  it('indexes the names of a TIN sole proprietor and of a BRELA owner', () => {
    expect(finds('tin', validTinApplication({ fName: 'Baraka' }), 'bar')).toBe(true);
    expect(finds('brela', validBrelaApplication({ OwnerMname: 'Halima' }), 'hal')).toBe(true);
  });
});

describe('the index as stored', () => {
  it('holds folded text only: lower case, no accent, no space at either end, within the caps', () => {
    const entries = searchPrefixesOf('visa', visa({ firstName: 'Élodie Renée', middleName: 'Juma' }));
    for (const entry of entries) {
      expect(entry).toBe(foldText(entry));
      expect(entry.length).toBeLessThanOrEqual(MAX_PHRASE_PREFIX);
    }
    expect(new Set(entries).size).toBe(entries.length);
  });

  it('is the same every time, so writing it again changes nothing', () => {
    const record = withSearchIndex('visa', visa());
    expect(staleSearchIndex('visa', record)).toBeUndefined();
    expect(withSearchIndex('visa', record)).toEqual(record);
  });

  it('is stale when missing, planted or out of date, and then says what to write', () => {
    const wanted = searchPrefixesOf('visa', visa());
    expect(staleSearchIndex('visa', visa())).toEqual(wanted);
    const renamed = { ...withSearchIndex('visa', visa()), lastName: 'Kombo' };
    expect(staleSearchIndex('visa', renamed)).toEqual(searchPrefixesOf('visa', renamed));
    expect(staleSearchIndex('visa', visa({ [SEARCH_INDEX_FIELD]: ['planted'] }))).toEqual(wanted);
    expect(staleSearchIndex('visa', visa({ [SEARCH_INDEX_FIELD]: 'asha' }))).toEqual(wanted);
  });

  it('stays small for the longest whole name, which adds two phrases of at most 40 characters', () => {
    const fullName = Array.from('abcdefghijkl', (letter) => `Mwanaishaabdallahm${letter}`).join(' ');
    const record = validExistingTinApplication({ fullName, phone: '0754123456' });
    const entries = searchPrefixesOf('tin', record);
    expect(entries.length).toBeLessThan(250);
    expect(finds('tin', record, 'mwanaishaabdallahml mwanaishaabdallahma')).toBe(false);
    expect(finds('tin', record, 'mwanaishaabdallahmh mwanaishaabdallahma')).toBe(true);
    expect(finds('tin', record, '0754 123')).toBe(true);
  });

  it('stays small whatever a malformed record holds', () => {
    const odd: Stored = {
      reference: { value: 'VIS-ABCDEF' },
      firstName: { first: 'Grace' },
      middleName: ['W', 'O'],
      lastName: 'Very long text. '.repeat(10_000),
      phone: Number.NaN,
      nationId: 12345678,
    };
    const entries = searchPrefixesOf('visa', odd);
    expect(entries.length).toBeLessThan(200);
    expect(finds('visa', odd, 'very long')).toBe(true);
    expect(finds('visa', odd, '1234')).toBe(true);
    expect(searchPrefixesOf('visa', {})).toEqual([]);
  });
});
