import { describe, expect, it } from 'vitest';
import { generatedCardSvg, imageMime, photoCardSvg } from '../../supabase/functions/_shared/artwork/share-card.ts';
import { invitationShareUrl, parseSharePath, partyShareUrl, SHARE_PATH } from '../../supabase/functions/_shared/share-links.ts';
import { invitationDescription, isBrowserNavigation, renderSharePage } from '../../supabase/functions/_shared/share-page.ts';
import { renderInvitationEmail, REMINDER_EASE } from '../../supabase/functions/_shared/invitation-email.ts';

// The pure parts of the share links (docs/product.md#share-links); the function itself is tested
// against the stack in tests/integration/share-links.test.ts.

describe('share URLs', () => {
  it('are /i/{token} and /p/{id} on the site origin, encoded', () => {
    expect(invitationShareUrl('https://confetti.party/', 'a b/c')).toBe('https://confetti.party/i/a%20b%2Fc');
    expect(partyShareUrl('https://confetti.party', '1e0d')).toBe('https://confetti.party/p/1e0d');
  });

  it('are read back from the path the function sees, hosted (/share/…) or as rewritten', () => {
    expect(parseSharePath('/share/i/abc')).toEqual({ kind: 'invitation', key: 'abc', image: false });
    expect(parseSharePath('/i/abc/image.png')).toEqual({ kind: 'invitation', key: 'abc', image: true });
    expect(parseSharePath('/functions/v1/share/p/1e0d/')).toEqual({ kind: 'party', key: '1e0d', image: false });
    expect(parseSharePath('/share/i/a%20b')).toEqual({ kind: 'invitation', key: 'a b', image: false });
    for (const bad of ['/share', '/share/x/abc', '/share/i/', '/share/i/abc/other', '/share/i/%E0%A4%A']) expect(parseSharePath(bad), bad).toBeNull();
  });

  it('the local servers route only the share paths', () => {
    for (const p of ['/i/abc', '/p/1e0d', '/i/abc/image.png', '/p/x/']) expect(SHARE_PATH.test(p), p).toBe(true);
    for (const p of ['/invitation/abc', '/party/x', '/i', '/i/', '/x/i/abc', '/i/abc/other', '/pricing']) expect(SHARE_PATH.test(p), p).toBe(false);
  });
});

describe('browser or crawler', () => {
  const h = (ua: string, mode?: string) => new Headers({ 'user-agent': ua, ...(mode ? { 'sec-fetch-mode': mode } : {}) });
  it('redirects only a navigating browser that names no crawler', () => {
    expect(isBrowserNavigation(h('Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15', 'navigate'))).toBe(true);
    expect(isBrowserNavigation(h('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36', 'navigate'))).toBe(true);
    expect(isBrowserNavigation(h('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36'))).toBe(false);
    expect(isBrowserNavigation(h('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36', 'cors'))).toBe(false);
    for (const ua of [
      'facebookexternalhit/1.1',
      'Twitterbot/1.0',
      'Slackbot-LinkExpanding 1.0',
      'WhatsApp/2.23',
      'Mozilla/5.0 (compatible; Discordbot/2.0)',
      'TelegramBot (like TwitterBot)',
    ]) {
      expect(isBrowserNavigation(h(ua, 'navigate')), ua).toBe(false);
    }
  });
});

describe('the card', () => {
  it('says who invites and to what, never more', () => {
    expect(invitationDescription('Dana Demo', 'Birthday Party', 'attendance')).toBe(
      'Dana Demo invites you to their Birthday Party. Answer in a few seconds on Confetti.',
    );
    expect(invitationDescription(null, 'Graduation', 'attendance')).toBe('You are invited to a Graduation. Answer in a few seconds on Confetti.');
    expect(invitationDescription('Dana', 'Wedding/Engagement', 'collaboration')).toBe('Dana invites you to help plan their Wedding/Engagement on Confetti.');
  });

  it('escapes every value in the page', () => {
    const html = renderSharePage({
      title: `"><script>alert(1)</script>`,
      description: `it's <b>`,
      url: 'https://c.party/i/x"y',
      image: 'https://c.party/i/x"y/image.png',
      imageAlt: '<img>',
      appUrl: 'https://c.party/invitation/x"y',
      action: 'Open',
      noindex: true,
    });
    expect(html).not.toMatch(/<script|<b>|<img>|x"y/);
    expect(html).toContain('<meta property="og:title" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('draws 1200×630 pictures: the photo covering it, or the artwork with the name escaped', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    expect(imageMime(png)).toBe('image/png');
    expect(imageMime(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageMime(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    const photo = photoCardSvg(png, 'image/png');
    expect(photo).toContain('width="1200" height="630"');
    expect(photo).toContain('preserveAspectRatio="xMidYMid slice"');
    expect(photo).toContain('href="data:image/png;base64,iVBORw0KGgoA"');
    const art = generatedCardSvg('seed', 'A & <B>', 'Birthday Party');
    expect(art).toContain('width="1200" height="630"');
    expect(art).toContain('A &amp; &lt;B&gt;');
  });
});

describe('reminders and calendar e-mails carry the one-visit link', () => {
  const base = {
    inviterName: 'Dana',
    partyTitle: 'Robin turns 8',
    partyType: 'Birthday Party',
    date: '2027-03-14',
    permissionLevel: 'view_only',
    responseType: 'attendance',
    expiresAt: '2027-03-01T00:00:00Z',
  };
  it('a reminder says answering takes a few seconds, and asks for no account', () => {
    const mail = renderInvitationEmail({ ...base, kind: 'reminder', acceptUrl: 'https://c.party/i/tok' });
    expect(REMINDER_EASE).toBe('It takes a few seconds — no account needed.');
    expect(mail.text).toContain(`https://c.party/i/tok\n${REMINDER_EASE}`);
    expect(mail.html).toContain(REMINDER_EASE);
    expect(mail.text).not.toMatch(/sign in/i);
  });

  it('the invitation e-mail says the same, and no longer that an account comes first', () => {
    const mail = renderInvitationEmail({ ...base, acceptUrl: 'https://c.party/i/tok' });
    expect(mail.text).toContain(`https://c.party/i/tok\n${REMINDER_EASE}`);
    expect(mail.text).not.toMatch(/sign in|create a free/i);
  });

  it('a calendar e-mail gives an invitee their own link beside the party page; without one it has none', () => {
    const mail = renderInvitationEmail({ ...base, kind: 'calendar', acceptUrl: 'https://c.party/party/1', invitationUrl: 'https://c.party/i/tok' });
    expect(mail.text).toContain('Your invitation, to see or change your answer:\nhttps://c.party/i/tok');
    expect(mail.html).toContain('href="https://c.party/i/tok"');
    const added = renderInvitationEmail({ ...base, kind: 'calendar', acceptUrl: 'https://c.party/party/1', invitationUrl: null });
    expect(added.text).not.toContain('/i/');
    expect(renderInvitationEmail({ ...base, acceptUrl: 'https://c.party/i/tok', invitationUrl: 'https://c.party/i/other' }).text).not.toContain('/i/other');
  });
});
