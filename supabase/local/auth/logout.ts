import type { IncomingMessage } from 'node:http';
import type { AuthContext } from './context.ts';
import { badRequest } from './errors.ts';
import { requireAuthentication } from './guard.ts';
import { deleteOtherSessions, deleteSession, deleteUserSessions } from './sessions.ts';

/**
 * POST /logout?scope=global|local|others (GoTrue's default is global). Deleting a session takes its
 * refresh tokens with it; access tokens already issued stay valid until they expire, but /user
 * refuses them with session_not_found.
 */
export async function logout(ctx: AuthContext, req: IncomingMessage, url: URL): Promise<void> {
  const { user, session } = await requireAuthentication(ctx, req);
  const scope = url.searchParams.get('scope') ?? 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`);
  }
  await ctx.db.transaction(async (tx) => {
    if (scope === 'global') await deleteUserSessions(tx, user.id);
    else if (session && scope === 'local') await deleteSession(tx, session.id);
    else if (session && scope === 'others') await deleteOtherSessions(tx, user.id, session.id);
  });
}
