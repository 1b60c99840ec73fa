/** What the shop records about the visitor's device (docs/product/shopper.md §3). */

export type DeviceType = 'mobile' | 'tablet' | 'desktop';

export function getDeviceType(): DeviceType {
  const ua = navigator.userAgent;
  const width = window.innerWidth;
  if (/iPad|Tablet|PlayBook|Silk/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) {
    return 'tablet';
  }
  if (/Mobi|iPhone|iPod|Android|BlackBerry|IEMobile|Opera Mini/i.test(ua)) return 'mobile';
  if (width < 768) return 'mobile';
  if (width < 1024 && navigator.maxTouchPoints > 0) return 'tablet';
  return 'desktop';
}

export function getScreenResolution(): string {
  return `${window.screen.width}x${window.screen.height}`;
}

export function getTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function getDeviceFingerprint() {
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    platform: navigator.platform,
    timezone: getTimezone(),
    screenResolution: getScreenResolution(),
    colorDepth: window.screen.colorDepth,
  };
}

/** A random id; crypto.getRandomValues also works on plain-http LAN addresses, unlike randomUUID. */
export function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
