/** A signed-in session as supabase-js stores it (key sb-127-auth-token for http://127.0.0.1:54321). */
export const STORAGE_KEY = 'sb-127-auth-token';

function b64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

export interface TestUser {
  id: string;
  email: string;
  full_name?: string;
}

export const TEST_USER: TestUser = { id: '5b0e8d5c-9a53-4a55-9d7c-0a4e8f0c1a11', email: 'dana@example.com' };

export function makeSession(user: TestUser = TEST_USER) {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + 3600;
  const accessToken = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated', exp, iat: now })}.c2lnbmF0dXJl`;
  return {
    access_token: accessToken,
    refresh_token: 'test-refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: exp,
    user: {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: user.full_name ? { full_name: user.full_name } : {},
      created_at: new Date().toISOString(),
    },
  };
}

/** Stores a session so the app starts signed in. */
export function signInAs(user: TestUser = TEST_USER) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(makeSession(user)));
}
