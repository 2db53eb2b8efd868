import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { daysFrom, LIMITS } from '#domain/common';
import { validVisaApplication } from '#fixtures/applications';
import { without } from '#unit/schemaIssues';
import { saveApplication } from '../api/saveApplication';
import { uploadDocument } from '#lib/uploads';
import { showError, showSuccess } from '#lib/dialogs';
import VisaForm from './VisaForm';
import { savedIn, waitForWholeForm } from '#unit/forms';

vi.mock('#lib/dialogs', () => ({
  showError: vi.fn(),
  showSuccess: vi.fn(),
  confirmDanger: vi.fn(),
}));
vi.mock('../api/saveApplication', () => ({ saveApplication: vi.fn() }));
// The API names each uploaded file; here each area answers with the fixture's path.
vi.mock('#lib/uploads', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#lib/uploads')>()),
  uploadDocument: vi.fn((area: string) =>
    Promise.resolve(
      area === 'visaPhoto' ? validVisaApplication().passportPhoto : validVisaApplication().passportBioPage,
    ),
  ),
}));

type User = ReturnType<typeof userEvent.setup>;

// The form is long: checking pointer-events on every ancestor before each keystroke makes
// user-event crawl in jsdom, and no control here is ever covered or pointer-events: none.
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0, skipHover: true });

/** The form shows its sections one after another; it is whole once its buttons are there. */
async function renderPage() {
  const rendered = render(
    <MemoryRouter initialEntries={['/visa']}>
      <Routes>
        <Route path="/visa" element={<VisaForm />} />
        <Route path="/payment" element={<h1>Payment screen</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  await waitForWholeForm();
  return rendered;
}

// Testing Library's label queries inspect every element of this long form, country list
// included, and take up to a second each in jsdom. Every control here is labelled by a <label>
// (htmlFor, or wrapping a radio), so going through the labels finds the same control.
function queryField(label: string, scope: ParentNode = document): HTMLElement | null {
  const labels = [...scope.querySelectorAll('label')].filter(
    (element) => element.textContent?.replace(/ \*$/, '').trim() === label,
  );
  if (labels.length > 1) throw new Error(`More than one control is labelled "${label}"`);
  const [match] = labels;
  if (!match) return null;
  return match.htmlFor ? document.getElementById(match.htmlFor) : match.querySelector('input');
}
function field(label: string, scope?: ParentNode): HTMLElement {
  const control = queryField(label, scope);
  if (!control) throw new Error(`No control is labelled "${label}"`);
  return control;
}
// getByRole walks the whole long form to compute names; the legend is a direct way in.
const stop = (number: number) =>
  screen.getByText(`Stop ${number}`, { selector: 'legend' }).closest('fieldset') as HTMLElement;
const stopCount = () => screen.queryAllByText(/^Stop \d+$/, { selector: 'legend' }).length;
const choose = (user: User, option: string) => user.click(field(option));

// Bulk filling sets each value in one change, as autofill would, without moving focus (every
// blur re-validates and re-renders the long form). The browser tests (tests/e2e/visa.spec.ts)
// type every field for real.
const set = (control: HTMLElement, value: string) => fireEvent.change(control, { target: { value } });
const pick = (option: string) => fireEvent.click(field(option));

const photo = (name = 'me.jpg', type = 'image/jpeg') => new File(['\xff\xd8\xff'], name, { type });
const choosePhoto = (label: string, file = photo()) =>
  fireEvent.change(field(label), { target: { files: [file] } });

function fillStop(number: number, city: string, arrival: string, departure: string) {
  const row = stop(number);
  set(field('City', row), city);
  set(field('Arrival date', row), arrival);
  set(field('Departure date', row), departure);
}

/**
 * The fixtures' applicant on the shortest way through the form: single, out of work, no relative
 * in Tanzania, a local emergency number, and none of the optional fields. fillRequired enters her
 * with the first stop of her trip, leaving after it; a test that adds the second stop and the later
 * departure has all of her.
 */
const APPLICANT = without(
  validVisaApplication({ work: 'Unemployed', experience: 0, emrgencyPhone: '0722111222' }),
  'middleName',
  'company',
  'position',
  'flightNumber',
  'exitFlightNumber',
  'inviteName',
  'inviteRelation',
  'inviteCity',
  'invitePhone',
);
const firstStop = APPLICANT.itinerary[0]!;
const secondStop = APPLICANT.itinerary[1]!;

/** Every required field of a single applicant without relatives, and one itinerary stop. */
function fillRequired(
  firstStopDates: [string, string] = [firstStop.arrivalDate, firstStop.departureDate],
  withFiles = true,
) {
  const values: Record<string, string> = {
    'First name': APPLICANT.firstName,
    'Last name': APPLICANT.lastName,
    'Date of birth': APPLICANT.dob,
    'Place of birth': APPLICANT.placeOfBirth,
    'Country of birth': APPLICANT.countryOfBirth,
    Nationality: APPLICANT.nationality,
    // Phone numbers typed with spaces, as people write them; the form stores them without.
    'Phone number': '+254 712 345 678',
    'Email address': APPLICANT.email,
    'Residential address': APPLICANT.residance,
    'Passport type': APPLICANT.passportType,
    // As people copy it: in small letters with spaces; the form stores it as printed.
    'Passport number': 'ak 048 2913',
    'Issuing country': APPLICANT.passportCountry,
    'Date of issue': APPLICANT.passportIssueDate,
    'Date of expiry': APPLICANT.passportExpiryDate,
    'Visa type': APPLICANT.visaType,
    'Visa validity (months)': String(APPLICANT.validity),
    'Length of stay': String(APPLICANT.duration),
    'Employment status': APPLICANT.work,
    'Work experience (months)': String(APPLICANT.experience),
    'Date of arrival': APPLICANT.dateOfArrival,
    'City of arrival': APPLICANT.cityOfArrival,
    'Date of departure': firstStop.departureDate,
    'City of departure': APPLICANT.exitCity,
    'Emergency contact name': APPLICANT.emrgencyName,
    'Emergency contact phone': '0722 111 222',
    'Emergency contact relationship': APPLICANT.emrgencyRelation,
  };
  // These radio buttons are labelled with their values.
  const options = [
    APPLICANT.gender,
    APPLICANT.service,
    APPLICANT.durationUnit,
    APPLICANT.marital,
    APPLICANT.relativeAvailable,
  ];
  // One act around it all: React renders once at the end instead of after every field.
  act(() => {
    for (const [label, value] of Object.entries(values)) set(field(label), value);
    for (const option of options) pick(option);
    fillStop(1, firstStop.city, ...firstStopDates);
    if (withFiles) {
      choosePhoto('Passport bio page', photo('bio page.jpg'));
      choosePhoto('Passport photo');
    }
  });
}

/** A long form in jsdom on a busy machine. */
const SLOW = 30_000;

beforeEach(() => {
  vi.clearAllMocks();
});

describe('VisaPage', { timeout: SLOW }, () => {
  it('shows the spouse block only while the applicant is married', async () => {
    const user = setupUser();
    await renderPage();
    expect(queryField("Spouse's full name")).toBeNull();
    expect(screen.queryByRole('group', { name: "Spouse's details" })).toBeNull();

    await choose(user, 'Married');
    const spouse = screen.getByRole('group', { name: "Spouse's details" });
    for (const label of [
      "Spouse's full name",
      "Spouse's nationality",
      "Spouse's occupation",
      "Spouse's date of birth",
    ]) {
      expect(field(label, spouse)).toBeVisible();
    }
    // A visa does not need the spouse's city of birth or parents.
    expect(queryField("Spouse's father's date of birth")).toBeNull();
    expect(queryField("Spouse's city of birth")).toBeNull();

    await choose(user, 'Single');
    expect(queryField("Spouse's full name")).toBeNull();
  });

  it('names what the spouse block needs as soon as Married opens it after a refused Submit', async () => {
    const user = setupUser();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(field('First name')).toHaveFocus());

    await choose(user, 'Married');
    await choose(user, 'Yes');
    const spouse = screen.getByRole('group', { name: "Spouse's details" });
    await waitFor(() =>
      expect(field("Spouse's full name", spouse)).toHaveAccessibleDescription('This field is required.'),
    );
    expect(field("Spouse's occupation", spouse)).not.toHaveAttribute('aria-invalid');
  });

  it('shows the relative block only while a relative is available', async () => {
    const user = setupUser();
    await renderPage();
    expect(queryField("Relative's name")).toBeNull();

    await choose(user, 'No');
    expect(queryField("Relative's name")).toBeNull();

    await choose(user, 'Yes');
    expect(field("Relative's name")).toBeVisible();
    expect(field('Relationship')).toBeVisible();
    expect(field("Relative's phone number")).toBeVisible();

    await choose(user, 'No');
    expect(queryField("Relative's name")).toBeNull();
    expect(queryField("Relative's phone number")).toBeNull();
  });

  it('adds itinerary rows with Add more and removes them, never the last one', async () => {
    const user = setupUser();
    await renderPage();
    expect(stopCount()).toBe(1);
    expect(screen.queryByRole('button', { name: /^Remove stop/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add more' }));
    expect(stopCount()).toBe(2);
    expect(field('City', stop(2))).toHaveFocus();
    await user.type(field('City', stop(1)), 'Arusha');
    await user.type(field('City', stop(2)), 'Moshi');

    await user.click(screen.getByRole('button', { name: 'Add more' }));
    expect(stopCount()).toBe(3);
    expect(screen.getAllByRole('button', { name: /^Remove stop/ })).toHaveLength(3);

    // Removing the first row keeps what was typed in the others, in order.
    await user.click(screen.getByRole('button', { name: 'Remove stop 1' }));
    expect(stopCount()).toBe(2);
    expect(field('City', stop(1))).toHaveValue('Moshi');
    expect(field('City', stop(2))).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Add more' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove stop 2' }));
    expect(stopCount()).toBe(1);
    expect(field('City', stop(1))).toHaveValue('Moshi');
    expect(screen.queryByRole('button', { name: /^Remove stop/ })).toBeNull();
  });

  it(`stops adding itinerary rows at ${LIMITS.itineraryRows}, and says so`, async () => {
    const user = setupUser();
    await renderPage();
    const addMore = screen.getByRole('button', { name: 'Add more' });
    for (let count = 1; count < LIMITS.itineraryRows; count += 1) await user.click(addMore);
    expect(stopCount()).toBe(LIMITS.itineraryRows);
    expect(addMore).toBeDisabled();
    expect(screen.getByText(`You can list up to ${LIMITS.itineraryRows} cities.`)).toBeVisible();
  });

  it('does not flag a new row before the user has been to it', async () => {
    const user = setupUser();
    await renderPage();
    await user.type(field('City', stop(1)), 'Arusha');
    await user.type(field('Arrival date', stop(1)), firstStop.arrivalDate);
    await user.click(screen.getByRole('button', { name: 'Add more' }));
    // Adding a row validates the whole list in the background. Leaving the new row's city empty
    // flags it, by a validation that comes after that one: once it shows, the background one has
    // been shown too, and it flagged nothing the user has not been to.
    await user.click(field('City', stop(2)));
    await user.tab();
    await waitFor(() =>
      expect(field('City', stop(2))).toHaveAccessibleDescription('This field is required.'),
    );
    expect(stop(2).querySelectorAll('.field-error')).toHaveLength(1);
    expect(field('Arrival date', stop(2))).not.toHaveAttribute('aria-invalid');
    expect(field('Departure date', stop(1))).not.toHaveAttribute('aria-invalid');

    // Submitting flags everything.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(field('Arrival date', stop(2))).toHaveAccessibleDescription('This field is required.'),
    );
    expect(field('Departure date', stop(1))).toHaveAccessibleDescription('This field is required.');
  });

  it('refuses an empty form: errors next to the fields, focus on the first, nothing saved', async () => {
    const user = setupUser();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(field('First name')).toHaveFocus());
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('First name')).toHaveAccessibleDescription('This field is required.');
    expect(field('City', stop(1))).toHaveAccessibleDescription('This field is required.');
    expect(field('Middle name')).not.toHaveAttribute('aria-invalid');
    expect(saveApplication).not.toHaveBeenCalled();
  });

  it('saves what is shown: no spouse keys after switching back to Single, all itinerary rows', async () => {
    vi.mocked(saveApplication).mockResolvedValue({ id: 'doc-1', reference: 'VIS-7K3Q9X' });
    const user = setupUser();
    await renderPage();
    await choose(user, 'Married');
    await user.type(field("Spouse's full name"), 'Daniel Otieno');
    // fillRequired answers Single: the spouse name typed above must not be saved.
    fillRequired();
    await user.click(screen.getByRole('button', { name: 'Add more' }));
    fillStop(2, `  ${secondStop.city} `, secondStop.arrivalDate, secondStop.departureDate);
    set(field('Date of departure'), APPLICANT.exitDate);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByRole('heading', { name: 'Payment screen' });
    expect(saveApplication).toHaveBeenCalledTimes(1);
    const [kind, record, options] = vi.mocked(saveApplication).mock.calls[0]!;
    expect(kind).toBe('visa');
    expect(options).toEqual(savedIn('en'));
    expect(record).toEqual(APPLICANT);
    // Each document went up to its own area before the record was saved.
    expect(vi.mocked(uploadDocument).mock.calls.map(([area, file]) => [area, (file as File).name])).toEqual([
      ['visaPassport', 'bio page.jpg'],
      ['visaPhoto', 'me.jpg'],
    ]);
    expect(showSuccess).toHaveBeenCalledWith(
      'Success!',
      'Visa application submitted successfully. Your reference number is VIS-7K3Q9X.',
    );
  });

  it('flags a departure before the arrival on its row, then keeps the form when saving fails', async () => {
    vi.mocked(saveApplication).mockRejectedValue(new Error('permission-denied'));
    const user = setupUser();
    await renderPage();
    fillRequired([firstStop.departureDate, firstStop.arrivalDate]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(field('Departure date', stop(1))).toHaveAccessibleDescription(
        'The departure date cannot be before the arrival date.',
      ),
    );
    expect(field('Arrival date', stop(1))).not.toHaveAttribute('aria-invalid');
    expect(saveApplication).not.toHaveBeenCalled();

    await user.clear(field('Departure date', stop(1)));
    await user.type(field('Departure date', stop(1)), firstStop.departureDate);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(showError).toHaveBeenCalledWith(
        'Error!',
        'Failed to submit visa application. Please try again.',
      ),
    );
    expect(saveApplication).toHaveBeenCalledTimes(1);
    expect(field('First name')).toHaveValue(APPLICANT.firstName);
    expect(field('City', stop(1))).toHaveValue(firstStop.city);
    expect(field('Departure date', stop(1))).toHaveValue(firstStop.departureDate);
  });

  it('asks for both passport documents with the other answers, and takes only photos for the photo', async () => {
    const user = setupUser();
    await renderPage();
    fillRequired(undefined, false);
    choosePhoto('Passport photo', photo('passport.pdf', 'application/pdf'));
    expect(field('Passport photo')).toHaveAccessibleDescription(/Only JPEG or PNG photos are accepted\.$/);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(field('Passport bio page')).toHaveAccessibleDescription(/This field is required\.$/),
    );
    expect(field('Passport photo')).toHaveAccessibleDescription(/This field is required\.$/);
    expect(uploadDocument).not.toHaveBeenCalled();
    expect(saveApplication).not.toHaveBeenCalled();
  });

  it('refuses a trip that has begun and a passport that ends too soon after it', async () => {
    const user = setupUser();
    await renderPage();
    fillRequired();
    act(() => {
      set(field('Date of arrival'), '2020-01-06');
      set(field('Date of expiry'), daysFrom(30, APPLICANT.dateOfArrival));
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(field('Date of arrival')).toHaveAccessibleDescription('This date must be in the future.'),
    );
    set(field('Date of arrival'), APPLICANT.dateOfArrival);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(field('Date of expiry')).toHaveAccessibleDescription(
        /Your passport must be valid for at least six months after your date of arrival\.$/,
      ),
    );
    expect(saveApplication).not.toHaveBeenCalled();
  });

  it('restores a draft, itinerary rows included, after a reload', async () => {
    const user = setupUser();
    const { unmount } = await renderPage();
    await user.type(field('First name'), 'Grace');
    await choose(user, 'Married');
    await user.type(field("Spouse's full name"), 'Daniel Otieno');
    await user.click(screen.getByRole('button', { name: 'Add more' }));
    await user.type(field('City', stop(2)), 'Arusha');
    await waitFor(() => expect(localStorage.getItem('draft:visa')).toContain('Arusha'));
    unmount();

    await renderPage();
    expect(field('First name')).toHaveValue('Grace');
    expect(field('Married')).toBeChecked();
    expect(field("Spouse's full name")).toHaveValue('Daniel Otieno');
    expect(field('City', stop(2))).toHaveValue('Arusha');
  });
});
