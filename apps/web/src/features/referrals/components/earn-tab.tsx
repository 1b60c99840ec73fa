import { Card } from '@/components/ui/card';

const WAYS = [
  { title: 'Individual colors', text: '1 credit each' },
  { title: 'Watercolor sets', text: 'As many credits as colors in the set' },
  { title: 'Extender packs', text: '6 credits each' },
];

const EXAMPLES = [
  { order: '3 individual colors', credits: 3 },
  { order: 'A 12-color set', credits: 12 },
  { order: 'A 6-color set + 2 individual colors', credits: 8 },
];

/** The Earn tab (docs/product/engagement.md "Referrals screen"; the rule itself: docs/rules.md §8). */
export function EarnTab() {
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {WAYS.map((way) => (
          <Card key={way.title} className="p-4 sm:p-5">
            <h3 className="font-semibold text-ink">{way.title}</h3>
            <p className="mt-1 text-ink-soft">{way.text}</p>
          </Card>
        ))}
      </div>
      <Card className="p-4 sm:p-5">
        <h3 className="font-semibold text-ink">Examples</h3>
        <ul className="mt-2 flex flex-col gap-1.5">
          {EXAMPLES.map((example) => (
            <li key={example.order} className="flex items-baseline justify-between gap-3 text-ink">
              <span>{example.order}</span>
              <span className="shrink-0 font-semibold tabular-nums">{example.credits} credits</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-ink-soft">Credits arrive once the order is paid.</p>
      </Card>
    </div>
  );
}
