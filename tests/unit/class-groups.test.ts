import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDefaultConfig, twMerge } from 'tailwind-merge';
import { createClassGroupUtils, createParseClassName } from 'tailwind-merge/unstable-do-not-import';
import { CLASS_GROUPS } from '@/lib/class-groups';
import { cn } from '@/lib/utils';

// `cn` merges with the tailwind-merge class groups the app uses (src/lib/class-groups.ts), not all
// of them, so its first call costs a phone less (docs/decisions.md#a-light-main-thread). It must
// merge every class name in src/ exactly as the full tailwind-merge does.

const ROOT = path.resolve(import.meta.dirname, '../..');

function* sources(dir: string): Generator<string> {
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isDirectory()) yield* sources(file);
    else if (/\.(tsx?|css)$/.test(file)) yield file;
  }
}

const config = getDefaultConfig();
const groupOf = (() => {
  const utils = createClassGroupUtils(config);
  const parse = createParseClassName(config);
  return (token: string): string | undefined => {
    const parsed = parse(token);
    return parsed.isExternal ? undefined : utils.getClassGroupId(parsed.baseClassName);
  };
})();

/** Every word in src/ that tailwind-merge reads as a Tailwind class (class names are words in strings). */
const classNames = [
  ...new Set(
    [...sources(path.join(ROOT, 'src'))].flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split(/[\s'"`]+/)
        .map((raw) => raw.replace(/^[{}(),;]+|[{}(),;]+$/g, ''))
        .filter((token) => token && token.length <= 100 && groupOf(token)),
    ),
  ),
];

describe('the class groups cn merges with', () => {
  it('hold the group of every class name in src/', () => {
    const needed = [...new Set(classNames.map((c) => groupOf(c)!))].sort();
    expect(
      needed.filter((g) => !(CLASS_GROUPS as readonly string[]).includes(g)),
      'add these to src/lib/class-groups.ts',
    ).toEqual([]);
    expect(classNames.length).toBeGreaterThan(300);
  });

  it('are all tailwind-merge groups', () => {
    for (const group of CLASS_GROUPS) expect(config.classGroups, group).toHaveProperty(group);
  });

  it('put each of the app’s class names in the same group, with the same conflicts, as the full tailwind-merge', () => {
    const trimmed = createClassGroupUtils({
      ...config,
      classGroups: Object.fromEntries(Object.entries(config.classGroups).filter(([g]) => (CLASS_GROUPS as readonly string[]).includes(g))),
    } as typeof config);
    const full = createClassGroupUtils(config);
    const parse = createParseClassName(config);
    const used = new Set<string>(CLASS_GROUPS);
    for (const name of classNames) {
      const { baseClassName, hasImportantModifier, maybePostfixModifierPosition } = parse(name);
      const group = full.getClassGroupId(baseClassName);
      expect(trimmed.getClassGroupId(baseClassName), name).toBe(group);
      const hasPostfix = maybePostfixModifierPosition !== undefined;
      const conflicts = (utils: typeof full) =>
        utils
          .getConflictingClassGroupIds(group!, hasPostfix)
          .filter((g) => used.has(g))
          .sort();
      expect(conflicts(trimmed), `${name}${hasImportantModifier ? ' (important)' : ''}`).toEqual(conflicts(full));
    }
  });

  it('merge pairs of the app’s class names as the full tailwind-merge does', () => {
    // Every 37th pair of all of them (tens of thousands), in both orders.
    const differ: string[] = [];
    let n = 0;
    for (const a of classNames) {
      for (const b of classNames) {
        if (n++ % 37) continue;
        for (const both of [`${a} ${b}`, `${b} ${a}`]) if (cn(both) !== twMerge(both)) differ.push(both);
      }
    }
    expect(differ.slice(0, 20)).toEqual([]);
  }, 60_000);
});
