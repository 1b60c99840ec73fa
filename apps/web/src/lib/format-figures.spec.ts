/// <reference types="jest" />
import { countOf, courseTitle, formatCount, formatDay, formatDuration, formatHour } from './format-figures';

describe('the analytics figures as the owner reads them', () => {
  it('separates thousands', () => {
    expect(formatCount(1_234_567)).toBe('1,234,567');
  });

  it('counts in the singular for one', () => {
    expect(countOf(1, 'visit')).toBe('1 visit');
    expect(countOf(0, 'visit')).toBe('0 visits');
    expect(countOf(1200, 'view')).toBe('1,200 views');
  });

  it('words durations in seconds, minutes and hours', () => {
    expect(formatDuration(45.4)).toBe('45s');
    expect(formatDuration(200)).toBe('3m 20s');
    expect(formatDuration(3_900)).toBe('1h 05m');
  });

  it('labels hours and days', () => {
    expect(formatHour(9)).toBe('09:00');
    expect(formatDay('2026-03-04')).toBe('Mar 4');
  });

  it('titles a course type', () => {
    expect(courseTitle('watercolor-beginner')).toBe('Watercolor Beginner');
  });
});
