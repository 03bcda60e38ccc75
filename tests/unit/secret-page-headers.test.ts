// #30: the static host's headers (scripts/csp.ts → dist/_headers) keep the invitation link out of
// referrers and search engines, after the site-wide rule so a host merging both ends on no-referrer.
import { describe, expect, it } from 'vitest';
import { headersFile, policyFromHeaders } from '../../scripts/csp.ts';

describe('dist/_headers', () => {
  const file = headersFile("default-src 'self'");

  it('#30 /invitation/* gets no-referrer and noindex, listed after /*', () => {
    const lines = file.split('\n');
    const site = lines.indexOf('/*');
    const invitation = lines.indexOf('/invitation/*');
    expect(site).toBeGreaterThanOrEqual(0);
    expect(invitation).toBeGreaterThan(site);
    expect(lines.slice(invitation + 1, invitation + 3)).toEqual(['  Referrer-Policy: no-referrer', '  X-Robots-Tag: noindex, nofollow']);
  });

  it('still names the policy', () => {
    expect(policyFromHeaders(file)).toBe("default-src 'self'");
  });
});
