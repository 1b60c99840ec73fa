import { clsx } from 'clsx';

/** Whether support is there right now (docs/product/engagement.md §4: admin_availability_changed updates availability). */
export function SupportAvailability({ available }: { available: boolean }) {
  return (
    <p
      role="status"
      data-testid="chat-availability"
      data-available={available}
      className="flex items-center gap-2 border-b border-line bg-white px-4 py-1.5 text-xs text-ink-soft"
    >
      <span aria-hidden="true" className={clsx('size-2 shrink-0 rounded-full', available ? 'bg-green-500' : 'bg-ink-soft/50')} />
      <span>
        <strong className="font-semibold text-ink">{available ? 'Support is online' : 'Support is offline'}</strong>
        {!available && " — leave a message and we'll reply here."}
      </span>
    </p>
  );
}
