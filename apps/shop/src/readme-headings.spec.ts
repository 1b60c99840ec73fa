import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sourceFiles } from '../../../test/support/source-files';

/** Start-up messages send operators to a README section by its heading: each must exist, word for word. */
describe('the README sections the start-up messages point to', () => {
  const root = path.resolve(__dirname, '../../..');
  const headings = new Set(
    readFileSync(path.join(root, 'README.md'), 'utf8')
      .split('\n')
      .filter((line) => /^#{2,4} /.test(line))
      .map((line) => line.replace(/^#+ /, '').trim()),
  );

  it('every README "<heading>" named in the server code is a heading of README.md', () => {
    const named: string[] = [];
    for (const folder of ['apps', 'libs']) {
      for (const app of readdirSync(path.join(root, folder))) {
        const src = path.join(root, folder, app, 'src');
        for (const file of sourceFiles(src, { skipFolders: ['node_modules'], specs: false })) {
          for (const match of readFileSync(file, 'utf8').matchAll(/README "([^"]+)"/g)) named.push(`${path.relative(root, file)}: ${match[1]}`);
        }
      }
    }
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((entry) => !headings.has(entry.slice(entry.indexOf(': ') + 2)))).toEqual([]);
  });
});
