import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getDefaultConfig, twMerge } from 'tailwind-merge';
import { createClassGroupUtils, createParseClassName } from 'tailwind-merge/unstable-do-not-import';
import { CLASS_MAP } from '@/lib/class-map';
import { cn } from '@/lib/utils';
import { appClassNames, CLASS_MAP_FILE, classMapSource } from '../../scripts/class-map';

// `cn` merges with a map of the app's own class names (src/lib/class-map.ts), not tailwind-merge's
// full lookup, so its first call costs a phone little (docs/decisions.md#a-light-main-thread). It
// must merge every class name in src/ exactly as the full tailwind-merge does.

const classNames = appClassNames();
const config = getDefaultConfig();

describe('the class map cn merges with', () => {
  it('is generated from the class names in src/ as they are now (npm run gen:class-map)', () => {
    expect(classNames.length).toBeGreaterThan(300);
    expect(fs.readFileSync(CLASS_MAP_FILE, 'utf8'), 'run `npm run gen:class-map`').toBe(classMapSource());
  });

  it('puts each of the app’s class names in the same group, with the same conflicts, as the full tailwind-merge', () => {
    const mapped = createClassGroupUtils({ ...config, theme: {}, ...CLASS_MAP } as unknown as typeof config);
    const full = createClassGroupUtils(config);
    const parse = createParseClassName(config);
    const used = new Set(Object.keys(CLASS_MAP.classGroups));
    // The group a merge files a class name under (as tailwind-merge's mergeClassList decides it).
    const groupIn = (utils: typeof full, bare: string, base: string, postfix: boolean) => {
      if (!postfix) return utils.getClassGroupId(base);
      const group = utils.getClassGroupId(bare);
      const withPostfix =
        group && (config.postfixLookupClassGroups as readonly string[] | undefined)?.includes(group) ? utils.getClassGroupId(base) : undefined;
      return withPostfix || group || utils.getClassGroupId(base);
    };
    for (const name of classNames) {
      const { baseClassName, hasImportantModifier, maybePostfixModifierPosition } = parse(name);
      const bare = maybePostfixModifierPosition ? baseClassName.slice(0, maybePostfixModifierPosition) : baseClassName;
      const group = groupIn(full, bare, baseClassName, !!maybePostfixModifierPosition);
      expect(groupIn(mapped, bare, baseClassName, !!maybePostfixModifierPosition), name).toBe(group);
      const hasPostfix = maybePostfixModifierPosition !== undefined;
      const conflicts = (utils: typeof full) =>
        utils
          .getConflictingClassGroupIds(group!, hasPostfix)
          .filter((g) => used.has(g))
          .sort();
      expect(conflicts(mapped), `${name}${hasImportantModifier ? ' (important)' : ''}`).toEqual(conflicts(full));
    }
  });

  it('merges pairs of the app’s class names as the full tailwind-merge does', () => {
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
