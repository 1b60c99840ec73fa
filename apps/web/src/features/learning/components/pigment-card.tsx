import type { Pigment } from '@shop/contracts';
import { PaletteIcon } from '@/components/ui/icons';
import { CardBadge, CollapsibleCard, NoteSection } from './collapsible-card';

const NOTES = [
  ['origin', 'Origin'],
  ['watercolorUse', 'Watercolor Use'],
  ['goDeeper', 'Go Deeper'],
  ['funFacts', 'Fun Facts'],
] as const;

/** A pigment: name and category, then its notes and characteristics when opened. */
export function PigmentCard({ pigment }: { pigment: Pigment }) {
  return (
    <CollapsibleCard
      badge={
        <CardBadge label="Pigment">
          <PaletteIcon />
        </CardBadge>
      }
      title={pigment.name}
      subtitle={pigment.category ? `Category: ${pigment.category}` : null}
    >
      {NOTES.map(([key, heading]) => (
        <NoteSection key={key} heading={heading} text={pigment[key]} />
      ))}
      {pigment.characteristics.length > 0 && (
        <section>
          <h4 className="text-sm font-semibold tracking-wide text-madder-deep uppercase">Characteristics</h4>
          <ul className="mt-1 list-disc pl-5 text-ink">
            {pigment.characteristics.map((characteristic, index) => (
              <li key={`${index}-${characteristic}`}>{characteristic}</li>
            ))}
          </ul>
        </section>
      )}
    </CollapsibleCard>
  );
}
