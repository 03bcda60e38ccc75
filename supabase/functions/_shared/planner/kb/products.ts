// Type-neutral product types (search terms for the retailer links). Never prices or brands.
import { grown, kids, type Entry } from '../types.ts';

export const GENERAL_PRODUCTS: Entry[] = [
  'Balloon garland kit',
  'Disposable party tableware set',
  'LED string lights',
  'Tablecloths',
  'Photo booth props',
  'Party favor bags',
  'Confetti',
  'Paper lanterns',
  'Drink dispenser',
  'Serving trays',
  'Reusable ice packs',
  'Extension cords and power strips',
  { t: 'Citronella candles', seasons: ['summer'] },
  { t: 'Outdoor patio heater', seasons: ['fall', 'winter'] },
  { t: 'Pop-up canopy tent', seasons: ['spring', 'summer'] },
  kids('Party hats'),
  kids('Stickers and small toys for favor bags'),
  grown('Cocktail napkins'),
  grown('LED candles'),
];
