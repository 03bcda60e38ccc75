import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { Spinner } from '@/components/ui/spinner';
import { completeCanvaConnection } from '../api/complete-canva-connection';
import { designToolKeys } from '@/lib/query-keys';

/**
 * /canva-callback?code=&state=&error= (docs/product.md#design-tool): back from Canva's authorisation. Exchanges code
 * and state once; success returns to the profile, failures go to /my-parties with the product's messages.
 */
export function CanvaCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code');
    const state = params.get('state');
    if (params.get('error') || !code || !state) {
      toast.error('Invalid authorization response from the design tool');
      navigate('/my-parties', { replace: true });
      return;
    }
    completeCanvaConnection(code, state)
      .then(() => {
        void queryClient.invalidateQueries({ queryKey: designToolKeys.connections });
        toast.success('Successfully connected');
        navigate('/profile', { replace: true });
      })
      .catch(() => {
        toast.error('Failed to connect to the design tool');
        navigate('/my-parties', { replace: true });
      });
  }, [params, navigate, queryClient]);

  return <Spinner label="Connecting to Canva..." className="min-h-[60vh]" />;
}

export { CanvaCallback as Component };
