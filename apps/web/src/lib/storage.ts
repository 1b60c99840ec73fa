/**
 * localStorage that never throws: private browsing modes and disabled storage
 * make every call fail, and the shop must still work (signed out) there.
 */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // storage unavailable: the value lives only for this page view
    }
  },
  remove(...keys: string[]): void {
    try {
      for (const key of keys) window.localStorage.removeItem(key);
    } catch {
      // storage unavailable
    }
  },
};
