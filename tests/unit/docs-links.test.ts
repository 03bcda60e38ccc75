import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments and docs point at docs/… inside the repository; every such link must lead somewhere,
// and nothing may cite the product documents that live outside it.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['src', 'supabase', 'tests', 'e2e', 'scripts', 'docs', 'README.md'];
const SKIP = /node_modules|gazetteer|database\.types\.ts|docs-links\.test\.ts/;

function* files(entry: string): Generator<string> {
  const full = path.join(ROOT, entry);
  if (SKIP.test(full)) return;
  const stat = fs.statSync(full);
  if (stat.isFile()) {
    if (/\.(ts|tsx|mjs|js|sql|toml|md)$/.test(full)) yield full;
    return;
  }
  for (const name of fs.readdirSync(full)) yield* files(path.join(entry, name));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

function anchorsOf(doc: string): Set<string> {
  const text = fs.readFileSync(path.join(ROOT, doc), 'utf8');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1].trim())));
}

describe('documentation links', () => {
  const all = [...SCANNED.flatMap((e) => [...files(e)])];

  it('every docs/… link names a file and a heading that exist', () => {
    const broken: string[] = [];
    const anchors = new Map<string, Set<string>>();
    for (const file of all) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:\.\.\/)*docs\/([a-z-]+\.md)((?:#[a-z0-9-]+)(?:, #[a-z0-9-]+)*)?/g)) {
        const doc = `docs/${m[1]}`;
        if (!fs.existsSync(path.join(ROOT, doc))) {
          broken.push(`${path.relative(ROOT, file)}: ${doc}`);
          continue;
        }
        if (!anchors.has(doc)) anchors.set(doc, anchorsOf(doc));
        for (const a of (m[2] ?? '').match(/#[a-z0-9-]+/g) ?? []) {
          if (!anchors.get(doc)!.has(a.slice(1))) broken.push(`${path.relative(ROOT, file)}: ${doc}${a}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('nothing cites the product spec or design decisions kept outside the repository', () => {
    const outside = all.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/[Ss]pec §\d|[Dd]esign decision \d|shared\/(?:spec|DESIGN)/g)].map(
        (m) => `${path.relative(ROOT, file)}: ${m[0]}`,
      ),
    );
    expect(outside).toEqual([]);
  });
});
