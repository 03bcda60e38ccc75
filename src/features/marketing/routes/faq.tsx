import { Link } from 'react-router';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { PageHero } from '../components/page-hero';
import { FAQ } from '../lib/faq';
import { usePageMeta } from '@/lib/page-meta';

export function FaqPage() {
  usePageMeta({
    title: 'Frequently Asked Questions',
    description: 'Frequently asked questions about Confetti: how planning works, what it costs, privacy, sharing and collaborating on a party.',
    path: '/faq',
  });
  return (
    <>
      <PageHero title="Frequently Asked Questions" eyebrow="FAQ">
        Quick answers about planning, sharing and paying for your parties.
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <Accordion type="single" collapsible className="rounded-xl border border-gray-200 bg-white px-6">
          {FAQ.map((entry, i) => (
            <AccordionItem key={entry.question} value={`q${i}`} className="last:border-b-0">
              <AccordionTrigger>{entry.question}</AccordionTrigger>
              <AccordionContent>{entry.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        <p className="mt-8 text-center text-gray-700">
          Still have a question?{' '}
          <Link to="/contact-us" className="font-semibold text-brand-700 underline">
            Contact us
          </Link>{' '}
          or browse the{' '}
          <Link to="/help-center" className="font-semibold text-brand-700 underline">
            Help Center
          </Link>
          .
        </p>
      </div>
    </>
  );
}

export { FaqPage as Component };
