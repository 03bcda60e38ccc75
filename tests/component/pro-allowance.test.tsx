import { http, HttpResponse, ws } from 'msw';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SavedDesigns, TshirtDesigner } from '@/features/tshirts';
import type { PartySectionProps } from '@/lib/party-section';
import { partyRow } from './support/party-rows';
import { renderApp } from './support/render';
import { API, FREE_ALLOWANCE, server, startMswServer } from './support/server';
import { signInAs, TEST_USER } from './support/session';
import { renderWithProviders } from './support/providers';

startMswServer();
configure({ asyncUtilTimeout: 5000 });

// The free plan's daily AI allowance where a user generates, the 'Upgrade to Pro' answer to an
// exhausted one, Cancel Pro on the profile, and 'Edit in Canva' on saved designs.

const PARTY_ID = 'c0ffee00-0000-4000-8000-0000000000cc';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const SAVED_AT = 1_763_800_000_000;
const savedPath = `${TEST_USER.id}/${PARTY_ID}_design_${SAVED_AT}.png`;
const party = partyRow({ id: PARTY_ID, party_name: 'Robin turns 8', party_for: 'Robin', ideas: 'Rockets' });
const EXHAUSTED =
  "You've used all 20 of today's free AI generations. Upgrade to Pro for unlimited generations, or come back tomorrow (the allowance resets at midnight UTC).";

/** Where the app has navigated to, for the 'Upgrade to Pro' action. */
function Location() {
  const { pathname, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${hash}`}</output>;
}

function renderDesigner(path = `/party/${PARTY_ID}`) {
  const all: PartySectionProps = { party, isPublicView: false, canView: true, canEdit: true, canInvite: true };
  return renderWithProviders(
    <>
      <TshirtDesigner {...all} />
      <SavedDesigns {...all} />
      <Location />
    </>,
    path,
  );
}

let allowance = { ...FREE_ALLOWANCE };
let opened: Array<{ url: string; target: string | undefined }> = [];
let tab: { opener: unknown; closed: boolean; location: { href: string }; close: () => void };

beforeEach(() => {
  allowance = { ...FREE_ALLOWANCE, used: 8, remaining: 12 };
  opened = [];
  tab = { opener: {}, closed: false, location: { href: 'about:blank' }, close: () => void (tab.closed = true) };
  vi.spyOn(window, 'open').mockImplementation((url, target) => {
    opened.push({ url: String(url), target });
    return tab as unknown as Window;
  });
  server.use(
    http.post(`${API}/rest/v1/rpc/my_ai_allowance`, () => HttpResponse.json(allowance)),
    http.post(`${API}/storage/v1/object/list/tshirt-designs`, () =>
      HttpResponse.json([{ name: savedPath.split('/')[1], id: savedPath, created_at: new Date(SAVED_AT).toISOString(), updated_at: null, metadata: {} }]),
    ),
    ws.link('ws://127.0.0.1:54321/realtime/v1/websocket').addEventListener('connection', () => {}),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('the daily AI allowance', () => {
  it("shows '12 of 20 AI generations left today' where a design is generated, and reads it again after a generation", async () => {
    signInAs();
    server.use(
      http.post(`${API}/functions/v1/generate-tshirt-design`, () => {
        allowance = { ...allowance, used: 9, remaining: 11 };
        return HttpResponse.json({ imageUrl: PNG, source: 'artwork' });
      }),
    );
    const user = userEvent.setup();
    renderDesigner();
    expect(await screen.findByText('12 of 20 AI generations left today')).toBeInTheDocument();
    expect(screen.getByText('(resets at midnight UTC)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Design' }));
    expect(await screen.findByText('11 of 20 AI generations left today')).toBeInTheDocument();
  });

  it("answers an exhausted allowance with the server's message and an 'Upgrade to Pro' action to the Pro plan", async () => {
    signInAs();
    allowance = { ...allowance, used: 20, remaining: 0 };
    server.use(
      http.post(`${API}/functions/v1/generate-tshirt-design`, () =>
        HttpResponse.json({ error: EXHAUSTED, details: { code: 'ai_allowance_exhausted', limit: 20, used: 20, remaining: 0 } }, { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    renderDesigner();
    expect(await screen.findByText('0 of 20 AI generations left today')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro for unlimited generations' })).toHaveAttribute('href', '/pricing#pro');
    await user.click(screen.getByRole('button', { name: 'Generate Design' }));
    // eslint-disable-next-line testing-library/no-node-access -- sonner's toast is a list item without a name: found from its text
    const toast = (await screen.findByText(EXHAUSTED)).closest('[data-sonner-toast]') as HTMLElement;
    expect(screen.queryByText('Failed to generate design')).not.toBeInTheDocument();
    await user.click(within(toast).getByRole('button', { name: 'Upgrade to Pro' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/pricing#pro');
  });

  it("keeps other failures' own message", async () => {
    signInAs();
    server.use(
      http.post(`${API}/functions/v1/generate-tshirt-design`, () => HttpResponse.json({ error: 'Something went wrong on our side.' }, { status: 500 })),
    );
    const user = userEvent.setup();
    renderDesigner();
    await user.click(await screen.findByRole('button', { name: 'Generate Design' }));
    expect(await screen.findByText('Failed to generate design')).toBeInTheDocument();
  });

  it('shows no counter to a Pro member', async () => {
    signInAs();
    allowance = { ...allowance, pro: true };
    renderDesigner();
    expect(await screen.findByRole('button', { name: 'Generate Design' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/AI generations left today/)).not.toBeInTheDocument());
  });
});

const proProfile = {
  id: TEST_USER.id,
  email: TEST_USER.email,
  full_name: 'Dana',
  bio: null,
  avatar_url: null,
  is_pro: true,
  pro_since: '2026-01-01T00:00:00Z',
};

describe('Cancel Pro', () => {
  it('shows when Pro renews and opens the billing page in this tab', async () => {
    signInAs();
    let asked = 0;
    server.use(
      http.get(`${API}/rest/v1/profiles`, () => HttpResponse.json(proProfile)),
      http.get(`${API}/rest/v1/subscriptions`, () =>
        HttpResponse.json([{ status: 'active', cancel_at_period_end: false, current_period_end: '2026-12-25T12:00:00Z' }]),
      ),
      http.post(`${API}/functions/v1/manage-subscription`, () => {
        asked++;
        return HttpResponse.json({ url: 'http://127.0.0.1:54321/checkout/v1/subscription/sub_local_abc', provider: 'local' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile');
    expect(await screen.findByText('You are a Confetti Pro member since January 1, 2026. Renews on December 25, 2026.')).toBeInTheDocument();
    expect(screen.queryByText(/AI generations left today/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel Pro' }));
    await waitFor(() => expect(opened).toEqual([{ url: 'http://127.0.0.1:54321/checkout/v1/subscription/sub_local_abc', target: '_self' }]));
    expect(asked).toBe(1);
  });

  it("says 'Pro until <date>' once cancelled", async () => {
    signInAs();
    server.use(
      http.get(`${API}/rest/v1/profiles`, () => HttpResponse.json(proProfile)),
      http.get(`${API}/rest/v1/subscriptions`, () =>
        HttpResponse.json([{ status: 'active', cancel_at_period_end: true, current_period_end: '2026-12-25T12:00:00Z' }]),
      ),
    );
    renderApp('/profile');
    expect(await screen.findByText('Pro until December 25, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage subscription' })).toBeInTheDocument();
  });

  it("tells the member when the billing page can't open", async () => {
    signInAs();
    server.use(
      http.get(`${API}/rest/v1/profiles`, () => HttpResponse.json(proProfile)),
      http.get(`${API}/rest/v1/subscriptions`, () => HttpResponse.json([])),
      http.post(`${API}/functions/v1/manage-subscription`, () => HttpResponse.json({ error: 'You have no Pro subscription to manage.' }, { status: 400 })),
    );
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Cancel Pro' }));
    expect(await screen.findByText('You have no Pro subscription to manage.')).toBeInTheDocument();
    expect(opened).toEqual([]);
  });

  it('shows a free account its allowance on the membership card', async () => {
    signInAs();
    renderApp('/profile');
    expect(await screen.findByText('12 of 20 AI generations left today')).toBeInTheDocument();
  });
});

describe('Edit in Canva', () => {
  it('is not offered without Canva configured and connected', async () => {
    signInAs();
    let connectionReads = 0;
    server.use(
      http.get(`${API}/rest/v1/canva_connection`, () => {
        connectionReads += 1;
        return HttpResponse.json(null);
      }),
    );
    renderDesigner();
    expect(await screen.findByRole('list', { name: 'Saved designs' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit in Canva/ })).not.toBeInTheDocument();
    // Without Canva on the server, nobody's connection is asked for.
    expect(connectionReads).toBe(0);

    server.use(http.post(`${API}/functions/v1/canva-authorize`, () => HttpResponse.json({ configured: true })));
    renderDesigner();
    await waitFor(() => expect(screen.getAllByRole('list', { name: 'Saved designs' })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /Edit in Canva/ })).not.toBeInTheDocument();
  });

  it('sends a saved design to Canva and opens its edit URL in a new tab', async () => {
    signInAs();
    let body: unknown = null;
    server.use(
      http.post(`${API}/functions/v1/canva-authorize`, () => HttpResponse.json({ configured: true })),
      http.get(`${API}/rest/v1/canva_connection`, () => HttpResponse.json({ scope: 'asset:write', created_at: '2026-01-01T00:00:00Z' })),
      http.post(`${API}/functions/v1/canva-edit-design`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ editUrl: 'https://www.canva.com/design/DAF1/edit', designId: 'DAF1' });
      }),
    );
    const user = userEvent.setup();
    renderDesigner();
    const button = await screen.findByRole('button', { name: /^Edit in Canva.*Robin turns 8 design/ });
    await user.click(button);
    await waitFor(() => expect(tab.location.href).toBe('https://www.canva.com/design/DAF1/edit'));
    expect(body).toEqual({ source: 'tshirt_design', filePath: savedPath });
    expect(opened).toEqual([{ url: '', target: '_blank' }]);
    expect(tab.opener).toBeNull();
    expect(await screen.findByText('Opened in Canva')).toBeInTheDocument();
  });

  it('closes the waiting tab and says why when Canva asks to connect again', async () => {
    signInAs();
    server.use(
      http.post(`${API}/functions/v1/canva-authorize`, () => HttpResponse.json({ configured: true })),
      http.get(`${API}/rest/v1/canva_connection`, () => HttpResponse.json({ scope: 'design:meta:read', created_at: '2026-01-01T00:00:00Z' })),
      http.post(`${API}/functions/v1/canva-edit-design`, () =>
        HttpResponse.json(
          {
            error: 'Your Canva connection has expired or is missing a permission. Connect Canva again from your profile.',
            details: { code: 'canva_reconnect' },
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderDesigner();
    await user.click(await screen.findByRole('button', { name: /^Edit in Canva/ }));
    expect(await screen.findByText('Your Canva connection has expired or is missing a permission. Connect Canva again from your profile.')).toBeInTheDocument();
    expect(tab.closed).toBe(true);
  });
});
