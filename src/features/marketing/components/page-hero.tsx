import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The coloured band at the top of every static page, holding the page's one h1. */
export function PageHero({ title, children, eyebrow }: { title: string; children?: ReactNode; eyebrow?: string }) {
  return (
    <section className="bg-gradient-to-br from-brand-50 via-white to-pink-50">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>}
        <h1 className="text-4xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">{title}</h1>
        {children && <div className="mx-auto mt-4 max-w-2xl text-lg text-gray-700">{children}</div>}
      </div>
    </section>
  );
}

/** A readable column for long-form copy (legal pages, guides). */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'mx-auto max-w-3xl px-4 py-12 text-gray-800 sm:px-6 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h2]:mb-3 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-gray-900 [&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-gray-900 [&_li]:mt-1 [&_p]:mt-3 [&_p]:leading-relaxed [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** "Last updated"-style note at the top of legal pages. */
export function EffectiveDate() {
  return <p className="text-sm text-gray-600">Effective January 1, 2024</p>;
}
