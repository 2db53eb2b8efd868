import { todayInDarEsSalaam } from './officeDay';
import { requestFlagOf } from './workQueue';

describe("the office's day", () => {
  it('is the Dar es Salaam date, whatever the clock zone: its midnight is 21:00 UTC', () => {
    expect(todayInDarEsSalaam(new Date('2026-03-09T20:59:59Z'))).toBe('2026-03-09');
    expect(todayInDarEsSalaam(new Date('2026-03-09T21:00:00Z'))).toBe('2026-03-10');
    expect(todayInDarEsSalaam(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
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
