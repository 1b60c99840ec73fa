/**
 * Credits (points) and store credit (dollars), two ledgers owned by commerce (docs/product/engagement.md "Referrals
 * screen", "Your Credits", §3, §5, §8, §9; docs/product/back-office.md "Credit Management", §2.8 "Paint Credits import";
 * docs/rules.md §3 step 7, §8). A balance is the sum of its ledger rows and never goes below 0.
 */
export const CreditPatterns = {
  balance: 'commerce.credits.balance',
  transactions: 'commerce.credits.transactions',
  userStats: 'commerce.credits.user-stats',
  spend: 'commerce.credits.spend',
  adminAdd: 'commerce.credits.admin-add',
  storeCreditBalance: 'commerce.store-credit.balance',
  storeCreditTransactions: 'commerce.store-credit.transactions',
  paintCreditsOverview: 'commerce.paint-credits.overview',
  paintCreditsImport: 'commerce.paint-credits.import',
} as const;

/**
 * The credits-spend saga (docs/rules.md §8): commerce debits the ledger and publishes `spent` through its outbox;
 * engagement adds that many credit tickets, or — when the giveaway closed meanwhile — publishes `spendRefused`, and
 * commerce gives the credits back. Each step is idempotent on `spendId`.
 */
export const CreditEvents = {
  spent: 'credits.spent',
  spendRefused: 'credits.spend-refused',
} as const;

export interface CreditsSpentEvent {
  spendId: string;
  email: string;
  giveawayId: string;
  credits: number;
}

export interface CreditsSpendRefusedEvent {
  spendId: string;
  email: string;
  giveawayId: string;
  credits: number;
  reason: string;
}

/** Earning (docs/rules.md §8): per unit of a paid order's line. */
export const CREDITS_PER_INDIVIDUAL_COLOR = 1;
export const CREDITS_PER_EXTENDER_PACK = 6;
export const CREDITS_PER_SUBSCRIPTION_MONTH = 10;
/** One credit buys one extra giveaway entry. */
export const CREDITS_PER_GIVEAWAY_ENTRY = 1;
/** The most credits one request may name (spend, or an admin's grant). */
export const MAX_CREDITS_PER_REQUEST = 10_000;
/** The most an admin's reason for a grant may hold. */
export const CREDIT_REASON_MAX_LENGTH = 500;

export const INSUFFICIENT_CREDITS = 'Insufficient Credits';
/** The documented wording, word for word ("1 credits" included), under the INSUFFICIENT_CREDITS title. */
export const creditsAvailableLine = (available: number) => `You only have ${available} credits available.`;

/** GET /api/credits/{email} */
export interface CreditBalanceView {
  email: string;
  credits: number;
}

/**
 * One ledger row, in both shapes the documents read (docs/product/back-office.md §3 "Credit balance and transactions"):
 * `transactionType`/`amount`/`source`/`sourceDetails` and `type`/`description`/`orderAmount`. `amount` is signed
 * (spent rows negative); `orderAmount` the paid order's total in dollars when the row came from one, else null.
 */
export interface CreditTransactionView {
  id: string;
  transactionType: 'earned' | 'spent';
  type: 'earned' | 'spent';
  amount: number;
  /** 'order', 'giveaway', 'admin', 'refund'. */
  source: string;
  sourceDetails: string;
  description: string;
  orderAmount: number | null;
  createdAt: string;
}

/** GET /api/user-stats?userEmail= : credits balance, paid orders' total in dollars, giveaways entered. */
export interface UserStatsView {
  totalCredits: number;
  totalPurchases: number;
  giveawayEntries: number;
}

/** POST /api/credits/spend answers this (201). */
export interface CreditSpendAnswer {
  message: string;
  spendId: string;
  credits: number;
  /** The balance after the spend. */
  balance: number;
}

/** POST /api/admin/credits/add answers this (201). */
export interface CreditAddAnswer {
  message: string;
  balance: number;
}

// ---- store credit ----

/** Where a store-credit grant came from (docs/rules.md §8). */
export type StoreCreditSource = 'referral' | 'paint-import' | 'admin';

/** Imported paint credit: 0.40 per pan, items only, expiring 30 days after import (back-office.md §2.8). */
export const PAINT_CREDIT_PER_PAN_CENTS = 40;
export const PAINT_CREDIT_EXPIRY_DAYS = 30;

/** The shopper's spendable store credit (dollars), and what the checkout may use it on. */
export interface StoreCreditBalanceView {
  email: string;
  /** Everything spendable now. */
  available: number;
  /** The part usable on items only (imported paint credit). */
  itemsOnly: number;
  /** Every grant ever made, in dollars, less what was revoked (a commission taken back when its order was cancelled). */
  totalGranted: number;
  /** The soonest expiry among spendable grants, or null. */
  nextExpiry: string | null;
}

export interface StoreCreditTransactionView {
  id: string;
  /** 'granted', 'used', 'returned', 'expired', 'revoked' (a referral commission taken back when its order was cancelled). */
  kind: 'granted' | 'used' | 'returned' | 'expired' | 'revoked';
  source: StoreCreditSource;
  /** Signed dollars: grants and returns positive, uses, expiries and revocations negative. */
  amount: number;
  orderId: string | null;
  expiresAt: string | null;
  createdAt: string;
}

/** GET /api/admin/paint-credits/overview (back-office.md §3 "Paint credits"). Dollars. */
export interface PaintCreditsOverview {
  totalCustomers: number;
  totalCreditsIssued: number;
  activeCredits: number;
  customersWithCredits: number;
}

/** One customer of an import (back-office.md §3 "Import row"). */
export interface PaintCreditImportRow {
  email: string;
  firstName: string;
  lastName: string;
  pansPurchased: number;
  ordersWithPaint: number;
  /** Dollars: pansPurchased × 0.40. */
  calculatedCredits: number;
}

export interface PaintCreditLineError {
  line: number;
  message: string;
}

/**
 * POST /api/admin/paint-credits/import answers this. `preview: true` stores nothing. A customer already granted by
 * an earlier import of the same row (same e-mail and pan count and order count, within the expiry window) is skipped:
 * importing the same list twice grants once.
 */
export interface PaintCreditImportAnswer {
  preview: boolean;
  successful: number;
  skipped: number;
  errors: PaintCreditLineError[];
  totalCredits: number;
  rows: PaintCreditImportRow[];
}

/**
 * The import textarea (back-office.md §5 "Paint credits import"): one customer per line, `email, firstName, pans[,
 * orders]`. Fewer than three parts: 'Line N: Need at least email, firstName, paintCount'. A non-numeric pan count
 * counts as 0 (as the documents say), but a negative one, or a bad e-mail, is an error naming the line; orders default
 * to 1 and the first name to 'Customer'. Blank lines are skipped. Pure: the admin screen previews with it.
 */
export function parsePaintCreditLines(text: string): { rows: PaintCreditImportRow[]; errors: PaintCreditLineError[] } {
  const rows: PaintCreditImportRow[] = [];
  const errors: PaintCreditLineError[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    if (!raw.trim()) return;
    const parts = raw.split(',').map((part) => part.trim());
    if (parts.length < 3) {
      errors.push({ line, message: `Line ${line}: Need at least email, firstName, paintCount` });
      return;
    }
    const email = parts[0].toLowerCase();
    if (!/^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(email) || email.length > 254) {
      errors.push({ line, message: `Line ${line}: "${parts[0]}" is not an e-mail address` });
      return;
    }
    const pans = /^-?\d+$/.test(parts[2]) ? Number(parts[2]) : 0;
    if (pans < 0 || pans > 100_000) {
      errors.push({ line, message: `Line ${line}: the pan count must be from 0 to 100000` });
      return;
    }
    const orders = parts[3] && /^\d+$/.test(parts[3]) ? Math.max(1, Math.min(Number(parts[3]), 100_000)) : 1;
    rows.push({
      email,
      firstName: parts[1] || 'Customer',
      lastName: '',
      pansPurchased: pans,
      ordersWithPaint: orders,
      calculatedCredits: (pans * PAINT_CREDIT_PER_PAN_CENTS) / 100,
    });
  });
  return { rows, errors };
}
