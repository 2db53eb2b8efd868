import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A titled group of fields; on wide screens its fields sit two to a row. */
export function Section({ title, children, note }: { title: string; note?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <fieldset className="form-section">
      <legend>{t(title)}</legend>
      {note && <p className="section-note">{t(note)}</p>}
      <div className="form-grid">{children}</div>
    </fieldset>
  );
}
