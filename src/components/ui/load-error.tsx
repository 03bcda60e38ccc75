import { Button } from './button';

/** A list that failed to load is not an empty list: say so and offer another try. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="py-20 text-center text-gray-700">
      <p>{message}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
