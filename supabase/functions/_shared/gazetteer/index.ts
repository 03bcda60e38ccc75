// Offline location autocomplete over the bundled GeoNames extract (cities.json beside this
// file, built by scripts/build-gazetteer.ts). No runtime APIs: the caller loads the JSON
// (Deno reads the file, Node/Vite import it) and passes it to createGazetteer.
import type { LocationPrediction } from '../suggestions-schema.ts';

export type { LocationPrediction };

/** The committed data file's shape: rows are [geonameId, name, countryCode, admin1Code, population]. */
export interface GazetteerData {
  countries: Record<string, string>;
  regions: Record<string, string>;
  cities: [number, string, string, string, number][];
}

export interface SearchOptions {
  limit?: number;
}

export interface Gazetteer {
  searchPlaces(query: string, options?: SearchOptions): LocationPrediction[];
  readonly size: number;
}

// Letters that Unicode decomposition does not reduce to ASCII.
const SPECIAL: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h' };

/** Lower case, accents removed, punctuation as spaces: 'São Paulo' → 'sao paulo', 'St. John's' → 'st john s'. */
export function normalizePlace(s: string): string {
  // Fast path: most names are plain ASCII, and this runs for every place at start-up.
  if (ASCII_WORD.test(s)) return s.toLowerCase();
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæœøłđðþıħ]/g, (c) => SPECIAL[c] ?? c)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const ASCII_WORD = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;

interface Place {
  id: number;
  name: string;
  norm: string;
  /** Normalized region, country name and country code, searched by the words after the name. */
  context: string[];
  secondary: string;
}

const KEY = 3;

export function createGazetteer(data: GazetteerData): Gazetteer {
  // Rows are pre-sorted by population (descending) at build time; sort again in case a
  // caller passes other data, because every bucket relies on that order for ranking.
  const rows = [...data.cities].sort((a, b) => b[4] - a[4]);
  // Region and country strings repeat thousands of times: derive them once per admin area.
  const areas = new Map<string, { region?: string; regionNorm?: string; country: string; context: string[] }>();
  const area = (cc: string, admin: string) => {
    const key = `${cc}.${admin}`;
    let a = areas.get(key);
    if (!a) {
      const region = admin ? data.regions[key] : undefined;
      const country = data.countries[cc] ?? cc;
      // US and some other countries use postal-style admin codes ('TX'): 'paris tx' should work.
      const code = /^[A-Z]{2,3}$/.test(admin) ? [admin.toLowerCase()] : [];
      const context = [...normalizePlace(`${region ?? ''} ${country}`).split(' '), cc.toLowerCase(), ...code].filter(Boolean);
      areas.set(key, (a = { region, regionNorm: region && normalizePlace(region), country, context }));
    }
    return a;
  };
  const places: Place[] = rows.map(([id, name, cc, admin]) => {
    const { region, regionNorm, country, context } = area(cc, admin);
    const norm = normalizePlace(name);
    const parts = region && regionNorm !== norm ? [region, country] : [country];
    return { id, name, norm, context, secondary: parts.join(', ') };
  });

  // Index every place under the first letters of each word of its name, so 'york' can find
  // 'New York City' after the full-name matches. Buckets keep population order.
  const byKey = new Map<string, number[]>();
  const add = (k: string, i: number) => {
    const bucket = byKey.get(k);
    if (bucket) {
      if (bucket[bucket.length - 1] !== i) bucket.push(i);
    } else byKey.set(k, [i]);
  };
  for (let i = 0; i < places.length; i++) {
    const norm = places[i].norm;
    add(norm.slice(0, KEY), i);
    for (let sp = norm.indexOf(' '); sp !== -1; sp = norm.indexOf(' ', sp + 1)) {
      const k = norm.slice(sp + 1, sp + 1 + KEY);
      if (k.length === KEY && !k.includes(' ')) add(k, i);
    }
  }

  function contextMatches(p: Place, rest: string[]): boolean {
    return rest.every((t) => p.context.some((c) => c.startsWith(t)));
  }

  function searchPlaces(query: string, options: SearchOptions = {}): LocationPrediction[] {
    const limit = Math.max(0, Math.min(options.limit ?? 5, 50));
    const q = normalizePlace(query);
    if (query.trim().length < 3 || q.length < KEY || limit === 0) return [];
    const tokens = q.split(' ');
    const found: number[] = [];
    const seen = new Set<string>();
    const take = (i: number): boolean => {
      const p = places[i];
      const key = `${p.name}|${p.secondary}`;
      if (seen.has(key)) return false;
      seen.add(key);
      found.push(i);
      return found.length >= limit;
    };

    // 1. Names starting with the longest run of leading words come first ('new york' → New
    //    York City); the remaining words must prefix the region, country or its code
    //    ('paris fr', 'paris tx'). Shorter runs then fill up ('new york' → Newark, New York).
    for (let k = tokens.length; k >= 1; k--) {
      const head = tokens.slice(0, k).join(' ');
      if (head.length < KEY) break;
      const rest = tokens.slice(k);
      const bucket = byKey.get(head.slice(0, KEY)) ?? [];
      for (const i of bucket) {
        const p = places[i];
        if (p.norm.startsWith(head) && contextMatches(p, rest) && take(i)) return toPredictions(found);
      }
    }
    // 2. Otherwise a later word of the name ('york' → New York City, 'angeles' → Los Angeles).
    const first = tokens[0];
    if (first.length >= KEY) {
      for (const i of byKey.get(first.slice(0, KEY)) ?? []) {
        const p = places[i];
        const words = p.norm.split(' ');
        for (let w = 1; w < words.length; w++) {
          const tail = words.slice(w).join(' ');
          if (tail.startsWith(tokens.join(' '))) {
            if (take(i)) return toPredictions(found);
            break;
          }
        }
      }
    }
    return toPredictions(found);
  }

  function toPredictions(indices: number[]): LocationPrediction[] {
    return indices.map((i) => {
      const p = places[i];
      return {
        place_id: `geonames:${p.id}`,
        description: `${p.name}, ${p.secondary}`,
        structured_formatting: { main_text: p.name, secondary_text: p.secondary },
      };
    });
  }

  return { searchPlaces, size: places.length };
}
