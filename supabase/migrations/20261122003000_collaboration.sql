-- Collaboration (invitations by e-mail, team, party chat): what the first migrations left open.

-- ---------------------------------------------------------------------------------------------
-- party_chat_messages: files are shown as download links with their name and size, so the size
-- is stored with the message (the storage object's metadata is not readable from a chat row).
-- A file link is only ever an http(s) address: the app renders it as a link and an <img>, and a
-- 'javascript:' or 'data:' URL posted straight through the API must not get that far.
-- Text is capped so one message cannot flood everyone's feed.
-- ---------------------------------------------------------------------------------------------
alter table public.party_chat_messages
  add column file_size bigint,
  add constraint party_chat_messages_file_size_check check (file_size is null or file_size between 0 and 10485760),
  add constraint party_chat_messages_file_url_check check (file_url is null or file_url ~* '^https?://'),
  add constraint party_chat_messages_file_name_check check (file_name is null or char_length(file_name) <= 255),
  add constraint party_chat_messages_message_length_check check (char_length(message) <= 4000);

-- ---------------------------------------------------------------------------------------------
-- resend_invitation: a new e-mail for a pending invitation keeps its token (links already sent
-- still work) and gives it a fresh 14 days. Owner or co_admin of the invitation's party only;
-- anyone else cannot tell whether the invitation exists.
--   anonymous                     -> 42501 'User not authenticated'
--   no such invitation / no right -> P0002 'Invitation not found'
--   not pending                   -> P0001 'Only pending invitations can be resent'
-- Answer: the updated invitation row.
-- ---------------------------------------------------------------------------------------------
create function public.resend_invitation(p_invitation_id uuid) returns public.party_invitations
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_inv public.party_invitations%rowtype;
begin
  if auth.uid() is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;

  select i.* into v_inv from public.party_invitations i where i.id = p_invitation_id for update;
  if not found or not private.can_manage_party(v_inv.party_id) then
    raise exception 'Invitation not found' using errcode = 'P0002';
  end if;
  if v_inv.status <> 'pending' then
    raise exception 'Only pending invitations can be resent';
  end if;

  update public.party_invitations i
     set expires_at = now() + interval '14 days'
   where i.id = v_inv.id
  returning i.* into v_inv;
  return v_inv;
end;
$$;
revoke all on function public.resend_invitation(uuid) from public, anon;
grant execute on function public.resend_invitation(uuid) to authenticated, service_role;
