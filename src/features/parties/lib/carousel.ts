/** Cards per view by width (docs/product.md#party-page-constants): 1 on phones, 2 from 640 px, 3 from 1024 px. */
export function cardsPerView(isMd: boolean, isLg: boolean): number {
  return isLg ? 3 : isMd ? 2 : 1;
}

/** The last valid start index when showing `perView` of `count` cards. */
export function maxStart(count: number, perView: number): number {
  return Math.max(0, count - perView);
}

/** Moves the start index by `delta`, wrapping around at both ends. */
export function stepIndex(index: number, delta: number, count: number, perView: number): number {
  const last = maxStart(count, perView);
  if (last === 0) return 0;
  const next = index + delta;
  if (next > last) return 0;
  if (next < 0) return last;
  return next;
}
