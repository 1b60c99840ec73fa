import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sourceFiles } from '../../../../test/support/source-files';

/**
 * Raw SQL reads return typed rows (docs/architecture.md "Typed rows"): `queryRows<SomeRow>(runner, sql, params)` is the one
 * place a query's result becomes rows of a type, and a service's row types live in its table modules
 * (`<feature>/<entity>-row.ts`, e.g. `orders/order-row.ts` for `orders`; `<feature>-rows.ts` for a feature's small rollups).
 * A bare `runner.query(…)` is only a statement whose result nobody reads (an UPDATE, a lock); a row type written out
 * inline at a call (`queryRows<{ id: string }>`, `const rows: { … }[] = …`) is a cast by another name.
 * Migrations build the tables and read nothing back; the shop's embedded Postgres speaks to `pg` directly, whose
 * `client.query` answers its own typed `QueryResult`. The platform's own tables keep their rows beside their queries.
 */
describe('raw SQL reads return typed rows from the table modules', () => {
  const root = path.resolve(__dirname, '../../../..');
  /** Every server app (the web app runs in the browser and has no database) and the platform library. */
  const roots = [
    ...readdirSync(path.join(root, 'apps'), { withFileTypes: true })
      .filter((app) => app.isDirectory() && app.name !== 'web')
      .map((app) => `apps/${app.name}/src`),
    'libs/platform/src',
  ];
  const helper = path.join(root, 'libs/platform/src/database/query-rows.ts');

  /** A `.query(` call, and the one form in which nobody reads what it answers. */
  const rawQuery = /\.query\s*[<(]/;
  const statementOnly = /^\s*(?:(?:if \(.*\)|else)\s+)?await [\w.]+\.query\(/;
  /** A row type written out at the call: `queryRows<{`, `queryRows<X & {`, `queryRows<Record<…>>`, `: { … }[] = await queryRows(`. */
  const inlineRowType = /queryRows<[^(]*(?:\{|Record<)|\}\[\]\s*=\s*(?:await\s+)?queryRows\b/;

  /** `interface OrderRow`, `export type SpendableGrantRow =`: a row type declared. */
  const rowTypeDeclaration = /^(?:export )?(?:interface|type) \w+Row\b/;

  const offending = (rule: (line: string, file: string) => boolean) => {
    const found: string[] = [];
    for (const dir of roots) {
      for (const file of sourceFiles(path.join(root, dir), { skipFolders: ['migrations', 'embedded-postgres'], specs: false })) {
        if (file === helper) continue;
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (!isComment(line) && rule(line, file)) found.push(`${path.relative(root, file)}:${index + 1}: ${line.trim()}`);
          });
      }
    }
    return found;
  };

  it('reads no rows through a bare .query( in any service, gateway or platform source file', () => {
    expect(offending((line) => rawQuery.test(line) && !statementOnly.test(line))).toEqual([]);
  });

  it('names every row type in a table module instead of writing it out at the call', () => {
    expect(offending((line) => inlineRowType.test(line))).toEqual([]);
  });

  it("declares the services' row types in their table modules only", () => {
    const tableModule = /-rows?\.ts$/;
    expect(offending((line, file) => rowTypeDeclaration.test(line) && file.startsWith(path.join(root, 'apps')) && !tableModule.test(file))).toEqual(
      [],
    );
  });

  it('sees a read through a bare .query(, a row type written out at a call and a row type declared, when there is one', () => {
    const read = (line: string) => rawQuery.test(line) && !statementOnly.test(line);
    expect(read('    const rows: OrderRow[] = await this.dataSource.query(')).toBe(true);
    expect(read('    return this.dataSource.query(')).toBe(true);
    expect(read('      const [row] = await manager.query<OrderRow>(')).toBe(true);
    expect(read("  await manager.query('UPDATE orders SET paid_at = now() WHERE id = $1', [id]);")).toBe(false);
    expect(read("      if (rows.length) await manager.query('DELETE FROM carts WHERE id = $1', [id]);")).toBe(false);
    expect(read('    const [row] = await queryRows<OrderRow>(manager, sql, [id]);')).toBe(false);
    expect(inlineRowType.test('    const [row] = await queryRows<{ id: string }>(manager,')).toBe(true);
    expect(inlineRowType.test('    const rows = await queryRows<SessionRow & { message_count: number }>(this.dataSource,')).toBe(true);
    expect(inlineRowType.test('    const rows: { email: string }[] = await queryRows(this.dataSource,')).toBe(true);
    expect(inlineRowType.test("    const [row] = await queryRows<Omit<ShareStats, 'dailySharesAverage'> & { last_30_days: number }>(db,")).toBe(true);
    expect(inlineRowType.test('    const [row] = await queryRows<GiveawayRow & Record<string, string>>(manager,')).toBe(true);
    expect(inlineRowType.test("    const [row] = await queryRows<Pick<OrderRow, 'id'>>(manager,")).toBe(false);
    expect(rowTypeDeclaration.test('interface CouponRow {')).toBe(true);
    expect(rowTypeDeclaration.test("export type SpendableGrantRow = Pick<StoreCreditGrantRow, 'id'>;")).toBe(true);
    expect(rowTypeDeclaration.test('export interface CouponForOrder {')).toBe(false);
  });
});

const isComment = (line: string) => /^\s*(?:\/\/|\/?\*)/.test(line);
