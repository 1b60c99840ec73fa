import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { preProcessFile } from 'typescript';

/**
 * The web app bundles web.ts (and, through it, libs/pricing) as values: every
 * file reachable from it must import only our own browser-safe files — never
 * class-validator, class-transformer, reflect-metadata or a Node module.
 */
const LIBS = resolve(__dirname, '../..');
const OUR_PACKAGES: Record<string, string> = { '@shop/pricing': join(LIBS, 'pricing/src/index.ts') };

function resolveImport(from: string, specifier: string): string | null {
  if (OUR_PACKAGES[specifier]) return OUR_PACKAGES[specifier];
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const file = [`${base}.ts`, join(base, 'index.ts')].find(existsSync);
  if (!file) throw new Error(`${relative(LIBS, from)} imports ${specifier}, which is not a file`);
  return file;
}

/** Every file reachable from `entry`, and every import that is not one of our files (by importer). */
function importGraph(entry: string): { files: Set<string>; foreign: string[] } {
  const files = new Set<string>();
  const foreign: string[] = [];
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const { fileName } of preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const target = resolveImport(file, fileName);
      if (target) visit(target);
      else foreign.push(`${relative(LIBS, file)} → ${fileName}`);
    }
  };
  visit(entry);
  return { files, foreign };
}

describe('the browser entry of the contracts (web.ts)', () => {
  const { files, foreign } = importGraph(join(__dirname, 'web.ts'));

  it('imports no package but libs/pricing: no class-validator, class-transformer, reflect-metadata or Node module', () => {
    expect(foreign).toEqual([]);
  });

  it('reaches no DTO file and none of the validation helpers', () => {
    const serverOnly = [...files]
      .map((f) => relative(LIBS, f))
      .filter((f) => f.endsWith('.dto.ts') || f.includes('/validation/') || f.endsWith('.requests.ts') || f.endsWith('bus-requests.ts'));
    expect(serverOnly).toEqual([]);
  });

  it('reaches libs/pricing, which the web app shows prices with', () => {
    expect(files).toContain(OUR_PACKAGES['@shop/pricing']);
  });

  it("is all of index.ts (the servers' entry) but the DTO files, the validation helpers and the bus map", () => {
    const index = preProcessFile(readFileSync(join(__dirname, 'index.ts'), 'utf8'), true, true).importedFiles.map((i) => i.fileName);
    expect(index).toContain('./web');
    expect(index.filter((f) => f !== './web' && !f.endsWith('.dto') && f !== './validation' && f !== './bus-requests')).toEqual([]);
  });
});
