import { http, HttpResponse } from 'msw';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PartyFeed as PartyFeedType } from '@/features/chat';
import { FRIEND, PARTY_ID, fakeRealtime, partyPeopleHandler, person, renderSection, sectionProps } from './support/collab';
import { API, server, startMswServer } from './support/server';
import { signInAs, TEST_USER } from './support/session';

startMswServer();

// Imported after MSW is listening: the Supabase client picks up the WebSocket class when it is
// created, and it must be MSW's for the fake realtime server to see the connection.
let PartyFeed: typeof PartyFeedType;
beforeAll(async () => {
  ({ PartyFeed } = await import('@/features/chat'));
});
// Each test gets its own fake realtime server: drop the socket the previous test opened.
afterEach(async () => {
  const { supabase } = await import('@/lib/supabase');
  await supabase.removeAllChannels();
  await supabase.realtime.disconnect();
  await waitFor(() => expect(supabase.realtime.connectionState()).toBe('closed'));
});

const T = { timeout: 5000 };
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes)).toISOString();

function row(message: string, userId: string, minutes: number, extra: Record<string, unknown> = {}) {
  return {
    id: crypto.randomUUID(),
    party_id: PARTY_ID,
    user_id: userId,
    message,
    message_type: 'text',
    file_url: null,
    file_name: null,
    file_type: null,
    file_size: null,
    created_at: at(minutes),
    ...extra,
  };
}

let history: ReturnType<typeof row>[];
let posted: Array<Record<string, unknown>>;
let answerPost: (body: Record<string, unknown>) => Promise<Response> | Response;
let uploads: string[];
/** The paths of each createSignedUrls request, and the paths it answers as unreadable. */
let signRequests: string[][];
let unreadable: Set<string>;
let realtime: ReturnType<typeof fakeRealtime>;

beforeEach(() => {
  signInAs({ ...TEST_USER, full_name: 'Dana Demo' });
  history = [];
  posted = [];
  uploads = [];
  signRequests = [];
  unreadable = new Set();
  answerPost = (body) => HttpResponse.json({ ...body, created_at: new Date().toISOString() }, { status: 201 });
  realtime = fakeRealtime();
  server.use(
    realtime.handler,
    http.get(`${API}/rest/v1/party_chat_messages`, () => HttpResponse.json([...history].reverse())),
    http.post(`${API}/rest/v1/party_chat_messages`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      return answerPost(body);
    }),
    partyPeopleHandler([
      person(TEST_USER.id, { full_name: 'Dana Demo' }),
      person(FRIEND.id, { member_id: 'm-1', permission_level: 'collaborator', full_name: FRIEND.full_name }),
    ]),
    http.post(`${API}/storage/v1/object/sign/party-chat-files`, async ({ request }) => {
      const { paths } = (await request.json()) as { paths: string[] };
      signRequests.push(paths);
      return HttpResponse.json(
        paths.map((path) =>
          unreadable.has(path)
            ? { path, signedURL: null, error: 'Either the object does not exist or you do not have access to it' }
            : { path, signedURL: `/object/sign/party-chat-files/${path}?token=signed-${signRequests.length}`, error: null },
        ),
      );
    }),
    http.post(`${API}/storage/v1/object/party-chat-files/*`, ({ request }) => {
      uploads.push(new URL(request.url).pathname);
      return HttpResponse.json({ Key: 'x', Id: 'y' });
    }),
  );
});

async function renderFeed() {
  const user = userEvent.setup({ applyAccept: false });
  renderSection(<PartyFeed {...sectionProps()} />);
  const box = await screen.findByLabelText('Message', undefined, T);
  await waitFor(() => expect(realtime.joined).toBeGreaterThan(0), T);
  return { user, box };
}

describe('who may read the feed', () => {
  it('someone without view access is told to get invited', async () => {
    renderSection(<PartyFeed {...sectionProps({ canView: false, canEdit: false, canInvite: false })} />);
    expect(await screen.findByText('You need to be invited to this party to access the feed.', undefined, T)).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });
});

describe('messages', () => {
  it('shows history oldest first with names (or the User {id} fallback), HTML as text and safe links', async () => {
    const stranger = 'f00dbabe-1111-4222-8333-444455556666';
    history = [
      row('Welcome!', TEST_USER.id, 1),
      row('<b>bold</b><img src=x onerror="alert(1)"> see https://example.com/menu.', FRIEND.id, 2),
      row('javascript:alert(1) is not a link', stranger, 3),
    ];
    await renderFeed();
    const log = await screen.findByRole('log');
    const items = within(log).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Welcome!'),
      expect.stringContaining('<b>bold</b>'),
      expect.stringContaining('javascript:alert(1) is not a link'),
    ]);
    expect(within(items[0]).getByText('Dana Demo')).toBeInTheDocument();
    expect(within(items[1]).getByText('Sam Rivera')).toBeInTheDocument();
    expect(within(items[2]).getByText('User f00dbabe')).toBeInTheDocument();
    // Markup is shown as the characters it is: no element was made from it.
    // eslint-disable-next-line testing-library/no-node-access -- proves the message was not parsed as markup: there is no element to find by role
    expect(log.querySelector('b')).toBeNull();
    // eslint-disable-next-line testing-library/no-node-access -- see above
    expect(log.querySelector('img[src="x"]')).toBeNull();
    const link = within(items[1]).getByRole('link', { name: 'https://example.com/menu' });
    expect(link).toHaveAttribute('href', 'https://example.com/menu');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(items[2]).queryByRole('link')).toBeNull();
  });

  it('a message inserted elsewhere arrives live through realtime', async () => {
    await renderFeed();
    act(() => realtime.insert('party_chat_messages', row('Tacos are booked', FRIEND.id, 5)));
    expect(await screen.findByText('Tacos are booked', undefined, T)).toBeInTheDocument();
  });

  it('presence lists the people who have the feed open', async () => {
    await renderFeed();
    await waitFor(
      () => expect(realtime.tracked).toEqual([expect.objectContaining({ event: 'track', payload: expect.objectContaining({ user_id: TEST_USER.id }) })]),
      T,
    );
    // The party's channel is private: only the owner and members may join it (and see presence).
    expect(realtime.configs).toEqual([expect.objectContaining({ topic: `realtime:party-chat:${PARTY_ID}`, private: true })]);
    act(() => realtime.presence({ [TEST_USER.id]: [{ user_id: TEST_USER.id }], [FRIEND.id]: [{ user_id: FRIEND.id }], intruder: [{ user_id: 'intruder' }] }));
    const here = await screen.findByRole('list', { name: 'People in the chat now' });
    await waitFor(() => expect(within(here).getByText('Sam Rivera')).toBeInTheDocument(), T);
    expect(within(here).getByText('Dana Demo (you)')).toBeInTheDocument();
    expect(within(here).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('send rules', () => {
  it('Enter sends; Shift+Enter makes a new line', async () => {
    const { user, box } = await renderFeed();
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(box).toHaveValue('Line one\nLine two');
    expect(posted).toEqual([]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ party_id: PARTY_ID, user_id: TEST_USER.id, message: 'Line one\nLine two', message_type: 'text' });
    expect(box).toHaveValue('');
  });

  it('empty or whitespace-only text is never sent', async () => {
    const { user, box } = await renderFeed();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await user.type(box, '   {Shift>}{Enter}{/Shift}  ');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await user.keyboard('{Enter}');
    // A real message after it: had the blank one gone out, it would be first.
    await user.clear(box);
    await user.type(box, 'real{Enter}');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted.map((p) => p.message)).toEqual(['real']);
  });

  it('while one message is in flight, another cannot be sent', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    answerPost = async (body) => {
      await gate;
      return HttpResponse.json({ ...body, created_at: new Date().toISOString() }, { status: 201 });
    };
    const { user, box } = await renderFeed();
    await user.type(box, 'first{Enter}');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(screen.getByText('Sending...', { selector: 'span' })).toBeInTheDocument();
    await user.type(box, 'second{Enter}');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(box).toHaveValue('second');

    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled(), T);
    await user.keyboard('{Enter}');
    // Sent once it could be (had the Enter during the flight sent it, the box would have been empty
    // and the button disabled before this Enter).
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted.map((p) => p.message)).toEqual(['first', 'second']);
  });

  it('a failed message stays, marked, and Retry sends it again with the same id', async () => {
    let fail = true;
    answerPost = (body) =>
      fail
        ? HttpResponse.json({ code: '500', message: 'boom', details: null, hint: null }, { status: 500 })
        : HttpResponse.json({ ...body, created_at: new Date().toISOString() }, { status: 201 });
    const { user, box } = await renderFeed();
    await user.type(box, 'Did this arrive?{Enter}');
    expect(await screen.findByText('Failed to send message', undefined, T)).toBeInTheDocument();
    expect(screen.getByText('Not sent.')).toBeInTheDocument();
    expect(screen.getByText('Did this arrive?')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent.')).not.toBeInTheDocument(), T);
    expect(screen.getByText('Did this arrive?')).toBeInTheDocument();
    expect(posted).toHaveLength(2);
    expect(posted[1].id).toBe(posted[0].id);
  });
});

describe('files', () => {
  const file = (size: number, type: string, name: string) => new File([new Uint8Array(size)], name, { type });

  it("refuses a file over 10 MB with 'File size must be less than 10MB' and uploads nothing", async () => {
    const { user } = await renderFeed();
    await user.upload(screen.getByTestId('chat-image-input'), file(10 * 1024 * 1024 + 1, 'image/png', 'huge.png'));
    expect(await screen.findByText('File size must be less than 10MB', undefined, T)).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });

  it('checks types: the image picker takes images only, the file picker PDFs, Word, text and video', async () => {
    const { user } = await renderFeed();
    await user.upload(screen.getByTestId('chat-image-input'), file(10, 'application/pdf', 'menu.pdf'));
    expect(await screen.findByText('Please choose an image (PNG, JPEG, GIF, WebP, AVIF or BMP).', undefined, T)).toBeInTheDocument();
    await user.upload(screen.getByTestId('chat-file-input'), file(10, 'application/zip', 'stuff.zip'));
    expect(await screen.findByText('Please choose a PDF, Word document, text file or video.', undefined, T)).toBeInTheDocument();
    expect(uploads).toEqual([]);
    expect(screen.getByTestId('chat-file-input').getAttribute('accept')).toContain('video/*');
    expect(screen.getByTestId('chat-image-input').getAttribute('accept')).toContain('image/png');
  });

  it('uploads a PDF to chat-files/{party}/{user}/{timestamp}_{random}.pdf and posts a file message with name and size', async () => {
    const { user } = await renderFeed();
    await user.upload(screen.getByTestId('chat-file-input'), file(2048, 'application/pdf', 'Menu.pdf'));
    expect(await screen.findByText('File uploaded successfully', undefined, T)).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatch(new RegExp(`/storage/v1/object/party-chat-files/chat-files/${PARTY_ID}/${TEST_USER.id}/\\d+_[a-z0-9]+\\.pdf$`));
    expect(posted[0]).toMatchObject({ message_type: 'file', file_name: 'Menu.pdf', file_type: 'application/pdf', file_size: 2048 });
    // The message keeps the file's stable (public-form) URL; the feed shows it through a signed one.
    expect(posted[0].file_url).toMatch(new RegExp(`/storage/v1/object/public/party-chat-files/chat-files/${PARTY_ID}/${TEST_USER.id}/\\d+_[a-z0-9]+\\.pdf$`));
    const link = await screen.findByRole('link', { name: /Menu\.pdf.*2\.0 KB/ }, T);
    expect(link).toHaveAttribute('download', 'Menu.pdf');
    expect(link.getAttribute('href')).toContain(`/storage/v1/object/sign/party-chat-files/chat-files/${PARTY_ID}/`);
    expect(link.getAttribute('href')).toContain('token=signed-');
    // Downloaded, not opened: storage serves files sandboxed, where a PDF viewer does not run.
    expect(new URL(link.getAttribute('href')!).searchParams.get('download')).toBe('Menu.pdf');
  });

  it('an image shows a capped preview, and a placeholder when it cannot be loaded', async () => {
    const { user } = await renderFeed();
    await user.upload(screen.getByTestId('chat-image-input'), file(512, 'image/png', 'cake.png'));
    expect(await screen.findByText('Image uploaded successfully', undefined, T)).toBeInTheDocument();
    expect(posted[0]).toMatchObject({ message_type: 'image', file_name: 'cake.png' });
    const img = await screen.findByRole('img', { name: 'cake.png' }, T);
    expect(img.getAttribute('src')).toContain(`/storage/v1/object/sign/party-chat-files/chat-files/${PARTY_ID}/`);
    expect(img.className).toContain('max-h-[250px]');
    expect(img.className).toContain('max-w-[min(300px,100%)]');
    fireEvent.error(img);
    expect(await screen.findByRole('img', { name: 'Image could not be loaded: cake.png' })).toHaveTextContent('Image unavailable');
  });

  it('a file address outside this party’s chat folder is never loaded inline', async () => {
    history = [row('', FRIEND.id, 1, { message_type: 'image', file_url: 'https://tracker.example/pixel.png', file_name: 'pixel.png', file_size: 10 })];
    await renderFeed();
    const link = await screen.findByRole('link', { name: /pixel\.png/ });
    expect(link).toHaveAttribute('href', 'https://tracker.example/pixel.png');
    expect(screen.queryByRole('img', { name: 'pixel.png' })).toBeNull();
  });

  it('signs every attachment of the feed in one request, and says when a file is no longer available', async () => {
    const fileUrl = (name: string) => `${API}/storage/v1/object/public/party-chat-files/chat-files/${PARTY_ID}/${FRIEND.id}/${name}`;
    const path = (name: string) => `chat-files/${PARTY_ID}/${FRIEND.id}/${name}`;
    unreadable.add(path('2_gone.pdf'));
    history = [
      row('', FRIEND.id, 1, { message_type: 'image', file_url: fileUrl('1_cake.png'), file_name: 'cake.png', file_size: 10 }),
      row('', FRIEND.id, 2, { message_type: 'file', file_url: fileUrl('2_gone.pdf'), file_name: 'gone.pdf', file_size: 20 }),
      row('', FRIEND.id, 3, { message_type: 'file', file_url: fileUrl('3_menu.pdf'), file_name: 'menu.pdf', file_size: 30 }),
      row('', FRIEND.id, 4, { message_type: 'video', file_url: fileUrl('4_toast.mp4'), file_name: 'toast.mp4', file_size: 40 }),
    ];
    await renderFeed();
    expect(await screen.findByRole('img', { name: 'cake.png' }, T)).toHaveAttribute(
      'src',
      expect.stringContaining(`/object/sign/party-chat-files/${path('1_cake.png')}?token=`),
    );
    expect(screen.getByRole('link', { name: /menu\.pdf/ }).getAttribute('href')).toContain(`/object/sign/party-chat-files/${path('3_menu.pdf')}?token=`);
    expect(screen.getByLabelText('toast.mp4').getAttribute('src')).toContain(`/object/sign/party-chat-files/${path('4_toast.mp4')}?token=`);
    expect(within(screen.getByRole('log')).getByText('File no longer available')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /gone\.pdf/ })).toBeNull();
    // The stored (public-form) URLs are never used to load anything.
    // eslint-disable-next-line testing-library/no-node-access -- no element of the page may carry a public storage address, whatever its role
    expect(document.querySelector(`[src*="/object/public/"], [href*="/object/public/"]`)).toBeNull();
    expect(signRequests).toEqual([[path('1_cake.png'), path('2_gone.pdf'), path('3_menu.pdf'), path('4_toast.mp4')]]);
  });

  it('shows that a file is loading while its URL is signed, and offers a retry when signing fails', async () => {
    let fail = true;
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(`${API}/storage/v1/object/sign/party-chat-files`, async () => {
        await held; // the first answer waits until the test has seen the file loading
        if (fail) return HttpResponse.json({ statusCode: '500', error: 'internal', message: 'Internal server error' }, { status: 500 });
        return HttpResponse.json([{ path: `chat-files/${PARTY_ID}/${FRIEND.id}/1_plan.pdf`, signedURL: '/object/sign/x?token=t', error: null }]);
      }),
    );
    history = [
      row('', FRIEND.id, 1, {
        message_type: 'file',
        file_url: `${API}/storage/v1/object/public/party-chat-files/chat-files/${PARTY_ID}/${FRIEND.id}/1_plan.pdf`,
        file_name: 'plan.pdf',
        file_size: 10,
      }),
    ];
    const { user } = await renderFeed();
    expect(await screen.findByText('Loading plan.pdf...', undefined, T)).toBeInTheDocument();
    answer();
    // The first attempt and its one retry both fail.
    expect(await screen.findByText('File could not be loaded.', undefined, T)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /plan\.pdf/ }, T)).toHaveAttribute('href', expect.stringContaining('token=t'));
  });
});
