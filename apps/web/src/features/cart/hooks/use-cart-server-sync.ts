import { useEffect } from 'react';
import { beforeVerify } from '@/lib/before-verify';
import { CART_CHANGE_EVENT, getCart, replaceCart, sanitizeCartItems } from '@/lib/cart-store';
import { getSessionEmail } from '@/lib/session';
import { getServerCart } from '../api/get-server-cart';
import { saveServerCart } from '../api/save-cart';
import { CART_SYNC_DEBOUNCE_MS } from '../constants';
import { isMysteryLine } from '../utils/server-items';

/**
 * Server cart sync for signed-in shoppers (docs/product/shopper.md §4): once per page
 * load and e-mail the saved cart is loaded (a non-empty one replaces the local
 * cart; an empty one receives the local cart), and from then on every change
 * this tab makes is saved. Failures are only logged. Module state, not
 * component state: the shopper frame remounts on every navigation, and a save
 * waiting for its debounce must survive that.
 *
 * The server answers the session's own cart (docs/rules.md §4): an unverified
 * session's, or once verified the account's, into which the server merges what the
 * session saved before. So when the session's verified state changes the cart is
 * loaded again before anything more is saved.
 */
let loadedFor: string | null = null;
/** The e-mail whose server cart is loaded: changes are saved to it. */
let syncingFor: string | null = null;
/** The session's verified state when last seen (null: not known yet for this e-mail). */
let verifiedSeen: boolean | null = null;
let saveTimer: number | undefined;
let savePending = false;
let listening = false;

function scheduleSave() {
  if (!syncingFor) return;
  window.clearTimeout(saveTimer);
  savePending = true;
  saveTimer = window.setTimeout(() => void saveNow(), CART_SYNC_DEBOUNCE_MS);
}

async function saveNow(): Promise<void> {
  savePending = false;
  const email = syncingFor;
  // The session may have ended or changed since the change was made.
  if (!email || getSessionEmail() !== email) return;
  await saveServerCart(email, getCart()).catch((error: unknown) => console.error('Cart sync failed', error));
}

/** A save still waiting for its debounce, sent now (before the session is verified: it is this session's cart). */
async function flushPendingSave(): Promise<void> {
  if (!savePending) return;
  window.clearTimeout(saveTimer);
  await saveNow();
}

async function loadServerCart(email: string) {
  try {
    const saved = sanitizeCartItems(await getServerCart(email)).filter((item) => !isMysteryLine(item));
    if (getSessionEmail() !== email) return;
    // Replaced before syncing starts, so loading is not saved straight back.
    if (saved.length > 0) replaceCart(saved);
    syncingFor = email;
    // Nothing saved yet, but a cart filled before signing in: the server gets it now.
    if (saved.length === 0 && getCart().length > 0) scheduleSave();
  } catch (error) {
    console.error('Loading the saved cart failed', error);
    loadedFor = null; // the next page tries again; until then nothing overwrites the saved cart
  }
}

/**
 * Loads the session's saved cart again (call it right after the session was
 * verified: the server answers the account's cart, merged with this session's).
 * A save still waiting is dropped and nothing is saved until the cart is loaded,
 * so the account's cart is never replaced by this session's alone.
 */
export function reloadServerCart(): Promise<void> {
  const email = getSessionEmail();
  window.clearTimeout(saveTimer);
  savePending = false;
  syncingFor = null;
  loadedFor = email;
  return email ? loadServerCart(email) : Promise.resolve();
}

/** `verified`: the server session's state (undefined while it is not known). */
export function useCartServerSync(email: string | null, verified?: boolean) {
  useEffect(() => {
    if (!listening) {
      listening = true;
      // Only this tab's own changes: another tab saves its changes itself.
      window.addEventListener(CART_CHANGE_EVENT, scheduleSave);
      beforeVerify(flushPendingSave);
    }
    if (!email) {
      loadedFor = null;
      syncingFor = null;
      verifiedSeen = null;
      return;
    }
    if (loadedFor === email) return;
    loadedFor = email;
    syncingFor = null;
    verifiedSeen = null;
    void loadServerCart(email);
  }, [email]);

  useEffect(() => {
    if (!email || verified === undefined) return;
    const before = verifiedSeen;
    verifiedSeen = verified;
    if (before !== null && before !== verified) void reloadServerCart();
  }, [email, verified]);
}
