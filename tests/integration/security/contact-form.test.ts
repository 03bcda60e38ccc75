// #17 The contact form's per-IP limit keys on the address the platform saw, never on what the
// client writes: the hosted gateway (and the local stack's function proxy) appends the connection's
// address to X-Forwarded-For, and only that right-most entry is trusted.
import { describe, expect, inject, it } from 'vitest';
import { apiUrl, uniqueEmail } from '../clients.ts';
import { fromIp, loopbackAddresses } from '../from-address.ts';

const nextIp = loopbackAddresses();

const message = (email: string) => ({
  first_name: 'Ana',
  last_name: 'Lopez',
  email,
  subject: 'Wedding package',
  message: 'Do you plan weddings?',
});

function send(ip: string, forwardedFor: string) {
  return fromIp(ip, `${apiUrl()}/functions/v1/send-contact-message`, {
    method: 'POST',
    headers: { authorization: `Bearer ${inject('anonKey')}`, 'x-forwarded-for': forwardedFor },
    body: message(uniqueEmail('xff-spray')),
  });
}

describe('#17 the contact form counts what the platform saw', () => {
  it('#17 six messages from one client with six made-up X-Forwarded-For headers: the sixth is 429', async () => {
    const ip = nextIp();
    for (let i = 1; i <= 5; i++) {
      const r = await send(ip, `198.51.100.${i}`);
      expect(r.status, `message ${i}`).toBe(200);
    }
    const sixth = await send(ip, '203.0.113.77, 198.51.100.200');
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toMatch(/^Too many messages in a short time\./);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('#17 another client is not held back by it, whatever header it sends', async () => {
    const r = await send(nextIp(), '198.51.100.1');
    expect(r.status).toBe(200);
  });
});
