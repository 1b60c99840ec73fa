import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sourceFiles } from '../../../test/support/source-files';
import { SERVICE_NAMES } from '@shop/contracts';

/**
 * The gateway's build and image hold no service: it reaches them only over the
 * bus. The embedded mode's composition root (apps/shop) is the one place that
 * starts services and the gateway together.
 */
describe('the gateway stays apart from the services', () => {
  const root = path.resolve(__dirname, '..');
  const servicePackages = SERVICE_NAMES.map((name) => `@shop/${name}`);
  const serviceFolders = SERVICE_NAMES.map((name) => path.resolve(root, '..', name));

  it('imports no service package and no file of a service, in any source file', () => {
    const offending: string[] = [];
    for (const file of sourceFiles(path.join(root, 'src'))) {
      for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
        const target = specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : specifier;
        const isService =
          servicePackages.some((name) => target === name || target.startsWith(`${name}/`)) ||
          serviceFolders.some((folder) => target === folder || target.startsWith(`${folder}${path.sep}`)) ||
          target.startsWith('@shop/shop');
        if (isService) offending.push(`${path.relative(root, file)} → ${specifier}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('refers to no service project in its TypeScript build', () => {
    const tsconfig = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as { references?: { path: string }[] };
    const references = (tsconfig.references ?? []).map((r) => path.basename(r.path));
    expect(references.filter((name) => (SERVICE_NAMES as readonly string[]).includes(name) || name === 'shop')).toEqual([]);
  });
});

/** Every module a file names: `from '…'`, `import('…')`, `require('…')`, `import '…'`. */
function importsOf(source: string): string[] {
  const pattern = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => match[1]);
}
