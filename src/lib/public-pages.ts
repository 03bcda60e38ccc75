/**
 * Public lists (Public Parties, Public Templates) load a page at a time, newest first, keyset-paged
 * on (created_at, id): the next page is the rows older than the last one shown, so a request reads
 * one page of the index however far down the visitor has scrolled (docs/architecture.md#public-lists-are-paged).
 */
export const PUBLIC_PAGE_SIZE = 12;

/** Where a page ended: its last row's created_at (as the API wrote it) and id. */
export interface PageCursor {
  created_at: string;
  id: string;
}

/** The first page's read with `limit`; the next pages add the cursor to it. */
export type PageAfter<First extends string> = `${First}&created_at=lte.${string}`;

/**
 * The read of the page after `cursor`: `created_at <= c` lets the database start in the index at the
 * cursor; the `or` leaves out the rows at or before it in (created_at desc, id desc) order.
 */
export function pageAfter<First extends string>(first: First, cursor: PageCursor): PageAfter<First> {
  // A plain filter takes its value as written; inside `or=(…)` it is quoted.
  const at = encodeURIComponent(cursor.created_at);
  const quoted = encodeURIComponent(`"${cursor.created_at}"`);
  const id = encodeURIComponent(cursor.id);
  return `${first}&created_at=lte.${at}&or=(created_at.lt.${quoted},and(created_at.eq.${quoted},id.lt.${id}))` as PageAfter<First>;
}

/** The cursor after `page`, or undefined when it was the last (shorter than a page). */
export function nextCursor(page: ReadonlyArray<{ created_at: string | null; id: string | null }>): PageCursor | undefined {
  const last = page.at(-1);
  if (page.length < PUBLIC_PAGE_SIZE || !last?.created_at || !last.id) return undefined;
  return { created_at: last.created_at, id: last.id };
}
