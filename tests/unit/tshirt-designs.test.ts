import { describe, expect, it } from 'vitest';
import { designName, designPrefix, designTimestamp, partyTitle } from '../../src/features/tshirts/lib/design-files';
import { parseSelectedDesign } from '../../src/features/tshirts/lib/selected-design';
import { fitLines, readPrompt, tshirtDesignSvg } from '../../supabase/functions/generate-tshirt-design/design-art';

const PARTY = '3f1c9a52-7a0e-4c4b-9d55-0c7a1b2c3d4e';

describe('saved design files (docs/product.md#saved-t-shirt-designs)', () => {
  it('reads the party and time from {partyId}_design_{timestamp}.png', () => {
    expect(designPrefix(PARTY)).toBe(`${PARTY}_design_`);
    expect(designTimestamp(`${PARTY}_design_1763800000000.png`, PARTY)).toBe(1763800000000);
    expect(designTimestamp(`${PARTY}_design_1763800000000.webp`, PARTY)).toBe(1763800000000);
    expect(designTimestamp(`other_design_1763800000000.png`, PARTY)).toBeNull();
    expect(designTimestamp(`${PARTY}_design_latest.png`, PARTY)).toBeNull();
  });

  it('names designs after the party', () => {
    expect(partyTitle({ party_name: "Ava's 30th", party_type: 'Birthday Party' })).toBe("Ava's 30th");
    expect(partyTitle({ party_name: null, party_type: 'Graduation' })).toBe('Graduation Party');
    expect(partyTitle({ party_name: '  ', party_type: 'Graduation' })).toBe('Graduation Party');
    expect(designName("Ava's 30th", Date.UTC(2026, 10, 22, 15, 4))).toMatch(/^Ava's 30th design \(Nov 22, \d{1,2}:04 (AM|PM)\)$/);
  });

  it('keeps the selected design only when it holds imageUrl and designName', () => {
    expect(parseSelectedDesign(JSON.stringify({ imageUrl: 'https://x/a.png', designName: 'A' }))).toEqual({ imageUrl: 'https://x/a.png', designName: 'A' });
    expect(parseSelectedDesign('{broken')).toBeNull();
    expect(parseSelectedDesign(JSON.stringify({ imageUrl: '', designName: 'A' }))).toBeNull();
    expect(parseSelectedDesign(null)).toBeNull();
  });
});

describe('the generated T-shirt design (offline default)', () => {
  const base = { title: "Ava's 30th <Birthday> & Bash", partyType: 'Birthday Party', partyFor: 'Ava', seed: 'party-1:nonce' };

  it('is an SVG on a transparent square: no background is painted', () => {
    const { svg } = tshirtDesignSvg(base);
    expect(svg).toMatch(/^<svg [^>]*width="1000" height="1000"/);
    // Full-size rectangles appear only inside masks (which cut shapes, they paint nothing).
    for (const prompt of ['retro', 'badge', 'bold']) {
      const painted = tshirtDesignSvg({ ...base, prompt }).svg.replace(/<mask[\s\S]*?<\/mask>/g, '');
      expect(painted).not.toMatch(/<rect[^>]*width="1000"/);
    }
  });

  it('escapes the party name', () => {
    const { svg } = tshirtDesignSvg({ ...base, prompt: 'bold' });
    expect(svg).toContain('&lt;BIRTHDAY&gt;');
    expect(svg).not.toContain('<Birthday>');
  });

  it('follows the prompt: colours, layout and motifs', () => {
    expect(readPrompt('Retro sunset in GOLD and navy with stars')).toEqual({ colours: ['#eab308', '#1e3a8a'], layout: 'retro', motifs: ['star', 'sun'] });
    expect(readPrompt('')).toEqual({ colours: [], layout: undefined, motifs: [] });
    const gold = tshirtDesignSvg({ ...base, prompt: 'gold badge' });
    expect(gold.layout).toBe('emblem');
    expect(gold.palette[0]).toBe('#eab308');
    expect(gold.svg).toContain('#eab308');
    expect(tshirtDesignSvg({ ...base, prompt: 'bold and simple' }).layout).toBe('stacked');
  });

  it('differs per prompt and per request, and repeats for the same seed', () => {
    const a = tshirtDesignSvg({ ...base, prompt: 'pink hearts' }).svg;
    const b = tshirtDesignSvg({ ...base, prompt: 'teal music' }).svg;
    expect(a).not.toBe(b);
    expect(tshirtDesignSvg({ ...base, prompt: 'pink hearts' }).svg).toBe(a);
    expect(tshirtDesignSvg({ ...base, seed: 'party-1:other-nonce', prompt: 'pink hearts' }).svg).not.toBe(a);
  });

  it('fits long names on at most the allowed lines', () => {
    const { lines, size } = fitLines('The Annual Smith Johnson Family Reunion and Summer Barbecue Extravaganza of the Decade', 480, 3, 88);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(size).toBeGreaterThanOrEqual(34);
    expect(fitLines('Short', 480, 3, 88)).toEqual({ lines: ['Short'], size: 88 });
  });
});
