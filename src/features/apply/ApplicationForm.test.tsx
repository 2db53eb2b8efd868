import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import * as z from 'zod/mini';
import { yesNoOptions } from '#domain/options';
import { loadDraft, saveDraft } from '#lib/draft';
import { forgetApplication, keepApplication, type KeptApplication } from '#lib/outbox';
import { saveApplication } from './api/saveApplication';
import { ApplicationForm } from './ApplicationForm';
import { optionsOf } from '#components/form/options';
import { RadioGroupField } from '#components/form/RadioGroupField';
import { Section } from '#components/form/Section';
import { TextField } from '#components/form/TextField';
import { useAnswer } from '#components/form/useAnswers';
import { visaApplication } from '#domain/kinds/visa';
import { waitForWholeForm } from '#unit/forms';

vi.mock('#lib/dialogs', () => ({ showError: vi.fn(), showSuccess: vi.fn(), confirmDanger: vi.fn() }));
vi.mock('./api/saveApplication', () => ({
  saveApplication: vi.fn(async () => ({ id: 'saved-1', reference: 'VIS-7K3Q9X' })),
}));
// The device's outbox in memory: jsdom has no IndexedDB.
const device = vi.hoisted(() => ({ kept: [] as KeptApplication[] }));
vi.mock('#lib/outbox', async (original) => ({
  ...(await original<typeof import('#lib/outbox')>()),
  keptApplications: vi.fn(async () => device.kept),
  keepApplication: vi.fn(async (application: KeptApplication) => {
    device.kept = [...device.kept.filter(({ id }) => id !== application.id), application];
  }),
  forgetApplication: vi.fn(async (id: string) => {
    device.kept = device.kept.filter((kept) => kept.id !== id);
  }),
}));

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

beforeEach(() => {
  device.kept = [];
  vi.mocked(keepApplication).mockClear();
  vi.mocked(forgetApplication).mockClear();
  vi.mocked(saveApplication).mockClear();
});

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

describe('an application kept on this device to send once back online', () => {
  const ANSWERS = { firstName: 'Grace', lastName: 'Mushi', relativeAvailable: 'No' };
  const KEPT: KeptApplication = {
    id: 'KeptOffline000000001',
    kind: 'visa',
    lang: 'en',
    answers: ANSWERS,
    draft: ANSWERS,
    documents: [],
    checkout: { kind: 'visa', name: 'Grace Mushi', email: '', price: 300_000 },
    keptAt: 1,
  };
  const online = (value: boolean) =>
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
  afterEach(() => online(true));

  async function fillInAgain() {
    await userEvent.click(await screen.findByRole('button', { name: 'Fill in another application' }));
    await waitForWholeForm();
    fireEvent.input(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Grace' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Mushi' } });
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  }

  it('is said in place of the form after a reload, naming the service and the applicant', async () => {
    device.kept = [KEPT];
    renderForm();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Kept on this device and not sent yet.');
    expect(screen.getByRole('listitem')).toHaveTextContent('Visa application: Grace Mushi');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('takes the same answers submitted again offline as the same application, under its id', async () => {
    device.kept = [KEPT];
    online(false);
    renderForm();
    await fillInAgain();
    await waitFor(() => expect(keepApplication).toHaveBeenCalled());
    expect(vi.mocked(keepApplication).mock.calls[0]![0]).toMatchObject({ id: KEPT.id, answers: ANSWERS });
    expect(device.kept).toHaveLength(1);
    expect(await screen.findByRole('listitem')).toHaveTextContent('Visa application: Grace Mushi');
  });

  it('sends the same answers submitted again online under its id, and keeps nothing more to send', async () => {
    device.kept = [KEPT];
    renderForm();
    await fillInAgain();
    await waitFor(() => expect(saveApplication).toHaveBeenCalled());
    expect(saveApplication).toHaveBeenCalledWith('visa', ANSWERS, { id: KEPT.id, lang: 'en' });
    await waitFor(() => expect(forgetApplication).toHaveBeenCalledWith(KEPT.id));
  });

  it('sends other answers as an application of their own', async () => {
    device.kept = [{ ...KEPT, answers: { ...ANSWERS, lastName: 'Otieno' } }];
    renderForm();
    await fillInAgain();
    await waitFor(() => expect(saveApplication).toHaveBeenCalled());
    expect(vi.mocked(saveApplication).mock.calls[0]![2]).not.toMatchObject({ id: KEPT.id });
    expect(forgetApplication).not.toHaveBeenCalled();
  });
});
