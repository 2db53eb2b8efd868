import { APPLICATION_REQUEST_FIELDS, todayInDarEsSalaam } from './requests';
import { officeDay, REQUEST_SUMMARY_FIELDS, requestFlagOf } from './workQueue';

describe("the office's day", () => {
  it('is the Dar es Salaam date, as the requests name their reply-by dates', () => {
    for (const instant of [
      '2026-03-09T20:59:59Z',
      '2026-03-09T21:00:00Z',
      '2026-03-10T12:00:00Z',
      '2026-12-31T21:30:00Z',
    ]) {
      expect(officeDay(new Date(instant))).toBe(todayInDarEsSalaam(new Date(instant)));
    }
    expect(officeDay(new Date('2026-03-09T21:00:00Z'))).toBe('2026-03-10');
  });

  it('reads the request fields the API writes on the application', () => {
    expect(REQUEST_SUMMARY_FIELDS).toEqual(APPLICATION_REQUEST_FIELDS);
  });
});

describe('the flag of a pending request in the staff lists', () => {
  const today = '2026-03-10';

  it('flags an answer waiting for staff', () => {
    expect(requestFlagOf({ requestState: 'answered' }, today)).toBe('answered');
  });

  it('flags an open request overdue from the day after its reply-by date', () => {
    expect(requestFlagOf({ requestState: 'open', requestReplyBy: '2026-03-09' }, today)).toBe('overdue');
    expect(requestFlagOf({ requestState: 'open', requestReplyBy: today }, today)).toBeUndefined();
    expect(requestFlagOf({ requestState: 'open', requestReplyBy: '2026-03-11' }, today)).toBeUndefined();
  });

  it('flags nothing on an application without a pending request, however old its record', () => {
    expect(requestFlagOf({}, today)).toBeUndefined();
    expect(requestFlagOf({ requestReplyBy: '2026-03-01' }, today)).toBeUndefined();
    expect(requestFlagOf({ requestState: 'open' }, today)).toBeUndefined();
  });
});
