import { describe, expect, it } from 'vitest';
import { getInitials } from '@/features/profile/lib/initials';
import { avatarPath, validateAvatarFile } from '@/features/profile/lib/avatar';
import { invitationStatusColor, formatRole } from '@/features/invitations/lib/status';
import { filterFaq, filterHelpCategories } from '@/features/marketing/lib/search';
import { FAQ } from '@/features/marketing/lib/faq';
import { HELP_CATEGORIES } from '@/features/marketing/lib/help-articles';
import { cardsPerView, stepIndex } from '@/features/parties/lib/carousel';
import { budgetCardLabel, budgetLabel, formatDate, partyDisplayName } from '@/lib/party-format';
import { postAuthPath } from '@/features/auth/lib/pending-invitation';

describe('initials (docs/product.md#profiles)', () => {
  it('takes the first letters of up to two words of the full name, upper case', () => {
    expect(getInitials('dana demo', 'x@y.z')).toBe('DD');
    expect(getInitials('Mary Ann van Dyke', null)).toBe('MA');
    expect(getInitials('  cher  ', null)).toBe('C');
  });
  it('else the first two letters of the e-mail, upper case', () => {
    expect(getInitials('', 'sam@confetti.test')).toBe('SA');
    expect(getInitials('   ', 'q@x.io')).toBe('Q@');
    expect(getInitials(null, 'alex@x.io')).toBe('AL');
  });
  it("else 'U'", () => {
    expect(getInitials(null, null)).toBe('U');
    expect(getInitials('', '')).toBe('U');
  });
  it('never exceeds two characters', () => {
    expect(getInitials('a b c d', 'long@mail.com').length).toBeLessThanOrEqual(2);
  });
});

describe('avatar rules (docs/product.md#avatar-validation)', () => {
  it('needs a file, an image type and less than 5MB', () => {
    expect(validateAvatarFile(undefined)).toBe('You must select an image to upload.');
    expect(validateAvatarFile({ type: 'application/pdf', size: 10 })).toBe('Please select an image file.');
    // SVG can carry script; the avatars bucket takes raster images only.
    expect(validateAvatarFile({ type: 'image/svg+xml', size: 10 })).toBe('Please select an image file.');
    expect(validateAvatarFile({ type: 'image/png', size: 5242880 })).toBe('File size must be less than 5MB.');
    expect(validateAvatarFile({ type: 'image/png', size: 5242879 })).toBeNull();
  });
  it('stores at {userId}/{userId}-{timestamp}.{ext}', () => {
    expect(avatarPath('u1', 'Me.JPG', 1700000000000)).toBe('u1/u1-1700000000000.jpg');
    expect(avatarPath('u1', 'noext', 5)).toBe('u1/u1-5.png');
  });
});

describe('invitation status colours (docs/product.md#invitation-states)', () => {
  it('accepted green, declined red, maybe yellow, anything else grey', () => {
    expect(invitationStatusColor('accepted')).toBe('green');
    expect(invitationStatusColor('declined')).toBe('red');
    expect(invitationStatusColor('maybe')).toBe('yellow');
    expect(invitationStatusColor('pending')).toBe('gray');
    expect(invitationStatusColor(undefined)).toBe('gray');
  });
  it('shows roles with underscores as spaces', () => {
    expect(formatRole('co_admin')).toBe('co admin');
    expect(formatRole('view_only')).toBe('view only');
  });
});

describe('help search', () => {
  it('keeps everything for an empty query', () => {
    expect(filterHelpCategories(HELP_CATEGORIES, '  ')).toEqual(HELP_CATEGORIES);
    expect(filterFaq(FAQ, '')).toHaveLength(8);
  });
  it('matches every word, case-insensitively, in titles and summaries', () => {
    const cats = filterHelpCategories(HELP_CATEGORIES, 'PROFILE avatar');
    expect(cats.flatMap((c) => c.articles.map((a) => a.title))).toEqual(['Updating your profile']);
    expect(filterFaq(FAQ, 'refund').map((f) => f.question)).toEqual(['How do I cancel Confetti Pro, and is there a refund?']);
    expect(filterHelpCategories(HELP_CATEGORIES, 'xylophone')).toEqual([]);
  });
});

describe('trending carousel', () => {
  it('shows 1, 2 or 3 cards by width', () => {
    expect(cardsPerView(false, false)).toBe(1);
    expect(cardsPerView(true, false)).toBe(2);
    expect(cardsPerView(true, true)).toBe(3);
  });
  it('wraps around at both ends', () => {
    expect(stepIndex(0, 1, 6, 3)).toBe(1);
    expect(stepIndex(3, 1, 6, 3)).toBe(0);
    expect(stepIndex(0, -1, 6, 3)).toBe(3);
    expect(stepIndex(0, 1, 2, 3)).toBe(0);
  });
});

describe('budget labels and names (docs/product.md#budget-codes)', () => {
  it('maps budget codes', () => {
    expect(budgetLabel('cheap')).toBe('As cheap as I can make it');
    expect(budgetCardLabel('cheap')).toBe('Budget-Friendly');
    expect(budgetCardLabel('500-1000')).toBe('$500 - $1K');
    expect(budgetLabel('over-5000')).toBe('Over $5,000');
    expect(budgetCardLabel('over-5000')).toBe('$5K+');
  });
  it("names a plan '{party_type} Party' without a party_name", () => {
    expect(partyDisplayName({ party_name: null, party_type: 'Graduation' })).toBe('Graduation Party');
    expect(partyDisplayName({ party_name: 'Grad Bash', party_type: 'Graduation' })).toBe('Grad Bash');
  });
});

describe('after sign-in', () => {
  it('goes to the remembered invitation, else home', () => {
    expect(postAuthPath('abc')).toBe('/invitation/abc');
    expect(postAuthPath(null)).toBe('/');
  });
});

describe('party dates as people read them', () => {
  it('are written as toLocaleDateString writes them in US English, without it', () => {
    const long = (d: Date) => d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    for (const day of ['2031-05-01', '2026-12-31', '2027-01-09', '2028-02-29']) {
      const [y, m, d] = day.split('-').map(Number);
      expect(formatDate(day)).toBe(long(new Date(y!, m! - 1, d!)));
    }
    expect(formatDate('2031-05-01T18:30:00Z')).toBe(long(new Date('2031-05-01T18:30:00Z')));
    expect(formatDate(null)).toBe('Date not set');
    expect(formatDate('someday')).toBe('someday');
  });
});
