/**
 * The rows a statement returns, as rows of `T`: the one place a raw query's answer gets a type (docs/architecture.md
 * "Typed rows"; `T` comes from the table's module, `<feature>/<entity>-row.ts`). TypeORM answers UPDATE/DELETE …
 * RETURNING as [rows, affectedCount] but INSERT and SELECT as rows; this gives rows always.
 */
export async function queryRows<T>(
  runner: { query(sql: string, params?: unknown[]): Promise<unknown> },
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const result = (await runner.query(sql, params)) as unknown[];
  return (result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number' ? result[0] : result) as T[];
}
