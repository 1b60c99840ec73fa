/** The longest e-mail address the shop accepts (docs/rules.md §4). */
export const EMAIL_MAX_LENGTH = 254;
