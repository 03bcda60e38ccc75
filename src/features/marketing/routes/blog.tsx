import { PageHero } from '../components/page-hero';
import { usePageMeta } from '@/lib/page-meta';

const POSTS = [
  {
    title: 'The 3-phase party timeline: why "after the party" matters',
    date: 'March 4, 2024',
    excerpt:
      'Most plans stop when the last guest arrives. Thank-you notes, returns and photo sharing deserve a slot too — here is how we build them into every timeline.',
  },
  {
    title: 'How to set a party budget you will actually keep',
    date: 'February 12, 2024',
    excerpt:
      'Start with the guest count, not the venue. A simple per-guest rule of thumb for budgets from $500 to $50,000+.',
  },
  {
    title: 'Co-hosting without the group-chat chaos',
    date: 'January 22, 2024',
    excerpt:
      'View-only, collaborator or co-admin? Choosing the right permission for each helper keeps decisions moving.',
  },
  {
    title: '14 holidays, 14 party themes',
    date: 'January 8, 2024',
    excerpt:
      'From Cinco de Mayo to Mardi Gras: one fresh idea for every holiday on the Confetti calendar.',
  },
];

export function Blog() {
  usePageMeta({
    title: 'Blog',
    description: 'The Confetti blog: party timelines, budgets, co-hosting tips and ideas for celebrations of every size.',
    path: '/blog',
  });
  return (
    <>
      <PageHero title="The Confetti Blog" eyebrow="Blog">
        Planning tips, party ideas and product news from the Confetti team in Chicago.
      </PageHero>
      <ul className="mx-auto max-w-3xl space-y-6 px-4 py-12 sm:px-6">
        {POSTS.map((p) => (
          <li key={p.title}>
            <article className="rounded-xl border border-gray-200 p-6">
              <p className="text-sm text-gray-600">{p.date}</p>
              <h2 className="mt-1 text-xl font-bold text-gray-900">{p.title}</h2>
              <p className="mt-2 text-gray-700">{p.excerpt}</p>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

export { Blog as Component };
