import { countryName } from '../../../domain/countries';
import type { AppLanguage, ApplicationKind } from '../../../domain/kinds';
import {
  addressTypeOptions,
  booleanLabels,
  businessOwnershipOptions,
  businessTypeOptions,
  educationOptions,
  genderOptions,
  hasTinLabels,
  maritalOptions,
  ownershipTypeOptions,
  passportTypeOptions,
  reasonForTinOptions,
  serviceOptions,
  soleBusinessInfoOptions,
  visaTypeOptions,
  workOptions,
  yesNoOptions,
} from '../../../domain/options';
import { isStoredUploadPath, UPLOAD_PREFIXES, type UploadArea } from '../../../domain/uploads';
import { itineraryRows, optionLabel, shortened, storedText, type StopRow } from './storedValue';

type Labels = Readonly<Record<string, string>>;

/** Which fields hold an option (or a yes/no boolean), and the i18n keys of its labels. */
const OPTION_FIELDS: Record<ApplicationKind, Readonly<Record<string, Labels>>> = {
  visa: {
    gender: genderOptions.labels,
    passportType: passportTypeOptions.labels,
    marital: maritalOptions.labels,
    visaType: visaTypeOptions.labels,
    service: serviceOptions.labels,
    work: workOptions.labels,
    education: educationOptions.labels,
    relativeAvailable: yesNoOptions.labels,
  },
  tin: {
    hasTin: hasTinLabels,
    reasonForTin: reasonForTinOptions.labels,
    bType: businessTypeOptions.labels,
    soleBinfo: soleBusinessInfoOptions.labels,
    soleSpouse: yesNoOptions.labels,
    rented: booleanLabels,
  },
  brela: {
    businessOwnership: businessOwnershipOptions.labels,
    localAddressType: addressTypeOptions.labels,
    ownershipType: ownershipTypeOptions.labels,
    AddressType: addressTypeOptions.labels,
    BankOperator: yesNoOptions.labels,
  },
  business: {},
};

/** What one stored value becomes on the page; `omitted` counts what was too long to show. */
export type DetailValue =
  | { type: 'missing' }
  | { type: 'text'; text: string; omitted: number }
  | { type: 'file'; path: string }
  | { type: 'itinerary'; rows: StopRow[]; omitted: number };

const UPLOAD_AREAS = Object.keys(UPLOAD_PREFIXES) as UploadArea[];
const isDocumentPath = (value: string) => UPLOAD_AREAS.some((area) => isStoredUploadPath(value, area));

const NO_LABELS: Labels = {};

function text(value: string): DetailValue {
  return { type: 'text', ...shortened(value) };
}

/**
 * A stored value as staff should read it: option values by their translated label, countries by
 * name, documents as something to open, numbers in the reader's format. Anything else (a record
 * from the earlier app, or one written by hand) is shown as it is rather than hidden.
 */
export function detailValue(
  kind: ApplicationKind,
  field: string,
  value: unknown,
  t: (key: string) => string,
  lang: AppLanguage,
): DetailValue {
  const label = optionLabel(OPTION_FIELDS[kind][field] ?? NO_LABELS, value);
  if (label) return text(t(label));
  if (kind === 'visa' && field === 'itinerary' && Array.isArray(value) && value.length > 0) {
    return { type: 'itinerary', ...itineraryRows(value) };
  }
  if (typeof value === 'number') return text(new Intl.NumberFormat(lang).format(value));
  if (typeof value === 'boolean') return text(t(booleanLabels[`${value}`]));
  if (typeof value === 'string' && isDocumentPath(value)) return { type: 'file', path: value };
  if (kind === 'visa' && field === 'countryOfBirth' && typeof value === 'string') {
    return text(countryName(value, lang) ?? value);
  }
  const shown = storedText(value);
  return shown === undefined ? { type: 'missing' } : text(shown);
}

/** A moment in the reader's language, e.g. "15 January 2026 at 11:30" / "15 Januari 2026 11:30". */
export function formatMoment(millis: number, lang: AppLanguage): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(millis);
}
