// pdfkit writes its built-in fonts in WinAnsi (Windows-1252) and emits a character outside it as
// garbage rather than failing. Names typed by applicants can hold such letters ("Łukasz", "Nguyễn"),
// so they are brought into the character set before drawing.

/** The characters Windows-1252 adds in 0x80-0x9F, the range where it departs from Latin-1. */
const WINDOWS_1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export function isWinAnsi(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WINDOWS_1252_EXTRAS.has(character)
  );
}

/**
 * The text with accents the font lacks dropped ("ễ" → "e"), other white space as a space, and any
 * other missing character as "?".
 */
export function toWinAnsi(text: string): string {
  return Array.from(text.normalize('NFC'), (character) => {
    if (isWinAnsi(character)) return character;
    if (/\s/u.test(character)) return ' ';
    const base = character.normalize('NFD').replace(/\p{M}+/gu, '');
    return Array.from(base).every(isWinAnsi) && base !== '' ? base : '?';
  }).join('');
}
