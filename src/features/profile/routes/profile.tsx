import { useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { MembershipCard, ProBadge } from '@/features/checkout';
import { DesignToolCard } from '@/features/design-tool';
import { useProfile } from '../api/get-profile';
import { useProfileRealtime } from '../hooks/use-profile-realtime';
import { ProfileForm } from '../components/profile-form';
import { ChangePasswordDialog } from '../components/change-password-dialog';

export function ProfilePage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  // RequireAuth renders this page only with a user.
  const profile = useProfile(user!);
  useProfileRealtime(user?.id);

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <div className="mb-6 flex items-center gap-3">
        <Button variant="ghost" onClick={() => navigate('/')}>
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Button>
      </div>
      <h1 className="mb-6 flex items-center gap-3 text-3xl font-bold text-gray-900">
        Profile Settings
        {profile.data?.is_pro ? <ProBadge className="text-sm" /> : null}
      </h1>
      <Card>
        <CardHeader>
          <CardTitle>My Profile</CardTitle>
          <CardDescription>Your avatar, name and bio appear to the people you plan parties with.</CardDescription>
        </CardHeader>
        <CardContent>{profile.data ? <ProfileForm profile={profile.data} /> : <Spinner label="Loading profile..." className="py-10" />}</CardContent>
      </Card>
      {user ? (
        <div className="mt-6 space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>Password</CardTitle>
              <CardDescription>Change the password you sign in with. You will need your current one.</CardDescription>
            </CardHeader>
            <CardContent>
              <ChangePasswordDialog email={user.email ?? ''} hasPassword={(user.app_metadata.providers as string[] | undefined)?.includes('email') ?? true} />
            </CardContent>
          </Card>
          {profile.data ? <MembershipCard isPro={profile.data.is_pro} proSince={profile.data.pro_since} /> : null}
          <DesignToolCard userId={user.id} />
        </div>
      ) : null}
    </div>
  );
}

export { ProfilePage as Component };
