import { CITY_MAX_LENGTH, STATE_CODE_LENGTH } from '@shop/contracts';
import { Input } from '@/components/ui/input';
import { updateCartDetails } from '../utils/cart-details-store';

/** The state as the shopper types it: letters only, at most 2, upper-cased (docs/product/shopper.md §5). */
export const toStateCode = (value: string) =>
  value
    .replace(/[^a-z]/gi, '')
    .slice(0, STATE_CODE_LENGTH)
    .toUpperCase();

/** City and state: tax applies, and checkout opens, only with both. */
export function LocationFields({ city, state }: { city: string; state: string }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold text-ink">Shipping location</legend>
      <div className="grid grid-cols-[1fr_6rem] gap-3">
        <Input
          label="City"
          data-testid="cart-city"
          autoComplete="address-level2"
          maxLength={CITY_MAX_LENGTH}
          value={city}
          onChange={(event) => updateCartDetails({ city: event.target.value })}
        />
        <Input
          label="State"
          data-testid="cart-state"
          autoComplete="address-level1"
          autoCapitalize="characters"
          maxLength={STATE_CODE_LENGTH}
          placeholder="CA"
          value={state}
          onChange={(event) => updateCartDetails({ state: toStateCode(event.target.value) })}
        />
      </div>
      <p className="text-sm text-ink-soft">Tax is added once both city and state (2 letters) are entered.</p>
    </fieldset>
  );
}
