import { describe, expect, it } from 'vitest';
import { parseBulkEmails } from '@/features/invitations/lib/bulk-emails';
import { inviteErrorMessage } from '@/features/invitations/lib/invite-errors';
import { responseRate, rsvpCounts } from '@/features/invitations/lib/response-rate';
import { chatFilePath, formatFileSize, messageTypeFor, validateChatFile, CHAT_FILE_MAX_BYTES } from '@/features/chat/lib/files';
import { linkify } from '@/features/chat/lib/linkify';
import { canSend, chatDisplayName, isSendKey, partyChatFilePath } from '@/features/chat/lib/send-rules';
import { acceptUrl } from '../../supabase/functions/send-invitation-email/app-origin.ts';
import { siteOriginFrom } from '../../supabase/functions/_shared/site-origin.ts';
import { escapeHtml, renderInvitationEmail } from '../../supabase/functions/send-invitation-email/email.ts';

describe('bulk invite parsing (docs/product.md#invitation-validation)', () => {
  it('takes one address per line, trimmed, only lines with @, each address once', () => {
    expect(parseBulkEmails('  ana@example.com \r\nnot an address\n\n\tben@example.com\nAna@Example.com\n@\n')).toEqual([
      'ana@example.com',
      'ben@example.com',
      '@',
    ]);
    expect(parseBulkEmails('')).toEqual([]);
    expect(parseBulkEmails('no at signs\nhere')).toEqual([]);
  });
});

describe('response rate (docs/product.md#invitation-and-chat-constants)', () => {
  it('is responses ÷ sent as a percentage with one decimal', () => {
    expect(responseRate(2, 3)).toBe('66.7%');
    expect(responseRate(1, 3)).toBe('33.3%');
    expect(responseRate(3, 3)).toBe('100.0%');
    expect(responseRate(0, 0)).toBe('0.0%');
  });

  it('counts every non-pending status as a response', () => {
    const counts = rsvpCounts(['pending', 'accepted', 'declined', 'maybe', 'no_response', 'pending'].map((status) => ({ status })));
    expect(counts).toEqual({ sent: 6, pending: 2, responses: 4, accepted: 1, declined: 1, maybe: 1 });
    expect(responseRate(counts.responses, counts.sent)).toBe('66.7%');
  });
});

describe('invitation error texts (docs/product.md#invitation-messages)', () => {
  it('maps 23505 and 42501, names other messages', () => {
    expect(inviteErrorMessage({ code: '23505', message: 'dup' })).toBe('This email already has a pending invitation for this party');
    expect(inviteErrorMessage({ code: '42501', message: 'rls' }, true)).toBe('You do not have permission to invite members to this party');
    expect(inviteErrorMessage({ code: 'XX', message: 'boom' })).toBe('Failed to send invitation: boom');
    expect(inviteErrorMessage({ code: 'XX', message: 'boom' }, true)).toBe('Failed to send invitations: boom');
    expect(inviteErrorMessage(new TypeError(''))).toBe('Failed to send invitation. Please try again.');
    expect(inviteErrorMessage(null, true)).toBe('Failed to send bulk invitations. Please try again.');
  });
});

describe('chat send rules (docs/product.md#chat-validation)', () => {
  it('sends non-blank text only when nothing is in flight', () => {
    expect(canSend('hi', false)).toBe(true);
    expect(canSend('  \n\t ', false)).toBe(false);
    expect(canSend('', false)).toBe(false);
    expect(canSend('hi', true)).toBe(false);
  });

  it('Enter sends, Shift+Enter and composing Enter do not', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });

  it("falls back to 'User {first part of id}'", () => {
    expect(chatDisplayName(null, '1a2b3c4d-0000-4000-8000-000000000000')).toBe('User 1a2b3c4d');
    expect(chatDisplayName('  ', 'abc')).toBe('User abc');
    expect(chatDisplayName('Sam Rivera', 'abc')).toBe('Sam Rivera');
  });
});

describe('chat files (docs/product.md#chat-validation, #storage-calls, #uploads)', () => {
  const f = (size: number, type: string, name = 'x') => ({ size, type, name });

  it('refuses more than 10 MB in either picker', () => {
    expect(validateChatFile(f(CHAT_FILE_MAX_BYTES + 1, 'image/png', 'a.png'), 'image')).toBe('File size must be less than 10MB');
    expect(validateChatFile(f(CHAT_FILE_MAX_BYTES + 1, 'application/pdf', 'a.pdf'), 'file')).toBe('File size must be less than 10MB');
    expect(validateChatFile(f(CHAT_FILE_MAX_BYTES, 'image/png', 'a.png'), 'image')).toBeNull();
  });

  it('takes images in the image picker (not SVG), and pdf, doc, docx, txt, video in the file picker', () => {
    expect(validateChatFile(f(1, 'image/jpeg'), 'image')).toBeNull();
    expect(validateChatFile(f(1, 'image/svg+xml', 'a.svg'), 'image')).not.toBeNull();
    expect(validateChatFile(f(1, 'application/pdf'), 'image')).not.toBeNull();
    for (const type of [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'text/plain',
      'video/mp4',
      'video/quicktime',
    ]) {
      expect(validateChatFile(f(1, type), 'file')).toBeNull();
    }
    expect(validateChatFile(f(1, '', 'notes.docx'), 'file')).toBeNull();
    expect(validateChatFile(f(1, 'image/png'), 'file')).toBe('Please choose a PDF, Word document, text file or video.');
    expect(validateChatFile(f(1, 'application/zip', 'a.zip'), 'file')).not.toBeNull();
  });

  it('types messages by MIME: image, video, else file', () => {
    expect(messageTypeFor('image/png')).toBe('image');
    expect(messageTypeFor('video/webm')).toBe('video');
    expect(messageTypeFor('application/pdf')).toBe('file');
  });

  it('stores at chat-files/{partyId}/{userId}/{timestamp}_{random}.{ext}', () => {
    expect(chatFilePath('p', 'u', { name: 'Cake Photo.JPG', type: 'image/jpeg' }, 1700000000000, 'abc123')).toBe('chat-files/p/u/1700000000000_abc123.jpg');
    expect(chatFilePath('p', 'u', { name: 'noext', type: 'application/pdf' }, 1, 'r')).toBe('chat-files/p/u/1_r.pdf');
    expect(chatFilePath('p', 'u', { name: 'noext', type: '' }, 1, 'r')).toBe('chat-files/p/u/1_r.bin');
  });

  it('formats sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize('5242880')).toBe('5.0 MB');
    expect(formatFileSize(null)).toBe('');
  });

  it("previews only this party's chat folder, by the object path its URL names", () => {
    const api = 'http://127.0.0.1:54321';
    const base = `${api}/storage/v1/object/public/party-chat-files/chat-files`;
    expect(partyChatFilePath(`${base}/p1/u/1_a.png`, api, 'p1')).toBe('chat-files/p1/u/1_a.png');
    expect(partyChatFilePath(`${base}/p1/u/1_a%20b.png?t=1`, `${api}/`, 'p1')).toBe('chat-files/p1/u/1_a b.png');
    expect(partyChatFilePath(`${base}/p1/u/1_a.png`, api, 'p2')).toBeNull();
    expect(partyChatFilePath('https://evil.example/x.png', api, 'p1')).toBeNull();
    expect(partyChatFilePath(`${base}/p1/../p2/x.png`, api, 'p1')).toBeNull();
    expect(partyChatFilePath(`${base}/p1/u/%2e%2e/x.png`, api, 'p1')).toBeNull();
    expect(partyChatFilePath(`${base}/p1/u%2f..%2fp2/x.png`, api, 'p1')).toBeNull();
    expect(partyChatFilePath(`${base}/p1/u/%E0%A4%A.png`, api, 'p1')).toBeNull();
    expect(partyChatFilePath(`${base}/p1/x.png`, api, 'p1')).toBeNull();
  });
});

describe('links in messages', () => {
  it('links http(s) and www. addresses, leaving trailing punctuation and other schemes as text', () => {
    expect(linkify('See https://example.com/a?b=1, or www.party.test. Not javascript:alert(1) <b>x</b>')).toEqual([
      { type: 'text', value: 'See ' },
      { type: 'link', value: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { type: 'text', value: ', or ' },
      { type: 'link', value: 'www.party.test', href: 'https://www.party.test/' },
      { type: 'text', value: '. Not javascript:alert(1) <b>x</b>' },
    ]);
    expect(linkify('(https://en.wikipedia.org/wiki/Cake_(food))')[1]).toMatchObject({ type: 'link', value: 'https://en.wikipedia.org/wiki/Cake_(food)' });
    expect(linkify('(see https://example.com/a)')[1]).toMatchObject({ type: 'link', value: 'https://example.com/a' });
    expect(linkify('plain')).toEqual([{ type: 'text', value: 'plain' }]);
  });
});

describe('invitation e-mail', () => {
  it('takes the app address from SITE_URL alone, http(s) only', () => {
    expect(siteOriginFrom('https://confetti.party/app')).toBe('https://confetti.party');
    expect(siteOriginFrom(' http://localhost:5173 ')).toBe('http://localhost:5173');
    expect(siteOriginFrom(undefined)).toBeNull();
    expect(siteOriginFrom('')).toBeNull();
    expect(siteOriginFrom('javascript:alert(1)')).toBeNull();
    expect(siteOriginFrom('not a url')).toBeNull();
    expect(acceptUrl('https://confetti.party', 'a b/c')).toBe('https://confetti.party/i/a%20b%2Fc');
  });

  it('renders HTML and text with the accept link, escaping every value', () => {
    const mail = renderInvitationEmail({
      inviterName: 'Dana <script>alert(1)</script>',
      partyTitle: 'Maya\'s "Dino" Party',
      partyType: 'Birthday Party for Maya',
      date: '2027-03-14',
      permissionLevel: 'collaborator',
      responseType: 'collaboration',
      acceptUrl: 'http://localhost:5173/invitation/abc',
      expiresAt: '2027-01-01T00:00:00Z',
    });
    expect(mail.subject).toBe('Dana <script>alert(1)</script> invited you to “Maya\'s "Dino" Party” on Confetti');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Dana &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Maya&#39;s &quot;Dino&quot; Party');
    expect(mail.html).toContain('href="http://localhost:5173/invitation/abc"');
    expect(mail.html).toContain('Sunday, March 14, 2027');
    expect(mail.html).toContain('Collaborator: you can edit the party details and help plan');
    expect(mail.text).toContain('http://localhost:5173/invitation/abc');
    expect(mail.text).toContain('expires on January 1, 2027');
  });

  it('#16 a party name in the sender’s words reads as theirs, quoted and attributed, never as Confetti’s', () => {
    for (const kind of ['invitation', 'reminder', 'calendar'] as const) {
      const mail = renderInvitationEmail({
        kind,
        inviterName: 'Mallory',
        partyTitle: 'Claim your prize at evil.example now',
        partyType: 'Birthday Party',
        date: null,
        permissionLevel: 'view_only',
        responseType: 'attendance',
        acceptUrl: 'http://localhost:5173/invitation/abc',
        expiresAt: '2027-01-01T00:00:00Z',
      });
      const sender = "Confetti sent this e-mail for Mallory, a Confetti user. The party's name and details are theirs: Confetti did not write them.";
      expect(mail.subject, kind).toContain('“Claim your prize at evil.example now”');
      expect(mail.text, kind).toContain('“Claim your prize at evil.example now”');
      expect(mail.html, kind).toContain('“Claim your prize at evil.example now”');
      expect(mail.text, kind).toContain(sender);
      expect(mail.html, kind).toContain(escapeHtml(sender));
    }
  });
});
