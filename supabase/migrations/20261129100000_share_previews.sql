-- Link previews of invitation links (the `share` function, docs/security.md#link-previews).
--
-- A chat app that unfurls an invitation link shows its preview to everyone in the chat, not only
-- to the invitee, so the preview carries less than the invitation page: the party's name and
-- type, its photo, who invites and what for. Never the location, date, time, guests or special
-- requests, and a name or inviter that names the location, date or a clock time has the mention
-- replaced by '…' exactly as a public party's page has it (private.redact_public_text).
--
-- Only the share function calls it, with the service role: it is no way for an API caller to look
-- tokens up (invitation lookups by token go through the invitation page's own RPCs). A token that
-- is unknown or expired gives null, so the function answers with the generic card and nothing
-- tells a valid token from an invalid one beyond what its card shows.
create function public.get_invitation_preview(p_token text) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_inv public.party_invitations%rowtype;
  v_party public.party_plans%rowtype;
  v_patterns text[];
  v_fragments text[];
  v_inviter text;
begin
  if p_token is null or char_length(p_token) not between 32 and 256 then
    return null;
  end if;
  select i.* into v_inv from public.party_invitations i where i.invitation_token = p_token;
  if not found or v_inv.expires_at < now() then
    return null;
  end if;
  select p.* into v_party from public.party_plans p where p.id = v_inv.party_id;
  if not found then
    return null;
  end if;
  select pr.full_name into v_inviter from public.profiles pr where pr.id = v_inv.invited_by;
  v_patterns := private.private_fact_patterns(v_party.location, v_party.date);
  v_fragments := private.request_fragments(v_party.special_requests);
  return jsonb_build_object(
    'party_id', v_party.id,
    'party_name', private.redact_public_text(v_party.party_name, v_patterns, v_fragments),
    'party_type', v_party.party_type,
    'photo_url', v_party.photo_url,
    'inviter_name', private.redact_public_text(nullif(btrim(v_inviter), ''), v_patterns, v_fragments),
    'response_type', v_inv.response_type);
end;
$$;

revoke all on function public.get_invitation_preview(text) from public, anon, authenticated;

grant execute on function public.get_invitation_preview(text) to service_role;

comment on function public.get_invitation_preview(text) is
  'What a link preview of an invitation link shows (the share function, service role only): name and inviter redacted like a public page, never location, date, time or guests; null for an unknown or expired token.';
