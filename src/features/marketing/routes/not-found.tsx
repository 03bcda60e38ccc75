import { Link } from 'react-router';

export function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-6xl font-bold text-brand-600">404</h1>
      <p className="text-xl text-gray-700">Oops! Page not found</p>
      <Link to="/" className="text-brand-700 underline hover:text-brand-600">
        Return to Home
      </Link>
    </main>
  );
}
