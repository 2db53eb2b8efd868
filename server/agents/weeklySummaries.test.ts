import { describe, expect, it } from 'vitest';
import { summaryMailId, summaryWeek } from './weeklySummaries.ts';

/** An instant given as Dar es Salaam's clock reads it (East Africa Time, UTC+3). */
const inDar = (local: string) => Date.parse(`${local}+03:00`);

describe('the week a summary tells of', () => {
  it("is Monday to Monday in Dar es Salaam, ending at the run's Monday midnight", () => {
    // Monday 9 March 2026, 07:00 there, when the schedule runs.
    const week = summaryWeek(inDar('2026-03-09T07:00:00'));
    expect(week).toEqual({
      id: '2026-03-02',
      from: inDar('2026-03-02T00:00:00'),
      to: inDar('2026-03-09T00:00:00'),
    });
  });

  it('is the same week whichever day of the next one the job runs, so its email is sent once', () => {
    const monday = summaryWeek(inDar('2026-03-09T00:00:00'));
    for (const at of ['2026-03-09T23:59:59', '2026-03-11T12:00:00', '2026-03-15T23:59:59']) {
      expect(summaryWeek(inDar(at)), at).toEqual(monday);
    }
    // Monday morning in Dar es Salaam is still Sunday evening in UTC: the week is Dar es Salaam's.
    expect(summaryWeek(Date.parse('2026-03-08T21:30:00Z'))).toEqual(monday);
    expect(summaryWeek(inDar('2026-03-08T23:59:59')).id).toBe('2026-02-23');
    expect(summaryMailId('AGT-7K3Q9', monday)).toBe('agentSummary-AGT-7K3Q9-2026-03-02');
  });
});
