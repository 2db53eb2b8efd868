/** Either translated-label keys (`labelKey`) or ready text (`label`, e.g. a country or place name). */
export type SelectOption = { value: string; labelKey?: string; label?: string };

/** Options from a domain option list: stored values stay as the spec gives them, labels translate. */
export function optionsOf(list: {
  values: readonly string[];
  labels: Record<string, string>;
}): SelectOption[] {
  return list.values.map((value) => ({ value, labelKey: list.labels[value] }));
}
