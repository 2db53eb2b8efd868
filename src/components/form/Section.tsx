import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSectionTitle } from './kindContext';

type Props = {
  /** One of the kind's sections (src/domain/kinds/), whose title it shows. */
  name: string;
  note?: string;
  children: ReactNode;
};

/** A titled group of fields; on wide screens its fields sit two to a row. */
export function Section({ name, children, note }: Props) {
  const { t } = useTranslation();
  const title = useSectionTitle(name);
  return (
    <fieldset className="form-section">
      <legend>{t(title)}</legend>
      {note && <p className="section-note">{t(note)}</p>}
      <div className="form-grid">{children}</div>
    </fieldset>
  );
}
