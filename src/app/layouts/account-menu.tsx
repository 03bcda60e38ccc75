import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Crown, LogOut, Package, Settings, User } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { ProBadge, useCreateSubscriptionCheckout, useProfileChanges } from '@/features/checkout';
import { profileQueryOptions } from '@/features/profile';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { profileKeys } from '@/lib/query-keys';

/** Whether the signed-in user is Pro; refreshed when another tab completes a Pro checkout. */
function useIsPro(): boolean {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const profile = useQuery({ ...profileQueryOptions(user ?? { id: '', email: '', user_metadata: {} }), enabled: !!user });
  useProfileChanges(() => void queryClient.invalidateQueries({ queryKey: profileKeys.all }));
  return !!user && profile.data?.is_pro === true;
}

/** The signed-in user's menu: e-mail (with the Pro badge), Profile Settings, My Orders, Upgrade to Pro, Sign Out. */
export default function AccountMenu({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  const navigate = useNavigate();
  const isPro = useIsPro();
  const upgrade = useCreateSubscriptionCheckout();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <User aria-hidden="true" />
          My Account
          {isPro ? <ProBadge /> : null}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profile')}>
          <Settings aria-hidden="true" />
          Profile Settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/orders')}>
          <Package aria-hidden="true" />
          My Orders
        </DropdownMenuItem>
        {isPro ? null : (
          <DropdownMenuItem disabled={upgrade.isPending} onSelect={() => upgrade.mutate()}>
            <Crown aria-hidden="true" />
            Upgrade to Pro
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
