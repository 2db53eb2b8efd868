import { createContext, useContext } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { OptionList } from '#domain/common';
import { sectionTitle, type KindSection } from '#domain/defineApplication';
import { conditionHolds, type Block } from '#domain/form';
import type { ApplicationKind } from '#domain/kinds';
import type { UploadField } from '#domain/uploads';
import { optionsOf, type SelectOption } from './options';
import { useAnswers } from './useAnswers';

/** What an application form's fields need of its kind's module (src/domain/kinds/). */
export type FormKind = {
  kind: ApplicationKind | undefined;
  /** The kind's sections, whose titles the form's sections show. */
  sections: readonly KindSection[];
  /** Each field's i18n key, which its label shows unless the form gives another. */
  fieldLabels: Readonly<Record<string, string>>;
  // Blocks of any kind's answers: read here only through their conditions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  blocks: readonly Block<any>[];
  options: Record<string, OptionList>;
  /** The kind's document fields: which area each uploads to, and whether it takes several files. */
  uploadFields: readonly UploadField[];
};

export const FormKindContext = createContext<FormKind>({
  kind: undefined,
  sections: [],
  fieldLabels: {},
  blocks: [],
  options: {},
  uploadFields: [],
});

/** A choice field's options: those given, else its list in the domain (the schema's own). */
export function useFieldOptions(name: string, given?: readonly SelectOption[]): readonly SelectOption[] {
  const list = useContext(FormKindContext).options[name];
  if (given) return given;
  if (!list) throw new Error(`The form's domain entry has no option list for "${name}".`);
  return optionsOf(list);
}

/** A field's label: the one given, else the field's own in the form's domain entry. */
export function useFieldLabel(name: string, given?: string): string {
  const labels = useContext(FormKindContext).fieldLabels;
  const label = given ?? labels[name];
  if (label === undefined) throw new Error(`The form's domain entry has no field "${name}".`);
  return label;
}

/** A document field of the form's domain entry (FileField). */
export function useUploadField(name: string): UploadField {
  const upload = useContext(FormKindContext).uploadFields.find((each) => each.field === name);
  if (!upload) throw new Error(`The form's domain entry has no document field "${name}".`);
  return upload;
}

/**
 * Whether a block of the form's domain entry applies to the answers so far: the very condition
 * the schema, the staff views and the rules' tests use. Watches only the answers it names.
 */
export function useBlockApplies(name: string): boolean {
  const block = useContext(FormKindContext).blocks.find((each) => each.name === name);
  if (!block) throw new Error(`The form's domain entry has no block "${name}".`);
  const fields = Object.keys(block.condition);
  const values = useAnswers<FieldValues, string[]>(fields) as unknown[];
  return conditionHolds(
    block.condition,
    Object.fromEntries(fields.map((field, index) => [field, values[index]])),
  );
}

/** The i18n key of a section's title, checked against the kind's sections (Section). */
export function useSectionTitle(name: string): string {
  const { kind, sections } = useContext(FormKindContext);
  if (!kind || !sections.some((section) => section.name === name)) {
    throw new Error(`The form's domain entry has no section "${name}".`);
  }
  return sectionTitle(kind, name);
}
