import i18n from 'i18next';
import { SHOWN_CHARACTERS, SHOWN_STOPS } from './shownLimits';
import { detailValue } from './values';

const t = (key: string) => i18n.t(key);
const shown = (text: string) => ({ type: 'text', text, omitted: 0 });

describe('detailValue', () => {
  it('treats missing, empty and blank values as missing', () => {
    for (const value of [undefined, null, '', '   ', []]) {
      expect(detailValue('visa', 'middleName', value, t, 'en')).toEqual({ type: 'missing' });
    }
  });

  it('shows option values by their translated label', () => {
    expect(detailValue('visa', 'gender', 'Female', t, 'en')).toEqual(shown('Female'));
    expect(detailValue('tin', 'hasTin', true, t, 'en')).toEqual(shown('I have a TIN'));
    expect(detailValue('tin', 'rented', false, t, 'sw')).toMatchObject({ type: 'text' });
  });

  it('names the countries of birth, nationality and passport in the reader language', () => {
    expect(detailValue('visa', 'countryOfBirth', 'KE', t, 'en')).toEqual(shown('Kenya'));
    expect(detailValue('visa', 'nationality', 'TZ', t, 'en')).toEqual(shown('Tanzania'));
    expect(detailValue('visa', 'passportCountry', 'GB', t, 'en')).toEqual(shown('United Kingdom'));
  });

  it('offers uploaded documents to open, and keeps other text as text', () => {
    expect(detailValue('business', 'lordAttach', 'business-licenses/1_a.pdf', t, 'en')).toEqual({
      type: 'file',
      path: 'business-licenses/1_a.pdf',
    });
    const pages = ['business-licenses/1_a.jpg', 'business-licenses/2_b.jpg'];
    expect(detailValue('business', 'lordAttach', pages, t, 'en')).toEqual({ type: 'files', paths: pages });
    // A list that is not all documents is shown as it is.
    expect(detailValue('business', 'lordAttach', [...pages, 'x'], t, 'en')).toMatchObject({ type: 'text' });
    const hostile = '<img src=x onerror=alert(1)>';
    expect(detailValue('brela', 'Bname', hostile, t, 'en')).toEqual(shown(hostile));
  });

  it('gives the itinerary as rows, its days in the reader language', () => {
    const stops = [{ city: 'Arusha', arrivalDate: '2026-03-14', departureDate: '2026-03-18' }];
    expect(detailValue('visa', 'itinerary', stops, t, 'en')).toEqual({
      type: 'itinerary',
      rows: [{ city: 'Arusha', arrivalDate: '14 Mar 2026', departureDate: '18 Mar 2026' }],
      omitted: 0,
    });
    expect(detailValue('visa', 'itinerary', stops, t, 'sw')).toMatchObject({
      rows: [{ arrivalDate: '14 Mac 2026', departureDate: '18 Mac 2026' }],
    });
  });

  it('shows typed dates as days, and text that only looks like one as it was stored', () => {
    expect(detailValue('visa', 'dob', '1990-12-05', t, 'en')).toEqual(shown('5 Dec 1990'));
    expect(detailValue('visa', 'dob', '1990-12-05', t, 'sw')).toEqual(shown('5 Des 1990'));
    expect(detailValue('tin', 'certDate', '2025-08-20', t, 'sw')).toEqual(shown('20 Ago 2025'));
    for (const odd of ['1990-02-30', '05/12/1990', '1990-12-05T00:00:00Z']) {
      expect(detailValue('visa', 'dob', odd, t, 'en')).toEqual(shown(odd));
    }
  });

  it('shows a value the option list does not know as it was stored', () => {
    expect(detailValue('visa', 'gender', 'Other', t, 'en')).toEqual(shown('Other'));
    // Names every object inherits are not labels.
    expect(detailValue('visa', 'gender', 'constructor', t, 'en')).toEqual(shown('constructor'));
    expect(detailValue('tin', 'hasTin', 'toString', t, 'en')).toEqual(shown('toString'));
  });

  it('shows maps and lists where text was expected as their JSON, and cuts what is too long', () => {
    const odd = { toString: 'not a function', deeper: { list: [1, 'a'] } };
    expect(detailValue('visa', 'firstName', odd, t, 'en')).toEqual(shown(JSON.stringify(odd)));
    expect(detailValue('business', 'lordAttach', { path: 'business-licenses/1_a.pdf' }, t, 'en')).toEqual(
      shown('{"path":"business-licenses/1_a.pdf"}'),
    );
    expect(detailValue('brela', 'Bname', 'x'.repeat(SHOWN_CHARACTERS + 5), t, 'en')).toEqual({
      type: 'text',
      text: 'x'.repeat(SHOWN_CHARACTERS),
      omitted: 5,
    });
  });

  it('gives at most SHOWN_STOPS itinerary rows, whatever the stops hold', () => {
    const stops = [{ city: { name: 'Moshi' }, arrivalDate: 20260312 }, null, 'Zanzibar'];
    const value = detailValue('visa', 'itinerary', Array(1000).fill(stops).flat(), t, 'en');
    expect(value).toMatchObject({ type: 'itinerary', omitted: 3000 - SHOWN_STOPS });
    expect(value.type === 'itinerary' && value.rows.slice(0, 3)).toEqual([
      { city: '{"name":"Moshi"}', arrivalDate: '20260312', departureDate: undefined },
      { city: undefined },
      { city: 'Zanzibar' },
    ]);
  });
});
