import { http, HttpResponse, ws } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from './support/render';
import { API, server, startMswServer } from './support/server';
import { makeSession, signInAs, TEST_USER } from './support/session';
import { PASSWORD_RULE } from '@/lib/password-rule';

startMswServer();

const row = {
  id: TEST_USER.id,
  full_name: 'Dana Demo',
  email: TEST_USER.email,
  bio: 'Loves confetti',
  avatar_url: null,
  is_pro: false,
  pro_since: null,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
};

/** The realtime socket (phoenix protocol, serializer 2.0.0: [join_ref, ref, topic, event, payload]). */
const realtime = ws.link('ws://127.0.0.1:54321/realtime/v1/websocket');
let pushProfileUpdate: ((record: typeof row) => void) | null = null;

beforeEach(() => {
  signInAs();
  pushProfileUpdate = null;
  server.use(
    http.get(`${API}/rest/v1/profiles`, () => HttpResponse.json(row)),
    // The design-tool card: no Canva connection, and Canva not configured on this server.
    http.get(`${API}/rest/v1/canva_connection`, () => HttpResponse.json([])),
    http.post(`${API}/functions/v1/canva-authorize`, () => HttpResponse.json({ configured: false })),
    realtime.addEventListener('connection', ({ client }) => {
      client.addEventListener('message', (event) => {
        if (typeof event.data !== 'string') return;
        const [joinRef, ref, topic, name, payload] = JSON.parse(event.data) as [
          string,
          string,
          string,
          string,
          { config?: { postgres_changes?: Array<Record<string, string>> } },
        ];
        if (name === 'heartbeat') return client.send(JSON.stringify([null, ref, topic, 'phx_reply', { status: 'ok', response: {} }]));
        if (name !== 'phx_join') return;
        const changes = (payload.config?.postgres_changes ?? []).map((c, i) => ({ ...c, id: 100 + i }));
        client.send(JSON.stringify([joinRef, ref, topic, 'phx_reply', { status: 'ok', response: { postgres_changes: changes } }]));
        pushProfileUpdate = (record) =>
          client.send(
            JSON.stringify([
              null,
              null,
              topic,
              'postgres_changes',
              {
                ids: changes.map((c) => c.id),
                data: {
                  type: 'UPDATE',
                  schema: 'public',
                  table: 'profiles',
                  commit_timestamp: new Date().toISOString(),
                  record,
                  old_record: { id: record.id },
                  columns: [],
                  errors: null,
                },
              },
            ]),
          );
      });
    }),
  );
});

const image = (size = 1000, type = 'image/png', name = 'me.png') => new File([new Uint8Array(size)], name, { type });

describe('/profile', () => {
  it("shows the card 'My Profile' with a read-only e-mail (changed through 'Change email'), name, bio and the initials", async () => {
    renderApp('/profile');
    // The first test loads the lazy profile route (and the cards it shows): allow a slow machine.
    expect(await screen.findByRole('heading', { name: 'My Profile' }, { timeout: 5000 })).toBeInTheDocument();
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue(TEST_USER.email);
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText('Changing it needs a confirmation from both your current and your new address.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change email' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Dana Demo');
    expect(screen.getByLabelText('Bio')).toHaveValue('Loves confetti');
    expect(screen.getByRole('img', { name: 'Avatar of Dana Demo' })).toHaveTextContent('DD');
  });

  it('falls back quietly to the auth data when the row is missing (PGRST116)', async () => {
    server.use(
      http.get(`${API}/rest/v1/profiles`, () =>
        HttpResponse.json(
          { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned', details: 'The result contains 0 rows', hint: null },
          { status: 406 },
        ),
      ),
    );
    renderApp('/profile');
    expect(await screen.findByLabelText('Email', undefined, { timeout: 5000 })).toHaveValue(TEST_USER.email);
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByRole('img', { name: `Avatar of ${TEST_USER.email}` })).toHaveTextContent('DA');
  });

  it("saves name and bio with 'Profile updated successfully!'", async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post(`${API}/rest/v1/profiles`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...row, ...sent }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile');
    const name = await screen.findByLabelText('Full Name');
    await user.clear(name);
    await user.type(name, 'Dana Q. Host');
    await user.clear(screen.getByLabelText('Bio'));
    await user.type(screen.getByLabelText('Bio'), 'Throws the best parties');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(sent).toMatchObject({ id: TEST_USER.id, email: TEST_USER.email, full_name: 'Dana Q. Host', bio: 'Throws the best parties' });
    expect(screen.getByRole('img', { name: 'Avatar of Dana Q. Host' })).toHaveTextContent('DQ');
  });

  it("says 'Failed to update profile' when saving fails", async () => {
    server.use(http.post(`${API}/rest/v1/profiles`, () => HttpResponse.json({ code: '42501', message: 'denied' }, { status: 403 })));
    const user = userEvent.setup();
    renderApp('/profile');
    await screen.findByLabelText('Full Name');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });

  it('rejects a file that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/profile');
    await user.upload(await screen.findByLabelText('Upload Avatar'), image(100, 'application/pdf', 'cv.pdf'));
    expect(await screen.findByText('Please select an image file.')).toBeInTheDocument();
  });

  it('rejects an image of 5MB or more', async () => {
    const user = userEvent.setup();
    renderApp('/profile');
    await user.upload(await screen.findByLabelText('Upload Avatar'), image(5242880));
    expect(await screen.findByText('File size must be less than 5MB.')).toBeInTheDocument();
  });

  it('uploads an avatar with upsert to {userId}/{userId}-{timestamp}.{ext} and saves its public URL', async () => {
    let uploadPath = '';
    let upsert: string | null = null;
    let saved: Record<string, unknown> | null = null;
    server.use(
      http.post(`${API}/storage/v1/object/avatars/*`, ({ request }) => {
        uploadPath = new URL(request.url).pathname.replace('/storage/v1/object/avatars/', '');
        upsert = request.headers.get('x-upsert');
        return HttpResponse.json({ Key: `avatars/${uploadPath}`, Id: 'x' });
      }),
      http.post(`${API}/rest/v1/profiles`, async ({ request }) => {
        saved = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...row, ...saved }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile');
    await user.upload(await screen.findByLabelText('Upload Avatar'), image(2048, 'image/jpeg', 'Me.JPG'));
    expect(await screen.findByText('Avatar uploaded successfully!')).toBeInTheDocument();
    expect(uploadPath).toMatch(new RegExp(`^${TEST_USER.id}/${TEST_USER.id}-\\d{13}\\.jpg$`));
    expect(upsert).toBe('true');
    expect(saved).toMatchObject({ avatar_url: `${API}/storage/v1/object/public/avatars/${uploadPath}` });
  });

  it('shows the upload progress while the avatar uploads, and hides it when done', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(`${API}/storage/v1/object/avatars/*`, async () => {
        await answered; // until the test has seen the progress
        return HttpResponse.json({ Key: 'avatars/x', Id: 'x' });
      }),
      http.post(`${API}/rest/v1/profiles`, async ({ request }) => HttpResponse.json({ ...row, ...((await request.json()) as object) }, { status: 201 })),
    );
    const user = userEvent.setup();
    renderApp('/profile');
    await user.upload(await screen.findByLabelText('Upload Avatar'), image());
    const bar = await screen.findByRole('progressbar', { name: 'Avatar upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow');
    expect(screen.getByText(/^Uploading\.\.\. \d+%$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Uploading...')).toBeDisabled();
    answer();
    expect(await screen.findByText('Avatar uploaded successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Avatar upload progress' })).toBeNull());
    expect(screen.getByLabelText('Upload Avatar')).toBeEnabled();
  });

  it("says 'Failed to upload avatar' when the upload fails", async () => {
    server.use(http.post(`${API}/storage/v1/object/avatars/*`, () => HttpResponse.json({ message: 'denied' }, { status: 403 })));
    const user = userEvent.setup();
    renderApp('/profile');
    await user.upload(await screen.findByLabelText('Upload Avatar'), image());
    expect(await screen.findByText('Failed to upload avatar')).toBeInTheDocument();
  });

  it('creates the bucket when it is missing, and reports when that fails', async () => {
    let created: Record<string, unknown> | null = null;
    server.use(
      http.post(`${API}/storage/v1/object/avatars/*`, () =>
        HttpResponse.json({ statusCode: '404', error: 'Bucket not found', message: 'Bucket not found' }, { status: 400 }),
      ),
      http.post(`${API}/storage/v1/bucket`, async ({ request }) => {
        created = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'new row violates row-level security policy' }, { status: 403 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile');
    await user.upload(await screen.findByLabelText('Upload Avatar'), image());
    expect(await screen.findByText('Failed to create storage bucket. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(created).toMatchObject({ id: 'avatars', public: true, file_size_limit: 5242880 }));
  });

  it('replaces the shown profile when its row changes elsewhere (realtime UPDATE)', async () => {
    renderApp('/profile');
    expect(await screen.findByLabelText('Full Name')).toHaveValue('Dana Demo');
    await waitFor(() => expect(pushProfileUpdate).not.toBeNull());
    pushProfileUpdate!({ ...row, full_name: 'Dana From Another Tab', bio: 'Updated elsewhere' });
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveValue('Dana From Another Tab'));
    expect(screen.getByLabelText('Bio')).toHaveValue('Updated elsewhere');
  });

  it("'Change email' opens a dialog (keyboard too) that asks the server for a confirmed change, then shows it pending", async () => {
    const next = 'dana.new@example.com';
    let sent: { body: Record<string, unknown>; redirectTo: string | null } | null = null;
    server.use(
      http.put(`${API}/auth/v1/user`, async ({ request }) => {
        sent = { body: (await request.json()) as Record<string, unknown>, redirectTo: new URL(request.url).searchParams.get('redirect_to') };
        const { user } = makeSession();
        return HttpResponse.json({ ...user, new_email: next, email_change_sent_at: new Date().toISOString() });
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile');
    const open = await screen.findByRole('button', { name: 'Change email' }, { timeout: 5000 });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Change your e-mail' });
    const input = within(dialog).getByLabelText('New e-mail address');
    expect(input).toHaveFocus();
    await user.type(input, `${next}{Enter}`);

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(`Waiting for confirmation of ${next}`);
    expect(status).toHaveTextContent(`Confirmation links were sent to ${next} and ${TEST_USER.email}`);
    expect(await screen.findByText(`Confirmation links sent to ${next} and ${TEST_USER.email}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual({ body: expect.objectContaining({ email: next }), redirectTo: `${window.location.origin}/profile` });
    // The address shown is still the current one until the links are followed.
    expect(screen.getByLabelText('Email')).toHaveValue(TEST_USER.email);
  });

  it('says plainly when the new address belongs to another account, and Escape closes the dialog', async () => {
    server.use(
      http.put(`${API}/auth/v1/user`, () =>
        HttpResponse.json(
          { code: 'email_exists', message: 'A user with this email address has already been registered' },
          { status: 422, headers: { 'x-supabase-api-version': '2024-01-01' } },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Change email' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your e-mail' });
    await user.type(within(dialog).getByLabelText('New e-mail address'), 'taken@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send confirmation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That e-mail address is already used by another account');
    expect(within(dialog).getByLabelText('New e-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('status')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("#22 'Change password' asks for the current password and sends it with the new one", async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.put(`${API}/auth/v1/user`, async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(makeSession().user);
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Change password' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    expect(within(dialog).getByLabelText('New password')).toHaveAccessibleDescription(PASSWORD_RULE);
    await user.type(within(dialog).getByLabelText('Current password'), 'Old-pass-123');
    await user.type(within(dialog).getByLabelText('New password'), 'weakpass');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'weakpass');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PASSWORD_RULE);
    expect(sent).toEqual([]);

    await user.clear(within(dialog).getByLabelText('New password'));
    await user.clear(within(dialog).getByLabelText('Confirm new password'));
    await user.type(within(dialog).getByLabelText('New password'), 'New-pass-456');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'New-pass-456');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed. Your other devices were signed out.')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ password: 'New-pass-456', current_password: 'Old-pass-123' })]);
  });

  it('#22 when the server asks for reauthentication, it e-mails the code and the dialog asks for it', async () => {
    const sent: Record<string, unknown>[] = [];
    let codesSent = 0;
    server.use(
      http.put(`${API}/auth/v1/user`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        const headers = { 'x-supabase-api-version': '2024-01-01' };
        if (!body.nonce)
          return HttpResponse.json({ code: 'reauthentication_needed', message: 'Password update requires reauthentication' }, { status: 400, headers });
        if (body.nonce !== '424242')
          return HttpResponse.json({ code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' }, { status: 422, headers });
        return HttpResponse.json(makeSession().user);
      }),
      http.get(`${API}/auth/v1/reauthenticate`, () => {
        codesSent += 1;
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Change password' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    await user.type(within(dialog).getByLabelText('Current password'), 'Old-pass-123');
    await user.type(within(dialog).getByLabelText('New password'), 'New-pass-456');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'New-pass-456');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(
      await within(dialog).findByText(`For your security we e-mailed a code to ${TEST_USER.email}. Enter it to finish changing your password.`),
    ).toBeInTheDocument();
    expect(codesSent).toBe(1);
    await user.type(within(dialog).getByLabelText('Code from the e-mail'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That code is not right or has expired. Send a new one.');
    await user.clear(within(dialog).getByLabelText('Code from the e-mail'));
    await user.type(within(dialog).getByLabelText('Code from the e-mail'), '424242');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed. Your other devices were signed out.')).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ password: 'New-pass-456', current_password: 'Old-pass-123', nonce: '424242' });
  });

  it('redirects to /auth when signed out', async () => {
    localStorage.clear();
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
