/**
 * Every option list of the forms. Stored values are the spec's own spellings and never change;
 * what the user sees comes from the `labels` keys under "options" in the translation files.
 */
export function optionList<const V extends readonly [string, ...string[]]>(list: string, values: V) {
  const labels = Object.fromEntries(values.map((value) => [value, `options.${list}.${value}`]));
  return { list, values, labels: labels as Record<V[number], string> };
}

export type OptionValue<L extends { values: readonly string[] }> = L['values'][number];

/** `value` when it is one of the list's values, else undefined: for what comes from outside (an address). */
export function optionOf<V extends string>(list: { values: readonly V[] }, value: unknown): V | undefined {
  return list.values.find((known) => known === value);
}

export const yesNoOptions = optionList('yesNo', ['Yes', 'No']);
/** Labels for boolean radios (rented). */
export const booleanLabels = { true: 'options.boolean.true', false: 'options.boolean.false' } as const;

// Visa
export const genderOptions = optionList('gender', ['Male', 'Female']);
export const passportTypeOptions = optionList('passportType', [
  'Diplomatic',
  'Official',
  'Ordinary',
  'Service',
  'Special',
]);
export const maritalOptions = optionList('marital', ['Single', 'Married']);
export const visaTypeOptions = optionList('visaType', ['Tourism', 'Visit', 'Work', 'Study', 'Business']);
export const serviceOptions = optionList('service', ['Normal', 'Express']);
/** What a length of stay is counted in; a record without one counts months. */
export const durationUnitOptions = optionList('durationUnit', ['Days', 'Weeks', 'Months']);
export const workOptions = optionList('work', [
  'Self-employed',
  'Company employee',
  'Unemployed',
  'Business person',
  'Student',
]);
export const educationOptions = optionList('education', [
  'Primary',
  'High school',
  'Certificate',
  'Diploma',
  'Degree',
  'PHD',
]);

// TIN
/** Labels for the "Do you have a TIN?" radio, stored as the boolean `hasTin`. */
export const hasTinLabels = { true: 'options.hasTin.true', false: 'options.hasTin.false' } as const;
export const reasonForTinOptions = optionList('reasonForTin', [
  'Employment',
  'Other non-business activities',
  'Employment and other business activities',
]);
/** The only reason that asks for a business type. */
export const BUSINESS_REASON = 'Employment and other business activities';
export const businessTypeOptions = optionList('bType', ['Sole Proprietor', 'Company']);
export const soleBusinessInfoOptions = optionList('soleBinfo', [
  'Business',
  'Business&Employment',
  'Business&Investment',
  'Employment',
  'Investment',
]);

// BRELA
export const businessOwnershipOptions = optionList('businessOwnership', [
  'Individual',
  'Partners',
  'Corporation',
]);
export const addressTypeOptions = optionList('addressType', ['Surveyed', 'Unsurveyed']);
export const ownershipTypeOptions = optionList('ownershipType', ['Person', 'Entity']);
