import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file under the uploads folder `root`, as `folder/name`, sorted (what an upload stored, or did not). */
export function storedFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
