import { drawTicket, GiveawayTicket, ticketCounts } from './giveaway-draw';

const tickets: GiveawayTicket[] = Array.from({ length: 10 }, (_, index) => ({
  id: `t${index}`,
  userEmail: `shopper${index % 4}@example.com`,
  source: index % 3 === 0 ? 'share' : 'answer',
}));

/** Upper 0.1 % point of chi-square with 9 degrees of freedom: a uniform draw exceeds it less than once in a thousand runs. */
const CHI_SQUARE_9_DF_P_0_001 = 27.877;

describe('the giveaway draw', () => {
  it('is uniform over tickets within the chi-square bound at p = 0.001 over 10,000 unseeded draws', () => {
    const draws = 10_000;
    const observed = new Map<string, number>(tickets.map((ticket) => [ticket.id, 0]));
    for (let draw = 0; draw < draws; draw += 1) {
      const picked = drawTicket(tickets);
      observed.set(picked.id, (observed.get(picked.id) ?? 0) + 1);
    }
    const expected = draws / tickets.length;
    const chiSquare = [...observed.values()].reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(CHI_SQUARE_9_DF_P_0_001);
  });

  it('can pick the first and the last ticket', () => {
    expect(drawTicket(tickets, () => 0)).toBe(tickets[0]);
    expect(drawTicket(tickets, (max) => max - 1)).toBe(tickets[9]);
  });

  it('refuses a draw without tickets', () => {
    expect(() => drawTicket([])).toThrow(RangeError);
  });

  it('counts the tickets each entrant holds', () => {
    expect(ticketCounts(tickets)).toEqual({
      'shopper0@example.com': 3,
      'shopper1@example.com': 3,
      'shopper2@example.com': 2,
      'shopper3@example.com': 2,
    });
  });
});
