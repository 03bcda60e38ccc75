/**
 * A value made the first time it is asked for. For `Intl` formatters at a module's top level: the
 * first one a page makes loads the browser's locale data, tens of milliseconds of a phone's main
 * thread, and a module's top level runs as the page starts even when nothing is formatted
 * (docs/decisions.md#a-light-main-thread).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
