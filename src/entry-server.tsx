// The build's prerenderer (scripts/prerender.ts) imports this to turn a public route into HTML
// that paints before any JavaScript runs; the browser then hydrates it (src/app/start.tsx). Data is not
// fetched here: sections that need it render their loading state and fill in on the client.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { PageMetaCollector, type PageMeta } from './lib/page-meta';
import { AUTH_STORAGE_KEY } from './lib/supabase-config';
import { visitorMarkScript } from './lib/visitor';
import { CART_STORAGE_KEY } from './features/checkout';

export type PrerenderedPage = { html: string; meta: PageMeta | null };

export async function renderPage(url: string): Promise<PrerenderedPage> {
  let meta: PageMeta | null = null;
  const collect = (m: PageMeta) => {
    meta = m;
  };
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <PageMetaCollector value={collect}>
        <AppProviders>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </PageMetaCollector>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // React outlines a large finished section behind its loading state and reveals it with an
      // inline script; a page that is all there should paint as it stands, before any script runs.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  // A page that fails here would ship its error state as HTML: fail the build instead.
  if (errors.length) throw new AggregateError(errors, `Prerendering ${url} failed: ${String(errors[0])}`);
  const html = await new Response(prelude).text();
  if (html.includes('<template id="B:')) throw new Error(`Prerendering ${url} left a loading state in place of the page`);
  return { html, meta };
}

/** The inline script that marks a visitor's browser: nothing stored that the header or page shows (a session, a cart). */
export function visitorScript(): string {
  return visitorMarkScript([AUTH_STORAGE_KEY, CART_STORAGE_KEY]);
}
