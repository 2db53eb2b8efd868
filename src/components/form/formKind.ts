// The form's kind as its fields read it, and a field's label from it: apart from kindContext.ts,
// whose option lists, blocks and section titles bring the forms' own chunk, so that a TextField on
// sign-in or a staff screen does not.
import { createContext, useContext } from 'react';
import type { OptionList } from '#domain/common';
import type { KindSection } from '#domain/defineApplication';
import type { Block } from '#domain/form';
import type { ApplicationKind } from '#domain/kinds';
import type { UploadField } from '#domain/uploads';

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

/** A field's label: the one given, else the field's own in the form's domain entry. */
export function useFieldLabel(name: string, given?: string): string {
  const labels = useContext(FormKindContext).fieldLabels;
  const label = given ?? labels[name];
  if (label === undefined) throw new Error(`The form's domain entry has no field "${name}".`);
  return label;
}
