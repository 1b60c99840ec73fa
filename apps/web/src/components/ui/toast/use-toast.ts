import { useSyncExternalStore } from 'react';
import { TOAST } from '@/config/constants';

export type ToastVariant = 'default' | 'success' | 'destructive';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
};

export type ToastItem = ToastInput & { id: number; open: boolean };

/**
 * A tiny toast store: one toast visible at a time (a new one replaces it);
 * a dismissed toast stays mounted for its exit animation and is removed after
 * the documents' long delay.
 */
let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function dismissToast(id: number) {
  setToasts(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  window.setTimeout(() => setToasts(toasts.filter((t) => t.id !== id)), TOAST.removeDelayMs);
}

/** Removes every toast at once: a toast belongs to the page it was raised on (cleared when the route changes). */
export function clearToasts() {
  if (toasts.length) setToasts([]);
}

export function toast(input: ToastInput) {
  const item: ToastItem = { variant: 'default', ...input, id: nextId++, open: true };
  setToasts([item, ...toasts].slice(0, TOAST.limit));
  return { id: item.id, dismiss: () => dismissToast(item.id) };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast() {
  const items = useSyncExternalStore(subscribe, () => toasts);
  return { toasts: items, toast, dismiss: dismissToast };
}
