/// <reference types="jest" />
import { relativeHours, relativeTime } from './relative-time';

describe('relativeTime (docs/product/back-office.md §2.11)', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('counts minutes below 60', () => {
    expect(relativeTime(ago(0), now)).toBe('0 minutes ago');
    expect(relativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60_000 + 59_000), now)).toBe('59 minutes ago');
  });

  it('counts hours from 60 minutes and below 24 hours', () => {
    expect(relativeTime(ago(60 * 60_000), now)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * 3_600_000 + 59 * 60_000), now)).toBe('23 hours ago');
  });

  it('counts days from 24 hours', () => {
    expect(relativeTime(ago(24 * 3_600_000), now)).toBe('1 day ago');
    expect(relativeTime(ago(75 * 3_600_000), now)).toBe('3 days ago');
  });

  it('reads a time slightly ahead of the clock as now, and leaves an unreadable one as it is', () => {
    expect(relativeTime(new Date(now + 5_000).toISOString(), now)).toBe('0 minutes ago');
    expect(relativeTime('not a date', now)).toBe('not a date');
  });

  it('words whole hours the same way', () => {
    expect(relativeHours(1)).toBe('1 hour ago');
    expect(relativeHours(30)).toBe('1 day ago');
  });
});
