// The guest list's pure rules (docs/decisions.md#guests-and-head-counts): head-count totals, the
// dietary summary for the food plan, the CSV export, and the calendar file (RFC 5545) read back.
import { describe, expect, it } from 'vitest';
import { classifyDietary, dietarySummary } from '../../src/features/guests/lib/dietary';
import { guestTotals } from '../../src/features/guests/lib/totals';
import { csvField, guestsCsv } from '../../src/features/guests/lib/csv';
import { buildIcs, eventBounds, googleCalendarUrl, icsFileName, type CalendarParty } from '../../src/lib/ics';
import { readIcs, when } from '../fixtures/read-ics';

describe('dietary summary', () => {
  it.each([
    ['Vegetarian', ['vegetarian']],
    ['veggie please', ['vegetarian']],
    ['non-vegetarian', ['other']],
    ['Vegan', ['vegan']],
    ['coeliac', ['gluten-free']],
    ['Gluten free', ['gluten-free']],
    ['severe peanut allergy', ['nut allergy']],
    ['tree-nut allergy', ['nut allergy']],
    ['lactose intolerant', ['dairy-free']],
    ['Halal only', ['halal']],
    ['kosher', ['kosher']],
    ['vegan, nut allergy', ['vegan', 'nut allergy']],
    ['no shellfish', ['other']],
    ['none', []],
    ['', []],
    [null, []],
  ])('%s → %j', (text, kinds) => {
    expect(classifyDietary(text)).toEqual(kinds);
  });

  it("reads '3 vegetarian, 1 nut allergy' in a fixed order, without zeros", () => {
    expect(dietarySummary(['Peanuts!', 'vegetarian', 'Vegetarian', null, 'veggie', ''])).toBe('3 vegetarian, 1 nut allergy');
    expect(dietarySummary([null, ''])).toBe('');
  });
});

describe('head-count totals', () => {
  it('adds people per answer; no answer is anything else', () => {
    expect(
      guestTotals([
        { answer: 'accepted', head_count: 3 },
        { answer: 'accepted', head_count: 1 },
        { answer: 'maybe', head_count: 2 },
        { answer: 'declined', head_count: 1 },
        { answer: 'pending', head_count: 1 },
      ]),
    ).toEqual({ attending: 4, maybe: 2, declined: 1, noAnswer: 1 });
    expect(guestTotals([])).toEqual({ attending: 0, maybe: 0, declined: 0, noAnswer: 0 });
  });
});

describe('CSV export', () => {
  it('quotes commas, quotes and newlines, and defuses formulas', () => {
    expect(csvField('Rose, Grandma')).toBe('"Rose, Grandma"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(null)).toBe('');
  });

  it('#23 quotes what a semicolon- or tab-separated spreadsheet would split, and defuses every formula start', () => {
    expect(csvField('none;=HYPERLINK(A1)')).toBe(`"none;'=HYPERLINK(A1)"`);
    expect(csvField('a\t=1+1')).toBe(`"a\t'=1+1"`);
    expect(csvField('line\r\n@cmd')).toBe(`"line\r\n'@cmd"`);
    expect(csvField('x,-2')).toBe(`"x,'-2"`);
    for (const start of ['=', '+', '-', '@']) expect(csvField(`${start}SUM(1)`)).toBe(`'${start}SUM(1)`);
    expect(csvField('\t=1')).toBe(`"'\t'=1"`);
    expect(csvField('\r=1')).toBe(`"'\r'=1"`);
    expect(csvField('=1;2')).toBe(`"'=1;2"`);
    expect(csvField('gluten-free; no nuts')).toBe('"gluten-free; no nuts"');
    expect(csvField('Vera')).toBe('Vera');
  });

  it('writes a header and one row per guest with CRLF line ends', () => {
    const csv = guestsCsv([
      {
        name: 'Vera',
        answer: 'accepted',
        head_count: 3,
        plus_one_names: ['Sam', 'Lee'],
        email: 'v@example.test',
        dietary: 'vegetarian',
        note: 'late\nsorry',
        last_reminded_at: null,
      },
      { name: 'Bob', answer: 'pending', head_count: 1, plus_one_names: [] },
    ]);
    expect(csv.split('\r\n')[0]).toBe('Name,Answer,People,Plus-ones,E-mail,Dietary needs,Note,Last reminded');
    expect(csv).toContain('Vera,Going,3,"Sam; Lee",v@example.test,vegetarian,"late\nsorry",\r\n');
    expect(csv).toContain('Bob,No answer,1,,,,,\r\n');
  });
});

describe('calendar file', () => {
  const party: CalendarParty = {
    partyId: '6f1c1c3e-5a0e-4a8e-9a51-0d2b0f1e2a3b',
    title: "Maya's 7th; dinosaurs, cake",
    date: '2027-03-14',
    timeOfDay: '18:30:00',
    location: 'Secret Garden, 12 Hidden Lane, Chicago',
    description: 'Bring a costume',
    url: 'https://confetti.example/party/6f1c1c3e-5a0e-4a8e-9a51-0d2b0f1e2a3b',
    sequence: 2,
  };

  it('with a time: a floating DTSTART, 3 hours, escaped texts, a stable UID and the SEQUENCE', () => {
    const ics = buildIcs(party, new Date(Date.UTC(2026, 10, 25, 12, 0, 0)));
    const { calendar, events } = readIcs(ics);
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(events).toHaveLength(1);
    const e = events[0];
    expect(e.uid).toBe(`party-${party.partyId}@confetti`);
    expect(e.sequence).toBe(2);
    expect(String(e.component.getFirstPropertyValue('dtstamp'))).toBe('2026-11-25T12:00:00Z');
    expect(when(e.startDate)).toEqual({ at: '2027-03-14T18:30:00', wholeDay: false, zone: 'floating' });
    expect(e.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBeUndefined();
    expect(when(e.endDate)).toEqual({ at: '2027-03-14T21:30:00', wholeDay: false, zone: 'floating' });
    expect(e.summary).toBe(party.title);
    expect(e.location).toBe(party.location);
    expect(e.description).toBe(`Bring a costume\nParty page: ${party.url}`);
    expect(e.component.getFirstPropertyValue('url')).toBe(party.url);
  });

  it('without a time: a whole-day event; the same UID; a late start ends the next day', () => {
    const [e] = readIcs(buildIcs({ ...party, timeOfDay: null, location: null })).events;
    expect(when(e.startDate)).toMatchObject({ at: '2027-03-14', wholeDay: true });
    expect(when(e.endDate)).toMatchObject({ at: '2027-03-15', wholeDay: true });
    expect(e.uid).toBe(`party-${party.partyId}@confetti`);
    expect(e.location).toBeNull();
    const [late] = readIcs(buildIcs({ ...party, date: '2027-12-31', timeOfDay: '22:00' })).events;
    expect(when(late.endDate).at).toBe('2028-01-01T01:00:00');
    expect(eventBounds('2027-12-31', '22:00')).toEqual(['20271231T220000', '20280101T010000']);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const ics = buildIcs({ ...party, description: 'Ünïcødé '.repeat(40) });
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(readIcs(ics).events[0].description).toBe(`${'Ünïcødé '.repeat(40).trim()}\nParty page: ${party.url}`);
  });

  it('gives a Google Calendar link with the same times, and a clean file name', () => {
    const url = new URL(googleCalendarUrl(party));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('dates')).toBe('20270314T183000/20270314T213000');
    expect(url.searchParams.get('location')).toBe(party.location);
    expect(new URL(googleCalendarUrl({ ...party, timeOfDay: null })).searchParams.get('dates')).toBe('20270314/20270315');
    expect(icsFileName(party.title)).toBe('maya-s-7th-dinosaurs-cake.ics');
    expect(icsFileName('🎉')).toBe('party.ics');
  });
});
