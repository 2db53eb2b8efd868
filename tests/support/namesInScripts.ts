// Names as applicants and agents type them, one per script the agency's PDFs must print: for tests
// that read a receipt's or a statement's text back and look for each name whole.

/** Written left to right with letters of the Latin, Greek and Cyrillic alphabets and their marks. */
export const EUROPEAN_NAMES = {
  Polish: 'Łukasz Wałęsa',
  Vietnamese: 'Nguyễn Văn Đức',
  // Noto Sans draws a letter with a dot below as two glyphs.
  'Vietnamese, dots below,': 'Phạm Ngọc Thịnh',
  // ọ̀ has no letter of its own: a dot below and a grave accent over one o.
  Yoruba: 'Adébáyọ̀ Ṣàngódáre',
  Turkish: 'Şükrü Dağlı',
  Greek: 'Γιώργος Παπαδόπουλος',
  Russian: 'Александр Пушкин',
  Ukrainian: 'Марія Ґудзь',
} as const;

/** Scripts of other alphabets and syllabaries. */
export const OTHER_SCRIPT_NAMES = {
  Arabic: 'محمد عبد الله',
  Hebrew: 'דוד כהן',
  Amharic: 'አበበ ቢቂላ',
  Hindi: 'राजेश खन्ना',
  Gujarati: 'પટેલ',
  Thai: 'สมชาย ใจดี',
  Chinese: '王小明',
  Japanese: 'やまだ はなこ',
  Korean: '김민준',
} as const;

export const NAMES_IN_SCRIPTS = { ...EUROPEAN_NAMES, ...OTHER_SCRIPT_NAMES };
