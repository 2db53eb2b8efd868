import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import * as z from 'zod/mini';
import { yesNoOptions } from '#domain/options';
import { loadDraft, saveDraft } from '#lib/draft';
import { ApplicationForm } from './ApplicationForm';
import { optionsOf } from '#components/form/options';
import { RadioGroupField } from '#components/form/RadioGroupField';
import { Section } from '#components/form/Section';
import { TextField } from '#components/form/TextField';
import { useAnswer } from '#components/form/useAnswers';
import { visaApplication } from '#domain/kinds/visa';
import { waitForWholeForm } from '#unit/forms';

vi.mock('#lib/dialogs', () => ({ showError: vi.fn(), showSuccess: vi.fn(), confirmDanger: vi.fn() }));

const schema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  relativeAvailable: z.string(),
  relativeName: z.optional(z.string()),
});
type Answers = z.input<typeof schema>;

/**
 * A block shown by a radio of the same section, as the visa form's relatives: mounted after the
 * form, the section must see the restored answer although the radio registers in the same render.
 */
function RelativesSection() {
  const available = useAnswer<Answers, 'relativeAvailable'>('relativeAvailable');
  return (
    <Section name="relatives">
      <RadioGroupField
        name="relativeAvailable"
        label="fields.visa.relativeAvailable"
        options={optionsOf(yesNoOptions)}
      />
      {available === 'Yes' && <TextField name="relativeName" label="fields.visa.relativeName" />}
    </Section>
  );
}

function renderForm() {
  render(
    <MemoryRouter>
      <ApplicationForm application={visaApplication} schema={schema} defaultValues={{}}>
        <Section name="personal">
          <TextField name="firstName" label="fields.visa.firstName" />
        </Section>
        <Section name="visa">
          <TextField name="lastName" label="fields.visa.lastName" />
        </Section>
        <RelativesSection />
      </ApplicationForm>
    </MemoryRouter>,
  );
}

describe('ApplicationForm', () => {
  it('mounts its sections one after another and brings the buttons with the last', async () => {
    renderForm();
    const legends = () => [...document.querySelectorAll('legend')].map((legend) => legend.textContent);
    expect(legends()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();

    await waitForWholeForm();
    expect(legends()).toEqual(['Personal details', 'Visa details', 'Relatives', expect.any(String)]);
  });

  it('gives a section that mounts late the answers of a restored draft', async () => {
    saveDraft('visa', { firstName: 'Grace', relativeAvailable: 'Yes', relativeName: 'Amani Otieno' });
    renderForm();
    await waitForWholeForm();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: "Relative's name" })).toHaveValue('Amani Otieno');
  });

  describe('its draft', () => {
    const leavePage = () => window.dispatchEvent(new Event('pagehide'));
    const firstName = () => screen.getByRole('textbox', { name: 'First name' });

    it('is saved at once when the reader leaves the page, not only after a pause in typing', async () => {
      renderForm();
      await waitForWholeForm();
      fireEvent.input(firstName(), { target: { value: 'Grace' } });
      leavePage();
      expect(loadDraft('visa')).toMatchObject({ firstName: 'Grace' });
    });

    it('keeps the answers of the sections not yet built when the reader changes one before they are', () => {
      saveDraft('visa', { firstName: 'Grace', lastName: 'Mushi', relativeAvailable: 'No' });
      renderForm();
      expect(screen.queryByRole('textbox', { name: 'Last name' })).toBeNull();
      fireEvent.input(firstName(), { target: { value: 'Gracy' } });
      leavePage();
      expect(loadDraft('visa')).toEqual({ firstName: 'Gracy', lastName: 'Mushi', relativeAvailable: 'No' });
    });

    it('drops the answers of a block the reader hides once the whole form is there', async () => {
      saveDraft('visa', { firstName: 'Grace', relativeAvailable: 'Yes', relativeName: 'Amani Otieno' });
      renderForm();
      await waitForWholeForm();
      await userEvent.click(screen.getByRole('radio', { name: 'No' }));
      await waitFor(() => expect(loadDraft('visa')).toMatchObject({ relativeAvailable: 'No' }));
      expect(loadDraft('visa')).not.toHaveProperty('relativeName');
    });
  });
});
