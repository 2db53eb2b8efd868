// One round of errors: a single Submit names every problem of a form at once, the rules across
// fields (dates in order, salaries in order) and the answers of the blocks an answer opens included,
// and a date of birth must lie in the past on every form that asks for one.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A control by its label; required fields add " *" to it. */
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));
/** A radio question, by its legend (required ones add " *"). */
const question = (page: Page, legend: string) =>
  page.getByRole('group', { name: new RegExp(`^${escape(legend)}( \\*)?$`) });

/** A date of birth no one can have: the 15 January of next year. */
const NEXT_YEAR = `${new Date().getFullYear() + 1}-01-15`;

/** A passport expiry no arrival date can accept: about three months from today. */
const IN_THREE_MONTHS = new Date(Date.now() + 92 * 86_400_000).toISOString().slice(0, 10);

const inKiswahili = (page: Page) => page.addInitScript(() => localStorage.setItem('lang', 'sw'));

test.describe('a tourist on the visa form', () => {
  test('sees what the spouse and relative blocks need as soon as they answer, without a second Submit', async ({
    page,
  }) => {
    await page.goto('/visa');
    await field(page, 'Date of birth').fill(NEXT_YEAR);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(question(page, 'Marital status')).toHaveAccessibleDescription(
      'Please choose one of the options.',
    );
    await expect(field(page, 'Date of birth')).toHaveAccessibleDescription(
      /This date cannot be in the future\./,
    );

    // Answering what the Submit asked for opens two blocks: their empty answers are named at once.
    await page.getByRole('radio', { name: 'Married', exact: true }).check();
    await question(page, 'Do you have a relative in Tanzania?').getByRole('radio', { name: 'Yes' }).check();
    const spouse = page.getByRole('group', { name: "Spouse's details" });
    await expect(field(spouse, "Spouse's full name")).toHaveAccessibleDescription('This field is required.');
    await expect(field(spouse, "Spouse's nationality")).toHaveAccessibleDescription(
      'This field is required.',
    );
    // A visa needs only the spouse's name and nationality; the rest may be left empty.
    await expect(spouse.getByText('This field is required.')).toHaveCount(2);
    await expect(field(spouse, "Spouse's date of birth")).not.toHaveAttribute('aria-invalid');
    await expect(field(page, "Relative's name")).toHaveAccessibleDescription('This field is required.');
    await expect(field(page, "Relative's phone number")).toHaveAccessibleDescription(
      /This field is required\./,
    );

    // A passport too short for any arrival is named now, beside the missing arrival date.
    await field(page, 'Date of expiry').fill(IN_THREE_MONTHS);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(field(page, 'Date of arrival')).toHaveAccessibleDescription(/This field is required\./);
    await expect(field(page, 'Date of expiry')).toHaveAccessibleDescription(
      /Your passport must be valid for at least six months after your date of arrival\.$/,
    );

    // The spouse's date of birth is checked like the applicant's.
    await field(spouse, "Spouse's date of birth").fill(NEXT_YEAR);
    await field(spouse, "Spouse's date of birth").blur();
    await expect(field(spouse, "Spouse's date of birth")).toHaveAccessibleDescription(
      'This date cannot be in the future.',
    );
  });
});

test.describe('a shop owner on a 360 px phone, in Kiswahili', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('TIN: one Submit names the salaries out of order, the dates of birth and the missing choice together', async ({
    page,
  }) => {
    await inKiswahili(page);
    await page.goto('/tin');
    await page.getByRole('radio', { name: 'Hapana, sina TIN', exact: true }).check();
    await field(page, 'Tarehe ya kuzaliwa').fill(NEXT_YEAR);
    await field(page, 'Sababu ya kuomba TIN').selectOption({
      label: 'Ajira na shughuli nyingine za biashara',
    });
    await field(page, 'Aina ya biashara').selectOption({ label: 'Mfanyabiashara binafsi (mmiliki mmoja)' });
    await field(page, 'Tarehe ya kuzaliwa ya mmiliki').fill(NEXT_YEAR);
    await field(page, 'Mshahara mdogo zaidi kwa mwezi (Tsh)').fill('500000');
    await field(page, 'Mshahara mkubwa zaidi kwa mwezi (Tsh)').fill('300000');
    // Last, an answer that is right: leaving a wrong one shows its message at once, which would
    // move the Submit button from under the finger.
    await field(page, 'Jina la kwanza').fill('Neema');

    await page.getByRole('button', { name: 'Wasilisha' }).click();

    await expect(field(page, 'Taarifa za biashara')).toHaveAccessibleDescription(
      'Tafadhali chagua mojawapo ya machaguo.',
    );
    await expect(field(page, 'Jina la mwisho')).toHaveAccessibleDescription('Sehemu hii inahitajika.');
    await expect(field(page, 'Tarehe ya kuzaliwa')).toHaveAccessibleDescription(
      'Tarehe hii haiwezi kuwa ya baadaye.',
    );
    await expect(field(page, 'Tarehe ya kuzaliwa ya mmiliki')).toHaveAccessibleDescription(
      'Tarehe hii haiwezi kuwa ya baadaye.',
    );
    await expect(field(page, 'Mshahara mkubwa zaidi kwa mwezi (Tsh)')).toHaveAccessibleDescription(
      'Mshahara mkubwa zaidi hauwezi kuwa chini ya mshahara mdogo zaidi.',
    );
  });

  test('TIN: answering "no TIN" after a refused Submit names the new registration’s empty answers at once', async ({
    page,
  }) => {
    await inKiswahili(page);
    await page.goto('/tin');
    await page.getByRole('button', { name: 'Wasilisha' }).click();
    await expect(question(page, 'Je, una namba ya TIN?')).toHaveAccessibleDescription(
      'Tafadhali chagua mojawapo ya machaguo.',
    );
    await page.getByRole('radio', { name: 'Hapana, sina TIN', exact: true }).check();
    await expect(field(page, 'Namba ya Kitambulisho cha Taifa (NIDA)')).toHaveAccessibleDescription(
      /Sehemu hii inahitajika\./,
    );
    await expect(field(page, 'Sababu ya kuomba TIN')).toHaveAccessibleDescription(
      'Tafadhali chagua mojawapo ya machaguo.',
    );
  });

  test('BRELA: the owner’s date of birth must be past, and an unsurveyed address is asked for at once', async ({
    page,
  }) => {
    await inKiswahili(page);
    await page.goto('/brela');
    await field(page, 'Tarehe ya kuzaliwa ya mmiliki').fill(NEXT_YEAR);
    await page.getByRole('button', { name: 'Wasilisha' }).click();
    await expect(field(page, 'Tarehe ya kuzaliwa ya mmiliki')).toHaveAccessibleDescription(
      'Tarehe hii haiwezi kuwa ya baadaye.',
    );
    await expect(field(page, 'Jina la biashara')).toHaveAccessibleDescription('Sehemu hii inahitajika.');

    await question(page, 'Aina ya anwani ya eneo').getByRole('radio', { name: 'Eneo lisilopimwa' }).check();
    await expect(field(page, 'Anwani ya eneo lisilopimwa')).toHaveAccessibleDescription(
      'Sehemu hii inahitajika.',
    );
  });
});
