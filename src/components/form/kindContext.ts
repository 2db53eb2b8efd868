import { useContext } from 'react';
import type { FieldValues } from 'react-hook-form';
import { sectionTitle } from '#domain/defineApplication';
import { conditionHolds } from '#domain/form';
import type { UploadField } from '#domain/uploads';
import { FormKindContext } from './formKind';
import { optionsOf, type SelectOption } from './options';
import { useAnswers } from './useAnswers';

/** A choice field's options: those given, else its list in the domain (the schema's own). */
export function useFieldOptions(name: string, given?: readonly SelectOption[]): readonly SelectOption[] {
  const list = useContext(FormKindContext).options[name];
  if (given) return given;
  if (!list) throw new Error(`The form's domain entry has no option list for "${name}".`);
  return optionsOf(list);
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
