/**
 * Nothing a reader can see (docs/rules.md §5): only whitespace and invisible format characters — zero-width spaces and
 * joiners (U+200B–U+200D), the word joiner (U+2060), the byte-order mark (U+FEFF), direction marks and the rest of
 * Unicode's format category (Cf). A required text like that is blank, whatever its length.
 */
const NOTHING_VISIBLE = /^[\s\p{Cf}]*$/u;

export function isBlankText(text: string): boolean {
  return NOTHING_VISIBLE.test(text);
}
