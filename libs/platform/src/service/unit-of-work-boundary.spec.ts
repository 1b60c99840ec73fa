import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sourceFiles } from '../../../../test/support/source-files';

/**
 * Every service transaction goes through `UnitOfWork.run`, which asks the outbox relay to publish right after the
 * commit; a transaction opened on the DataSource directly leaves its events waiting for the relay's next poll.
 * Migrations run before any relay and keep their own transactions. The web app runs in the browser and has no
 * DataSource (an IndexedDB `db.transaction()` there would be something else).
 */
describe('services reach their database only through the unit of work', () => {
  const appsRoot = path.resolve(__dirname, '../../../../apps');
  const directTransaction = /\.(?:transaction|startTransaction)\s*\(/;

  it('opens no transaction outside UnitOfWork in any service or gateway source file', () => {
    const offending: string[] = [];
    for (const app of readdirSync(appsRoot, { withFileTypes: true })) {
      if (!app.isDirectory() || app.name === 'web') continue;
      for (const file of sourceFiles(path.join(appsRoot, app.name, 'src'), { skipFolders: ['migrations'] })) {
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (directTransaction.test(line) && !isComment(line)) offending.push(`${path.relative(appsRoot, file)}:${index + 1}: ${line.trim()}`);
          });
      }
    }
    expect(offending).toEqual([]);
  });

  it('sees a direct transaction when there is one', () => {
    expect(directTransaction.test('return this.dataSource.transaction(async (manager) => {')).toBe(true);
    expect(directTransaction.test('await queryRunner.startTransaction();')).toBe(true);
    expect(directTransaction.test('return this.unitOfWork.run(async (manager) => {')).toBe(false);
  });
});

/** Source files under dir, migrations left out; none when the folder is absent. */
const isComment = (line: string) => /^\s*(?:\/\/|\/?\*)/.test(line);
