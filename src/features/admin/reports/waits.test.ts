import i18n from 'i18next';
import { formatWait } from './waits';

const HOUR = 3_600_000;

describe('formatWait', () => {
  it('says days and hours, hours and minutes, or minutes, in either language', () => {
    const en = i18n.getFixedT('en');
    const sw = i18n.getFixedT('sw');
    expect(formatWait(52 * HOUR, en, 'en')).toBe('2 d 4 h');
    expect(formatWait(52 * HOUR, sw, 'sw')).toBe('siku 2 saa 4');
    expect(formatWait(3 * HOUR + 20 * 60_000, en, 'en')).toBe('3 h 20 min');
    expect(formatWait(45 * 60_000, sw, 'sw')).toBe('dakika 45');
    expect(formatWait(23 * HOUR + 50 * 60_000, en, 'en')).toBe('1 d 0 h');
    expect(formatWait(null, en, 'en')).toBe('—');
  });

  it('says "under a minute" rather than "0 min"', () => {
    expect(formatWait(20_000, i18n.getFixedT('en'), 'en')).toBe('under a minute');
    expect(formatWait(59_000, i18n.getFixedT('sw'), 'sw')).toBe('chini ya dakika moja');
    expect(formatWait(0, i18n.getFixedT('en'), 'en')).toBe('under a minute');
    expect(formatWait(60_000, i18n.getFixedT('en'), 'en')).toBe('1 min');
  });
});
