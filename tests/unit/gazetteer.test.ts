// The bundled offline gazetteer behind geocode-location (docs/decisions.md#providers-with-offline-defaults).
import { describe, expect, it } from 'vitest';
import data from '../../supabase/functions/_shared/gazetteer/cities.json' with { type: 'json' };
import { createGazetteer, type GazetteerData } from '../../supabase/functions/_shared/gazetteer/index.ts';
import { GeocodeResponseSchema } from '../../supabase/functions/_shared/suggestions-schema.ts';

const gazetteer = createGazetteer(data as unknown as GazetteerData);
const names = (q: string, limit?: number) => gazetteer.searchPlaces(q, { limit }).map((p) => p.description);

describe('gazetteer', () => {
  it("'Chic' → Chicago first, with region and country", () => {
    const [first] = gazetteer.searchPlaces('Chic');
    expect(first).toEqual({
      place_id: 'geonames:4887398',
      description: 'Chicago, Illinois, United States',
      structured_formatting: { main_text: 'Chicago', secondary_text: 'Illinois, United States' },
    });
    expect(GeocodeResponseSchema.safeParse({ predictions: gazetteer.searchPlaces('Chic') }).success).toBe(true);
  });

  it('ranks by population', () => {
    expect(names('par')[0]).toBe('Paris, Île-de-France, France');
    expect(names('lon')[0]).toBe('London, England, United Kingdom');
    expect(names('san fr')[0]).toMatch(/^San Francisco, California/);
  });

  it('ignores case and accents', () => {
    expect(names('Zur')[0]).toMatch(/^Zürich/);
    expect(names('zürich')[0]).toMatch(/^Zürich/);
    expect(names('sao p')[0]).toMatch(/^São Paulo/);
    expect(names('SÃO PAULO')[0]).toMatch(/^São Paulo/);
    expect(names('koln')[0]).toMatch(/^Köln/);
  });

  it('handles multi-word queries: whole names, then region, country or code', () => {
    expect(names('new york')[0]).toBe('New York City, New York, United States');
    expect(names('paris fr')).toEqual(['Paris, Île-de-France, France']);
    expect(names('paris tx')[0]).toBe('Paris, Texas, United States');
    expect(names('paris texas')[0]).toBe('Paris, Texas, United States');
    expect(names('st. louis')[0]).toBe('St. Louis, Missouri, United States');
    expect(names('angeles')).toContain('Los Angeles, California, United States');
  });

  it('needs 3 trimmed characters and respects the limit', () => {
    expect(gazetteer.searchPlaces('ch')).toEqual([]);
    expect(gazetteer.searchPlaces('  ch  ')).toEqual([]);
    expect(gazetteer.searchPlaces('')).toEqual([]);
    expect(gazetteer.searchPlaces('zzzqx')).toEqual([]);
    expect(gazetteer.searchPlaces('san')).toHaveLength(5);
    expect(gazetteer.searchPlaces('san', { limit: 3 })).toHaveLength(3);
    expect(gazetteer.searchPlaces('san', { limit: 12 })).toHaveLength(12);
    const d = names('san', 20);
    expect(new Set(d).size).toBe(d.length);
  });

  it('is fast: well under 5 ms per search', () => {
    const queries = ['chi', 'san', 'new york', 'par', 'lon', 'sao p', 'spring', 'bos', 'port', 'mun', 'xyzq', 'los an'];
    const times: number[] = [];
    for (let i = 0; i < 2000; i++) {
      const t = performance.now();
      gazetteer.searchPlaces(queries[i % queries.length]);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length * 0.95)]).toBeLessThan(5);
  });

  it('ships a compact data file', () => {
    expect(gazetteer.size).toBeGreaterThan(40_000);
    expect(JSON.stringify(data).length).toBeLessThan(3_000_000);
  });
});
