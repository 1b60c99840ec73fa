import { clsx } from 'clsx';
import { useToast } from '@/components/ui/toast/use-toast';
import { CloseIcon } from './icons';

const variants = {
  default: 'border-line bg-white text-ink',
  success: 'border-sage/40 bg-sage-wash text-ink',
  destructive: 'border-red-300 bg-red-50 text-red-900',
} as const;

/**
 * The app's toasts, shown again inside the cart dialog. A modal <dialog> sits
 * in the browser's top layer and makes the rest of the page inert, so the
 * app's own toast viewport would be hidden behind it and silent to screen
 * readers. Same store, same place, same dismissal: closing one here closes the original.
 */
export function DialogToasts() {
  const { toasts, dismiss } = useToast();
  const shown = toasts.filter((t) => t.open);

  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed top-0 right-0 z-10 flex w-full max-w-[420px] flex-col gap-2 p-4 sm:top-auto sm:bottom-0"
    >
      {shown.map((t) => (
        <div
          key={t.id}
          role={t.variant === 'destructive' ? 'alert' : 'status'}
          data-testid="cart-toast"
          className={clsx(
            'pointer-events-auto relative w-full rounded-2xl border p-4 pr-10 shadow-lg',
            variants[t.variant ?? 'default'],
          )}
        >
          <p className="font-semibold">{t.title}</p>
          {t.description && <p className="mt-1 text-sm whitespace-pre-line opacity-90">{t.description}</p>}
          <button
            type="button"
            aria-label="Close notification"
            onClick={() => dismiss(t.id)}
            className="absolute top-2 right-2 rounded-lg p-1.5 opacity-70 hover:opacity-100 focus-ring"
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  );
}
