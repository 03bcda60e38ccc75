import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Spinner } from '@/components/ui/spinner';
import { supabase } from '@/lib/supabase';

/** Return from Canva's authorisation: exchanges code and state once, then goes to /my-parties. */
export function CanvaCallback() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
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
    supabase.functions
      .invoke('canva-auth', { body: { code, state } })
      .then(({ error }) => {
        if (error) throw error;
        toast.success('Successfully connected');
      })
      .catch(() => toast.error('Failed to connect to the design tool'))
      .finally(() => navigate('/my-parties', { replace: true }));
  }, [params, navigate]);

  return <Spinner label="Connecting to Canva..." className="min-h-[60vh]" />;
}

export { CanvaCallback as Component };
