import { render, screen, within } from '@testing-library/react';
import { correctableFields } from '#domain/requests';
import type { RequestView } from '#domain/requests';
import { RequestsSection } from './RequestsSection';

const [answerField] = correctableFields('tin') as [string];

const REQUEST: RequestView = {
  id: 'request-1',
  kind: 'tin',
  applicationId: 'abc',
  reference: 'TIN-7K3Q9X',
  items: [
    { type: 'field', field: answerField, reason: 'The name differs from the NIDA card.' },
    { type: 'otherDocument', name: 'Passport bio page', reason: 'To confirm the name.' },
  ],
  replyBy: '2026-12-19',
  state: 'open',
  // 10:00 UTC is 13:00 in Dar es Salaam.
  createdAt: '2026-12-05T10:00:00.000Z',
  createdBy: { uid: 'staff-uid', email: 'staff@example.co.tz' },
};

describe('RequestsSection', () => {
  it('lists each request with its items and reasons, reply-by date, state, and who asked when', () => {
    render(<RequestsSection kind="tin" requests={{ status: 'done', value: [REQUEST] }} lang="en" />);
    const section = screen.getByRole('region', { name: 'Requests' });
    const request = within(section).getByRole('article');
    expect(request).toHaveTextContent('Waiting for the applicant · Reply by 19 Dec 2026');
    const items = within(request).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^An answer to correct: .+The name differs from the NIDA card\.$/);
    expect(items[1]).toHaveTextContent('Another document: Passport bio pageTo confirm the name.');
    expect(request).toHaveTextContent('Asked by staff@example.co.tz on 5 Dec 2026, 13:00');
  });

  it('says when nothing has been asked', () => {
    render(<RequestsSection kind="tin" requests={{ status: 'done', value: [] }} lang="en" />);
    expect(screen.getByRole('region', { name: 'Requests' })).toHaveTextContent('Nothing has been asked yet.');
  });
});
