import i18n from 'i18next';
import en from '../../public/assets/i18n/en.json';
import sw from '../../public/assets/i18n/sw.json';
import { APPLICATIONS } from './applications.js';
import { MSG } from './common.js';
import { feedbackFieldLabels } from './feedback.js';
import { applicationKindLabels } from './kinds.js';
import { councilTypeLabels } from './locations/index.js';
import {
  applicationMetaLabels,
  applicationStatusOptions,
  languageOptions,
  paymentStatusOptions,
} from './meta.js';
import { feePartLabels } from './money.js';
import {
  notificationChannelOptions,
  notificationEventOptions,
  notificationStateOptions,
} from './notifications.js';
import * as optionLists from './options.js';
import { paymentFieldLabels } from './payment.js';
import { paymentRecordStatusOptions } from './paymentState.js';
import { userFieldLabels, userRoleOptions } from './user.js';
import { agentChangeOptions, agentStatusOptions } from './agents.js';
import { clientViewOptions } from './agentClients.js';
import { itineraryFieldLabels, visaApplication } from './kinds/visa.js';

function isOptionList(value: unknown): value is { labels: Record<string, string> } {
  return typeof value === 'object' && value !== null && 'values' in value && 'labels' in value;
}

const labelMaps: Record<string, string>[] = [
  ...Object.values(APPLICATIONS).map((kind): Record<string, string> => kind.fieldLabels),
  itineraryFieldLabels,
  userFieldLabels,
  feedbackFieldLabels,
  paymentFieldLabels,
  applicationMetaLabels,
  feePartLabels,
  councilTypeLabels,
  applicationKindLabels,
  optionLists.booleanLabels,
  optionLists.hasTinLabels,
  MSG,
  ...[
    applicationStatusOptions,
    paymentStatusOptions,
    languageOptions,
    userRoleOptions,
    agentStatusOptions,
    agentChangeOptions,
    clientViewOptions,
    paymentRecordStatusOptions,
    notificationEventOptions,
    notificationChannelOptions,
    notificationStateOptions,
    ...Object.values(optionLists as Record<string, unknown>).filter(isOptionList),
  ].map((list) => list.labels),
];
const usedKeys = new Set(labelMaps.flatMap((map) => Object.values(map)));

/** Dotted paths of every string in a translation subtree. */
function leafKeys(tree: unknown, prefix: string): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => leafKeys(value, `${prefix}.${key}`));
}
const ownedKeys = (file: object) =>
  ['fields', 'options', 'validation'].flatMap((section) => leafKeys(Reflect.get(file, section), section));

describe('translations of the domain', () => {
  it.each(['en', 'sw'])('has a %s text for every label, option and message key', (lng) => {
    const t = i18n.getFixedT(lng);
    const missing = [...usedKeys].filter(
      (key) => !i18n.exists(key, { lng }) || t(key) === key || !t(key).trim(),
    );
    expect(missing).toEqual([]);
  });

  it('holds no text that nothing uses', () => {
    expect(ownedKeys(en).filter((key) => !usedKeys.has(key))).toEqual([]);
  });

  it('has the same keys in English and Swahili', () => {
    expect(ownedKeys(sw).sort()).toEqual(ownedKeys(en).sort());
  });

  it('is really translated into Swahili', () => {
    const t = i18n.getFixedT('sw');
    expect(t(visaApplication.fieldLabels.firstName)).toBe('Jina la kwanza');
    expect(t(optionLists.genderOptions.labels.Female)).toBe('Mwanamke');
    expect(t(MSG.required)).toBe('Sehemu hii inahitajika.');
    const english = i18n.getFixedT('en');
    const same = [...usedKeys].filter((key) => t(key) === english(key));
    // Proper names and a few loan words (Visa/Viza aside) may read the same in both languages.
    expect(same.length / usedKeys.size).toBeLessThan(0.05);
  });

  it('labels option values with keys built from the stored value', () => {
    expect(optionLists.workOptions.labels['Company employee']).toBe('options.work.Company employee');
    expect(i18n.getFixedT('en')(optionLists.soleBusinessInfoOptions.labels['Business&Employment'])).toBe(
      'Business and employment',
    );
    expect(i18n.getFixedT('en')(optionLists.educationOptions.labels.PHD)).toBe('PhD');
  });

  it('labels the agent field "For Agents Only"', () => {
    expect(i18n.getFixedT('en')(visaApplication.fieldLabels.AAN)).toContain('For Agents Only');
  });
});
