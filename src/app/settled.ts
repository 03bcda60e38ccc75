/**
 * A thenable that has already settled with `module`: given to React.lazy for a module already
 * loaded, it lets React render the component in the same pass instead of suspending first.
 */
export function settled<T>(module: T): Promise<T> {
  return { then: (done: (value: T) => void) => done(module) } as unknown as Promise<T>;
}
