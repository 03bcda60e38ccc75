import { describe, expect, it } from 'vitest';
import { editNavigationState, templateNavigationState } from '@/lib/wizard-navigation';
import { abilities, actionsMenu, showsAdvancedSwitch, toPermission } from '@/features/parties/lib/permissions';
import {
  addIdeas,
  hasTimeline,
  normalizeSuggestions,
  offered,
  sameSelection,
  toggleItem,
  toggleLocalVendor,
  toggleTimelineItem,
  toStored,
} from '@/lib/suggestions';
import type { Tables } from '@/lib/database.types';
import { escapeXml, partyArtSvg, wrapTitle } from '../../supabase/functions/_shared/artwork/party-art.ts';
import { searchLinkProducts } from '../../supabase/functions/generate-amazon-products/retailer.ts';
import { budgetTier, searchesFor } from '../../supabase/functions/search-local-vendors/categories.ts';

describe('selected suggestions', () => {
  const saved = normalizeSuggestions({
    themes: ['Space', 'Space', '  Stars  ', 42],
    games: 'not a list',
    timeline: { preParty: [{ task: 'Invite', timing: '3 weeks before' }, { nope: true }] },
  });

  it('reads the jsonb leniently into the full shape', () => {
    expect(saved.themes).toEqual(['Space', 'Stars']);
    expect(saved.games).toEqual([]);
    expect(saved.timeline.preParty).toEqual([{ task: 'Invite', timing: '3 weeks before' }]);
    expect(saved.localVendors).toEqual([]);
    expect(normalizeSuggestions(null, { duringParty: [{ task: 'Cake', timeframe: '3 PM' }] }).timeline.duringParty).toHaveLength(1);
    expect(hasTimeline(saved)).toBe(true);
    expect(hasTimeline(normalizeSuggestions({}))).toBe(false);
  });

  it('treats a selection as changed only when its choices differ, not their order', () => {
    const reordered = toggleItem(toggleItem(saved, 'themes', 'Space'), 'themes', 'Space');
    expect(reordered.themes).toEqual(['Stars', 'Space']);
    expect(sameSelection(reordered, saved)).toBe(true);
    expect(sameSelection(toggleItem(saved, 'themes', 'Ocean'), saved)).toBe(false);
    expect(sameSelection(toggleLocalVendor(saved, { id: 'v1', name: 'DJ', category: 'DJ/Music' }), saved)).toBe(false);
  });

  it('toggles timeline items by task plus timeframe or timing', () => {
    const off = toggleTimelineItem(saved, 'preParty', { task: 'Invite', timeframe: '3 weeks before' });
    expect(off.timeline.preParty).toEqual([]);
    const other = toggleTimelineItem(saved, 'preParty', { task: 'Invite', timeframe: '1 week before' });
    expect(other.timeline.preParty).toHaveLength(2);
  });

  it("adds 'More Ideas' answers without repeating any, and offers the union of AI and chosen", () => {
    const { next, added } = addIdeas(saved, 'themes', ['space', 'Ocean', ' Ocean ', '']);
    expect(added).toEqual(['Ocean']);
    expect(next.themes).toEqual(['Space', 'Stars', 'Ocean']);
    const ai = normalizeSuggestions({ themes: ['Space', 'Jungle'] });
    expect(offered(ai, saved).themes).toEqual(['Space', 'Jungle', 'Stars']);
    expect(toStored(saved)).not.toHaveProperty('localVendors');
    expect(toStored(toggleLocalVendor(saved, { id: 'v1', name: 'DJ', category: 'DJ/Music' }))).toHaveProperty('localVendors');
  });
});

describe('permissions (docs/product.md#party-permissions)', () => {
  const rows = [
    ['owner', true, true, ['menu', 'photo', 'team', 'edit'], true],
    ['co_admin', true, true, ['menu', 'photo', 'team', 'edit'], true],
    ['collaborator', true, false, ['menu', 'photo', 'edit'], true],
    ['view_only', false, false, [], false],
    ['none', false, false, [], false],
  ] as const;
  it.each(rows)('%s', (permission, canEdit, canInvite, menu, advanced) => {
    const a = abilities({ permission, isOwner: false, publicView: false });
    expect(a).toMatchObject({ isPublicView: false, canView: permission !== 'none', canEdit, canInvite });
    const m = actionsMenu(a);
    expect([m.show && 'menu', m.generatePhoto && 'photo', m.manageTeam && 'team', m.edit && 'edit'].filter(Boolean)).toEqual(menu);
    expect(showsAdvancedSwitch(a)).toBe(advanced);
  });

  it('makes public view read-only whatever the permission, and ownership wins over the RPC', () => {
    const pub = abilities({ permission: 'co_admin', isOwner: false, publicView: true });
    expect(pub).toEqual({ isPublicView: true, canView: true, canEdit: false, canInvite: false });
    expect(actionsMenu(pub).show).toBe(false);
    expect(abilities({ permission: 'none', isOwner: true, publicView: false }).canInvite).toBe(true);
    expect(toPermission('admin')).toBe('none');
  });
});

describe('navigation states', () => {
  const party = {
    id: 'p1',
    user_id: 'u1',
    party_name: null,
    party_type: 'Graduation',
    party_for: 'Leo',
    location: 'Chicago, IL',
    date: '2031-06-01',
    guest_count: 35,
    budget: '1000-2500',
    ideas: 'Photo wall',
    special_requests: 'Vegan options',
    ai_suggestions: null,
    selected_suggestions: { themes: ['Retro'] },
    party_timeline: null,
    photo_url: null,
    is_public: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    time_of_day: '18:30:00',
    details: { graduationLevel: 'College/University', graduateName: 'Leo Park' },
  } satisfies Tables<'party_plans'>;

  it('Edit carries the party as the wizard form, its id and its selection', () => {
    const s = editNavigationState(party);
    expect(s.partyId).toBe('p1');
    expect(s.formData).toMatchObject({
      partyType: 'Graduation',
      partyFor: 'Leo',
      location: 'Chicago, IL',
      date: '2031-06-01',
      guestCount: '35',
      budget: '1000-2500',
      ideas: 'Photo wall',
      specialRequests: 'Vegan options',
      time: '18:30',
      graduationLevel: 'College/University',
      graduateName: 'Leo Park',
    });
    expect(s.partyData).toBe(s.formData);
    expect(s.selectedSuggestions).toEqual({ themes: ['Retro'] });
  });

  it('a template never carries a location, a start time or names; it keeps the type-specific choices', () => {
    expect(templateNavigationState(party)).toEqual({
      prefill: {
        party_type: 'Graduation',
        location: null,
        guest_count: 35,
        budget: '1000-2500',
        ideas: 'Photo wall',
        party_for: 'Leo',
        details: { graduationLevel: 'College/University' },
      },
    });
  });
});

describe('generated party artwork', () => {
  it('escapes the title, wraps it in at most two lines and draws a different picture per seed', () => {
    const a = partyArtSvg({ seed: 'a', title: 'Tom & Jerry\'s <Big> "Bash"', partyType: 'Birthday Party', guestCount: 12 });
    expect(a).toContain('Tom &amp; Jerry&apos;s');
    expect(a).toContain('&lt;Big&gt; &quot;Bash&quot;');
    expect(a).not.toMatch(/<Big>/);
    expect(partyArtSvg({ seed: 'b', title: 'Tom', partyType: 'Birthday Party' })).not.toBe(
      partyArtSvg({ seed: 'c', title: 'Tom', partyType: 'Birthday Party' }),
    );
    expect(partyArtSvg({ seed: 'b', title: 'Tom', partyType: 'Birthday Party' })).toBe(partyArtSvg({ seed: 'b', title: 'Tom', partyType: 'Birthday Party' }));
    const long = wrapTitle('The Most Spectacular Super Extra Long Enchanted Garden Fairy Birthday Extravaganza Of The Year', 820);
    expect(long.lines.length).toBeLessThanOrEqual(2);
    expect(wrapTitle('Short', 820)).toEqual({ lines: ['Short'], size: 76 });
    expect(escapeXml('<&>')).toBe('&lt;&amp;&gt;');
  });
});

describe('vendor and product providers (pure parts)', () => {
  it('picks vendor searches by party type and orders budgets into tiers', () => {
    expect(searchesFor('Wedding/Engagement').map((s) => s.category)).toContain('Flowers');
    expect(searchesFor('Something else')).toHaveLength(5);
    expect([budgetTier('cheap'), budgetTier('500-1000'), budgetTier('2500-5000'), budgetTier('over-5000'), budgetTier(undefined)]).toEqual([1, 2, 3, 4, null]);
  });

  it('builds store search links from the query, the context and the tag, and nothing invented', () => {
    const env = { apiUrl: 'x', region: 'us-east-1', marketplace: 'www.amazon.com', associateTag: 'confetti-20' };
    const links = searchLinkProducts(env, 'Fairy lights', 'Birthday Party fairy garden');
    expect(links.map((l) => new URL(l.affiliate_url).searchParams.get('k'))).toEqual(['Fairy lights', 'Fairy lights birthday party garden']);
    expect(links.every((l) => new URL(l.affiliate_url).searchParams.get('tag') === 'confetti-20')).toBe(true);
    expect(links.every((l) => l.price === null && l.rating === null && l.asin === null)).toBe(true);
    expect(searchLinkProducts({ ...env, associateTag: undefined }, 'Cups')[0]!.affiliate_url).toBe('https://www.amazon.com/s?k=Cups');
  });
});
