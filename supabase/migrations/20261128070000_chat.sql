-- ---------------------------------------------------------------------------------------------
-- party_chat_messages
-- ---------------------------------------------------------------------------------------------
create table public.party_chat_messages (
  id uuid primary key default gen_random_uuid(),
  party_id uuid not null references public.party_plans (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  message text not null default '',
  message_type text not null default 'text',
  file_url text,
  file_name text,
  file_type text,
  created_at timestamptz not null default now(),
  constraint party_chat_messages_message_type_check check (message_type in ('text', 'image', 'video', 'file')),
  -- A text message is never empty; a file message carries its file.
  constraint party_chat_messages_content_check check (
    (message_type = 'text' and btrim(message) <> '') or (message_type <> 'text' and file_url is not null)),
  -- Files are shown as download links with their name and size, so the size is stored with the
  -- message (the storage object's metadata is not readable from a chat row).
  -- A file link is only ever an http(s) address: the app renders it as a link and an <img>, and a
  -- 'javascript:' or 'data:' URL posted straight through the API must not get that far.
  -- Text is capped so one message cannot flood everyone's feed.
  file_size bigint,
  constraint party_chat_messages_file_size_check check (file_size is null or file_size between 0 and 10485760),
  constraint party_chat_messages_file_url_check check (file_url is null or file_url ~* '^https?://'),
  constraint party_chat_messages_file_name_check check (file_name is null or char_length(file_name) <= 255),
  constraint party_chat_messages_message_length_check check (char_length(message) <= 4000)
);

create index party_chat_messages_party_id_created_at_idx on public.party_chat_messages (party_id, created_at);

create index party_chat_messages_user_id_idx on public.party_chat_messages (user_id);

revoke truncate, references, trigger on public.party_chat_messages from anon, authenticated;

revoke insert, update, delete on public.party_chat_messages from anon;

alter table public.party_chat_messages enable row level security;

-- ---------------------------------------------------------------------------------------------
-- party_chat_messages: owner and members of every level read and post as themselves.
-- ---------------------------------------------------------------------------------------------
revoke update, delete on public.party_chat_messages from authenticated;

-- The party chat's realtime channel is private (Realtime Authorization): only the party's owner and
-- members may join `party-chat:{partyId}`, see who is online (presence) and share their own
-- presence. New messages are filtered by row-level security for each subscriber; without
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

-- ---------------------------------------------------------------------------------------------
-- party_chat_messages
-- ---------------------------------------------------------------------------------------------
create policy "party_chat_messages: owner and members read" on public.party_chat_messages
  for select to authenticated
  using (party_id in (select private.viewable_party_ids()));

create policy "party_chat_messages: owner and members post as themselves" on public.party_chat_messages
  for insert to authenticated
  with check (user_id = (select auth.uid()) and party_id in (select private.viewable_party_ids()));

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
-- Realtime: chat inserts (party feed).
alter publication supabase_realtime add table public.party_chat_messages;
