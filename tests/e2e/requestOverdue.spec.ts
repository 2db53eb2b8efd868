// The work queue's requests in the browser: an application whose applicant answered comes first in
// Needs attention, flagged, and a request left unanswered past its reply-by date is flagged overdue
// there and counted on the dashboard. Records are seeded with the Admin SDK under a surname of this
// run's; the overdue one made long ago, so the oldest-first queue shows it on its first page, and
// the answered one just now, so only the head of the queue can put it first.
import { Timestamp } from 'firebase-admin/firestore';
import { validVisaApplication } from '#fixtures/applications';
import { APPLICATION_COLLECTIONS, ROW_COLLECTIONS } from '#domain/kinds';
import { newApplicationMeta } from '#domain/meta';
import { withSearchIndex } from '#domain/searchIndex';
import { adminServices } from '../support/admin.ts';
import { expect, test } from './fixtures.ts';
import { signInAs } from './support/staff.ts';
import { seedApplicationNow } from '../support/seededApplications.ts';

const LONG_AGO = Date.UTC(2001, 0, 1) + Math.floor(Math.random() * 1e9);

/** A paid visa application of `firstName` with `fields`; answers its full name. */
async function seeded(firstName: string, lastName: string, fields: Record<string, unknown>) {
  const application = validVisaApplication({ firstName, lastName });
  await seedApplicationNow(
    adminServices().db.collection(APPLICATION_COLLECTIONS.visa).doc(),
    withSearchIndex('visa', {
      ...application,
      ...newApplicationMeta('visa', { lang: 'en' }),
      paymentStatus: 'paid',
      ...fields,
    }),
  );
  return [firstName, application.middleName, lastName].filter(Boolean).join(' ');
}

/** How many visa applications in the work queue wait for a reply past its date, by the Admin SDK. */
async function overdueVisas() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Dar_es_Salaam' }).format(new Date());
  // Counted as the dashboard counts: the lists' rows.
  const query = adminServices()
    .db.collection(ROW_COLLECTIONS.visa)
    .where('paymentStatus', '==', 'paid')
    .where('status', 'in', ['submitted', 'in_review', 'action_needed'])
    .where('requestState', '==', 'open')
    .where('requestReplyBy', '<', today);
  return (await query.count().get()).data().count;
}

test('staff see the answered application first in the work queue, and the overdue reply on the queue and the dashboard', async ({
  page,
}) => {
  const lastName = `Late${Math.random().toString(36).slice(2, 8)}`;
  const late = await seeded('Overdue', lastName, {
    status: 'action_needed',
    requestState: 'open',
    requestReplyBy: '2001-02-01',
    createdAt: Timestamp.fromMillis(LONG_AGO),
  });
  const answered = await seeded('Answered', lastName, {
    status: 'in_review',
    requestState: 'answered',
    requestAnsweredAt: Timestamp.fromMillis(LONG_AGO),
    createdAt: Timestamp.now(),
  });
  const overdue = await overdueVisas();
  expect(overdue).toBeGreaterThan(0);

  await signInAs(page, 'staff');
  const visa = page.getByRole('region', { name: 'Visa applications' });
  await expect(visa.getByRole('row', { name: `Reply overdue ${overdue}` })).toBeVisible();
  const summary = page.getByRole('region', {
    name: 'Reply overdue (asked of the applicant, reply-by date passed)',
  });
  await expect(summary).toContainText(/\d/);

  await visa
    .getByRole('row', { name: `Reply overdue ${overdue}` })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/ad\/visa$/);
  // On a phone, as this suite's browser is: the cards.
  const cards = page.getByRole('list', { name: 'Visa Applicants' }).getByRole('article');
  await expect(cards.first()).toHaveAccessibleName(answered);
  await expect(cards.first()).toContainText('Applicant answered');
  const lateCard = page.getByRole('article', { name: late });
  await expect(lateCard).toContainText('Action needed Reply overdue');
});
