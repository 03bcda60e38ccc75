import { createContext, useContext } from 'react';
import type { Session, User } from '@supabase/supabase-js';

export interface AuthContextValue {
  user: User | null;
  session: Session | null;
  /** True until the first session report (INITIAL_SESSION or getSession) arrives. */
  loading: boolean;
  signOut: () => Promise<void>;
  /**
   * True from the moment this tab's user chose Sign Out until someone signs in again. A
   * signed-in-only page that was showing them and is still on screen when the session ends (route
   * changes are transitions and may lag behind) sends them home (docs/product.md#header-and-footer: Sign Out → /), not to /auth.
   */
  signedOutHere: boolean;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
