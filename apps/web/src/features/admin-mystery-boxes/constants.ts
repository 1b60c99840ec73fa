/** docs/product/back-office.md §9 "Mystery box example: threshold 99.00 with reward 40.00". */
export const EXAMPLE_THRESHOLD = '99.00';
export const EXAMPLE_REWARD = '40.00';
