import { GIVEAWAY_ENTRIES_PER_ADDRESS_HOUR } from '@shop/contracts';
import { readConfig } from './config';

describe('readConfig: ENTRY_LIMIT_PER_ADDRESS_HOUR', () => {
  it('is 10 entries an hour per address unless set', () => {
    expect(GIVEAWAY_ENTRIES_PER_ADDRESS_HOUR).toBe(10);
    expect(readConfig({}).entryLimitPerAddressHour).toBe(10);
    expect(readConfig({ ENTRY_LIMIT_PER_ADDRESS_HOUR: '' }).entryLimitPerAddressHour).toBe(10);
  });

  it('takes a whole number of at least 1', () => {
    expect(readConfig({ ENTRY_LIMIT_PER_ADDRESS_HOUR: '5000' }).entryLimitPerAddressHour).toBe(5000);
  });

  it.each(['0', '-3', '2.5', 'ten', '1e400'])('refuses %s, naming the setting, so a shop does not start with it', (value) => {
    expect(() => readConfig({ ENTRY_LIMIT_PER_ADDRESS_HOUR: value })).toThrow(
      `ENTRY_LIMIT_PER_ADDRESS_HOUR must be a whole number of at least 1, not "${value}"`,
    );
  });
});
