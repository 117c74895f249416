import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

const routeFiles = filesUnder('src').filter((path) => /^src\/[a-z-]+\/routes\.ts$/.test(path));
const importsOf = (path: string) =>
  [...readFileSync(join(root, path), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]!);

// The layout the README describes: src/<area>/routes.ts registers the area's calls and holds no
// queries; what areas share lives outside route files.
describe('the module shape', () => {
  it('has one routes.ts per domain folder, all registered by src/routes.ts', () => {
    expect(routeFiles.length).toBeGreaterThan(10);
    const registered = importsOf('src/routes.ts').filter((path) => path.endsWith('/routes.ts'));
    expect(registered.map((path) => `src/${path.slice(2)}`).sort()).toEqual([...routeFiles].sort());
  });

  it.each(routeFiles)('%s imports no other route file and no drizzle', (path) => {
    const imports = importsOf(path);
    expect(imports.filter((target) => target.endsWith('routes.ts'))).toEqual([]);
    expect(imports.filter((target) => target.startsWith('drizzle-orm'))).toEqual([]);
  });

  it('names every file in kebab-case', () => {
    const files = ['src', 'test', 'bench'].flatMap(filesUnder);
    expect(files.filter((path) => !/^[a-z0-9.-]+$/.test(path.split('/').pop()!))).toEqual([]);
  });
});
