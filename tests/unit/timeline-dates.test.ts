// #8: stored timeline labels are relative; the member's screen works out the calendar date.
import { describe, expect, it } from 'vitest';
import { offsetOf, timelineClock, timelineDate } from '@/lib/timeline-dates';

describe('timelineDate', () => {
  it('#8 turns pre-party labels into dates before the party', () => {
    expect(timelineDate('2026-12-13', '2 weeks before')).toBe('Nov 29');
    expect(timelineDate('2026-12-13', '3 days before')).toBe('Dec 10');
    expect(timelineDate('2026-12-13', 'Day before')).toBe('Dec 12');
    expect(timelineDate('2026-12-13', 'Day of')).toBe('Dec 13');
    expect(timelineDate('2026-12-13', 'Day of, 6:00 PM')).toBe('Dec 13');
    expect(timelineDate('2026-12-13', '1 week before')).toBe('Dec 6');
  });

  it('#8 after-party labels count forward; "within" reads as a deadline', () => {
    expect(timelineDate('2026-12-13', 'Next day')).toBe('Dec 14');
    expect(timelineDate('2026-12-13', 'Same night')).toBe('Dec 13');
    expect(timelineDate('2026-12-13', 'Within 3 days')).toBe('by Dec 16');
    expect(timelineDate('2026-12-13', 'Within a week')).toBe('by Dec 20');
    expect(timelineDate('2026-12-13', 'Within two weeks')).toBe('by Dec 27');
  });

  it('#8 crosses a year and says which', () => {
    expect(timelineDate('2027-01-10', '2 months before')).toBe('Nov 10, 2026');
    expect(timelineDate('2026-12-30', 'Within a week')).toBe('by Jan 6, 2027');
  });

  it('#8 leap years: Feb 29 exists in 2028, not in 2027', () => {
    expect(timelineDate('2028-03-01', 'Day before')).toBe('Feb 29');
    expect(timelineDate('2027-03-01', 'Day before')).toBe('Feb 28');
    expect(timelineDate('2028-03-31', '1 month before')).toBe('Feb 29');
    expect(timelineDate('2027-03-31', '1 month before')).toBe('Feb 28');
    expect(timelineDate('2028-03-07', '1 week before')).toBe('Feb 29');
  });

  it('#8 no date, a bad date or a label that is not relative to the day gives nothing', () => {
    expect(timelineDate(null, '2 weeks before')).toBeUndefined();
    expect(timelineDate(undefined, 'Day of')).toBeUndefined();
    expect(timelineDate('', 'Day of')).toBeUndefined();
    expect(timelineDate('2026-02-30', 'Day of')).toBeUndefined();
    expect(timelineDate('soon', 'Day of')).toBeUndefined();
    expect(timelineDate('2026-12-13', '7:00 PM')).toBeUndefined();
    expect(timelineDate('2026-12-13', 'Start')).toBeUndefined();
    expect(timelineDate('2026-12-13', '')).toBeUndefined();
    expect(offsetOf('1 hr in')).toBeUndefined();
  });

  it('#8 a party date in the past still gives the dates the tasks belonged to', () => {
    expect(timelineDate('2020-05-20', '2 weeks before')).toBe('May 6');
    expect(timelineDate('2020-05-20', 'Next day')).toBe('May 21');
  });
});

describe('timelineClock', () => {
  it('labels timed from the start get the clock time on a member’s screen', () => {
    expect(timelineClock('18:00', 'Start')).toBe('6:00 PM');
    expect(timelineClock('18:00:00', '45 min in')).toBe('6:45 PM');
    expect(timelineClock('18:00', '1 hr 30 min in')).toBe('7:30 PM');
    expect(timelineClock('23:30', '2 hr in')).toBe('1:30 AM');
  });
  it('nothing without a start time or for other labels', () => {
    expect(timelineClock(null, 'Start')).toBeUndefined();
    expect(timelineClock('18:00', '2 weeks before')).toBeUndefined();
    expect(timelineClock('18:00', 'in')).toBeUndefined();
  });
});
