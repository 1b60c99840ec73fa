import { storage } from './storage';

/**
 * The giveaways this browser has entered (docs/product/engagement.md §3 "Local storage"): the shop page's
 * 'Entered' badge and the admin page's list of giveaways not yet entered read it. Deleting an entry (or an
 * admin cancelling it, `clearStorage`) removes the id, so the shopper may enter again.
 */
const KEY = 'enteredGiveaways';
const listeners = new Set<() => void>();

export function readEnteredGiveaways(): string[] {
  try {
    const raw = JSON.parse(storage.get(KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function write(ids: string[]): void {
  storage.set(KEY, JSON.stringify([...new Set(ids)]));
  for (const listener of listeners) listener();
}

export function markGiveawayEntered(id: string): void {
  write([...readEnteredGiveaways(), id]);
}

export function forgetGiveawayEntry(id: string): void {
  write(readEnteredGiveaways().filter((entered) => entered !== id));
}

/** For useSyncExternalStore: changes in this tab and in others. */
export function subscribeEnteredGiveaways(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
