import i18n from 'i18next';
import { detailValue, formatMoment } from './values';

const t = (key: string) => i18n.t(key);

describe('detailValue', () => {
  it('treats missing, empty and blank values as missing', () => {
    for (const value of [undefined, null, '', '   ', []]) {
      expect(detailValue('visa', 'middleName', value, t, 'en')).toEqual({ type: 'missing' });
    }
  });

  it('shows option values by their translated label', () => {
    expect(detailValue('visa', 'gender', 'Female', t, 'en')).toEqual({ type: 'text', text: 'Female' });
    expect(detailValue('tin', 'hasTin', true, t, 'en')).toEqual({ type: 'text', text: 'I have a TIN' });
    expect(detailValue('tin', 'rented', false, t, 'sw')).toMatchObject({ type: 'text' });
  });

  it('names the country of birth in the reader language', () => {
    expect(detailValue('visa', 'countryOfBirth', 'KE', t, 'en')).toEqual({ type: 'text', text: 'Kenya' });
  });

  it('offers uploaded documents to open, and keeps other text as text', () => {
    expect(detailValue('business', 'lordAttach', 'business-licenses/1_a.pdf', t, 'en')).toEqual({
      type: 'file',
      path: 'business-licenses/1_a.pdf',
    });
    const hostile = '<img src=x onerror=alert(1)>';
    expect(detailValue('brela', 'Bname', hostile, t, 'en')).toEqual({ type: 'text', text: hostile });
  });

  it('gives the itinerary as rows', () => {
    const stops = [{ city: 'Arusha', arrivalDate: '2026-03-14', departureDate: '2026-03-18' }];
    expect(detailValue('visa', 'itinerary', stops, t, 'en')).toEqual({ type: 'itinerary', stops });
  });

  it('shows a value the option list does not know as it was stored', () => {
    expect(detailValue('visa', 'gender', 'Other', t, 'en')).toEqual({ type: 'text', text: 'Other' });
  });
});

describe('formatMoment', () => {
  it('formats in the reader language', () => {
    const moment = Date.UTC(2026, 0, 15, 8, 30);
    expect(formatMoment(moment, 'en')).toMatch(/January.*2026/);
    expect(formatMoment(moment, 'sw')).toMatch(/Januari.*2026/);
  });
});
