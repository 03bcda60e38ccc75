import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// `npm run lint` holds the layering of docs/architecture.md#import-rules: each case lints a file
// as if it sat at that path in src/ and names the rule that refuses it.

const ROOT = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The errors ESLint reports for `code` placed at `file`, as `rule: message`. */
async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layers', { timeout: 60_000 }, () => {
  it('refuses a feature imported from src/lib or src/components', async () => {
    expect(await lint('src/lib/fixture.ts', "import { useAuth } from '@/features/auth';\nexport const x = useAuth;\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*"@\/features\/auth".*src\/lib and src\/components sit below the features/),
    ]);
    expect(await lint('src/components/ui/fixture.tsx', "export { CartButton } from '@/features/checkout/cart';\n")).toEqual([
      expect.stringContaining('import-x/no-restricted-paths'),
    ]);
    expect(await lint('src/lib/fixture.ts', "export const load = () => import('../app/router');\n")).toEqual([
      expect.stringContaining('import-x/no-restricted-paths'),
    ]);
  });

  it("refuses another feature's internals, by alias or by a relative path, from a feature or the app", async () => {
    expect(await lint('src/features/wizard/fixture.ts', "import { getParty } from '@/features/parties/api/get-party';\nexport const x = getParty;\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Import the parties feature through its index\.ts \('@\/features\/parties'\)/),
    ]);
    expect(await lint('src/features/wizard/components/fixture.ts', "export { formatRole } from '../../invitations/lib/status';\n")).toEqual([
      expect.stringContaining('import-x/no-restricted-paths'),
    ]);
    expect(
      await lint('src/app/layouts/fixture.ts', "import { CartDrawer } from '@/features/checkout/components/cart-drawer';\nexport const x = CartDrawer;\n"),
    ).toEqual([expect.stringContaining('The app imports the checkout feature through its index.ts or its routes/')]);
  });

  it('allows a feature index, a listed light entry, its own files and, for the app, route modules', async () => {
    expect(
      await lint('src/features/wizard/fixture.ts', "import { TrendingCarousel } from '@/features/parties';\nexport const x = TrendingCarousel;\n"),
    ).toEqual([]);
    expect(await lint('src/app/layouts/fixture.ts', "import { CartButton } from '@/features/checkout/cart';\nexport const x = CartButton;\n")).toEqual([]);
    expect(await lint('src/features/parties/fixture.ts', "import { getParty } from './api/get-party';\nexport const x = getParty;\n")).toEqual([]);
    expect(await lint('src/app/fixture.ts', "export const load = () => import('@/features/parties/routes/public-parties');\n")).toEqual([]);
  });
});

describe('module cycles', { timeout: 60_000 }, () => {
  it('refuses a module that imports one that imports it back', async () => {
    // src/lib/storage-image.ts imports QUALITY from image-slots.ts; image-slots importing a value back closes the circle.
    const code = "import { useStorageImage } from './storage-image.ts';\nexport const QUALITY = 70;\nexport const use = useStorageImage;\n";
    expect(await lint('src/lib/image-slots.ts', code)).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle detected/)]);
  });

  it('refuses a circle of features, through their index files', async () => {
    // The tshirts feature's saved designs use '@/features/auth'; auth's index importing tshirts closes the circle.
    const code = "import * as tshirts from '@/features/tshirts';\nexport const features = [tshirts];\n";
    expect(await lint('src/features/auth/index.ts', code)).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/)]);
  });
});

describe('supabase/functions/_shared from the app', { timeout: 60_000 }, () => {
  /** The modules docs/architecture.md allows, between its shared-for-app markers. */
  const allowed = () => {
    const doc = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
    const list = doc.split('<!-- shared-for-app:start -->')[1].split('<!-- shared-for-app:end -->')[0];
    return [...list.matchAll(/`@shared\/([^`]+)`/g)].map((m) => m[1]);
  };

  it('refuses a relative path into supabase/functions', async () => {
    expect(
      await lint(
        'src/features/planning/lib/fixture.ts',
        "import { PARTY_TYPES } from '../../../../supabase/functions/_shared/party-constants.ts';\nexport const x = PARTY_TYPES;\n",
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*through the '@shared\/…' alias/)]);
  });

  it('allows through @shared exactly the modules on the documented allow-list', async () => {
    const modules = allowed();
    expect(modules.length).toBeGreaterThan(0);
    for (const module of modules) {
      expect(await lint('src/lib/fixture.ts', `export * from '@shared/${module}';\n`), module).toEqual([]);
    }
    expect(await lint('src/lib/fixture.ts', "export { privacyFilter } from '@shared/privacy.ts';\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*only the _shared modules listed in docs\/architecture\.md/),
    ]);
  });

  it('refuses the local stack', async () => {
    expect(await lint('src/lib/fixture.ts', "export * from '../../supabase/local/config.ts';\n")).toEqual([
      expect.stringContaining('import-x/no-restricted-paths'),
    ]);
  });
});

describe('what a page waits for', { timeout: 60_000 }, () => {
  it("refuses sonner's toast outside src/lib/toast.ts: it loads with the first toast", async () => {
    expect(await lint('src/features/auth/fixture.ts', "import { toast } from 'sonner';\nexport const x = () => toast('Hi');\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*'@\/lib\/toast'/),
    ]);
    expect(await lint('src/features/auth/fixture.ts', "import { toast } from '@/lib/toast';\nexport const x = () => toast('Hi');\n")).toEqual([]);
  });
});
