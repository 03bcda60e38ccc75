import { expect, test } from './test';

// A loading state shows after a moment (docs/decisions.md#a-light-main-thread): for its first
// 0.4 s the spinner is transparent and still, so a load that ends sooner flashes nothing and the
// browser draws no frames for it; then it appears in one step (never half-transparent, which
// would put its label below the contrast minimum) and turns. The page's animations are moved to
// chosen moments, so the test does not depend on how fast this machine is.

test('a list that is still loading shows its spinner after a moment, all at once, and only then turns it', async ({ page }) => {
  // Hold the list's read, so the loading state stays.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/rest\/v1\//, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/public-templates');
  const status = page.getByRole('status').filter({ hasText: 'Loading templates...' });
  await expect(status).toBeVisible();

  /** The status's opacity and its ring's transform with the page's animations at `ms` from their start. */
  const at = (ms: number) =>
    status.evaluate((el, t) => {
      const ring = el.querySelector<HTMLElement>('[aria-hidden="true"]')!;
      for (const part of [el as HTMLElement, ring]) {
        // Started afresh: the fade-in may have ended before this runs, and an animation that has ended is no longer listed.
        part.style.animation = 'none';
        void part.offsetWidth;
        part.style.animation = '';
        for (const animation of part.getAnimations()) {
          animation.pause();
          animation.currentTime = t;
        }
      }
      return { opacity: Number(getComputedStyle(el).opacity), ring: getComputedStyle(ring).transform };
    }, ms);

  expect(await at(100)).toEqual({ opacity: 0, ring: 'none' });
  expect((await at(450)).opacity).toBe(1);
  const later = await at(900);
  expect(later.opacity).toBe(1);
  expect(later.ring).not.toBe('none');
  release();
  await expect(status).toBeHidden();
});
