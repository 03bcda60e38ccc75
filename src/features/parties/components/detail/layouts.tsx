import type { ReactNode } from 'react';

/** Simple: one column of sections. */
export function SimpleLayout({ header, sections }: { header: ReactNode; sections: ReactNode }) {
  return (
    <div data-layout="simple" className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:px-6">
      {header}
      {sections}
    </div>
  );
}
