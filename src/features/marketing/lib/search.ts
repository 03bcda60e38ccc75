import type { FaqEntry } from './faq';
import type { HelpCategory } from './help-articles';

/** Lower-cased words of a query; an empty query matches everything. */
function terms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

function matches(text: string, words: string[]): boolean {
  const hay = text.toLowerCase();
  return words.every((w) => hay.includes(w));
}

/** Categories keeping only the articles whose title, summary or text contain every word of the query. */
export function filterHelpCategories(categories: HelpCategory[], query: string): HelpCategory[] {
  const words = terms(query);
  if (words.length === 0) return categories;
  return categories
    .map((c) => ({
      ...c,
      articles: c.articles.filter((a) => matches(`${c.name} ${a.title} ${a.summary} ${a.body.join(' ')}`, words)),
    }))
    .filter((c) => c.articles.length > 0);
}

/** FAQ entries whose question or answer contain every word of the query. */
export function filterFaq(entries: FaqEntry[], query: string): FaqEntry[] {
  const words = terms(query);
  if (words.length === 0) return entries;
  return entries.filter((e) => matches(`${e.question} ${e.answer}`, words));
}
