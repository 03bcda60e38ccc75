// The party page's RSVP slot for its owner: the managers' list, and not the invitee's own form,
// whose code (with its validation library) an owner would load only to show nothing.
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RsvpSection } from '@/features/invitations';
import { party, renderSection, sectionProps } from './support/collab';
import { API, server, startMswServer } from './support/server';
import { signInAs } from './support/session';

const loaded = vi.hoisted(() => ({ inviteeForm: false }));

vi.mock('@/features/invitations/components/my-rsvp-section', () => {
  loaded.inviteeForm = true;
  return { default: () => <p>The invitee&apos;s form</p> };
});

startMswServer();

const T = { timeout: 5000 };
const HOST_ID = '0b0e8d5c-9a53-4a55-9d7c-0a4e8f0c1a99';

beforeEach(() => {
  server.use(
    http.get(`${API}/rest/v1/*`, () => HttpResponse.json([])),
    http.post(`${API}/rest/v1/rpc/*`, () => HttpResponse.json(null)),
  );
  signInAs();
});

describe("the party page's RSVP slot", () => {
  it("shows the owner the invitations and never loads the invitee's form", async () => {
    renderSection(<RsvpSection {...sectionProps()} />);
    expect(await screen.findByRole('region', { name: 'RSVP & Invitations' }, T)).toBeInTheDocument();
    expect(screen.queryByText("The invitee's form")).toBeNull();
    expect(loaded.inviteeForm).toBe(false);
  });

  it("gives someone else the invitee's form", async () => {
    renderSection(<RsvpSection {...sectionProps({ party: party({ user_id: HOST_ID }), canEdit: false, canInvite: false })} />);
    expect(await screen.findByText("The invitee's form", undefined, T)).toBeInTheDocument();
    expect(loaded.inviteeForm).toBe(true);
  });
});
