// Fails when features import each other in a circle (values or types): part of `npm run lint`.
import { featureGraph, findCycles } from './features.mjs';

const cycles = findCycles(featureGraph());
if (cycles.length) {
  for (const c of cycles) console.error(`feature cycle: ${c.join(' → ')}`);
  process.exit(1);
}
