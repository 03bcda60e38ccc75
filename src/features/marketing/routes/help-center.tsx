import { useId, useState } from 'react';
import { Link } from 'react-router';
import { BookOpen, Mail, Phone, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { contactDetails } from '@/lib/contact-details';
import { PageHero } from '../components/page-hero';
import { FAQ } from '../lib/faq';
import { HELP_CATEGORIES } from '../lib/help-articles';
import { filterFaq, filterHelpCategories } from '../lib/search';
import { usePageMeta } from '@/lib/page-meta';
import { typedBeforeHydration } from '@/lib/typed-before-hydration';

export function HelpCenter() {
  usePageMeta({
    title: 'Help Center',
    description: 'Answers to common questions about planning parties, inviting guests, collaborating and your Confetti account.',
    path: '/help-center',
  });
  const searchId = useId();
  const [query, setQuery] = useState(() => typedBeforeHydration(searchId));
  const categories = filterHelpCategories(HELP_CATEGORIES, query);
  const faq = filterFaq(FAQ, query);
  const nothing = categories.length === 0 && faq.length === 0;
  const { phone, phoneHref } = contactDetails();

  return (
    <>
      <PageHero title="Help Center" eyebrow="Support">
        Guides and answers for planning, sharing and managing your parties.
      </PageHero>
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <div role="search" className="mx-auto max-w-xl">
          <Label htmlFor={searchId} className="sr-only">
            Search help articles and FAQ
          </Label>
          <div className="relative">
            <Search aria-hidden="true" className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-gray-600" />
            <Input
              id={searchId}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Search for help..."
              className="h-12 pl-10"
            />
          </div>
        </div>
        <p className="sr-only" role="status">
          {query ? `${categories.reduce((n, c) => n + c.articles.length, 0)} articles and ${faq.length} questions found` : ''}
        </p>

        {nothing ? (
          <p className="mt-10 text-center text-gray-700">No results for "{query}". Try other words, or e-mail our support team.</p>
        ) : (
          <>
            {categories.length > 0 && (
              <section aria-labelledby="articles-heading" className="mt-10">
                <h2 id="articles-heading" className="text-2xl font-bold text-gray-900">
                  Articles
                </h2>
                <div className="mt-6 grid gap-6 md:grid-cols-2">
                  {categories.map((c) => (
                    <section key={c.name} aria-label={c.name} className="rounded-xl border border-gray-200 p-6">
                      <h3 className="flex items-center gap-2 text-lg font-semibold text-gray-900">
                        <BookOpen aria-hidden="true" className="size-5 text-brand-700" />
                        {c.name}
                      </h3>
                      <ul className="mt-4 space-y-3">
                        {c.articles.map((a) => (
                          <li key={a.title}>
                            <details className="group">
                              <summary className="cursor-pointer">
                                <span className="font-medium text-gray-900 group-open:text-brand-700">{a.title}</span>
                                <span className="block pl-4 text-sm text-gray-700">{a.summary}</span>
                              </summary>
                              <div className="mt-2 space-y-2 border-l-2 border-brand-100 pl-4 text-sm text-gray-800">
                                {a.body.map((paragraph) => (
                                  <p key={paragraph}>{paragraph}</p>
                                ))}
                              </div>
                            </details>
                          </li>
                        ))}
                      </ul>
                    </section>
                  ))}
                </div>
              </section>
            )}
            {faq.length > 0 && (
              <section aria-labelledby="help-faq-heading" className="mt-12">
                <h2 id="help-faq-heading" className="text-2xl font-bold text-gray-900">
                  Frequently asked questions
                </h2>
                <dl className="mt-6 space-y-5">
                  {faq.map((e) => (
                    <div key={e.question}>
                      <dt className="font-semibold text-gray-900">{e.question}</dt>
                      <dd className="mt-1 text-gray-700">{e.answer}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            )}
          </>
        )}

        <section aria-labelledby="contact-support-heading" className="mt-12 rounded-xl bg-brand-50 p-8 text-center">
          <h2 id="contact-support-heading" className="text-2xl font-bold text-gray-900">
            Still need help?
          </h2>
          <p className="mt-2 text-gray-700">Write to us: your message goes to our support team by e-mail, and you get a reference number for it.</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild variant="gradient">
              <Link to="/contact-us">
                <Mail aria-hidden="true" />
                Email Support
              </Link>
            </Button>
            {phone && (
              <Button asChild variant="outline">
                <a href={phoneHref}>
                  <Phone aria-hidden="true" />
                  Call Us
                  <span className="font-normal">{phone}</span>
                </a>
              </Button>
            )}
          </div>
        </section>
      </div>
    </>
  );
}

export { HelpCenter as Component };
