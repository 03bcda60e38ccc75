import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { featureGraph, findCycles, ROOT } from '../../scripts/lint/features.mjs';

// `npm run lint` refuses an import that reaches inside another feature, and a circle of features.

async function lint(file: string, code: string) {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'confetti/feature-boundaries').map((m) => m.message);
}

describe('feature boundaries (lint)', () => {
  it("refuses another feature's internals, by alias or by a relative path", async () => {
    expect(await lint('src/features/wizard/fixture.ts', "import { getParty } from '@/features/parties/api/get-party';\nexport const x = getParty;\n")).toEqual([
      "'@/features/parties/api/get-party' reaches inside the parties feature; import from '@/features/parties' (its index.ts) instead",
    ]);
    expect(await lint('src/features/wizard/components/fixture.ts', "export { formatRole } from '../../invitations/lib/status';\n")).toHaveLength(1);
    expect(await lint('src/app/layouts/fixture.ts', "import { CartDrawer } from '@/features/checkout/components/cart-drawer';\nexport const x = CartDrawer;\n")).toHaveLength(1);
  });

  it('allows a feature index, a listed light entry, its own files and, for the app, route modules', async () => {
    expect(await lint('src/features/wizard/fixture.ts', "import { TrendingCarousel } from '@/features/parties';\nexport const x = TrendingCarousel;\n")).toEqual([]);
    expect(await lint('src/app/layouts/fixture.ts', "import { CartButton } from '@/features/checkout/cart';\nexport const x = CartButton;\n")).toEqual([]);
    expect(await lint('src/features/parties/fixture.ts', "import { getParty } from './api/get-party';\nexport const x = getParty;\n")).toEqual([]);
    expect(await lint('src/app/fixture.ts', "export const load = () => import('@/features/parties/routes/public-parties');\n")).toEqual([]);
  });
});

describe('feature cycles', () => {
  it('finds a circle of features', () => {
    const graph = new Map([
      ['parties', ['wizard']],
      ['wizard', ['auth', 'parties']],
      ['auth', []],
    ]);
    expect(findCycles(graph)).toEqual([['parties', 'wizard', 'parties']]);
  });

  it('the features of this app form none', () => {
    expect(findCycles(featureGraph())).toEqual([]);
  });
});
