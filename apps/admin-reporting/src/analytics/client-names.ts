import { UNKNOWN_CLIENT } from '@shop/contracts';

const MAX_NAME_LENGTH = 40;

/** The browser family a user agent names; order matters, as Edge and Opera also say Chrome, and Chrome says Safari. */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

/** The browser of an activity: from its metadata's `userAgent` when the client sent one, else Unknown. */
export function browserOf(metadata: Record<string, unknown> | null): string {
  const agent = metadata?.userAgent;
  if (typeof agent !== 'string' || !agent.trim()) return UNKNOWN_CLIENT;
  return BROWSERS.find(([shape]) => shape.test(agent))?.[1] ?? 'Other';
}

/** The device an activity names (mobile, tablet, desktop as the web app says it), else Unknown. */
export function deviceOf(deviceUsed: string | null): string {
  const device = deviceUsed?.trim().toLowerCase();
  return device ? device.slice(0, MAX_NAME_LENGTH) : UNKNOWN_CLIENT;
}
