import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { CART_STORAGE_KEY } from '../lib/cart';

/** Order confirmation after the payment page: clears the T-shirt cart (spec §2). */
export function CheckoutSuccess() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const [processing, setProcessing] = useState(true);

  useEffect(() => {
    if (!sessionId) return;
    try {
      localStorage.removeItem(CART_STORAGE_KEY);
    } catch {
      /* storage unavailable */
    }
    const t = window.setTimeout(() => setProcessing(false), 800);
    return () => window.clearTimeout(t);
  }, [sessionId]);

  if (!sessionId) return <Navigate to="/" replace />;
  if (processing) return <Spinner label="Processing your order..." className="min-h-[60vh]" />;

  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg items-center px-4 py-16">
      <Card className="w-full text-center">
        <CardHeader className="items-center">
          <CheckCircle2 aria-hidden="true" className="size-14 text-green-600" />
          <CardTitle as="h1" className="text-2xl">
            Order Successful!
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-gray-700">Thank you for your order. A confirmation e-mail is on its way.</p>
          <p className="text-sm text-gray-700">
            Order ID: <span className="break-all font-mono text-gray-900">{sessionId}</span>
          </p>
          <Button asChild variant="gradient">
            <Link to="/">Back to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

export { CheckoutSuccess as Component };
