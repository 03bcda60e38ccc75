import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from './support/render';
import { API, server, startMswServer } from './support/server';
import { makeSession } from './support/session';
import { PASSWORD_RULE } from '@/lib/password-rule';

startMswServer();
afterEach(() => localStorage.clear());

const noTrending = http.get(`${API}/rest/v1/public_party_plans`, () => HttpResponse.json([]));
const noInvitations = http.post(`${API}/rest/v1/rpc/get_my_invitations`, () => HttpResponse.json([]));

async function fill(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('/auth', () => {
  it('signs in, says welcome back and goes home', async () => {
    server.use(
      noTrending,
      noInvitations,
      http.post(`${API}/auth/v1/token`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('grant_type')).toBe('password');
        return HttpResponse.json(makeSession());
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/auth');
    await fill(user, 'dana@example.com', 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText("You've been logged in successfully.")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Start Planning Now' })).toBeInTheDocument();
  });

  it("shows 'Login Failed' with the server's message on a wrong password", async () => {
    server.use(
      http.post(`${API}/auth/v1/token`, () =>
        HttpResponse.json({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/auth');
    await fill(user, 'dana@example.com', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid login credentials')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it("refuses a sign-up whose passwords differ with 'Password Mismatch', without calling the server", async () => {
    let called = false;
    server.use(
      http.post(`${API}/auth/v1/signup`, () => {
        called = true;
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    await fill(user, 'new@example.com', 'first-pass');
    await user.type(screen.getByLabelText('Confirm Password'), 'other-pass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password Mismatch')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match. Please try again.')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('#21 states the password rule before submit and refuses a weak password without calling the server', async () => {
    let called = false;
    server.use(
      http.post(`${API}/auth/v1/signup`, () => {
        called = true;
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    renderApp('/auth');
    expect(screen.queryByText(PASSWORD_RULE)).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(PASSWORD_RULE);
    await fill(user, 'new@example.com', '123456');
    await user.type(screen.getByLabelText('Confirm Password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password Too Weak')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it("#21 a server's weak_password refusal says the rule", async () => {
    server.use(
      http.post(`${API}/auth/v1/signup`, () =>
        HttpResponse.json(
          {
            code: 'weak_password',
            message: 'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
            weak_password: { reasons: ['characters'] },
          },
          { status: 422, headers: { 'x-supabase-api-version': '2024-01-01' } },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    await fill(user, 'new@example.com', 'Good-pass-123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Good-pass-123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Signup Failed')).toBeInTheDocument();
    expect(screen.getAllByText(PASSWORD_RULE).length).toBeGreaterThan(1);
  });

  it("creates an account with 'Account Created!' naming Confetti", async () => {
    server.use(
      noTrending,
      noInvitations,
      http.post(`${API}/auth/v1/signup`, () => HttpResponse.json(makeSession({ id: '0d9d3b8e-1c55-4b53-8f0e-6f1f5e3a2b10', email: 'new@example.com' }))),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    await fill(user, 'new@example.com', 'Good-pass-123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Good-pass-123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account Created!')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Confetti! You can now start planning your parties.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('when the project confirms e-mail first, says to use the link and offers sign-in instead of going home', async () => {
    // GoTrue with confirmations on answers the user alone, without a session.
    server.use(
      http.post(`${API}/auth/v1/signup`, () =>
        HttpResponse.json(makeSession({ id: '0d9d3b8e-1c55-4b53-8f0e-6f1f5e3a2b11', email: 'confirm@example.com' }).user),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    await fill(user, 'confirm@example.com', 'Good-pass-123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Good-pass-123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account Created!')).toBeInTheDocument();
    expect(screen.getByText('Confirm your e-mail address with the link we just sent you, then sign in.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('confirm@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(router.state.location.pathname).toBe('/auth');
  });

  it("shows 'Signup Failed' with the server's message", async () => {
    server.use(
      http.post(`${API}/auth/v1/signup`, () =>
        HttpResponse.json({ code: 422, error_code: 'user_already_exists', msg: 'User already registered' }, { status: 422 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    await fill(user, 'taken@example.com', 'Good-pass-123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Good-pass-123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Signup Failed')).toBeInTheDocument();
    expect(screen.getByText('User already registered')).toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    const user = userEvent.setup();
    renderApp('/auth');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('brings a user with a remembered invitation back to it after signing in', async () => {
    localStorage.setItem('pending_invitation_token', 'tok123');
    server.use(
      http.post(`${API}/auth/v1/token`, () => HttpResponse.json(makeSession())),
      http.post(`${API}/rest/v1/rpc/get_invitation_by_token`, () =>
        HttpResponse.json({ code: 'P0002', message: 'Invitation not found', details: null, hint: null }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/auth');
    await fill(user, 'dana@example.com', 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invitation/tok123'));
    expect(await screen.findByText('Invalid Invitation')).toBeInTheDocument();
    expect(localStorage.getItem('pending_invitation_token')).toBeNull();
  });
});

describe('/auth?next= (docs/decisions.md#sign-in-returns-you-where-you-were)', () => {
  const signedIn = http.post(`${API}/auth/v1/token`, () => HttpResponse.json(makeSession()));

  it('returns to the page the user came from after signing in', async () => {
    server.use(
      noTrending,
      noInvitations,
      signedIn,
      http.post(`${API}/rest/v1/rpc/get_my_parties`, () => HttpResponse.json([])),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/auth?next=%2Fmy-parties');
    await fill(user, 'dana@example.com', 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-parties'));
  });

  it('never leaves the site: a next that names another site goes home', async () => {
    server.use(noTrending, noInvitations, signedIn);
    const user = userEvent.setup();
    const { router } = renderApp(`/auth?next=${encodeURIComponent('//evil.example/x')}`);
    await fill(user, 'dana@example.com', 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends the confirmation link back to the same page', async () => {
    let redirectTo: string | null = null;
    server.use(
      http.post(`${API}/auth/v1/signup`, ({ request }) => {
        redirectTo = new URL(request.url).searchParams.get('redirect_to');
        return HttpResponse.json(makeSession({ id: '0d9d3b8e-1c55-4b53-8f0e-6f1f5e3a2b12', email: 'next@example.com' }).user);
      }),
    );
    const user = userEvent.setup();
    renderApp('/auth?next=%2Fpublic-templates%3Fuse%3Dt1');
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    await fill(user, 'next@example.com', 'Good-pass-123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Good-pass-123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account Created!')).toBeInTheDocument();
    expect(redirectTo).toBe(`${window.location.origin}/public-templates?use=t1`);
  });
});
