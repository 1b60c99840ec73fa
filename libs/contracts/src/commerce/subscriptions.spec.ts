import { addSubscriptionMonths } from './subscriptions';

describe('addSubscriptionMonths', () => {
  it('counts calendar months in UTC from the paid date, across a year end', () => {
    expect(addSubscriptionMonths(new Date('2026-11-24T08:30:00.000Z'), 3).toISOString()).toBe('2027-02-24T08:30:00.000Z');
    expect(addSubscriptionMonths(new Date('2026-01-15T00:00:00.000Z'), 12).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });

  it('leaves the date it was given unchanged', () => {
    const paid = new Date('2026-03-01T12:00:00.000Z');
    addSubscriptionMonths(paid, 1);
    expect(paid.toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });
});
