import type { FormReading } from './form-body';

// What each admin form's blank fields mean (docs/product/back-office.md §5); the field types come from the DTOs (form-field-kinds.ts).

/** A blank date, quantity, limit, status or flag is not given: the form leaves the end optional. */
export const DEAL_FORM: FormReading = {
  blankIsAbsent: [
    'startDate',
    'endDate',
    'scheduledStartDate',
    'scheduledEndDate',
    'quantity',
    'maxPerShopper',
    'status',
    'isActive',
    'autoActivate',
  ],
};

/** Every field as typed: a blank price stays text for the contract to refuse by name. */
export const AUCTION_FORM: FormReading = {};

/** A blank flag or image address is not given; a blank date is none (cleared on edit). */
export const GIVEAWAY_FORM: FormReading = {
  blankIsAbsent: ['isActive', 'isComingSoon', 'imageUrl', 'image'],
  blankIsNull: ['startDate', 'endDate'],
};

/** A blank amount clears it, except the price, which is sent only if numeric ("Price is sent only if numeric"). */
export const PRODUCT_FORM: FormReading = { blankIsAbsent: ['price'], blankNumberIsNull: true, typeJsonTexts: true };

/** A variant's blank (null) sort order or price is not given. */
export const VARIANT_FORM: FormReading = { ...PRODUCT_FORM, nullIsAbsent: ['sortOrder', 'price', 'sale_price'] };

/** "form data; characteristics newline-joined": a blank amount or week count clears it, reviews a JSON list. */
export const SUBSCRIPTION_FORM: FormReading = { blankNumberIsNull: true, lines: ['characteristics'] };
