import { sectionTitle, type KindSection } from './defineApplication.js';
import { fieldApplies } from './form.js';
import type { ApplicationKind } from './kinds.js';
import { brelaApplication } from './kinds/brela.js';
import { businessApplication } from './kinds/business.js';
import { tinApplication } from './kinds/tin.js';
import { visaApplication } from './kinds/visa.js';

type RawRecord = Record<string, unknown>;

/**
 * Every kind's module (src/domain/kinds/), by kind: what the app, the API and the tests read about
 * an application of that kind. The compiler refuses a kind of KINDS missing here.
 */
export const APPLICATIONS = {
  visa: visaApplication,
  brela: brelaApplication,
  tin: tinApplication,
  business: businessApplication,
} as const satisfies { [K in ApplicationKind]: { kind: K } };

export type ApplicationDescriptor = (typeof APPLICATIONS)[ApplicationKind];

/**
 * A stored document as the admin views want it: variant spellings mapped, then validated. Records
 * that fail (written by the earlier app) come back with their issues so a view can still show
 * what is there.
 */
export function readApplication(kind: ApplicationKind, raw: RawRecord) {
  const descriptor = APPLICATIONS[kind];
  const normalized = descriptor.normalize(raw);
  const result = descriptor.storedSchema.safeParse(normalized);
  return result.success
    ? { ok: true as const, data: result.data as RawRecord }
    : { ok: false as const, data: normalized, issues: result.error.issues };
}

/** Whether a field of this kind is asked for, given the answers (see fieldApplies). */
export function applies(kind: ApplicationKind, field: string, answers: RawRecord): boolean {
  return fieldApplies(APPLICATIONS[kind].blocks, field, answers);
}

/** A section with its title's i18n key, as the staff detail page and the export read it. */
export type TitledSection = { title: string; fields: readonly string[] };

/**
 * A kind's sections that hold answers, in the form's order: the staff detail page shows them and
 * a list's export takes its columns from them.
 */
export function answerSections(kind: ApplicationKind): readonly TitledSection[] {
  const sections: readonly KindSection[] = APPLICATIONS[kind].sections;
  return sections
    .filter((section) => section.fields.length > 0)
    .map((section) => ({ title: sectionTitle(kind, section.name), fields: section.fields }));
}
