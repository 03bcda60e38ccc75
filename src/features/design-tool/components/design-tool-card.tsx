import { useId } from 'react';
import { Link2, Link2Off, Palette } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCanvaConfigured, useCanvaConnection } from '../api/canva-connection';
import { useConnectCanva } from '../api/connect-canva';
import { useDisconnectCanva } from '../api/disconnect-canva';
import { onFirstUse } from '@/lib/on-first-use';

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }));

/** Profile card: connect or disconnect Canva; says so when this server has no Canva credentials. */
export function DesignToolCard({ userId }: { userId: string }) {
  const connection = useCanvaConnection(userId);
  const configured = useCanvaConfigured();
  const connect = useConnectCanva();
  const disconnect = useDisconnectCanva(userId);
  const connected = !!connection.data;
  const notConfigured = configured.data === false;
  const hintId = useId();

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Palette aria-hidden="true" className="size-5 text-brand-600" />
          Design tool
          {connected ? <Badge variant="green">Connected</Badge> : null}
        </CardTitle>
        <CardDescription>Link your Canva account to take your party designs further in Canva.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {connection.isPending ? (
          <p className="text-sm text-gray-700">Checking your Canva connection...</p>
        ) : connected ? (
          <>
            <p className="text-sm text-gray-700">Canva connected on {dateFormat().format(new Date(connection.data!.created_at))}.</p>
            <Button variant="outline" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
              <Link2Off aria-hidden="true" />
              {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="outline"
              disabled={notConfigured || connect.isPending}
              aria-describedby={notConfigured ? hintId : undefined}
              onClick={() => connect.mutate()}
            >
              <Link2 aria-hidden="true" />
              {connect.isPending ? 'Opening Canva...' : 'Connect Canva'}
            </Button>
            {notConfigured ? (
              <p id={hintId} className="text-sm text-gray-700">
                This isn't available yet.
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
