import { APP_HOSTS } from './agency.js';
import { foreignWebAddress } from './webLinks.js';

describe('web addresses in a message to the applicant', () => {
  it.each([
    ['a link', 'Pay here: https://evil.example/pay', 'https://evil.example/pay'],
    ['a plain http link', 'See http://pay-now.tz', 'http://pay-now.tz'],
    ['any scheme', 'Open ftp://files.example', 'ftp://files.example'],
    ['www. without a scheme', 'Go to www.malipo-haraka.net now', 'www.malipo-haraka.net'],
    ['a bare domain', 'Visit example.com today', 'example.com'],
    ['a bare domain in capitals', 'VISIT EXAMPLE.COM', 'EXAMPLE.COM'],
    ['a shortener', 'Lipa: bit.ly/x', 'bit.ly'],
    ['a country domain', 'Tuma kwa malipo.co.tz', 'malipo.co.tz'],
    ['a port', 'evil.local:8080 is ours', 'evil.local'],
    ['a domain before a missing space', 'Visit example.com.Thanks', 'example.com'],
    ['the domain of an email address', 'Email x@gmail.com the passport', 'gmail.com'],
    ['an IP address', 'Open 203.0.113.9/pay', '203.0.113.9'],
    ['full-width letters', 'Visit ｅｘａｍｐｌｅ．ｃｏｍ', 'example.com'],
    [
      'a name pretending to be ours',
      'https://applytz.web.app@evil.example/x',
      'https://applytz.web.app@evil.example/x',
    ],
    ['our name inside another', 'applytz.web.app.evil.com', 'applytz.web.app.evil.com'],
    ['another Firebase site', 'https://applytz-pay.web.app/track', 'https://applytz-pay.web.app/track'],
    ['our host under another scheme', 'javascript://applytz.web.app/%0a', 'javascript://applytz.web.app/%0a'],
    ['a link after one of ours', 'https://applytz.web.app/track or evil.com', 'evil.com'],
  ])('finds %s', (_, text, found) => {
    expect(foreignWebAddress(text)).toBe(found);
  });

  it.each([
    ['no address', 'Tafadhali lete nakala ya pasipoti yako ofisini kwetu.'],
    ['the app itself', 'Track it at https://applytz.web.app/track?reference=VIS-7K3Q9X'],
    ['the app without a scheme, or with www.', 'applytz.web.app/track or www.applytz.co.tz'],
    ['our own email', 'Write to sales@applytz.co.tz.'],
    ['file names', 'Upload passport.pdf and picha.jpg again.'],
    ['a sentence missing its space', 'Bring the form.Thank you, Dr.Juma'],
    ['abbreviations and numbers', 'e.g. P.O. Box 1234, saa 3.30, TSh 1.500.000, 12.03.2026, v2.0'],
  ])('leaves %s', (_, text) => {
    expect(foreignWebAddress(text)).toBeUndefined();
  });

  it('takes every host of the app as its own', () => {
    for (const host of APP_HOSTS) expect(foreignWebAddress(`https://${host}/track`)).toBeUndefined();
  });
});
