import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { StatusPanel } from '@/components/ui/status-panel';

export function InvalidInvitation({ message }: { message: string }) {
  return (
    <StatusPanel
      title="Invalid Invitation"
      description={message}
      actions={
        <Button asChild variant="gradient">
          <Link to="/">Go to Homepage</Link>
        </Button>
      }
    />
  );
}
