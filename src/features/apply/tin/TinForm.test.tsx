import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { CONTACT } from '#domain/agency';
import { showError, showSuccess, showWarning } from '#lib/dialogs';
import { saveApplication } from '../api/saveApplication';
import { hasDuplicateName } from './api/checkDuplicate';
import { savedIn } from '#unit/forms';
import TinForm from './TinForm';

vi.mock('#lib/dialogs', () => ({
  showError: vi.fn(),
  showSuccess: vi.fn(),
  showWarning: vi.fn(),
  confirmDanger: vi.fn(),
}));
vi.mock('../api/saveApplication', () => ({ saveApplication: vi.fn() }));
vi.mock('./api/checkDuplicate', () => ({ hasDuplicateName: vi.fn() }));

const BUSINESS_REASON = 'Employment and other business activities';

type User = ReturnType<typeof userEvent.setup>;

const textbox = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const radio = (name: string) => screen.getByRole('radio', { name });
const submit = () => screen.getByRole('button', { name: 'Submit' });
/** Whether a labelled control of any kind is on screen. */
const shown = (label: string) =>
  screen.queryByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`)) !== null;

function renderPage() {
  return render(
    <MemoryRouter>
      <TinForm />
    </MemoryRouter>,
  );
}

async function chooseBusiness(user: User, bType: 'Sole Proprietor' | 'Company') {
  await user.click(radio("No, I don't have a TIN"));
  await user.selectOptions(select('Reason for TIN'), BUSINESS_REASON);
  await user.selectOptions(select('Business type'), bType);
}

async function fillExistingTin(user: User, fullName = 'Neema Joseph Kimaro') {
  await user.click(radio('I have a TIN'));
  await user.type(textbox('Full name'), fullName);
  await user.type(textbox('TIN number'), '123-456-789');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '0713 987 654');
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(saveApplication).mockResolvedValue({ id: 'tin-1', reference: 'TIN-4MZ8PA' });
  vi.mocked(hasDuplicateName).mockResolvedValue(false);
});

// Whole-form journeys type a lot; a busy shared machine can take more than the default 5 s.
const JOURNEY = { timeout: 30_000 };

describe('TIN form: the decision tree', JOURNEY, () => {
  it('starts with the agent number and the TIN question only', () => {
    renderPage();
    expect(textbox('For Agents Only')).toBeInTheDocument();
    expect(radio('I have a TIN')).not.toBeChecked();
    expect(radio("No, I don't have a TIN")).not.toBeChecked();
    for (const label of ['Full name', 'NIDA number', 'Reason for TIN', 'Business type']) {
      expect(shown(label)).toBe(false);
    }
  });

  it('asks a TIN holder for the full name, the TIN and the phone only', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(radio('I have a TIN'));
    for (const label of ['Full name', 'TIN number', 'Phone number']) expect(shown(label)).toBe(true);
    for (const label of ['NIDA number', 'First name', 'Reason for TIN']) expect(shown(label)).toBe(false);
  });

  it('asks anyone else for the new-registration details and a reason', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(radio("No, I don't have a TIN"));
    // prettier-ignore
    const labels = ['NIDA number', 'District of birth', 'Primary school', 'District of residence',
      "Mother's name", 'Region of birth', 'Residential address', 'First name', 'Middle name',
      'Last name', 'Date of birth', 'Mobile number', 'Reason for TIN'];
    for (const label of labels) expect(shown(label)).toBe(true);
    expect(shown('Full name')).toBe(false);
    expect(shown('Business type')).toBe(false);
    expect(
      Array.from((select('Reason for TIN') as HTMLSelectElement).options, (option) => option.value),
    ).toEqual(['', 'Employment', 'Other non-business activities', BUSINESS_REASON]);
  });

  it('asks for a business type only for the business reason', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(radio("No, I don't have a TIN"));
    await user.selectOptions(select('Reason for TIN'), 'Employment');
    expect(shown('Business type')).toBe(false);
    await user.selectOptions(select('Reason for TIN'), 'Other non-business activities');
    expect(shown('Business type')).toBe(false);
    await user.selectOptions(select('Reason for TIN'), BUSINESS_REASON);
    expect(
      Array.from((select('Business type') as HTMLSelectElement).options, (option) => option.value),
    ).toEqual(['', 'Sole Proprietor', 'Company']);
  });

  it('shows a company only the sales contacts and will not submit', async () => {
    const user = userEvent.setup();
    renderPage();
    await chooseBusiness(user, 'Company');
    expect(screen.getByText(/Company registration is not handled online/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CONTACT.phone })).toHaveAttribute('href', CONTACT.phoneHref);
    expect(screen.getByRole('link', { name: CONTACT.salesEmail })).toHaveAttribute(
      'href',
      `mailto:${CONTACT.salesEmail}`,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/cannot be submitted/);
    expect(submit()).toBeDisabled();
    for (const label of ["Proprietor's first name", 'Business information', 'Trade name']) {
      expect(shown(label)).toBe(false);
    }
    expect(saveApplication).not.toHaveBeenCalled();
  });

  it('shows a sole proprietor personal and business details, spouse and landlord only when they apply', async () => {
    const user = userEvent.setup();
    renderPage();
    await chooseBusiness(user, 'Sole Proprietor');
    expect(submit()).toBeEnabled();
    // prettier-ignore
    const labels = ["Proprietor's first name", "Proprietor's last name", "Proprietor's date of birth",
      "Proprietor's phone number", 'Business information', 'Trade name',
      'Registration certificate (PDF)', 'Consent form (PDF)', 'Business region', 'Number of employees'];
    for (const label of labels) expect(shown(label)).toBe(true);
    expect(
      Array.from((select('Business information') as HTMLSelectElement).options, (option) => option.value),
    ).toEqual(['', 'Business', 'Business&Employment', 'Business&Investment', 'Employment', 'Investment']);

    const spouse = within(screen.getByRole('group', { name: /spouse doing business/ }));
    expect(shown("Spouse's full name")).toBe(false);
    await user.click(spouse.getByRole('radio', { name: 'Yes' }));
    expect(shown("Spouse's full name")).toBe(true);
    expect(shown("Spouse's TIN")).toBe(true);
    await user.click(spouse.getByRole('radio', { name: 'No' }));
    expect(shown("Spouse's full name")).toBe(false);

    const premises = within(screen.getByRole('group', { name: /premises rented/ }));
    expect(shown("Landlord's TIN")).toBe(false);
    await user.click(premises.getByRole('radio', { name: 'Yes' }));
    expect(shown("Landlord's TIN")).toBe(true);
    expect(shown('Lease agreement (PDF)')).toBe(true);
    await user.click(premises.getByRole('radio', { name: 'No' }));
    expect(shown("Landlord's TIN")).toBe(false);
    expect(shown('Lease agreement (PDF)')).toBe(false);
  });

  it('keeps the boolean answers checked when a draft is restored', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage();
    await chooseBusiness(user, 'Sole Proprietor');
    const premises = within(screen.getByRole('group', { name: /premises rented/ }));
    await user.click(premises.getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(localStorage.getItem('draft:tin')).toContain('"rented":true'));
    unmount();

    renderPage();
    expect(radio("No, I don't have a TIN")).toBeChecked();
    expect(select('Business type')).toHaveValue('Sole Proprietor');
    const restored = within(screen.getByRole('group', { name: /premises rented/ }));
    expect(restored.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(restored.getByRole('radio', { name: 'No' })).not.toBeChecked();
    expect(shown("Landlord's TIN")).toBe(true);
  });
});

describe('TIN form: submitting', JOURNEY, () => {
  it('saves exactly the TIN holder branch, as the schema stores it, and hands checkout the name and price', async () => {
    const user = userEvent.setup();
    renderPage();
    await fillExistingTin(user);
    await user.click(submit());
    await waitFor(() => expect(saveApplication).toHaveBeenCalled());
    expect(saveApplication).toHaveBeenCalledWith(
      'tin',
      { hasTin: true, fullName: 'Neema Joseph Kimaro', tin: '123456789', phone: '0713987654' },
      savedIn('en'),
    );
    expect(hasDuplicateName).toHaveBeenCalledWith({ firstName: 'Neema', lastName: 'Kimaro' });
    expect(showWarning).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(showSuccess).toHaveBeenCalledWith(
        'Success!',
        'Tin application submitted successfully. Your reference number is TIN-4MZ8PA.',
      ),
    );
  });

  it('warns about a duplicate name and still saves after OK', async () => {
    vi.mocked(hasDuplicateName).mockResolvedValue(true);
    const user = userEvent.setup();
    renderPage();
    await fillExistingTin(user);
    await user.click(submit());
    await waitFor(() => expect(saveApplication).toHaveBeenCalled());
    expect(showWarning).toHaveBeenCalledWith(
      'Duplicate Found!',
      'This name combination already exists in the system.',
    );
    expect(vi.mocked(showWarning).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(saveApplication).mock.invocationCallOrder[0]!,
    );
  });

  it('still saves when the duplicate check cannot answer', async () => {
    vi.mocked(hasDuplicateName).mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    renderPage();
    await fillExistingTin(user);
    await user.click(submit());
    await waitFor(() => expect(saveApplication).toHaveBeenCalled());
    expect(showWarning).not.toHaveBeenCalled();
    expect(showError).not.toHaveBeenCalled();
  });

  it('shows the spec failure message and keeps the form filled when saving fails', async () => {
    vi.mocked(saveApplication).mockRejectedValue(new Error('permission-denied'));
    const user = userEvent.setup();
    renderPage();
    await fillExistingTin(user);
    await user.click(submit());
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith('Error!', 'Failed to submit Tin application. Please try again.'),
    );
    expect(textbox('Full name')).toHaveValue('Neema Joseph Kimaro');
    expect(radio('I have a TIN')).toBeChecked();
  });

  it('refuses an unanswered TIN question next to the radios and saves nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose one of the options.');
    expect(radio('I have a TIN')).toHaveFocus();
    expect(saveApplication).not.toHaveBeenCalled();
    expect(hasDuplicateName).not.toHaveBeenCalled();
  });
});
