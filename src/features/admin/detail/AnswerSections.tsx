import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerSections, applies, APPLICATIONS } from '#domain/applications';
import type { AppLanguage, ApplicationKind } from '#domain/kinds';
import { FieldSection } from './FieldSection';
import { storedText } from './storedValue';

type Props = {
  kind: ApplicationKind;
  record: Record<string, unknown>;
  /** Whether the record passes today's schema; one that does not shows every field from the start. */
  valid: boolean;
  lang: AppLanguage;
};

/**
 * The sections of the applicant's answers that apply to them, by the same block conditions the form
 * used to show its questions: an existing-TIN application shows its own two sections, not seven of
 * N/A. A field the form no longer asks shows only when the record holds it. Inside a shown section
 * an empty answer reads N/A. "Show every field" reveals the rest.
 */
export function AnswerSections({ kind, record, valid, lang }: Props) {
  const { t } = useTranslation();
  // A record that does not fit its form (the earlier app's, or damaged) cannot be trusted to say
  // which of its blocks apply, so nothing of it is hidden.
  const [everyField, setEveryField] = useState(!valid);
  const sections = answerSections(kind);
  const retired: readonly string[] = APPLICATIONS[kind].retiredFields;
  const asked = (field: string) =>
    applies(kind, field, record) && !(retired.includes(field) && storedText(record[field]) === undefined);
  const shown = everyField
    ? sections
    : sections
        .map((section) => ({ ...section, fields: section.fields.filter(asked) }))
        .filter((section) => section.fields.length > 0);
  return (
    <>
      <label className="detail-every-field no-print">
        <input
          type="checkbox"
          role="switch"
          checked={everyField}
          onChange={(event) => setEveryField(event.target.checked)}
        />{' '}
        {t('admin.detail.everyField')}
      </label>
      {shown.map((section) => (
        <FieldSection key={section.title} kind={kind} section={section} record={record} lang={lang} />
      ))}
    </>
  );
}
