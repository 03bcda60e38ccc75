import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { FirstPageRead } from './prefetch';
import { nextCursor, pageAfter, type PageCursor } from './public-pages';
import { readPublic } from './public-rest';

/**
 * A public list as pages (src/lib/public-pages.ts): the first page is `first` (which a prerendered
 * page may have asked for already), each next one starts after the last row shown.
 */
export function publicListQueryOptions<T extends { created_at: string | null; id: string | null }>(queryKey: QueryKey, first: FirstPageRead) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => readPublic<T>(pageParam ? pageAfter(first, pageParam) : first),
    initialPageParam: null as PageCursor | null,
    getNextPageParam: (last: T[]) => nextCursor(last),
  });
}
