const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids: anything else names nothing (services answer 404 without asking the database). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** The longest part of a malformed id an answer repeats back. */
export const ID_ECHO_LIMIT = 40;

/** The 404 for a path whose id is not a uuid: it names nothing, like a uuid nothing has (the input is cut short). */
export function noSuchId(field: string, value: unknown): string {
  const sent = String(value ?? '');
  const shown = sent.length > ID_ECHO_LIMIT ? `${sent.slice(0, ID_ECHO_LIMIT)}…` : sent;
  return `Nothing has the ${field} "${shown}"`;
}
