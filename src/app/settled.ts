import { lazy, type ComponentType } from 'react';

/**
 * A thenable that has already settled with `module`: given to React.lazy for a module already
 * loaded, it lets React render the component in the same pass instead of suspending first.
 */
export function settled<T>(module: T): Promise<T> {
  return { then: (done: (value: T) => void) => done(module) } as unknown as Promise<T>;
}

/** A module whose default export is a component without props (a page, the toasts' region). */
type ComponentModule = { default: ComponentType };

/**
 * React.lazy with a way to load the module ahead of the first render: once `preload` has settled,
 * the component renders at once (`settled`) instead of suspending.
 */
export function lazyWithPreload(load: () => Promise<ComponentModule>): [ComponentType, () => Promise<ComponentModule>] {
  let loaded: ComponentModule | undefined;
  const preload = () => load().then((module) => (loaded = module));
  return [lazy(() => (loaded ? settled(loaded) : preload())), preload];
}
