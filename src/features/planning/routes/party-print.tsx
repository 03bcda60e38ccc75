import { Link, useParams } from 'react-router';
import { ArrowLeft, Lock, Printer, SearchX, WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { StatusPanel } from '@/components/ui/status-panel';
import { partyDisplayName } from '@/lib/party-format';
import { usePrintPlan } from '../api/print-plan';
import { PrintPlanView } from '../components/print-plan-view';
import type { GuestTotals } from '../lib/print';

/**
 * /party/{id}/print: the plan on paper (docs/decisions.md#the-printable-plan). Members only; the
 * browser's print dialog saves it as a PDF. Outside the main layout, so no header or footer.
 */
export function PartyPrint({ guestTotals }: { guestTotals: GuestTotals | null }) {
  const { id = '' } = useParams();
  const answer = usePrintPlan(id);
  if (answer.isPending) return <Spinner label="Loading the plan..." className="min-h-screen" />;
  const back = (
    <Button asChild variant="outline">
      <Link to="/my-parties">Back to My Parties</Link>
    </Button>
  );
  if (answer.isError) {
    // A network failure or a server error is not a refusal: say so and offer to try again.
    return (
      <StatusPanel
        icon={<WifiOff className="text-brand-600" />}
        title="Couldn't load the plan"
        description={
          typeof navigator !== 'undefined' && navigator.onLine === false
            ? "You're offline. Check your connection and try again."
            : 'Something went wrong while loading the plan. Please try again.'
        }
        actions={
          <>
            <Button variant="gradient" onClick={() => answer.refetch()}>
              Try Again
            </Button>
            {back}
          </>
        }
      />
    );
  }
  if (answer.data.status === 'not-found') {
    return (
      <StatusPanel
        icon={<SearchX className="text-brand-600" />}
        title="Party Not Found"
        description="This party doesn't exist or has been deleted."
        actions={back}
      />
    );
  }
  if (answer.data.status === 'denied') {
    return (
      <StatusPanel
        icon={<Lock className="text-brand-600" />}
        title="Access Denied"
        description="You don't have permission to view this party."
        actions={back}
      />
    );
  }
  const plan = answer.data.plan;
  const { party } = plan;
  return (
    <main className="mx-auto max-w-4xl bg-white px-4 py-6 text-black print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Button asChild variant="ghost" className="-ml-3">
          <Link to={`/party/${party.id}`}>
            <ArrowLeft aria-hidden="true" /> Back to the party
          </Link>
        </Button>
        <Button variant="gradient" onClick={() => window.print()}>
          <Printer aria-hidden="true" /> Print / Save as PDF
        </Button>
      </div>
      <h1 className="mb-4 text-2xl font-bold text-black">{partyDisplayName(party)}: Party Plan</h1>
      <PrintPlanView plan={plan} guestTotals={guestTotals} />
    </main>
  );
}
