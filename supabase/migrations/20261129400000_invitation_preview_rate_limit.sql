-- Link previews of invitation links are lookups by token too (docs/security.md#link-previews):
-- they are counted per client like the invitation page's, in a budget of their own.
--
-- The share function is the caller (service role): the client it names is the right-most
-- X-Forwarded-For hop of the request it got, as the contact form counts it. The database cannot
-- read that address itself, since the function's own request to it comes from the function.
-- Chat apps fetch previews from a few shared addresses for all their users, so the budget is
-- larger than the page's: 120 lookups a minute, the HTML and its picture each counting once.

-- The counter, for any budget: p_scope names it, p_client is the address, p_limit the lookups a
-- minute. Over the limit: PT429 (HTTP 429); the refused call is not counted (it rolls back).
create function private.count_link_attempt(p_scope text, p_client text, p_limit integer) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_key text := private.token_hash(p_scope || ':' || coalesce(nullif(btrim(p_client), ''), 'unknown'));
  v_attempts integer;
begin
  insert into public.invitation_link_attempts as a (client_key, window_start, attempts) values (v_key, now(), 1)
  on conflict (client_key) do update
    set attempts = case when a.window_start <= now() - interval '1 minute' then 1 else a.attempts + 1 end,
        window_start = case when a.window_start <= now() - interval '1 minute' then now() else a.window_start end
  returning a.attempts into v_attempts;
  if v_attempts > p_limit then
    raise exception 'Too many tries with invitation links from your network. Please wait a minute and try again.' using errcode = 'PT429';
  end if;
  delete from public.invitation_link_attempts a where a.window_start < now() - interval '1 hour';
end;
$$;

revoke all on function private.count_link_attempt(text, text, integer) from public;

-- The invitation page's budget: 30 a minute for the address PostgREST saw (unchanged behaviour).
create or replace function private.count_invitation_link_attempt() returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_headers jsonb := coalesce(nullif(current_setting('request.headers', true), '')::jsonb, '{}'::jsonb);
  v_ip text := nullif(btrim(reverse(split_part(reverse(coalesce(v_headers ->> 'x-forwarded-for', '')), ',', 1))), '');
begin
  perform private.count_link_attempt('invitation-link-client', v_ip, 30);
end;
$$;

revoke all on function private.count_invitation_link_attempt() from public;

-- The preview now names its client and is counted, so it is no longer `stable`.
drop function public.get_invitation_preview(text);

create function public.get_invitation_preview(p_token text, p_client text) returns jsonb
language plpgsql
volatile
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
  perform private.count_link_attempt('invitation-preview-client', p_client, 120);
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

revoke all on function public.get_invitation_preview(text, text) from public, anon, authenticated;

grant execute on function public.get_invitation_preview(text, text) to service_role;

comment on function public.get_invitation_preview(text, text) is
  'What a link preview of an invitation link shows (the share function, service role only), counted per client (120 a minute, PT429 beyond): name and inviter redacted like a public page, never location, date, time or guests; null for an unknown or expired token.';
