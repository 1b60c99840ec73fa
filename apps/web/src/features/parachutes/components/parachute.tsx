import { parachuteText } from '@shop/contracts';
import type { ParachuteEnd } from '../hooks/use-parachute-scheduler';

type ParachuteProps = {
  /** e.g. 'daily-deals': the test id is `parachute-{kind}`. */
  kind: string;
  text: string;
  /** What a click does (after the fall has ended as 'clicked'). */
  onOpen: () => void;
  fallMs: number;
  onEnd: (why: ParachuteEnd) => void;
};

/**
 * One teaser falling from the top of the page: a canopy and its tag. A click on the tag opens what it teases;
 * the small × closes it. With reduced motion it hangs still under the header instead of falling.
 */
export function Parachute({ kind, text, onOpen, fallMs, onEnd }: ParachuteProps) {
  return (
    <div
      data-testid={`parachute-${kind}`}
      role="complementary"
      aria-label="Offer"
      className="parachute-fall pointer-events-none fixed top-16 left-1/2 z-40 w-64 max-w-[70vw] -translate-x-1/2"
      style={{ animationDuration: `${fallMs}ms` }}
      onAnimationEnd={() => onEnd('off-screen')}
    >
      <div className="pointer-events-auto relative flex flex-col items-center">
        <svg viewBox="0 0 120 60" aria-hidden="true" className="w-28 drop-shadow">
          <path d="M4 40 Q60 -20 116 40 Q102 30 88 40 Q74 30 60 40 Q46 30 32 40 Q18 30 4 40Z" fill="var(--color-madder)" />
          <path d="M4 40 L52 60 M32 40 L56 60 M88 40 L64 60 M116 40 L68 60" stroke="var(--color-ink-soft)" strokeWidth="1.2" />
        </svg>
        <button
          type="button"
          data-testid={`parachute-${kind}-open`}
          onClick={() => {
            onEnd('clicked');
            onOpen();
          }}
          className="rounded-2xl border-2 border-madder bg-white px-3 py-2 text-center text-sm font-semibold text-ink shadow-lg focus-ring"
        >
          {parachuteText(text)}
        </button>
        <button
          type="button"
          aria-label="Close this offer"
          data-testid={`parachute-${kind}-close`}
          onClick={() => onEnd('closed')}
          className="group absolute -top-2.5 -right-2.5 flex size-11 items-center justify-center rounded-full focus-ring"
        >
          {/* The drawn circle stays small; the button around it is a full 44 px to tap. */}
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-white text-lg leading-none text-ink-soft shadow"
          >
            ×
          </span>
        </button>
      </div>
    </div>
  );
}
