import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  CartEvents,
  CartQuoteView,
  CartRow,
  CartUpdatedEvent,
  QuoteCartDto,
  SaveCartAnswer,
  SaveCartDto,
  SavedCartLine,
  ShopperScope,
} from '@shop/contracts';
import { addToOutbox, queryRows, serviceError, UnitOfWork } from '@shop/platform';
import { CartPricerService } from '../pricing/cart-pricer.service';
import { withStoreCredit } from '../store-credit/apply-store-credit';
import { SavedCartRow } from './saved-cart-row';
import { mergeSavedLines, toSavedLines } from './saved-lines';

/**
 * Which saved cart (docs/rules.md §4): the account's (`sessionId` null) or the one an
 * unverified session keeps apart from it until the session is verified.
 */
export interface CartOwner {
  email: string;
  sessionId: string | null;
}

type SavedCartRecord = Pick<SavedCartRow, 'id' | 'items'>;

/**
 * The signed-in shopper's saved cart (docs/product/shopper.md §4), replaced whole on
 * each sync, and the cart quote. A saved cart holds references and quantities only;
 * everything shown from it is priced by CartPricerService when it is shown.
 */
@Injectable()
export class CartsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
    private readonly pricer: CartPricerService,
  ) {}

  /** GET /api/cart/{email}: the cart of this scope, priced now (`[]` when there is none). */
  async get(email: string, scope?: ShopperScope): Promise<CartRow[]> {
    const owner = await this.ownerFor(email, scope);
    const lines = await this.savedLines(this.dataSource.manager, owner);
    return lines.length ? (await this.pricer.priceSaved(this.dataSource.manager, lines)).rows : [];
  }

  /** POST /api/cart/save: priced first (outside any transaction), then the references and quantities saved. */
  async save({ userEmail, cartItems, scope }: SaveCartDto & { scope?: ShopperScope }): Promise<SaveCartAnswer> {
    const owner = await this.ownerFor(userEmail, scope);
    const lines = toSavedLines(cartItems);
    const rows = lines.length ? (await this.pricer.priceSaved(this.dataSource.manager, lines)).rows : [];
    await this.unitOfWork.run(async (manager) => {
      await this.store(manager, owner, lines);
      await publishCartUpdated(manager, owner, rows);
    });
    return { saved: true, items: rows };
  }

  /**
   * POST /api/cart/quote: the server's breakdown; `sessionEmail` (the signed-in shopper) decides the subscriber rule.
   * With `useStoreCredit`, a verified session sees what her store credit would pay now (nothing is held).
   */
  async quote(input: QuoteCartDto & { sessionEmail?: string; sessionVerified?: boolean }): Promise<CartQuoteView> {
    const priced = await this.pricer.price(this.dataSource.manager, { ...input, email: input.sessionEmail });
    if (!input.useStoreCredit || !input.sessionEmail || !input.sessionVerified) return priced.view;
    return (await withStoreCredit(this.dataSource.manager, input.sessionEmail, priced, false)).priced.view;
  }

  /**
   * The cart a request means: an unverified session's own, else the account's. A
   * verified session's first touch brings in the cart it saved while unverified.
   */
  async ownerFor(email: string, scope?: ShopperScope): Promise<CartOwner> {
    if (!scope) return { email, sessionId: null };
    if (scope.email !== email) throw serviceError('NOT_YOURS', 'You can only access your own cart');
    if (!scope.verified) return { email, sessionId: scope.sessionId };
    await this.mergeSessionCart(email, scope.sessionId);
    return { email, sessionId: null };
  }

  /** The saved lines of this cart, in the caller's manager. */
  async savedLines(manager: EntityManager, owner: CartOwner): Promise<SavedCartLine[]> {
    const where = ownedBy(owner);
    const [cart] = await queryRows<SavedCartRecord>(manager, `SELECT id, items FROM carts WHERE ${where.sql}`, where.params);
    return toSavedLines(cart?.items);
  }

  /** Replaces this cart's lines, in the caller's transaction. */
  async store(manager: EntityManager, owner: CartOwner, lines: SavedCartLine[]): Promise<void> {
    const items = JSON.stringify(toSavedLines(lines));
    if (owner.sessionId === null) {
      await manager.query(
        `INSERT INTO carts (email, items, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (email) WHERE session_id IS NULL DO UPDATE SET items = EXCLUDED.items, updated_at = now()`,
        [owner.email, items],
      );
      return;
    }
    await manager.query(
      `INSERT INTO carts (email, session_id, items, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (session_id) WHERE session_id IS NOT NULL DO UPDATE SET items = EXCLUDED.items, updated_at = now()
       WHERE carts.email = EXCLUDED.email`,
      [owner.email, owner.sessionId, items],
    );
  }

  /**
   * The cart a session saved while unverified, merged into the account's once it is
   * verified (docs/rules.md §4), in one transaction with both rows locked: the same
   * line adds its quantities, new lines follow; then the session's cart is gone, so a
   * second call merges nothing. Both carts changed, so `cart.updated` goes out for each
   * (the session's as emptied, first).
   */
  async mergeSessionCart(email: string, sessionId: string): Promise<boolean> {
    const pending = await queryRows(this.dataSource, 'SELECT 1 FROM carts WHERE session_id = $1 AND email = $2', [sessionId, email]);
    if (!pending.length) return false;
    return this.unitOfWork.run(async (manager) => {
      const [session] = await queryRows<SavedCartRecord>(manager, 'SELECT id, items FROM carts WHERE session_id = $1 AND email = $2 FOR UPDATE', [
        sessionId,
        email,
      ]);
      if (!session) return false;
      const sessionLines = toSavedLines(session.items);
      if (sessionLines.length) {
        await manager.query(
          `INSERT INTO carts (email, items, updated_at) VALUES ($1, '[]', now()) ON CONFLICT (email) WHERE session_id IS NULL DO NOTHING`,
          [email],
        );
        const [account] = await queryRows<SavedCartRecord>(
          manager,
          'SELECT id, items FROM carts WHERE email = $1 AND session_id IS NULL FOR UPDATE',
          [email],
        );
        const merged = mergeSavedLines(toSavedLines(account.items), sessionLines);
        await manager.query('UPDATE carts SET items = $2, updated_at = now() WHERE id = $1', [account.id, JSON.stringify(merged)]);
        const { rows } = await this.pricer.priceSaved(manager, merged);
        await publishCartUpdated(manager, { email, sessionId }, []);
        await publishCartUpdated(manager, { email, sessionId: null }, rows);
      }
      await manager.query('DELETE FROM carts WHERE id = $1', [session.id]);
      return true;
    });
  }
}

/** The condition on `carts` that finds this owner's row, written so each kind uses its unique index. */
export function ownedBy(owner: CartOwner): { sql: string; params: unknown[] } {
  return owner.sessionId === null
    ? { sql: 'email = $1 AND session_id IS NULL', params: [owner.email] }
    : { sql: 'session_id = $1 AND email = $2', params: [owner.sessionId, owner.email] };
}

/**
 * Tells the back office's live carts what this cart holds now (priced `rows`; [] when emptied), in the caller's
 * transaction: every saved cart, the account's and an unverified session's own alike (docs/rules.md §4).
 */
export async function publishCartUpdated(manager: EntityManager, owner: CartOwner, rows: CartRow[]): Promise<void> {
  const items = rows.filter((row) => !row.unavailable).map((row) => ({ name: row.name, quantity: row.quantity, price: row.price }));
  const totalCents = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  await addToOutbox(manager, CartEvents.updated, {
    email: owner.email,
    sessionId: owner.sessionId,
    items,
    totalCents,
    updatedAt: new Date().toISOString(),
  } satisfies CartUpdatedEvent);
}
