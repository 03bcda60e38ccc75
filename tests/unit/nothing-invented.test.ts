import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/decisions.md#nothing-invented: no made-up phone number, person, quote, rating or offer in the app.
const SRC = path.resolve(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|css|html|json|md)$/.test(e.name) ? [full] : [];
  });
}

/** North American fictional numbers: (312) 555-0142, 312-555-0199, +1 312 555 0100, 555-0100. */
const PHONE_555 = /(?:\(\d{3}\)\s*|\b\d{3}[\s.-])555[\s.-]?\d{4}\b|\b555[.-]\d{4}\b/;

/** The people, quotes, vendors and figures the app once showed without any of them being real. */
const INVENTED = [
  'Maya R.',
  'Jordan T.',
  'Priya and Sam',
  'Luis M.',
  'Sweet Layers Bakery',
  'Snapshot Stories Photography',
  '20% Off',
  'Ad space',
  '4.9/5',
  '10,000+',
  '500+ reviews',
  '5-star reviews',
  '24/7',
  // Social accounts nobody runs: the footer links only configured ones (VITE_SOCIAL_*).
  'confettiparty',
];

function offences(text: string): string[] {
  const found = INVENTED.filter((s) => text.includes(s));
  const phone = PHONE_555.exec(text);
  return phone ? [...found, phone[0]] : found;
}

describe('nothing invented in src/', () => {
  it('recognises what it looks for', () => {
    expect(offences("export const SUPPORT_PHONE = '(312) 555-0142';")).toEqual(['(312) 555-0142']);
    expect(offences('Call 312-555-0199 or +1 312 555 0100')).toEqual(['312-555-0199']);
    expect(offences('name: "Maya R.", offer: "20% Off"')).toEqual(['Maya R.', '20% Off']);
    expect(offences('guest 5550 of 10,000 characters; 15551234 bytes')).toEqual([]);
  });

  it('holds no 555 phone number, testimonial name, rating or sample offer', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => offences(fs.readFileSync(f, 'utf8')).map((o) => `${path.relative(SRC, f)}: ${o}`));
    expect(found).toEqual([]);
  });
});
