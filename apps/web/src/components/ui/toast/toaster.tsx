import * as ToastPrimitive from '@radix-ui/react-toast';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'wouter';
import { TOAST } from '@/config/constants';
import { useToastHost } from './toast-host';
import { clearToasts, useToast, type ToastVariant } from './use-toast';

const variants: Record<ToastVariant, string> = {
  default: 'border-line bg-white text-ink',
  success: 'border-sage/40 bg-sage-wash text-ink',
  destructive: 'border-red-300 bg-red-50 text-red-900',
};

/**
 * Radix copies a toast's text into a visually hidden live region of its own
 * (appended to <body>, inert behind a modal dialog) for a second. Title and
 * description are left out of that copy, so each toast's text is in the page
 * exactly once; the text block inside each toast is the live region instead.
 */
const NOT_COPIED = { 'data-radix-toast-announce-exclude': '' } as const;

/** A toast belongs to its page: navigating to another route clears it. */
function useClearToastsOnNavigation() {
  const [pathname] = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    clearToasts();
  }, [pathname]);
}

/**
 * The app's toasts (one at a time), in the page's viewport, or inside the open
 * modal dialog that renders a <ToastHost /> (see toast-host.tsx). In a dialog
 * the viewport takes its place in the dialog's layout (a strip under its
 * header) instead of floating, so it never covers the dialog's title, close
 * button or actions.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const host = useToastHost();
  useClearToastsOnNavigation();

  const viewport = (
    <ToastPrimitive.Viewport
      hotkey={[...TOAST.hotkey]}
      aria-live="polite"
      className={clsx(
        'flex w-full flex-col gap-2 outline-none',
        host ? 'px-5 pt-3 empty:hidden' : 'fixed top-0 right-0 z-[100] max-h-screen max-w-[420px] p-4 sm:top-auto sm:bottom-0',
      )}
    />
  );

  return (
    <ToastPrimitive.Provider duration={TOAST.durationMs} swipeDirection="right" swipeThreshold={TOAST.swipeThresholdPx}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismiss(t.id)}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          className={clsx(
            'toast pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-lg',
            variants[t.variant ?? 'default'],
          )}
        >
          {/* The live region is inside the toast: the toast itself stays an item of the viewport's list. */}
          <div
            className="grid gap-1"
            role={t.variant === 'destructive' ? 'alert' : 'status'}
            aria-live={t.variant === 'destructive' ? 'assertive' : 'polite'}
            aria-atomic="true"
          >
            <ToastPrimitive.Title className="font-semibold" {...NOT_COPIED}>
              {t.title}
            </ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="text-sm whitespace-pre-line opacity-90" {...NOT_COPIED}>
                {t.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close aria-label="Close" className="absolute top-2 right-2 rounded-lg p-1.5 opacity-70 hover:opacity-100 focus-ring">
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {host ? createPortal(viewport, host) : viewport}
    </ToastPrimitive.Provider>
  );
}
