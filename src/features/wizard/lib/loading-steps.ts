/** The loading screen's four messages and how long each shows (docs/product.md#wizard-states, #wizard-constants), in order. */
export const LOADING_STEPS = [
  { message: 'Analyzing your party details...', ms: 2000 },
  { message: 'Calculating 1.21 Gigawatts of awesome...', ms: 3000 },
  { message: 'Crafting personalized suggestions...', ms: 2500 },
  { message: 'Finalizing your perfect party plan...', ms: 1500 },
] as const;

/** Which message shows `elapsed` ms after the start: each for its duration, then the last one stays. */
export function loadingStepAt(elapsed: number): number {
  let t = 0;
  for (let i = 0; i < LOADING_STEPS.length; i++) {
    t += LOADING_STEPS[i].ms;
    if (elapsed < t) return i;
  }
  return LOADING_STEPS.length - 1;
}

export const LOADING_TOTAL_MS = LOADING_STEPS.reduce((n, s) => n + s.ms, 0);
