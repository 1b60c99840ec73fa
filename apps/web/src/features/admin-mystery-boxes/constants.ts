/** admin.md §9 "Mystery box example: threshold 99.00 with reward 40.00". */
export const EXAMPLE_THRESHOLD = '99.00';
export const EXAMPLE_REWARD = '40.00';
export const MYSTERY_BOX_TITLE_MAX_LENGTH = 200;
export const MYSTERY_BOX_DESCRIPTION_MAX_LENGTH = 2000;
/** The largest threshold and reward the server accepts, in dollars. */
export const MYSTERY_BOX_AMOUNT_MAX = 100_000;
