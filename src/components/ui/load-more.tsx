import { Button } from './button';

/**
 * The end of a paged list: 'Load more' adds the next page. It stays focusable while that page
 * loads (a disabled button would drop a keyboard user's focus), and a page that failed says so.
 */
export function LoadMore({ onLoadMore, loading, failed, what }: { onLoadMore: () => void; loading: boolean; failed: boolean; what: string }) {
  return (
    <div className="mt-8 flex flex-col items-center gap-3">
      {failed && (
        <p role="alert" className="text-gray-700">
          We couldn't load more {what}.
        </p>
      )}
      <Button variant="outline" aria-disabled={loading || undefined} onClick={() => !loading && onLoadMore()}>
        {loading ? 'Loading more...' : 'Load more'}
      </Button>
    </div>
  );
}
