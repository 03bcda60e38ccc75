-- private.shares_party_with answered the "profiles: read co-members" policy, which
-- 20261125003000_invitation_and_member_privacy.sql dropped (co-members' names come from
-- get_party_people). Nothing has called it since, yet anon and authenticated could still execute it.
drop function private.shares_party_with(uuid);
