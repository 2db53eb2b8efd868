import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { BusinessApplication } from '#domain/kinds/business';
import { validBusinessApplication } from '#fixtures/applications';
import { MAX_UPLOAD_BYTES } from '#domain/uploads';
import { ApiError } from '#lib/api';
import { saveDraft } from '#lib/draft';
import { showError, showSuccess } from '#lib/dialogs';
import { saveApplication } from '../api/saveApplication';
import { uploadDocument } from '#lib/uploads';
import BusinessForm from './BusinessForm';
import { savedIn, waitForWholeForm } from '#unit/forms';

vi.mock('#lib/dialogs', () => ({ showError: vi.fn(), showSuccess: vi.fn(), confirmDanger: vi.fn() }));
vi.mock('../api/saveApplication', () => ({ saveApplication: vi.fn() }));
vi.mock('#lib/uploads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#lib/uploads')>()),
  uploadDocument: vi.fn(),
}));

const STORED_PATH = 'business-licenses/9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f98.pdf';
const SAVED = { id: 'biz-doc-1', reference: 'BIZ-9CX3NV' };

/** The payment screen stand-in: shows what the form handed over. */
function CheckoutProbe() {
  const { state } = useLocation();
  return <pre data-testid="checkout">{JSON.stringify(state)}</pre>;
}

/** The form shows its sections one after another; it is whole once its buttons are there. */
async function renderPage() {
  render(
    <MemoryRouter initialEntries={['/business']}>
      <Routes>
        <Route path="business" element={<BusinessForm />} />
        <Route path="payment" element={<CheckoutProbe />} />
      </Routes>
    </MemoryRouter>,
  );
  await waitForWholeForm();
  // The dialog library is mocked, so the page can be driven without an open dialog in the way.
  return userEvent.setup({ applyAccept: false });
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Submit' }));

const TEXT_LABELS: Array<[keyof BusinessApplication, string]> = [
  ['AAN', 'For Agents Only'],
  ['Nida', 'NIDA number'],
  ['Phone', 'Phone number'],
  ['Fname', 'First name'],
  ['Mname', 'Middle name'],
  ['Lname', 'Last name'],
  ['pSchool', 'Primary school'],
  ['pDistrict', 'District of primary school'],
  ['pSchoolYear', 'Year you finished primary school'],
  ['wardNida', 'Ward where you registered for NIDA'],
  ['wardBirth', 'Ward of birth'],
  ['MFname', "Mother's first name"],
  ['MMname', "Mother's middle name"],
  ['MLname', "Mother's last name"],
  ['MPhone', "Mother's phone number"],
  ['bName', 'Business name'],
  ['bActivity', 'Business activity'],
  ['bStreet', 'Street'],
  ['blockNo', 'Block number'],
  ['plotNo', 'Plot number'],
];

const APPLICATION = validBusinessApplication({ AAN: 'AG-0042', MMname: 'Halima' });
const { lordAttach: _noContract, ...ANSWERS } = APPLICATION;

/** Starts from a draft holding every answer, as after a reload: the tests below are not about typing. */
async function renderFilledPage() {
  saveDraft('business', ANSWERS);
  return renderPage();
}

async function fillEverything(user: ReturnType<typeof userEvent.setup>) {
  for (const [field, label] of TEXT_LABELS) {
    await user.click(textbox(label));
    await user.paste(String(APPLICATION[field]));
  }
  await user.selectOptions(select('Region'), 'Dar es Salaam');
  await user.selectOptions(select('Council'), 'Dar Es Salaam City Council');
  await user.selectOptions(select('Ward'), 'Kariakoo');
}

const pdf = (bytes: BlobPart = '%PDF-1.4\n%lease\n') =>
  new File([bytes], 'lease.pdf', { type: 'application/pdf' });

beforeEach(() => {
  vi.mocked(saveApplication).mockReset().mockResolvedValue(SAVED);
  vi.mocked(uploadDocument).mockReset().mockResolvedValue(STORED_PATH);
  vi.mocked(showError).mockReset();
  vi.mocked(showSuccess).mockReset();
});

afterEach(async () => {
  // Unmount first: a language change re-renders whatever is still on screen.
  cleanup();
  await i18n.changeLanguage('en');
});

// Typing into twenty-odd fields the way a user does takes seconds in jsdom, more on a busy machine.
describe('business licence form', { timeout: 60_000 }, () => {
  it('opens the council select only after a region, the ward only after a council, and clears both on a new region', async () => {
    const user = await renderPage();
    expect(select('Council')).toBeDisabled();
    expect(select('Ward')).toBeDisabled();

    await user.selectOptions(select('Region'), 'Dar es Salaam');
    expect(select('Council')).toBeEnabled();
    expect(
      within(select('Council')).getByRole('option', { name: 'Dar Es Salaam (City)' }),
    ).toBeInTheDocument();
    expect(select('Ward')).toBeDisabled();

    await user.selectOptions(select('Council'), 'Dar Es Salaam City Council');
    await user.selectOptions(select('Ward'), 'Kariakoo');
    expect(select('Ward')).toHaveValue('Kariakoo');

    await user.selectOptions(select('Region'), 'Arusha');
    expect(select('Council')).toHaveValue('');
    expect(select('Ward')).toHaveValue('');
    expect(select('Ward')).toBeDisabled();
  });

  it('says so when the wards cannot be fetched, and Try again brings them', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = await renderPage();
    await user.selectOptions(select('Region'), 'Kigoma');
    await user.selectOptions(select('Council'), 'Kibondo District Council');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The list of wards could not be loaded. Check your connection.',
    );
    expect(select('Ward')).toBeDisabled();
    expect(fetchSpy).toHaveBeenCalledWith('/assets/locations/wards/16.json');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(select('Ward')).toBeEnabled());
    await user.selectOptions(select('Ward'), 'Bitare');
    expect(select('Ward')).toHaveValue('Bitare');
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    fetchSpy.mockRestore();
  });

  it('says how many photos of the contract it takes, in both languages, with no placeholder left', async () => {
    await renderPage();
    const input = screen.getByLabelText('Landlord contract');
    expect(input).toHaveAccessibleDescription(
      'One PDF, or a photo of each page (JPEG or PNG, up to 10 photos); up to 5 MB each.',
    );
    expect(document.body.textContent).not.toContain('{{');
    await act(() => i18n.changeLanguage('sw'));
    expect(input).toHaveAccessibleDescription(
      'PDF moja, au picha ya kila ukurasa (JPEG au PNG, hadi picha 10); kila moja hadi MB 5.',
    );
    expect(document.body.textContent).not.toContain('{{');
  });

  it('refuses a landlord contract that is not a PDF or a photo, or is over 5 MB, with a translated message', async () => {
    const user = await renderPage();
    const input = screen.getByLabelText('Landlord contract');

    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Only PDF, JPEG or PNG files are accepted.'),
    );
    expect(input).toHaveValue('');

    await user.upload(input, pdf(new Uint8Array(MAX_UPLOAD_BYTES + 1)));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 5 MB.');
    expect(input).toHaveValue('');

    await act(() => i18n.changeLanguage('sw'));
    await user.upload(input, new File(['hello'], 'picha.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Faili za PDF, JPEG au PNG pekee ndizo zinakubaliwa.',
    );

    await user.upload(input, pdf());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Umechagua: lease.pdf')).toBeInTheDocument();
  });

  it('refuses an empty form with the spec message and errors next to the fields, and saves nothing', async () => {
    const user = await renderPage();
    await submit(user);
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith('Error!', 'Please fill in all required fields'),
    );
    expect(showError).toHaveBeenCalledTimes(1);
    for (const label of ['NIDA number', 'First name', 'Last name', 'Business name', 'Street']) {
      expect(textbox(label)).toHaveAttribute('aria-invalid', 'true');
      expect(textbox(label)).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    }
    expect(select('Region')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Middle name')).not.toHaveAttribute('aria-invalid');
    expect(uploadDocument).not.toHaveBeenCalled();
    expect(saveApplication).not.toHaveBeenCalled();

    // Typing afterwards re-validates fields but never brings the dialog back.
    await user.type(textbox('First name'), 'Khamis');
    expect(showError).toHaveBeenCalledTimes(1);
  });

  it('uploads the contract first, saves the record with its path, confirms and hands checkout the applicant and price', async () => {
    const user = await renderPage();
    await fillEverything(user);
    const contract = pdf();
    await user.upload(screen.getByLabelText('Landlord contract'), contract);
    await submit(user);

    await waitFor(() => expect(screen.getByTestId('checkout')).toBeInTheDocument());
    const record = { ...APPLICATION, lordAttach: STORED_PATH };
    expect(uploadDocument).toHaveBeenCalledWith('business', contract);
    expect(saveApplication).toHaveBeenCalledWith('business', record, savedIn('en'));
    expect(vi.mocked(uploadDocument).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(saveApplication).mock.invocationCallOrder[0]!,
    );
    expect(showSuccess).toHaveBeenCalledWith(
      'Success!',
      'Business License submitted successfully! Your reference number is BIZ-9CX3NV.',
    );
    expect(JSON.parse(screen.getByTestId('checkout').textContent!)).toEqual({
      kind: 'business',
      applicationId: SAVED.id,
      reference: SAVED.reference,
      name: 'Khamis Ali Said',
      email: '',
      phone: '0689112233',
      applicantPhone: '0689112233',
      price: 80000,
    });
    expect(showError).not.toHaveBeenCalled();
  });

  it('takes the contract as photos of its pages, and saves the path of each', async () => {
    const pages = ['ukurasa-1.jpg', 'ukurasa-2.png'].map(
      (name) => new File(['\xff\xd8\xff'], name, { type: name.endsWith('png') ? 'image/png' : 'image/jpeg' }),
    );
    const paths = [STORED_PATH.replace('.pdf', '.jpg'), STORED_PATH.replace('.pdf', '.png')];
    vi.mocked(uploadDocument).mockResolvedValue(paths);
    const user = await renderFilledPage();
    const input = screen.getByLabelText('Landlord contract');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('or a photo of each page'));
    await user.upload(input, pages);
    expect(screen.getByText('Chosen: ukurasa-1.jpg, ukurasa-2.png')).toBeInTheDocument();
    await submit(user);

    await waitFor(() => expect(screen.getByTestId('checkout')).toBeInTheDocument());
    expect(uploadDocument).toHaveBeenCalledWith('business', pages);
    expect(saveApplication).toHaveBeenCalledWith(
      'business',
      { ...ANSWERS, lordAttach: paths },
      savedIn('en'),
    );
  });

  it('saves a restored draft without a contract when none is chosen', async () => {
    const user = await renderFilledPage();
    await submit(user);
    await waitFor(() => expect(saveApplication).toHaveBeenCalled());
    expect(saveApplication).toHaveBeenCalledWith('business', ANSWERS, savedIn('en'));
    expect(uploadDocument).not.toHaveBeenCalled();
  });

  it('keeps every answer when saving fails and says so', async () => {
    vi.mocked(saveApplication).mockRejectedValue(new Error('permission-denied'));
    const user = await renderFilledPage();
    await user.upload(screen.getByLabelText('Landlord contract'), pdf());
    await submit(user);

    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith('Error!', 'Failed to submit data. Please try again.'),
    );
    for (const [field, label] of TEXT_LABELS) expect(textbox(label)).toHaveValue(APPLICATION[field]);
    expect(select('Region')).toHaveValue('Dar es Salaam');
    expect(select('Council')).toHaveValue('Dar Es Salaam City Council');
    expect(select('Ward')).toHaveValue('Kariakoo');
    expect(screen.getByText('Chosen: lease.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(showSuccess).not.toHaveBeenCalled();
  });

  it('says the upload failed and saves nothing when the contract cannot be sent', async () => {
    vi.mocked(uploadDocument).mockRejectedValue(new ApiError('unavailable', 503, { message: 'unavailable' }));
    const user = await renderFilledPage();
    await user.upload(screen.getByLabelText('Landlord contract'), pdf());
    await submit(user);

    await waitFor(() => expect(showError).toHaveBeenCalledWith('Error!', 'Failed to upload file'));
    expect(saveApplication).not.toHaveBeenCalled();
    expect(textbox('Business name')).toHaveValue(APPLICATION.bName);
  });
});
