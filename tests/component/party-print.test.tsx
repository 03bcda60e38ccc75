import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from './support/render';
import { API, server, startMswServer } from './support/server';
import { signInAs } from './support/session';

startMswServer();

const PARTY_ID = '6f9619ff-8b86-4d01-b42d-00cf4fc964ff';

// The printable plan tells apart a party that does not exist, one the reader may not see, and a
// plan that could not be loaded (docs/decisions.md#the-printable-plan).
describe('the printable plan when it cannot be shown', () => {
  beforeEach(() => {
    // The guest totals beside the plan: refused like the plan itself.
    server.use(http.post(`${API}/rest/v1/rpc/get_party_guests`, () => HttpResponse.json({ code: '42501', message: 'permission denied' }, { status: 403 })));
  });

  function hidden(exists: boolean) {
    server.use(
      // Row-level security hides the row: an empty answer.
      http.get(`${API}/rest/v1/party_plans`, () => HttpResponse.json([])),
      http.post(`${API}/rest/v1/rpc/party_plan_exists`, () => HttpResponse.json(exists)),
    );
  }

  it("says 'Party Not Found' for a party that does not exist", async () => {
    signInAs();
    hidden(false);
    renderApp(`/party/${PARTY_ID}/print`);
    expect(await screen.findByRole('heading', { name: 'Party Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
  });

  it("says 'Party Not Found' for an id that is not one", async () => {
    signInAs();
    server.use(
      http.get(`${API}/rest/v1/party_plans`, () => HttpResponse.json({ code: '22P02', message: 'invalid input syntax for type uuid' }, { status: 400 })),
    );
    renderApp('/party/not-a-party/print');
    expect(await screen.findByRole('heading', { name: 'Party Not Found' })).toBeInTheDocument();
  });

  it("says 'Access Denied' for someone else's party", async () => {
    signInAs();
    hidden(true);
    renderApp(`/party/${PARTY_ID}/print`);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to view this party.")).toBeInTheDocument();
  });

  it('says it could not load, not that access is denied, when the request fails, and tries again', async () => {
    signInAs();
    let down = true;
    server.use(
      http.get(`${API}/rest/v1/party_plans`, () => (down ? HttpResponse.error() : HttpResponse.json([]))),
      http.post(`${API}/rest/v1/rpc/party_plan_exists`, () => HttpResponse.json(false)),
    );
    const user = userEvent.setup();
    renderApp(`/party/${PARTY_ID}/print`);
    expect(await screen.findByRole('heading', { name: "Couldn't load the plan" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Party Not Found' })).toBeInTheDocument();
  });
});
