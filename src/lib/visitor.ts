import { SESSION_IN_URL } from './supabase-config';

// A prerendered page is drawn in its loading state: nobody is known to be signed in yet. What a
// visitor would see once the app has loaded (the 'Sign In' and 'Sign Up' links) is in that HTML
// too, shown only while <html data-visitor> is set (the `visitor:` variant in src/index.css). The
// HTML carries the mark, so a browser without JavaScript shows a visitor how to sign in; the page's
// inline script takes it away before the first paint from a browser where someone may be signed in
// (docs/decisions.md#the-landing-page-wakes-on-intent).

/**
 * The inline script that takes the visitor's mark away unless this browser holds none of
 * `storedKeys` (the session, the cart) and the address carries no OAuth answer. Storage it cannot
 * read counts as holding something.
 */
export function visitorMarkScript(storedKeys: readonly string[]): string {
  return (
    `try{if(${JSON.stringify(storedKeys)}.some(k=>localStorage.getItem(k))||${String(SESSION_IN_URL)}.test(location.hash+'&'+location.search))throw 0}` +
    `catch(e){delete document.documentElement.dataset.visitor}`
  );
}

/** Whether the page's inline script marked this browser as a visitor's. */
export const isMarkedVisitor = (doc: Document = document): boolean => doc.documentElement.hasAttribute('data-visitor');

/**
 * The classes of a visitor's link (Sign In, Sign Up) while the session is still unknown: hidden,
 * unless the browser is marked as a visitor's.
 */
export const VISITOR_ONLY = 'hidden visitor:inline-flex';
