import { Link } from 'react-router';
import { StatusPanel } from '@/components/ui/status-panel';

export function NotFound() {
  return (
    <StatusPanel
      title="404"
      description="Oops! Page not found"
      actions={
        <Link to="/" className="font-semibold text-brand-700 underline hover:text-brand-600">
          Return to Home
        </Link>
      }
    />
  );
}

export { NotFound as Component };
