import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from './support/render';
import { API, server, startMswServer } from './support/server';

startMswServer();

afterEach(() => {
  vi.unstubAllEnvs();
});

// docs/configuration.md#contact-details-and-sponsor: the e-mail always, anything else only when the operator sets it.
function configure() {
  vi.stubEnv('VITE_SUPPORT_PHONE', '+1 (202) 010-0142');
  vi.stubEnv('VITE_SUPPORT_POSTAL_ADDRESS', 'Confetti, 1 Example Street, Springfield');
  vi.stubEnv('VITE_SUPPORT_HOURS', 'Monday to Friday, 9 am to 5 pm');
}

describe('contact details on Contact Us', () => {
  it('shows only the e-mail when nothing else is configured, and no hotline', async () => {
    renderApp('/contact-us');
    const aside = await screen.findByRole('complementary', { name: 'Other ways to reach us' });
    expect(within(aside).getByRole('link', { name: 'support@confetti.party' })).toHaveAttribute('href', 'mailto:support@confetti.party');
    expect(within(aside).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(/call us|hotline|office hours|24\/7/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^tel:|\d{3}.*\d{4}/ })).not.toBeInTheDocument();
  });

  it('shows the configured phone, postal address and office hours', async () => {
    configure();
    renderApp('/contact-us');
    const aside = await screen.findByRole('complementary', { name: 'Other ways to reach us' });
    expect(within(aside).getByRole('link', { name: '+1 (202) 010-0142' })).toHaveAttribute('href', 'tel:+12020100142');
    expect(within(aside).getByText('Confetti, 1 Example Street, Springfield')).toBeInTheDocument();
    expect(within(aside).getByText('Monday to Friday, 9 am to 5 pm')).toBeInTheDocument();
    expect(screen.queryByText(/hotline/i)).not.toBeInTheDocument();
  });
});

describe('contact details elsewhere', () => {
  it('offers Call Us in the Help Center only with a configured phone', async () => {
    renderApp('/help-center');
    expect(await screen.findByRole('link', { name: 'Email Support' })).toHaveAttribute('href', '/contact-us');
    expect(screen.queryByRole('link', { name: /Call Us/ })).not.toBeInTheDocument();
  });

  it('shows the configured phone in the Help Center and the footer', async () => {
    configure();
    server.use(http.get(`${API}/rest/v1/public_party_plans`, () => HttpResponse.json([])));
    renderApp('/help-center');
    expect(await screen.findByRole('link', { name: /Call Us/ })).toHaveAttribute('href', 'tel:+12020100142');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '+1 (202) 010-0142' })).toHaveAttribute('href', 'tel:+12020100142');
    expect(within(footer).getByText('Confetti, 1 Example Street, Springfield')).toBeInTheDocument();
  });
});

describe('social links in the footer', () => {
  it('shows none when no account is configured', async () => {
    renderApp('/help-center');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByRole('list', { name: 'Social media' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: /Confetti on/ })).not.toBeInTheDocument();
  });

  it('links only the configured https accounts', async () => {
    vi.stubEnv('VITE_SOCIAL_INSTAGRAM_URL', 'https://www.instagram.com/example-operator');
    vi.stubEnv('VITE_SOCIAL_X_URL', 'javascript:alert(1)');
    renderApp('/help-center');
    const social = within(await screen.findByRole('contentinfo')).getByRole('list', { name: 'Social media' });
    const links = within(social).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Confetti on Instagram (opens in a new tab)');
    expect(links[0]).toHaveAttribute('href', 'https://www.instagram.com/example-operator');
  });
});

describe('help articles', () => {
  it('open to their text', async () => {
    const user = userEvent.setup();
    renderApp('/help-center');
    const article = await screen.findByText('Using the party chat');
    expect(screen.getByText(/Attach an image or a file of up to 10 MB/)).not.toBeVisible();
    await user.click(article);
    expect(screen.getByText(/Attach an image or a file of up to 10 MB/)).toBeVisible();
  });
});

describe('pages that show only what is real', () => {
  it('Success Stories says none is published yet and points at the public parties', async () => {
    renderApp('/success-stories');
    expect(await screen.findByRole('heading', { name: 'No stories published yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse public parties' })).toHaveAttribute('href', '/public-parties');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByText(/reviews|out of 5/)).not.toBeInTheDocument();
  });

  it('the Blog lists no post without a body', async () => {
    renderApp('/blog');
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
