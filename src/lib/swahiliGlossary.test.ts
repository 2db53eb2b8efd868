import { swahiliTexts } from '#unit/translations';

// Part of the house glossary (docs/kiswahili.md) that a machine can check: words to avoid, and no
// English Title Case. Each failure names the key, so the string is easy to find.

const swahili = Object.entries(swahiliTexts);

/** Words and phrases the glossary replaces, with what to write instead. */
const AVOID: { pattern: RegExp; instead: string }[] = [
  { pattern: /kikamilifu/i, instead: 'kwa mafanikio, or just "umetumwa / yamewasilishwa"' },
  { pattern: /pesa kwa simu/i, instead: 'malipo kwa simu; the phone: namba ya simu ya kulipia' },
  { pattern: /pesa ya simu/i, instead: 'malipo kwa simu' },
  { pattern: /simu ya malipo/i, instead: 'namba ya simu ya kulipia' },
  { pattern: /mmiliki pekee/i, instead: 'mfanyabiashara binafsi (mmiliki mmoja)' },
  { pattern: /tunahakiki/i, instead: 'tunakagua' },
  { pattern: /kwa mawakala tu\b/i, instead: 'kwa mawakala pekee' },
  { pattern: /skrini/i, instead: 'ukurasa' },
  { pattern: /firestore/i, instead: 'no technical names on screen' },
  { pattern: /namba ya mlipakodi/i, instead: 'Namba ya Utambulisho wa Mlipakodi (TIN)' },
  { pattern: /imeshindwa ku/i, instead: 'Imeshindikana ku…' },
  { pattern: /\bjukumu\b/i, instead: 'wadhifa (a staff role)' },
  { pattern: /\bthamani\b/i, instead: 'taarifa uliyoweka' },
  { pattern: /\bmtandao\b/i, instead: 'muunganisho wa intaneti (mtandaoni, online, is fine)' },
  { pattern: /(?<!namba (yako )?ya )kumbukumbu/i, instead: 'namba ya kumbukumbu' },
  { pattern: /\bmwenzi\b(?! wa ndoa)/i, instead: 'mume/mke, or mwenzi wa ndoa' },
  { pattern: /\bajenti\b/i, instead: 'wakala, mawakala' },
  { pattern: /stetimenti/i, instead: 'taarifa ya mwezi' },
  { pattern: /ya karibuni kwanza|kwa ya karibuni/i, instead: 'mapya kwanza; Rudi kwenye mapya' },
  { pattern: /\b(toa|utoe|kutoa|inatoa) hati\b/i, instead: 'kukabidhi hati (the government issues, hutoa)' },
  { pattern: /\bmuombe\b/i, instead: 'mwombe' },
  { pattern: /hayajaisha/i, instead: 'Bado yanasubiri (a payment attempt still open)' },
  { pattern: /mabadiliko ya mwisho/i, instead: 'Hali ilibadilika mara ya mwisho' },
];

/** Names that keep their capitals wherever they stand: removed before looking for Title Case. */
const PROPER_PHRASES = [
  'Apply TZ',
  'Dar es Salaam',
  'Namba ya Utambulisho wa Mlipakodi',
  'Namba ya Kitambulisho cha Taifa',
  'Mamlaka ya Mapato Tanzania',
  'Wakala wa Usajili wa Biashara na Leseni',
  'Idara ya Uhamiaji',
  // The privacy page's: the Act, its Commission, and where the data is kept.
  'Sheria ya Ulinzi wa Taarifa Binafsi',
  'Tume ya Ulinzi wa Taarifa Binafsi',
  'Google Cloud',
  'Afrika Kusini',
  'Afrika Mashariki',
  // Mobile-money networks an agent's commission is paid by.
  'Mixx by Yas',
  'Tigo Pesa',
  'Airtel Money',
];
const PROPER_WORDS = new Set([
  'Tanzania',
  'Kiswahili',
  'Kiingereza',
  'Samora',
  'Selcom',
  'Beem',
  'Google',
  'Johannesburg',
  'Ubelgiji',
  'M-Pesa',
  'Excel',
  'Tsh',
  'PhD',
  'Jumatatu',
  'Jumanne',
  'Jumatano',
  'Alhamisi',
  'Ijumaa',
  'Jumamosi',
  'Jumapili',
]);

/** The words of a segment that would be lower case in a Kiswahili sentence unless Title Cased. */
function ordinaryWords(segment: string): string[] {
  return segment
    .split(/\s+/)
    .map((token) => token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
    .filter(
      (word) =>
        (word.match(/\p{L}/gu)?.length ?? 0) >= 3 &&
        !/\d/.test(word) &&
        word !== word.toUpperCase() && // an acronym: TIN, NIDA, BRELA, AAN
        !PROPER_WORDS.has(word),
    );
}

/** A phrase of two or more ordinary words, each starting with a capital: "Anza Sasa", "Fomu Zetu". */
function isTitleCase(text: string): boolean {
  let plain = text.replace(/{{\w+}}/g, '|');
  for (const phrase of PROPER_PHRASES) plain = plain.split(phrase).join('|');
  return plain
    .split(/[.,;:!?()[\]|–—·"“”«»]/)
    .map(ordinaryWords)
    .some((words) => words.length >= 2 && words.every((word) => /^\p{Lu}/u.test(word)));
}

describe('Kiswahili glossary (docs/kiswahili.md)', () => {
  it.each(AVOID)('never uses $pattern', ({ pattern, instead }) => {
    const offenders = swahili
      .filter(([, text]) => pattern.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(offenders, `write ${instead} instead`).toEqual([]);
  });

  it('writes no English Title Case: "Anza sasa", not "Anza Sasa"', () => {
    const offenders = swahili.filter(([, text]) => isTitleCase(text)).map(([key, text]) => `${key}: ${text}`);
    expect(offenders).toEqual([]);
  });

  it('recognises Title Case, and leaves names and acronyms alone', () => {
    expect(isTitleCase('Fomu Zetu')).toBe(true);
    expect(isTitleCase('Namba ya wakala (AAN) – Kwa Mawakala Tu')).toBe(true);
    expect(isTitleCase('Mtaa wa Samora, Katikati ya Jiji')).toBe(true);
    expect(isTitleCase('Fomu zetu')).toBe(false);
    expect(isTitleCase('MAOMBI YA TIN NA CHETI CHA TIN')).toBe(false);
    expect(isTitleCase('Hajaoa/Hajaolewa')).toBe(false);
    expect(isTitleCase('Namba ya Kitambulisho cha Taifa (NIDA)')).toBe(false);
    expect(isTitleCase('Dar es Salaam, Tanzania')).toBe(false);
  });
});
