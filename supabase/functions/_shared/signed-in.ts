import { unauthorized } from './http.ts';
import { bearerToken } from './supabase.ts';

/**
 * The caller's user id, read from the JWT's claims. Only for functions deployed with
 * verify_jwt = true (config.toml): the gateway has already checked the signature, so no round
 * trip to the auth server is needed. The anon key is a valid JWT too, which is why the role is
 * checked: these functions cost money with a paid provider, and the wizard is signed-in only.
 */
export function requireSignedIn(req: Request): string {
  const token = bearerToken(req);
  const part = token?.split('.')[1];
  if (!part) throw unauthorized();
  let claims: { sub?: unknown; role?: unknown };
  try {
    claims = JSON.parse(
      atob(
        part
          .replace(/-/g, '+')
          .replace(/_/g, '/')
          .padEnd(Math.ceil(part.length / 4) * 4, '='),
      ),
    );
  } catch {
    throw unauthorized();
  }
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string' || !claims.sub) throw unauthorized();
  return claims.sub;
}
