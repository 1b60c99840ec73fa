import { DEAL_DESCRIPTION_MAX_LENGTH } from '@shop/contracts';
import { toDollars } from '@shop/pricing';

const MAX_BULLETS = 4;
const MAX_BULLET_LENGTH = 140;

export interface BlurbProduct {
  name: string;
  description: string | null;
  category: string;
  paintCount: number | null;
}

const dollars = (cents: number) => `$${toDollars(cents).toFixed(2)}`;

/** Feature bullets from the product's own text: its lines, else its sentences; the first few that say something. */
export function featureBullets(description: string | null): string[] {
  const text = (description ?? '').trim();
  if (!text) return [];
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.replace(/^[\s•*\-–]+/, '').trim())
    .filter(Boolean);
  const parts =
    lines.length > 1
      ? lines
      : text
          .split(/(?<=[.!?])\s+/)
          .map((s) => s.trim())
          .filter(Boolean);
  return parts
    .map((part) => part.replace(/[.!]+$/, ''))
    .filter((part) => part.length >= 3)
    .slice(0, MAX_BULLETS)
    .map((part) => (part.length > MAX_BULLET_LENGTH ? `${part.slice(0, MAX_BULLET_LENGTH - 1).trimEnd()}…` : part));
}

/**
 * The scheduler's marketing blurb (docs/product/back-office.md §2.12): a template filled from the product's own
 * text with the savings amount and feature bullets; no outside service.
 */
export function dealBlurb(product: BlurbProduct, originalCents: number, saleCents: number, discountPercent: number): string {
  const bullets = featureBullets(product.description);
  if (product.paintCount) bullets.push(`${product.paintCount} colours`);
  if (!bullets.length) bullets.push(`From our ${product.category} collection`);
  const text = [
    `${product.name}: today's daily deal, ${discountPercent}% off.`,
    `Now ${dollars(saleCents)} instead of ${dollars(originalCents)}. You save ${dollars(originalCents - saleCents)}!`,
    '',
    ...bullets.map((bullet) => `• ${bullet}`),
    '',
    'Limited stock: when it is gone, it is gone.',
  ].join('\n');
  return text.slice(0, DEAL_DESCRIPTION_MAX_LENGTH);
}
