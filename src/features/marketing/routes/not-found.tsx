import { Link } from 'react-router';

export function NotFound() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <h1 className="text-6xl font-bold text-brand-700">404</h1>
      <p className="text-xl text-gray-800">Oops! Page not found</p>
      <Link to="/" className="font-semibold text-brand-700 underline hover:text-brand-600">
        Return to Home
      </Link>
    </div>
  );
}

export { NotFound as Component };
