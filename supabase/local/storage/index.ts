import type { Route, StackContext } from '../server.ts';
import { HttpError } from '../http.ts';

export function createStorageRoute(_ctx: StackContext): Route {
  return async () => {
    throw new HttpError(404, { message: 'storage is being built' });
  };
}
