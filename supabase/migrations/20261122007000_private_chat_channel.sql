-- The party chat's realtime channel is private (Realtime Authorization): only the party's owner and
-- members may join `party-chat:{partyId}`, see who is online (presence) and share their own
-- presence. New messages were already filtered by row-level security for each subscriber; without
-- this, anyone signed in who knew a party id could join the public channel and read its presence
-- (which members have the chat open). Hosted Supabase provides realtime.messages and
-- realtime.topic(); the local stack creates the same (supabase/local/db/realtime.sql).

-- The party of a chat topic, or null for any other topic (never an error, whatever the topic).
create function private.chat_topic_party(p_topic text) returns uuid
language sql
immutable
set search_path = ''
as $$
  select case
    when p_topic ~ '^party-chat:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then substr(p_topic, 12)::uuid
  end
$$;
revoke all on function private.chat_topic_party(text) from public;
grant execute on function private.chat_topic_party(text) to anon, authenticated, service_role;

create policy "party chat channel: members receive" on realtime.messages
  for select to authenticated
  using (
    realtime.messages.extension in ('presence', 'broadcast')
    and private.can_view_party(private.chat_topic_party((select realtime.topic())))
  );

create policy "party chat channel: members share presence" on realtime.messages
  for insert to authenticated
  with check (
    realtime.messages.extension = 'presence'
    and private.can_view_party(private.chat_topic_party((select realtime.topic())))
  );
