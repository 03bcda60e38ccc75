import { describe, expect, it } from 'vitest';
import { messageTime } from '../../src/features/chat/lib/message-time';
import { formatMoney } from '../../src/features/planning/lib/budget';
import { formatUsd, formatUsdCents } from '../../src/lib/money';

// Amounts and times written by hand, so a page never makes its first Intl formatter while it
// starts (docs/decisions.md#a-light-main-thread), must read exactly as Intl writes them for en-US.
const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
// ICU puts a narrow no-break space before AM/PM; people read it as a space.
const plain = (s: string) => s.replace(/\u202f/g, ' ');

describe('amounts and times written by hand read as Intl writes them (en-US)', () => {
  const cents = [0, 1, 5, 99, 100, 101, 999, 1000, 123_456, 100_000_000, 1_000_000_000, -500, -123_456];

  it('US dollars from cents and from dollars', () => {
    for (const c of cents) {
      expect(formatUsdCents(c)).toBe(intlUsd.format(c / 100));
      expect(formatUsd(c / 100)).toBe(intlUsd.format(c / 100));
      expect(formatMoney(c)).toBe(intlUsd.format(c / 100));
    }
  });

  it('other currencies still go through Intl, one formatter each', () => {
    expect(formatMoney(500, 'EUR')).toBe('€5.00');
    expect(formatMoney(123_456, 'GBP')).toBe('£1,234.56');
    expect(formatMoney(500, 'not a currency')).toBe('5.00 not a currency');
  });

  it("a chat message's time: the clock today, month and day before it otherwise", () => {
    const now = new Date(2026, 10, 27, 18, 0);
    for (const [h, m] of [
      [0, 5],
      [9, 0],
      [12, 0],
      [12, 30],
      [15, 5],
      [23, 59],
    ]) {
      const today = new Date(2026, 10, 27, h, m);
      expect(messageTime(today.toISOString(), now)).toBe(plain(today.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })));
      const earlier = new Date(2026, 0, 3, h, m);
      expect(messageTime(earlier.toISOString(), now)).toBe(
        plain(earlier.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })),
      );
    }
    expect(messageTime('not a date', now)).toBe('');
  });
});
