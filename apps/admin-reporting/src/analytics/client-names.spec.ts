import 'reflect-metadata';
import { browserOf, deviceOf } from './client-names';

describe('the browser and device of an activity', () => {
  it('names the browser family from the user agent, Edge and Opera before the Chrome they also claim', () => {
    expect(browserOf({ userAgent: 'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0' })).toBe('Edge');
    expect(browserOf({ userAgent: 'Mozilla/5.0 (X11) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 OPR/105.0' })).toBe('Opera');
    expect(browserOf({ userAgent: 'Mozilla/5.0 (X11) AppleWebKit/537.36 Chrome/120.0 Safari/537.36' })).toBe('Chrome');
    expect(browserOf({ userAgent: 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1' })).toBe('Safari');
    expect(browserOf({ userAgent: 'Mozilla/5.0 (X11; rv:121.0) Gecko/20100101 Firefox/121.0' })).toBe('Firefox');
    expect(browserOf({ userAgent: 'curl/8.0' })).toBe('Other');
  });

  it('is Unknown without a user agent', () => {
    expect(browserOf(null)).toBe('Unknown');
    expect(browserOf({})).toBe('Unknown');
    expect(browserOf({ userAgent: 42 })).toBe('Unknown');
  });

  it('keeps the device the client named, lower-cased, or Unknown', () => {
    expect(deviceOf('Mobile')).toBe('mobile');
    expect(deviceOf(null)).toBe('Unknown');
    expect(deviceOf('  ')).toBe('Unknown');
  });
});
