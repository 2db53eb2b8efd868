// visaApplications: the spouse and relative blocks, trip dates and the itinerary.
import { LIMITS } from '../../src/domain/common.ts';
import { visaSpouseDetails } from '../../src/domain/fixtures.ts';
import { VISA_RELATIVE_FIELDS, VISA_SPOUSE_FIELDS } from '../../src/domain/visa.ts';
import { describeApplicationRules, type RecordCase } from './applications.ts';
import { atLimits } from './fields.ts';
import { itineraryOf, record, without, type Fields } from './fixtures.ts';

const full = () => record('visa', 'full');
const single = (changes: Fields = {}) => record('visa', 'single', changes);
const noRelative = (changes: Fields = {}) => record('visa', 'noRelative', changes);

/** The full record with as many stops as the form allows, stop `index` changed. */
function withStop(index: number, change: (stop: Record<string, unknown>) => Record<string, unknown>) {
  const stops: Record<string, unknown>[] = itineraryOf(LIMITS.itineraryRows);
  stops[index] = change({ ...stops[index] });
  return { ...full(), itinerary: stops };
}

// Every stop a form can send is checked in full (rules have no loops: firestore.rules has a line
// per stop), the last one included.
const STOPS = Array.from({ length: LIMITS.itineraryRows }, (_, index) => index);

const stopCases = STOPS.flatMap((index): RecordCase[] => [
  {
    title: `stop ${index + 1} with an extra key`,
    fields: withStop(index, (stop) => ({ ...stop, hotel: 'Serena' })),
    expect: 'deny',
  },
  {
    title: `stop ${index + 1} without a city`,
    fields: withStop(index, ({ city: _city, ...stop }) => stop),
    expect: 'deny',
  },
  {
    title: `stop ${index + 1} with another key in place of its city`,
    fields: withStop(index, ({ city, ...stop }) => ({ ...stop, town: city })),
    expect: 'deny',
  },
  {
    title: `stop ${index + 1} with a city over ${LIMITS.name} characters`,
    fields: withStop(index, (stop) => ({ ...stop, city: 'x'.repeat(LIMITS.name + 1) })),
    expect: 'deny',
  },
  {
    title: `stop ${index + 1} with a city starting with a space`,
    fields: withStop(index, (stop) => ({ ...stop, city: ' Arusha' })),
    expect: 'deny',
  },
  {
    title: `stop ${index + 1} with a city that is a number`,
    fields: withStop(index, (stop) => ({ ...stop, city: 42 })),
    expect: 'deny',
  },
  {
    title: `stop ${index + 1} with a malformed arrival date`,
    fields: withStop(index, (stop) => ({ ...stop, arrivalDate: '12/03/2026' })),
    expect: 'deny',
  },
  {
    title: `stop ${index + 1} with a malformed departure date`,
    fields: withStop(index, (stop) => ({ ...stop, departureDate: 20260315 })),
    expect: 'deny',
  },
  {
    title: `stop ${index + 1} left before it was reached`,
    fields: withStop(index, (stop) => ({ ...stop, departureDate: '2026-02-28' })),
    expect: 'deny',
  },
]);

describeApplicationRules('visa', [
  {
    title: 'the largest application a form can produce',
    fields: {
      ...atLimits('visa', full()),
      itinerary: itineraryOf(LIMITS.itineraryRows, 'é'.repeat(LIMITS.name)),
    },
    expect: 'allow',
  },
  { title: 'a single applicant with spouse details', fields: single(visaSpouseDetails()), expect: 'deny' },
  ...VISA_SPOUSE_FIELDS.map((field): RecordCase => ({
    title: `a single applicant with ${field}`,
    fields: single({ [field]: visaSpouseDetails()[field] }),
    expect: 'deny',
  })),
  {
    title: 'a married applicant without spouse details',
    fields: without(full(), ...VISA_SPOUSE_FIELDS),
    expect: 'deny',
  },
  { title: 'a marital status not on the list', fields: single({ marital: 'Divorced' }), expect: 'deny' },
  ...VISA_RELATIVE_FIELDS.map((field): RecordCase => ({
    title: `${field} without a relative`,
    fields: noRelative({ [field]: full()[field] }),
    expect: 'deny',
  })),
  {
    title: 'a relative without details',
    fields: without(full(), ...VISA_RELATIVE_FIELDS),
    expect: 'deny',
  },
  {
    title: 'a relative answer not on the list',
    fields: noRelative({ relativeAvailable: 'Maybe' }),
    expect: 'deny',
  },
  { title: 'leaving before arriving', fields: { ...full(), exitDate: '2026-03-09' }, expect: 'deny' },
  { title: 'leaving the day of arrival', fields: { ...full(), exitDate: '2026-03-10' }, expect: 'allow' },
  { title: 'an empty itinerary', fields: { ...full(), itinerary: [] }, expect: 'deny' },
  { title: 'an itinerary of one stop', fields: { ...full(), itinerary: itineraryOf(1) }, expect: 'allow' },
  {
    title: `an itinerary of ${LIMITS.itineraryRows} stops`,
    fields: { ...full(), itinerary: itineraryOf(LIMITS.itineraryRows) },
    expect: 'allow',
  },
  {
    title: `an itinerary of ${LIMITS.itineraryRows + 1} stops`,
    fields: { ...full(), itinerary: itineraryOf(LIMITS.itineraryRows + 1) },
    expect: 'deny',
  },
  {
    title: 'an itinerary with a stop that is text',
    fields: { ...full(), itinerary: [...itineraryOf(LIMITS.itineraryRows - 1), 'Arusha'] },
    expect: 'deny',
  },
  { title: 'an itinerary that is text', fields: { ...full(), itinerary: 'Dar es Salaam' }, expect: 'deny' },
  {
    title: 'an itinerary that is one stop, not a list',
    fields: { ...full(), itinerary: itineraryOf(1)[0] },
    expect: 'deny',
  },
  ...stopCases,
]);
