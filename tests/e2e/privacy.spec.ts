// Before Submit, a form says what it collects, who sees it and for how long, and links the privacy
// page, which a visitor on a phone reaches with the keyboard alone. (Axe checks /privacy in both
// languages in a11y.spec.ts, with the other public screens.)
import { expect, test } from './fixtures.ts';
import { scrollToFormEnd } from './support/formEnd.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('the TIN form says above Submit who sees the answers and for how long, and its link opens the privacy page by keyboard', async ({
  page,
}) => {
  await page.goto('/tin');
  await scrollToFormEnd(page);
  const submit = page.getByRole('button', { name: 'Submit' });
  const notice = page.locator('form p').filter({ hasText: 'They are seen by our staff' });
  await expect(notice).toContainText(
    'only to prepare this application and file it with the Tanzania Revenue Authority (TRA)',
  );
  await expect(notice).toContainText('We delete your documents 90 days after your application is finished');
  await notice.scrollIntoViewIfNeeded();
  await expect(notice).toBeVisible();
  const noticeBox = (await notice.boundingBox())!;
  const submitBox = (await submit.boundingBox())!;
  expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(submitBox.y);

  // From the notice's text, the next stop of Tab is its link, and Enter follows it.
  await notice.click({ position: { x: 4, y: 4 } });
  await page.keyboard.press('Tab');
  const link = notice.getByRole('link', { name: 'How we use your data' });
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page).toHaveTitle('Privacy notice · Apply TZ');
  await expect(page.getByRole('main')).toContainText('the documents you upload: 90 days;');
  await expect(page.getByRole('link', { name: 'privacy@applytz.co.tz' })).toBeVisible();
});

test('the privacy page is linked from the footer and reads in Kiswahili', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'sw'));
  await page.goto('/');
  // The pre-rendered page takes input once React has taken it over.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Taarifa ya faragha' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Taarifa ya faragha' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('nyaraka unazopakia: siku 90;');
});
