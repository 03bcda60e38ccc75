import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { LoadMore } from '@/components/ui/load-more';
import { LIST_LOADING_CLASS, Spinner } from '@/components/ui/spinner';
import { signInPath, useAuth } from '@/features/auth';
import { budgetCardLabel } from '@/lib/party-format';
import { detailRows } from '@/lib/party-details';
import { fetchTemplate, useTemplates, type PartyTemplate } from '../api/get-templates';
import { usePageMeta } from '@/lib/page-meta';

// The dialog (Radix, the form's schema, the toasts) loads on the first 'Use This Template', then
// stays mounted so it can close with its animation and return focus.
const UseTemplateDialog = lazy(() => import('../components/use-template-dialog').then((m) => ({ default: m.UseTemplateDialog })));

export function PublicTemplates() {
  usePageMeta({
    title: 'Public Party Templates',
    description: 'Ready-made party templates from the Confetti community: pick one, set your date and guest count, and get a complete plan.',
    path: '/public-templates',
  });
  const { user, loading: authLoading } = useAuth();
  const navigate = useNavigate();
  const templates = useTemplates();
  const shown = templates.data?.pages.flat() ?? [];
  const [chosen, setChosen] = useState<PartyTemplate | null>(null);
  const [dialogUsed, setDialogUsed] = useState(false);

  // A visitor who chose a template signs in and comes back here with ?use=<id>: its dialog opens
  // again (docs/decisions.md#sign-in-returns-you-where-you-were).
  const [params, setParams] = useSearchParams();
  const resume = params.get('use');

  function open(t: PartyTemplate) {
    if (!user) return navigate(signInPath(`/public-templates?use=${encodeURIComponent(t.id)}`));
    setDialogUsed(true);
    setChosen(t);
  }

  useEffect(() => {
    if (!resume || authLoading || !user) return;
    let gone = false;
    const drop = () => setParams((p) => (p.delete('use'), p), { replace: true });
    const listed = shown.find((t) => t.id === resume);
    (listed ? Promise.resolve(listed) : fetchTemplate(resume)).then(
      (t) => {
        if (gone) return;
        drop();
        if (!t) return toast.error('That template is no longer shared.');
        setDialogUsed(true);
        setChosen(t);
      },
      () => !gone && toast.error("We couldn't load that template. Please try again."),
    );
    return () => {
      gone = true;
    };
    // The list may grow while the template loads; the id decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resume, authLoading, user]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-gray-900">Public Party Templates</h1>
      <p className="mt-2 text-gray-700">Start from a plan another host shared, then add your own location and date.</p>
      {/* The cards wait for the session too: their buttons act on who is signed in. */}
      {templates.isPending || authLoading ? (
        <Spinner label="Loading templates..." className={LIST_LOADING_CLASS} />
      ) : !templates.data ? (
        <LoadError message="We couldn't load the templates." onRetry={() => templates.refetch()} />
      ) : shown.length === 0 ? (
        <p className="mt-12 rounded-xl border border-dashed border-gray-300 p-12 text-center text-gray-700">No public templates yet</p>
      ) : (
        <>
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((t) => (
              <li key={t.id} className="flex flex-col gap-3 rounded-xl border border-gray-200 p-6 shadow-sm">
                <h2 className="text-lg font-semibold text-gray-900">{t.party_type}</h2>
                <div className="flex flex-wrap gap-2">
                  <Badge variant="outline">
                    <Users aria-hidden="true" className="size-3" /> {t.guest_count} guests
                  </Badge>
                  <Badge variant="outline">{budgetCardLabel(t.budget)}</Badge>
                  {/* The host's choices that come with the template (a holiday, a celebration, an age). */}
                  {detailRows(t.party_type, t.details).map((row) => (
                    <Badge key={row.field} variant="outline">
                      <span className="sr-only">{row.label} </span>
                      {row.value}
                    </Badge>
                  ))}
                </div>
                {t.ideas && <p className="line-clamp-3 text-sm text-gray-600">{t.ideas}</p>}
                <Button
                  variant="gradient"
                  size="sm"
                  className="mt-auto w-fit"
                  onClick={() => open(t)}
                  aria-label={`Use This Template: ${t.party_type}, ${t.guest_count} guests`}
                >
                  Use This Template
                </Button>
              </li>
            ))}
          </ul>
          {templates.hasNextPage && (
            <LoadMore
              what="templates"
              loading={templates.isFetchingNextPage}
              failed={templates.isFetchNextPageError}
              onLoadMore={() => void templates.fetchNextPage()}
            />
          )}
        </>
      )}
      {dialogUsed && user && (
        <Suspense fallback={null}>
          <UseTemplateDialog template={chosen} userId={user.id} onClose={() => setChosen(null)} />
        </Suspense>
      )}
    </div>
  );
}

export { PublicTemplates as Component };
