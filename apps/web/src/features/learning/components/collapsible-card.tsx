import { clsx } from 'clsx';
import { useId, useState, type ReactNode } from 'react';

type CollapsibleCardProps = {
  /** A round mark before the title (week number, pigment icon). */
  badge: ReactNode;
  title: string;
  subtitle?: string | null;
  children: ReactNode;
  /** Called each time the card is opened. */
  onOpen?: () => void;
};

/** A card that shows its title and opens to show the rest; closed at first. */
export function CollapsibleCard({ badge, title, subtitle, children, onOpen }: CollapsibleCardProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();

  return (
    <article className="rounded-2xl border border-line bg-white/90 shadow-sm">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => {
            if (!open) onOpen?.();
            setOpen(!open);
          }}
          className="flex min-h-14 w-full items-center gap-3 rounded-2xl p-4 text-left focus-ring"
        >
          {badge}
          <span className="min-w-0 flex-1">
            <span className="block font-display text-lg leading-snug font-semibold text-ink">{title}</span>
            {subtitle && <span className="mt-0.5 block text-sm text-ink-soft">{subtitle}</span>}
          </span>
          <svg
            viewBox="0 0 24 24"
            className={clsx('size-5 shrink-0 text-ink-soft transition-transform', open && 'rotate-180')}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </button>
      </h3>
      <div id={bodyId} hidden={!open} className="flex flex-col gap-4 border-t border-line px-4 pt-4 pb-5">
        {open && children}
      </div>
    </article>
  );
}

/** The round mark of a card. */
export function CardBadge({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span aria-label={label} className="flex size-10 shrink-0 items-center justify-center rounded-full bg-madder/10 font-semibold text-madder-deep">
      {children}
    </span>
  );
}

/** One titled note inside a card; nothing when the text is empty. */
export function NoteSection({ heading, text }: { heading: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <section>
      <h4 className="text-sm font-semibold tracking-wide text-madder-deep uppercase">{heading}</h4>
      <p className="mt-1 whitespace-pre-line text-ink">{text}</p>
    </section>
  );
}
