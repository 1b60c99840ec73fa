import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The TypeScript source files under `dir` (none when it is absent), for tests that read the code itself:
 * folders named in `skipFolders` are left out, and spec files too unless `specs` is true.
 */
export function sourceFiles(dir: string, options: { skipFolders?: string[]; specs?: boolean } = {}): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return options.skipFolders?.includes(entry.name) ? [] : sourceFiles(full, options);
    return /\.tsx?$/.test(entry.name) && (options.specs !== false || !entry.name.endsWith('.spec.ts')) ? [full] : [];
  });
}
