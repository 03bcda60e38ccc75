import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';

/**
 * TanStack Query's `useQuery`, whose new answers reach the component in a transition. An answer
 * otherwise re-renders its section synchronously (the store is read through useSyncExternalStore,
 * which React never slices): on the party page, a guest list, a chat or a checklist arriving was a
 * long task of rendering and committing at once. Deferred, the section keeps its last answer for
 * one quick render, then draws the new one in slices of a few milliseconds, between which the
 * browser paints and takes presses (docs/decisions.md#a-light-main-thread). A first render gets
 * the answer at once, as `useQuery` would.
 */
export const useDeferredQuery = ((...args: Parameters<typeof useQuery>) => useDeferredValue(useQuery(...args))) as typeof useQuery;
