import type { Route, StackContext } from '../server.ts';
import { HttpError } from '../http.ts';

export function createFunctionsRoute(_ctx: StackContext): Route {
  return async () => {
    throw new HttpError(404, { message: 'functions is being built' });
  };
}
