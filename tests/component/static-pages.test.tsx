import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './support/render';
import { API, server, startMswServer } from './support/server';
import { signInAs } from './support/session';
import { listItemWith } from './support/queries';

startMswServer();

describe('contact form', () => {
  it('requires the starred fields in the browser, then sends the message and shows its reference', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      http.post(`${API}/functions/v1/send-contact-message`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ reference: 'CF-7KQ2-M9XD', acknowledged: true });
      }),
    );
    const user = userEvent.setup();
    renderApp('/contact-us');
    for (const label of ['First Name *', 'Last Name *', 'Email *', 'Subject *', 'Message *']) {
      expect(await screen.findByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Phone')).not.toBeRequired();
    expect(screen.getByLabelText('Email *')).toHaveAttribute('type', 'email');

    await user.type(screen.getByLabelText('First Name *'), 'Ana');
    await user.type(screen.getByLabelText('Last Name *'), 'Lopez');
    await user.type(screen.getByLabelText('Email *'), 'ana@example.com');
    await user.type(screen.getByLabelText('Subject *'), 'Wedding package');
    await user.type(screen.getByLabelText('Message *'), 'Do you cover Evanston?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Thank you, Ana!')).toBeInTheDocument();
    expect(screen.getByTestId('contact-reference')).toHaveTextContent('CF-7KQ2-M9XD');
    expect(screen.getByText('Your message has been e-mailed to our support team.')).toBeInTheDocument();
    expect(
      screen.getByText('We sent a confirmation with this reference to ana@example.com. Our team replies to that address from support@confetti.party.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Message sent! Your reference is CF-7KQ2-M9XD.')).toBeInTheDocument();
    // The page promises only what happens: no reply time it cannot keep.
    expect(document.body).not.toHaveTextContent(/within one business day|a real person will answer/i);
    expect(body).toEqual({
      first_name: 'Ana',
      last_name: 'Lopez',
      email: 'ana@example.com',
      phone: null,
      subject: 'Wedding package',
      message: 'Do you cover Evanston?',
    });
  });
});

describe('contact form: what the server says', () => {
  it('says when the confirmation e-mail could not be sent, and still shows the reference', async () => {
    server.use(http.post(`${API}/functions/v1/send-contact-message`, () => HttpResponse.json({ reference: 'CF-AAAA-BBBB', acknowledged: false })));
    const user = userEvent.setup();
    renderApp('/contact-us');
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByTestId('contact-reference')).toHaveTextContent('CF-AAAA-BBBB');
    expect(
      screen.getByText(
        'We could not e-mail you a confirmation, so please note this reference. Our team replies to ana@example.com from support@confetti.party.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    [
      429,
      { error: 'Too many messages in a short time. Please try again in 42 minutes, or write to support@confetti.party.' },
      'Too many messages in a short time. Please try again in 42 minutes, or write to support@confetti.party.',
    ],
    [
      400,
      { error: 'Invalid request', details: [{ path: 'email', message: 'Email must be a valid e-mail address, like name@example.com' }] },
      'Email must be a valid e-mail address, like name@example.com',
    ],
  ])('shows the reason of a %i and keeps everything typed', async (status, answer, shown) => {
    server.use(http.post(`${API}/functions/v1/send-contact-message`, () => HttpResponse.json(answer, { status })));
    const user = userEvent.setup();
    renderApp('/contact-us');
    await fillContactForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.getByLabelText('Message *')).toHaveValue('Do you cover Evanston?');
    expect(screen.queryByTestId('contact-reference')).not.toBeInTheDocument();
  });
});

async function fillContactForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('First Name *'), 'Ana');
  await user.type(screen.getByLabelText('Last Name *'), 'Lopez');
  await user.type(screen.getByLabelText('Email *'), 'ana@example.com');
  await user.type(screen.getByLabelText('Subject *'), 'Wedding package');
  await user.type(screen.getByLabelText('Message *'), 'Do you cover Evanston?');
}

describe('contact form: bad input and failures lose nothing', () => {
  it('names the field the browser let through blank or malformed, and keeps everything typed when sending fails', async () => {
    let posts = 0;
    server.use(
      http.post(`${API}/functions/v1/send-contact-message`, () => {
        posts += 1;
        return HttpResponse.json({ error: 'Something went wrong on our side. Please try again.' }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/contact-us');
    await user.type(await screen.findByLabelText('First Name *'), 'Ana');
    await user.type(screen.getByLabelText('Last Name *'), '   ');
    await user.type(screen.getByLabelText('Email *'), 'ana@localhost');
    await user.type(screen.getByLabelText('Subject *'), 'Wedding package');
    await user.type(screen.getByLabelText('Message *'), 'Do you cover Evanston?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Last Name cannot be blank.')).toBeInTheDocument();
    expect(screen.getByLabelText('Last Name *')).toHaveFocus();

    await user.type(screen.getByLabelText('Last Name *'), 'Lopez');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email address, like name@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email *')).toHaveFocus();
    expect(posts).toBe(0);

    await user.clear(screen.getByLabelText('Email *'));
    await user.type(screen.getByLabelText('Email *'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send your message. Please try again.')).toBeInTheDocument();
    expect(posts).toBe(1);
    expect(screen.getByLabelText('First Name *')).toHaveValue('Ana');
    expect(screen.getByLabelText('Message *')).toHaveValue('Do you cover Evanston?');
  });
});

describe('FAQ', () => {
  it('is an accordion of 8 questions with at most one open', async () => {
    const user = userEvent.setup();
    renderApp('/faq');
    await screen.findByRole('heading', { name: 'Frequently Asked Questions' });
    // eslint-disable-next-line testing-library/no-node-access -- Radix marks its accordion only by data-orientation; the header's menu buttons are collapsed too
    const triggers = screen.getAllByRole('button', { expanded: false }).filter((b) => b.closest('[data-orientation]'));
    expect(triggers).toHaveLength(8);
    await user.click(triggers[0]!);
    expect(triggers[0]).toHaveAttribute('aria-expanded', 'true');
    await user.click(triggers[1]!);
    expect(triggers[1]).toHaveAttribute('aria-expanded', 'true');
    expect(triggers[0]).toHaveAttribute('aria-expanded', 'false');
    // eslint-disable-next-line testing-library/no-node-access -- see above
    expect(screen.getAllByRole('region').filter((r) => r.closest('[data-orientation]'))).toHaveLength(1);
  });
});

describe('help center', () => {
  it('filters articles and FAQ as you type', async () => {
    const user = userEvent.setup();
    renderApp('/help-center');
    const search = await screen.findByRole('searchbox', { name: 'Search help articles and FAQ' });
    expect(screen.getByText('Creating your account')).toBeInTheDocument();
    expect(screen.getByText('Inviting guests by e-mail')).toBeInTheDocument();
    await user.type(search, 'avatar');
    expect(screen.queryByText('Creating your account')).not.toBeInTheDocument();
    expect(screen.getByText('Updating your profile')).toBeInTheDocument();
    expect(screen.getByText('How do I change my profile or avatar?')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'xylophone');
    expect(screen.getByText(/No results for "xylophone"/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email Support' })).toHaveAttribute('href', '/contact-us');
  });
});

describe('pricing', () => {
  it('offers only Free and Pro, with the allowance the database applies, and asks a visitor to sign in before upgrading', async () => {
    server.use(http.post(`${API}/rest/v1/rpc/free_ai_allowance`, () => HttpResponse.json(7)));
    const user = userEvent.setup();
    renderApp('/pricing');
    await screen.findByRole('heading', { name: 'Free' });
    const free = listItemWith((li) => within(li).queryByRole('heading', { name: 'Free' }));
    expect(within(free).getByText('$0')).toBeInTheDocument();
    expect(await within(free).findByText(/^7 AI generations a day/)).toBeInTheDocument();
    expect(within(free).getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/auth?next=%2Fparty-planning');
    const pro = listItemWith((li) => within(li).queryByRole('heading', { name: 'Confetti Pro' }));
    expect(within(pro).getByText('$9.99')).toBeInTheDocument();
    expect(within(pro).getByText('Unlimited AI generations')).toBeInTheDocument();
    // Nothing that cannot be bought.
    expect(screen.queryByText(/Starter|Luxury|\$99|\$299|\$799|per event|Add-ons/)).not.toBeInTheDocument();
    await user.click(within(pro).getByRole('button', { name: 'Upgrade to Pro' }));
    expect(await screen.findByText('Please sign in to upgrade to Pro')).toBeInTheDocument();
  });

  it('takes anything else as a request that says it is one', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      http.post(`${API}/functions/v1/send-contact-message`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ reference: 'CF-7KQ2-M9XD', acknowledged: true });
      }),
    );
    const user = userEvent.setup();
    renderApp('/pricing');
    const request = await screen.findByRole('region', { name: 'Request hands-on help' });
    expect(within(request).getByText(/This is a request, not an order:/)).toBeInTheDocument();
    expect(within(request).getByText(/nothing is booked and nothing is charged/)).toBeInTheDocument();
    expect(within(request).getByLabelText('Subject *')).toHaveValue('Request: hands-on help with my event');
    await user.type(within(request).getByLabelText('First Name *'), 'Ana');
    await user.type(within(request).getByLabelText('Last Name *'), 'Lopez');
    await user.type(within(request).getByLabelText('Email *'), 'ana@example.com');
    await user.type(within(request).getByLabelText('Message *'), 'A planner for a wedding of 80 in June?');
    await user.click(within(request).getByRole('button', { name: 'Send Request' }));
    expect(await within(request).findByText('CF-7KQ2-M9XD')).toBeInTheDocument();
    expect(body).toMatchObject({ subject: 'Request: hands-on help with my event', message: 'A planner for a wedding of 80 in June?' });
  });

  it('tells a signed-in user when the checkout could not start', async () => {
    signInAs();
    server.use(
      http.post(`${API}/functions/v1/create-subscription-checkout`, () => HttpResponse.json({ error: 'not deployed' }, { status: 404 })),
      http.get(`${API}/rest/v1/profiles`, () => HttpResponse.json({ code: 'PGRST116', message: 'no rows' }, { status: 406 })),
    );
    const user = userEvent.setup();
    renderApp('/pricing');
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }, { timeout: 5000 }));
    // The SDK and the toasts load on this first click: slow on a busy machine.
    expect(await screen.findByText(/^Failed to start checkout: /, {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('the sixteen static pages', () => {
  const PAGES: [string, string][] = [
    ['/plan-a-party', 'Plan a Party'],
    ['/party-ideas', 'Party Ideas'],
    ['/pricing', 'Simple, transparent pricing'],
    ['/how-it-works', 'How It Works'],
    ['/success-stories', 'Success Stories'],
    ['/blog', 'The Confetti Blog'],
    ['/help-center', 'Help Center'],
    ['/contact-us', 'Contact Us'],
    ['/faq', 'Frequently Asked Questions'],
    ['/party-planning-guide', 'Party Planning Guide'],
    ['/vendor-partners', 'Vendor Partners'],
    ['/accessibility', 'Accessibility'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/cookie-policy', 'Cookie Policy'],
    ['/data-protection', 'Data Protection'],
  ];

  it.each(PAGES)('%s is its own page with real content, not the 404', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
    // More than a heading: each page carries its own copy.
    expect(screen.getByRole('main').textContent!.length).toBeGreaterThan(400);
  });
});

describe('footer', () => {
  it('links the 16 static pages and opens the 3 configured social links in a new tab', async () => {
    vi.stubEnv('VITE_SOCIAL_FACEBOOK_URL', 'https://www.facebook.com/example-operator');
    vi.stubEnv('VITE_SOCIAL_INSTAGRAM_URL', 'https://www.instagram.com/example-operator');
    vi.stubEnv('VITE_SOCIAL_X_URL', 'https://x.com/example-operator');
    server.use(http.get(`${API}/rest/v1/public_party_plans`, () => HttpResponse.json([])));
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const internal = within(footer)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/') && a.getAttribute('href') !== '/');
    expect(internal).toHaveLength(16);
    const social = within(footer).getAllByRole('link', { name: /opens in a new tab/ });
    expect(social).toHaveLength(3);
    for (const a of social) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // No postal address or phone is configured here, so none is shown (tests/component/contact-details.test.tsx).
    expect(within(footer).queryByRole('link', { name: /^\+?[\d\s()-]+$/ })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'support@confetti.party' })).toHaveAttribute('href', 'mailto:support@confetti.party');
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
});
