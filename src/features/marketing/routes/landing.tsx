import { Link } from 'react-router';

export function Landing() {
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col items-center justify-center gap-6 px-6 text-center">
      <span className="rounded-full bg-brand-100 px-4 py-1 text-sm font-medium text-brand-700">AI-Powered Party Planning</span>
      <h1 className="text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl">Plan the perfect party in 60 seconds</h1>
      <p className="text-lg text-gray-600">
        Tell Confetti about your celebration and get names, themes, games, food, vendors and a timeline.
      </p>
      <Link to="/auth" className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        Sign Up to Start Planning
      </Link>
    </main>
  );
}
