/// <reference types="jest" />
// The unit project maps @shop/contracts to its full entry (with the DTO classes); the web bundles only web.ts.
import 'reflect-metadata';
import { PEAK_HOURS_SHOWN } from '@shop/contracts';
import { peakHours } from './peak-hours';

describe('peakHours', () => {
  it('keeps the 10 busiest hours, busiest first, the earlier hour first on a tie, none without activity', () => {
    const distribution = Array.from({ length: 24 }, (_, hour) => ({ hour, count: hour % 12 }));
    const peaks = peakHours(distribution);
    expect(peaks).toHaveLength(PEAK_HOURS_SHOWN);
    expect(peaks.slice(0, 4)).toEqual([
      { hour: 11, count: 11 },
      { hour: 23, count: 11 },
      { hour: 10, count: 10 },
      { hour: 22, count: 10 },
    ]);
    expect(
      peakHours([
        { hour: 3, count: 0 },
        { hour: 4, count: 2 },
      ]),
    ).toEqual([{ hour: 4, count: 2 }]);
  });
});
