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
import type { ItineraryStop } from '../../../domain/visa';

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

/** What one stored value becomes on the page. */
export type DetailValue =
  | { type: 'missing' }
  | { type: 'text'; text: string }
  | { type: 'file'; path: string }
  | { type: 'itinerary'; stops: ItineraryStop[] };

const UPLOAD_AREAS = Object.keys(UPLOAD_PREFIXES) as UploadArea[];
const isDocumentPath = (value: string) => UPLOAD_AREAS.some((area) => isStoredUploadPath(value, area));

function isBlank(value: unknown) {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

function isStop(value: unknown): value is ItineraryStop {
  return typeof value === 'object' && value !== null && 'city' in value;
}

/**
 * A stored value as staff should read it: option values by their translated label, countries by
 * name, documents as something to open, numbers in the reader's format. Anything unexpected (a
 * record from the earlier app) is shown as it is rather than hidden.
 */
export function detailValue(
  kind: ApplicationKind,
  field: string,
  value: unknown,
  t: (key: string) => string,
  lang: AppLanguage,
): DetailValue {
  if (isBlank(value)) return { type: 'missing' };
  const labels = OPTION_FIELDS[kind][field];
  const label = labels?.[String(value)];
  if (label) return { type: 'text', text: t(label) };
  if (Array.isArray(value) && value.every(isStop)) return { type: 'itinerary', stops: value };
  if (typeof value === 'number') return { type: 'text', text: new Intl.NumberFormat(lang).format(value) };
  if (typeof value === 'string') {
    if (isDocumentPath(value)) return { type: 'file', path: value };
    if (kind === 'visa' && field === 'countryOfBirth') {
      return { type: 'text', text: countryName(value, lang) ?? value };
    }
    return { type: 'text', text: value };
  }
  if (typeof value === 'boolean') return { type: 'text', text: t(booleanLabels[`${value}`]) };
  return { type: 'text', text: JSON.stringify(value) };
}

/** A moment in the reader's language, e.g. "15 January 2026 at 11:30" / "15 Januari 2026 11:30". */
export function formatMoment(millis: number, lang: AppLanguage): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(millis);
}
