// The whole case in the app: staff ask (in English), the applicant answers from another device
// through Track (in Kiswahili), staff accept the answer and hand back the certificate, and the
// applicant downloads it and checks it by its code.
import type { BrowserContext } from '@playwright/test';
import { storedApplication } from '../support/applications.ts';
import { pdfBytes } from '../support/uploads.ts';
import { signedInUser } from '../support/users.ts';
import { anyOf, answeredWith, expect, test, unanswered } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { askForNameAndLease } from './support/asking.ts';
import { valueOf } from './support/detailPage.ts';
import { expectKiswahiliOnly } from './support/kiswahili.ts';
import { downloadResult, expectVerified, handBackResult } from './support/results.ts';
import { signInThroughForm } from './support/staff.ts';

test.describe('answering what staff asked', () => {
  // The aborted send and the refused correction are logged by the browser.
  test.use({ allowedConsoleErrors: anyOf(unanswered('ERR_FAILED'), answeredWith(422)) });
  let phone: BrowserContext | undefined;
  test.afterEach(async () => phone?.close());

  test('the applicant answers on Track in Kiswahili from another device; staff accept and hand back the result, which the applicant downloads and checks', async ({
    page,
    browser,
  }) => {
    test.slow(); // two browsers, a reload, a refused send, uploads, a hand-back and six axe runs
    const staff = await signedInUser('staff');
    const { id, proof } = await storedApplication('business', undefined, 'sw');
    await askForNameAndLease(staff, id);

    // The applicant's phone, as the SMS's link opens it.
    phone = await browser.newContext({ acceptDownloads: true });
    const applicant = await phone.newPage();
    const find = async () => {
      await applicant.goto(`/track?reference=${proof.reference}&lang=sw`);
      await applicant.getByLabel(/^Namba ya simu/).fill(proof.phone);
      await applicant.getByRole('button', { name: /Tafuta/ }).click();
    };
    await find();
    const asked = applicant.getByRole('region', { name: 'Tunachohitaji kutoka kwako' });
    await expect(asked).toContainText('Sababu: The name differs from the BRELA certificate.');
    const businessName = asked.getByLabel('Jina la biashara');
    await expect(businessName).not.toHaveValue('');

    // Half done, then the page is reloaded: what was typed is still there.
    await businessName.fill('Amani Traders Ltd');
    await find();
    await expect(businessName).toHaveValue('Amani Traders Ltd');
    expect(await seriousViolations(applicant)).toEqual([]);
    await expectKiswahiliOnly(applicant);

    // A correction the form would refuse is refused beside its field, and nothing else is lost.
    await businessName.fill(' ');
    const lease = asked.getByLabel('Signed lease');
    await lease.setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: pdfBytes('lease') });
    await asked.getByRole('button', { name: 'Tuma jibu' }).click();
    await expect(asked.getByText('Sehemu hii inahitajika.')).toBeVisible();

    // The connection drops as the answer is sent: everything stays for the next try.
    await businessName.fill('Amani Traders Ltd');
    await applicant.route('**/api/requests/answer', (route) => route.abort());
    await asked.getByRole('button', { name: 'Tuma jibu' }).click();
    await expect(asked.getByRole('alert')).toBeVisible();
    await expect(businessName).toHaveValue('Amani Traders Ltd');
    await applicant.unroute('**/api/requests/answer');
    await asked.getByRole('button', { name: 'Tuma jibu' }).click();
    await expect(
      applicant.getByRole('heading', { name: 'Jibu limetumwa: tutakujulisha kwa SMS' }),
    ).toBeFocused();
    await expect(applicant.getByRole('main')).toContainText('Inakaguliwa');
    expect(await seriousViolations(applicant)).toEqual([]);

    // Staff, in English, see the answer and accept it.
    await signInThroughForm(page, staff);
    await page.goto(`/ad/viewBusiness/${id}`);
    await expect(valueOf(page, 'Status')).toHaveText('In review');
    const answered = page.getByRole('region', { name: 'Requests' }).getByRole('article');
    await expect(answered).toContainText('Answered: waiting for staff');
    await expect(answered).toContainText('→ Amani Traders Ltd');
    // One file was uploaded for the lease, though the answer was sent three times.
    await expect(answered.getByRole('button', { name: /^Open document:/ })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await answered.getByRole('button', { name: 'Accept the answer' }).click();
    await expect(answered).toContainText(`Accepted by ${staff.email}`);
    await expect(page.getByRole('region', { name: 'History' })).toContainText('by the applicant');

    // The licence is issued: staff hand it back, and the applicant downloads it and checks it.
    await handBackResult(page, 'Business licence');
    await find();
    const downloaded = await downloadResult(applicant, 'Business licence');
    await expectVerified(applicant, { ...downloaded, title: 'Business licence', reference: proof.reference });
  });
});

test.describe('a document refused when the answer is sent', () => {
  // The API reads the bytes and refuses the text file with a 415, which the browser logs.
  test.use({ allowedConsoleErrors: answeredWith(415) });

  test('is named, with its file, beside its own picker and not under the other document', async ({
    page,
  }) => {
    const staff = await signedInUser('staff');
    const { id, proof } = await storedApplication('business');
    await askForNameAndLease(staff, id, [
      { type: 'otherDocument', name: 'Signed lease', reason: 'The lease sent is not signed.' },
      { type: 'otherDocument', name: 'Bank statement', reason: 'The statement is older than 3 months.' },
    ]);
    await page.goto(`/track?reference=${proof.reference}`);
    await page.getByLabel(/^Phone number/).fill(proof.phone);
    await page.getByRole('button', { name: 'Find my application' }).click();
    const asked = page.getByRole('region', { name: 'What we need from you' });
    // Named by staff, in either language.
    const lease = page.getByLabel('Signed lease');
    const statement = page.getByLabel('Bank statement');
    // A text file named .pdf passes the picker, which reads only its name and type.
    await lease.setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('Just some notes, not a PDF.'),
    });
    await statement.setInputFiles({
      name: 'statement.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes('statement'),
    });
    await asked.getByRole('button', { name: 'Send answer' }).click();

    await expect(lease).toHaveAccessibleDescription(
      /“notes\.pdf” for Signed lease was not uploaded\. Only PDF, JPEG or PNG files are accepted\.$/,
    );
    await expect(lease).toBeFocused();
    await expect(statement).not.toHaveAttribute('aria-invalid');
    await expect(asked.getByRole('alert')).toHaveCount(1);
    await page.getByLabel('Language').selectOption('sw');
    await expect(lease).toHaveAccessibleDescription(
      /Faili “notes\.pdf” ya Signed lease haikupakiwa\. Faili za PDF, JPEG au PNG pekee ndizo zinakubaliwa\.$/,
    );
  });
});
