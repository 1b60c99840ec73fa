import { useCallback, useSyncExternalStore } from 'react';

/**
 * Where the app's one toast viewport is rendered. A modal <dialog> sits in the
 * browser's top layer and makes the rest of the page inert, so a viewport left
 * in the page would be hidden behind it and silent to screen readers. A modal
 * that can raise toasts renders <ToastHost /> among its children: while it is
 * mounted the Toaster portals its viewport into it (the latest host wins, so
 * nested modals work), and back into the page once it is gone. The toasts are
 * rendered once, by the Toaster, wherever the viewport is.
 */
let hosts: readonly HTMLElement[] = [];
const listeners = new Set<() => void>();

function setHosts(next: readonly HTMLElement[]) {
  hosts = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The element the toast viewport belongs in now, or null for its place in the page. */
export function useToastHost(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => hosts.at(-1) ?? null,
    () => null,
  );
}

/** Rendered inside a modal dialog, where its toasts belong in the dialog's layout (e.g. under its header), while it is open. */
export function ToastHost() {
  const ref = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    setHosts([...hosts, node]);
    return () => setHosts(hosts.filter((host) => host !== node));
  }, []);
  return <div ref={ref} data-toast-host="" />;
}
