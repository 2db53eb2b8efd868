import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** 'Our Forms': a native modal dialog, so focus trapping and Escape come from the browser. */
export function OurFormsDialog() {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  return (
    <>
      <button type="button" className="button secondary" onClick={() => dialog.current?.showModal()}>
        {t('home.forms.open')}
      </button>
      <dialog ref={dialog} className="modal" aria-labelledby="our-forms-title">
        <h2 id="our-forms-title">{t('home.forms.title')}</h2>
        <p>{t('home.forms.body')}</p>
        <ul className="link-list">
          <li>
            <Link to="/visa" onClick={close}>
              {t('home.services.visa.title')}
            </Link>
          </li>
          <li>
            <Link to="/brela" onClick={close}>
              {t('home.services.brela.title')}
            </Link>
          </li>
        </ul>
        <button type="button" className="button secondary" onClick={close}>
          {t('common.close')}
        </button>
      </dialog>
    </>
  );
}
