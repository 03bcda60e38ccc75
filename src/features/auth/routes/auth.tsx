import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, Eye, EyeOff, PartyPopper } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PRODUCT_NAME } from '@/lib/constants';
import { passwordProblem, PASSWORD_RULE, weakPasswordMessage } from '@/lib/password-rule';
import { useSignIn } from '../api/sign-in';
import { useSignInWithGoogle } from '../api/sign-in-with-google';
import { useSignUp } from '../api/sign-up';
import { useAuth } from '../components/auth-context';
import { GoogleIcon } from '../components/google-icon';
import { isAuthError } from '@/lib/auth-error';
import { postAuthPath } from '../lib/pending-invitation';
import { safeReturnPath } from '../lib/return-path';
import { usePageMeta } from '@/lib/page-meta';
import { typedBeforeHydration } from '@/lib/typed-before-hydration';
import { getSupabase } from '@/lib/lazy-supabase';

type Mode = 'sign-in' | 'sign-up';

export function AuthPage() {
  usePageMeta({
    title: 'Sign In',
    description: 'Sign in or create a free Confetti account to save your party plans, invite guests and plan together.',
    path: '/auth',
  });
  const { user } = useAuth();
  const navigate = useNavigate();
  // Where the user was (docs/decisions.md#sign-in-returns-you-where-you-were); anything unsafe is dropped.
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get('next'));
  const ids = { email: useId(), password: useId(), confirm: useId(), rule: useId() };
  const [mode, setMode] = useState<Mode>('sign-in');
  const [email, setEmail] = useState(() => typedBeforeHydration(ids.email));
  const [password, setPassword] = useState(() => typedBeforeHydration(ids.password));
  const [confirmPassword, setConfirmPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);

  // The SDK signs in; it loads once the page is live rather than before, so the page answers
  // presses (the sign-up switch, typing) sooner on a phone.
  useEffect(() => {
    getSupabase().catch((error: unknown) => console.error('Could not load the Supabase client', error));
  }, []);

  // An existing session (on load, or right after signing in) leaves this page: to the
  // remembered invitation if there is one, else back where the user was, else home.
  useEffect(() => {
    if (user) navigate(postAuthPath(undefined, next), { replace: true });
  }, [user, navigate, next]);

  const signIn = useSignIn({
    onSuccess: () => toast.success('Welcome back!', { description: "You've been logged in successfully." }),
    onError: (error) =>
      isAuthError(error)
        ? toast.error('Login Failed', { description: error.message })
        : toast.error('Error', { description: 'An unexpected error occurred. Please try again.' }),
  });
  const signUp = useSignUp({
    onSuccess: (session) => {
      if (session) {
        toast.success('Account Created!', { description: `Welcome to ${PRODUCT_NAME}! You can now start planning your parties.` });
        return;
      }
      // The project confirms e-mail addresses first (hosted setting, or the local stack's
      // enable_confirmations): no session yet, so say what to do next and offer sign-in.
      toast.success('Account Created!', { description: 'Confirm your e-mail address with the link we just sent you, then sign in.' });
      setMode('sign-in');
      setPassword('');
      setConfirmPassword('');
    },
    onError: (error) =>
      isAuthError(error)
        ? toast.error('Signup Failed', { description: weakPasswordMessage(error) ?? error.message })
        : toast.error('Error', { description: 'An unexpected error occurred. Please try again.' }),
  });
  const google = useSignInWithGoogle({
    onError: (error) =>
      isAuthError(error)
        ? toast.error('Google Sign In Failed', { description: error.message })
        : toast.error('Error', { description: 'An unexpected error occurred with Google sign in.' }),
  });

  const pending = signIn.isPending || signUp.isPending;
  const isSignUp = mode === 'sign-up';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (isSignUp) {
      if (password !== confirmPassword) {
        toast.error('Password Mismatch', { description: 'Passwords do not match. Please try again.' });
        return;
      }
      const problem = passwordProblem(password);
      if (problem) {
        toast.error('Password Too Weak', { description: problem });
        return;
      }
      signUp.mutate({ email, password, next });
    } else {
      signIn.mutate({ email, password });
    }
  }

  function toggleMode() {
    setMode(isSignUp ? 'sign-in' : 'sign-up');
    setConfirmPassword('');
  }

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-brand-50 via-white to-pink-50 px-4 py-10">
      <div className="w-full max-w-md">
        <Button variant="ghost" className="mb-4" onClick={() => navigate('/')}>
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Button>
        <Card>
          <CardHeader className="items-center text-center">
            <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
              <PartyPopper aria-hidden="true" className="size-6" />
            </span>
            <CardTitle as="h1" className="text-2xl">
              {isSignUp ? 'Create Account' : 'Welcome Back'}
            </CardTitle>
            <CardDescription>
              {isSignUp ? `Sign up to start planning amazing parties with ${PRODUCT_NAME}` : 'Sign in to continue planning your parties'}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            <Button variant="outline" className="w-full" onClick={() => google.mutate(next)} disabled={google.isPending}>
              <GoogleIcon />
              Continue with Google
            </Button>
            <div className="flex items-center gap-3 text-xs uppercase text-gray-600" aria-hidden="true">
              <span className="h-px flex-1 bg-gray-200" />
              or continue with email
              <span className="h-px flex-1 bg-gray-200" />
            </div>
            <noscript>
              <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">Signing in needs JavaScript: turn it on, then reload this page.</p>
            </noscript>
            {/* POST: without JavaScript the browser sends the form in the request's body, never a
                password in the address. */}
            <form method="post" className="space-y-4" onSubmit={handleSubmit}>
              <div className="space-y-1.5">
                <Label htmlFor={ids.email}>Email</Label>
                <Input
                  id={ids.email}
                  type="email"
                  autoComplete="email"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  placeholder="you@example.com"
                />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={ids.password}>Password</Label>
                <div className="relative">
                  <Input
                    id={ids.password}
                    type={showPassword ? 'text' : 'password'}
                    autoComplete={isSignUp ? 'new-password' : 'current-password'}
                    required
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    aria-describedby={isSignUp ? ids.rule : undefined}
                    className="pr-11"
                  />
                  <button
                    type="button"
                    onClick={() => setShowPassword((v) => !v)}
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                    aria-pressed={showPassword}
                    className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-gray-600 hover:text-gray-900"
                  >
                    {showPassword ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
                  </button>
                </div>
                {isSignUp && (
                  <p id={ids.rule} className="text-xs text-gray-600">
                    {PASSWORD_RULE}
                  </p>
                )}
              </div>
              {isSignUp && (
                <div className="space-y-1.5">
                  <Label htmlFor={ids.confirm}>Confirm Password</Label>
                  <Input
                    id={ids.confirm}
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="new-password"
                    required
                    value={confirmPassword}
                    onChange={(e) => setConfirmPassword(e.target.value)}
                  />
                </div>
              )}
              <Button type="submit" variant="gradient" className="w-full" disabled={pending}>
                {isSignUp ? (pending ? 'Creating Account...' : 'Create Account') : pending ? 'Signing In...' : 'Sign In'}
              </Button>
            </form>
            <p className="text-center text-sm text-gray-700">
              {isSignUp ? 'Already have an account?' : "Don't have an account?"}{' '}
              <Button variant="link" className="h-6 p-0" onClick={toggleMode}>
                {isSignUp ? 'Sign in' : 'Sign up'}
              </Button>
            </p>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}

export { AuthPage as Component };
