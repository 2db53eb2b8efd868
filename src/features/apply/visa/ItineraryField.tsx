import { useRef } from 'react';
import { get, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '#components/form/formKind';
import { LIMITS } from '#domain/common';
import { itineraryFieldLabels as stopLabel, type VisaApplicationInput } from '#domain/kinds/visa';
import { emptyStop } from './defaults';
import { StopField } from './StopField';

const HINT_ID = 'itinerary-hint';
const ERROR_ID = 'itinerary-error';

/**
 * The cities of the trip, one row each. 'Add more' appends a row and moves focus into it; every
 * row but a lone one can be removed, since the schema needs at least one.
 */
export function ItineraryField() {
  const { t } = useTranslation();
  const legend = useFieldLabel('itinerary');
  const { control, formState } = useFormContext<VisaApplicationInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'itinerary' });
  const addButton = useRef<HTMLButtonElement>(null);
  // Issues about the list itself (empty, too long) sit at its root, not on a row.
  const listError = (get(formState.errors, 'itinerary.root') ?? get(formState.errors, 'itinerary')) as
    { message?: string } | undefined;
  const atLimit = fields.length >= LIMITS.itineraryRows;

  return (
    <fieldset
      className="itinerary wide"
      aria-describedby={listError?.message ? `${HINT_ID} ${ERROR_ID}` : HINT_ID}
    >
      <legend>
        {t(legend)}
        <span aria-hidden="true"> *</span>
      </legend>
      <p className="field-hint" id={HINT_ID}>
        {t('visa.itineraryHint')}
      </p>
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <fieldset key={field.id} className="repeat-row">
            <legend>{t('visa.stop', { number })}</legend>
            <StopField name={`itinerary.${index}.city`} label={stopLabel.city} />
            <StopField name={`itinerary.${index}.arrivalDate`} label={stopLabel.arrivalDate} type="date" />
            <StopField
              name={`itinerary.${index}.departureDate`}
              label={stopLabel.departureDate}
              type="date"
            />
            {fields.length > 1 && (
              <button
                type="button"
                className="button secondary"
                aria-label={t('visa.removeStop', { number })}
                onClick={() => {
                  remove(index);
                  // The pressed button is gone; keep keyboard users in the list.
                  addButton.current?.focus();
                }}
              >
                {t('form.removeRow')}
              </button>
            )}
          </fieldset>
        );
      })}
      {listError?.message && (
        <p className="field-error" id={ERROR_ID} role="alert">
          {t(listError.message)}
        </p>
      )}
      <button
        ref={addButton}
        type="button"
        className="button secondary"
        disabled={atLimit}
        onClick={() => append(emptyStop())}
      >
        {t('form.addRow')}
      </button>
      {atLimit && <p className="field-hint">{t('visa.itineraryLimit', { count: LIMITS.itineraryRows })}</p>}
    </fieldset>
  );
}
