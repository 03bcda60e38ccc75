-- What the wizard asks and the plan now keeps, and the 'maybe' answer.
--
-- party_plans.time_of_day   the start time; private like the date (owner and members only, never in
--                           public_party_plans, templates or public texts).
-- party_plans.details       the type-specific answers (holiday, wedding type and partners' names,
--                           birthday age, company and corporate event type, graduation level and
--                           graduate's name, baby shower type) as one typed JSON object, checked
--                           against the plan's party type and the product's lists.
-- party_templates.details   the same answers without people's or companies' names: a template is
--                           someone else's next party.
-- public_party_plans        adds details (free texts cleaned like the name and vision) and keeps
--                           clock times out of every text, as it keeps calendar dates out.
-- respond_to_invitation     takes 'maybe'; a 'maybe' can be answered again with the same link.
-- get_my_rsvp/set_my_rsvp   the invitee's own answer on the party page, and changing it.

-- ---------------------------------------------------------------------------------------------
-- The details' shape. Keys and lists mirror supabase/functions/_shared/party-constants.ts.
-- ---------------------------------------------------------------------------------------------
create function private.party_details_ok(p_party_type text, p_details jsonb, p_names_allowed boolean) returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_key text;
  v_value jsonb;
  v_text text;
  v_allowed text[] := case p_party_type
    when 'Birthday Party' then array['birthdayAge']
    when 'Corporate Event' then array['companyName', 'corporateEventType']
    when 'Wedding/Engagement' then array['weddingType', 'partner1Name', 'partner2Name']
    when 'Graduation' then array['graduationLevel', 'graduateName']
    when 'Holiday Party' then array['selectedHoliday']
    when 'Baby Shower' then array['babyShowerType']
    else array[]::text[] end;
  v_names constant text[] := array['partner1Name', 'partner2Name', 'companyName', 'graduateName'];
begin
  if p_details is null then
    return true;
  end if;
  if jsonb_typeof(p_details) <> 'object' then
    return false;
  end if;
  for v_key, v_value in select e.key, e.value from jsonb_each(p_details) e loop
    if not (v_key = any (v_allowed)) or (not p_names_allowed and v_key = any (v_names)) then
      return false;
    end if;
    if v_key = 'birthdayAge' then
      if jsonb_typeof(v_value) <> 'number' or (v_value #>> '{}')::numeric not between 0 and 129
         or (v_value #>> '{}')::numeric <> trunc((v_value #>> '{}')::numeric) then
        return false;
      end if;
      continue;
    end if;
    if jsonb_typeof(v_value) <> 'string' then
      return false;
    end if;
    v_text := v_value #>> '{}';
    if v_text <> btrim(v_text) or v_text = '' then
      return false;
    end if;
    if v_key in ('partner1Name', 'partner2Name') and char_length(v_text) > 100 then
      return false;
    elsif v_key in ('companyName', 'graduateName') and char_length(v_text) > 200 then
      return false;
    elsif v_key = 'selectedHoliday' and v_text not in (
      'Christmas', 'New Year''s', 'Halloween', 'Thanksgiving', 'Valentine''s Day', '4th of July', 'Easter',
      'St. Patrick''s Day', 'Mother''s Day', 'Father''s Day', 'Memorial Day', 'Labor Day', 'Cinco de Mayo', 'Mardi Gras') then
      return false;
    elsif v_key = 'weddingType' and v_text not in (
      'Engagement Party', 'Wedding Ceremony', 'Wedding Reception', 'Bridal Shower', 'Bachelor/Bachelorette Party', 'Rehearsal Dinner') then
      return false;
    elsif v_key = 'corporateEventType' and v_text not in (
      'Team Building', 'Product Launch', 'Holiday Party', 'Retirement Party', 'Promotion Celebration',
      'Company Anniversary', 'Award Ceremony', 'Conference') then
      return false;
    elsif v_key = 'graduationLevel' and v_text not in (
      'High School', 'College/University', 'Graduate School (Masters)', 'Graduate School (PhD)',
      'Professional Certification', 'Trade School') then
      return false;
    elsif v_key = 'babyShowerType' and v_text not in (
      'Traditional', 'Co-ed', 'Virtual', 'Gender Reveal Party', 'Sip and See', 'Diaper Party') then
      return false;
    end if;
  end loop;
  return true;
end;
$$;
revoke all on function private.party_details_ok(text, jsonb, boolean) from public;
grant execute on function private.party_details_ok(text, jsonb, boolean) to anon, authenticated, service_role;

alter table public.party_plans
  add column time_of_day time,
  add column details jsonb not null default '{}'::jsonb,
  add constraint party_plans_details_check check (private.party_details_ok(party_type, details, true));
comment on column public.party_plans.time_of_day is 'Private like the date (docs/decisions.md#location-and-date-are-private): readable only by the owner and members.';
comment on column public.party_plans.details is
  'The wizard''s type-specific answers (docs/product.md#party-plans): selectedHoliday, weddingType, partner1Name, partner2Name, birthdayAge (number), companyName, corporateEventType, graduationLevel, graduateName, babyShowerType; only the keys of the plan''s party type.';

alter table public.party_templates
  add column details jsonb not null default '{}'::jsonb,
  add constraint party_templates_details_check check (private.party_details_ok(party_type, details, false));
comment on column public.party_templates.details is 'The plan''s type-specific choices without names (partners, graduate, company).';

-- The template's details: the original's choices, names left out.
create function private.template_details(p_details jsonb) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(p_details, '{}'::jsonb) - 'partner1Name' - 'partner2Name' - 'companyName' - 'graduateName'
$$;
revoke all on function private.template_details(jsonb) from public;

-- ---------------------------------------------------------------------------------------------
-- Clock times: private like calendar dates. Any clock time ('6 PM', '6:30pm', '18:00') in a public
-- text gives the start time away just as a date next to a relative label gives the day away.
-- Mirrors ANY_CLOCK_TIME in supabase/functions/_shared/privacy.ts.
-- ---------------------------------------------------------------------------------------------
create function private.clock_time_pattern() returns text
language sql
immutable
set search_path = ''
as $$
  select '(?<![[:alnum:]:])((1[0-2]|0?[1-9])(:[0-5][0-9])?[[:space:]]*([ap]\.?m\.?)(?![[:alpha:]])|([01]?[0-9]|2[0-3]):[0-5][0-9](?![0-9]))'
$$;

create function private.has_clock_time(p_text text) returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_text is not null and p_text ~* private.clock_time_pattern()
$$;

-- A timeline label without clock times; one that was only a clock time reads 'During the party'.
create function private.strip_clock_times(p_label text) returns text
language sql
immutable
set search_path = ''
as $$
  select case when not private.has_clock_time(p_label) then p_label else coalesce(nullif(btrim(
    regexp_replace(regexp_replace(regexp_replace(p_label, private.clock_time_pattern(), ' ', 'gi'), '(,|at)?[[:space:]]*$', '', 'i'), '[[:space:]]{2,}', ' ', 'g'),
    ' ,;:-'), ''), 'During the party') end
$$;

-- Free text a visitor reads: the location, date and requests replaced by '…' as before, and clock times too.
create function private.redact_public_text(p_text text, p_location text, p_date date, p_requests text) returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(private.redact_private_facts(p_text, p_location, p_date, p_requests), private.clock_time_pattern(), '…', 'gi')
$$;

-- The details for a visitor: free texts (names) cleaned like the party's name; choices as stored.
create function private.public_details(p_details jsonb, p_location text, p_date date, p_requests text) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(e.key, case
           when jsonb_typeof(e.value) = 'string' then to_jsonb(private.redact_public_text(e.value #>> '{}', p_location, p_date, p_requests))
           else e.value end), '{}'::jsonb)
    from jsonb_each(case when jsonb_typeof(p_details) = 'object' then p_details else '{}'::jsonb end) e
$$;

-- One timeline phase for a visitor, now without clock times either (redefined from 20261125004000).
create or replace function private.public_timeline_items(p_items jsonb, p_location text, p_date date, p_requests text) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('task', x.task, 'timeframe', private.strip_clock_times(x.timeframe)) order by x.n), '[]'::jsonb)
  from (
    select n, i ->> 'task' as task, private.strip_calendar_dates(coalesce(i ->> 'timeframe', i ->> 'timing')) as timeframe
    from jsonb_array_elements(case when jsonb_typeof(p_items) = 'array' then p_items else '[]'::jsonb end) with ordinality as e(i, n)
    where jsonb_typeof(i) = 'object' and jsonb_typeof(i -> 'task') = 'string'
  ) x
  where not private.mentions_private_fact(x.task, p_location, p_date, p_requests)
    and not private.has_calendar_date(x.task)
    and not private.has_clock_time(x.task)
    and not private.mentions_private_fact(x.timeframe, p_location, p_date, p_requests)
$$;

revoke all on function
  private.clock_time_pattern(), private.has_clock_time(text), private.strip_clock_times(text),
  private.redact_public_text(text, text, date, text), private.public_details(jsonb, text, date, text)
  from public;
grant execute on function
  private.clock_time_pattern(), private.has_clock_time(text), private.strip_clock_times(text),
  private.redact_public_text(text, text, date, text), private.public_details(jsonb, text, date, text)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- public_party_plans: the same columns plus details; never time_of_day.
-- ---------------------------------------------------------------------------------------------
create or replace view public.public_party_plans
with (security_invoker = false, security_barrier = true) as
  select
    p.id, p.user_id,
    private.redact_public_text(p.party_name, p.location, p.date, p.special_requests) as party_name,
    p.party_type,
    private.redact_public_text(p.party_for, p.location, p.date, p.special_requests) as party_for,
    p.guest_count, p.budget,
    private.redact_public_text(p.ideas, p.location, p.date, p.special_requests) as ideas,
    private.public_suggestions(p.ai_suggestions, p.location, p.date, p.special_requests) as ai_suggestions,
    private.public_suggestions(p.selected_suggestions, p.location, p.date, p.special_requests) as selected_suggestions,
    private.public_timeline(p.party_timeline, p.location, p.date, p.special_requests) as party_timeline,
    p.photo_url, p.is_public, p.created_at, p.updated_at,
    private.public_details(p.details, p.location, p.date, p.special_requests) as details
  from public.party_plans p
  where p.is_public;
comment on view public.public_party_plans is
  'Public plans for Public Parties, Trending and public detail. Location, date, time of day and special_requests are never exposed here, and no text names them: list and timeline items that do are left out, free text has them replaced by an ellipsis, timeline labels carry no calendar dates or clock times.';

-- ---------------------------------------------------------------------------------------------
-- Templates: the choices without names, the vision without private facts or clock times.
-- ---------------------------------------------------------------------------------------------
create or replace function private.guard_party_template() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_party public.party_plans%rowtype;
begin
  new.special_requests := null;
  new.details := private.template_details(new.details);
  new.ideas := regexp_replace(new.ideas, private.clock_time_pattern(), '…', 'gi');
  if new.original_party_id is not null then
    select p.* into v_party from public.party_plans p where p.id = new.original_party_id;
    if found then
      new.ideas := private.redact_public_text(new.ideas, v_party.location, v_party.date, v_party.special_requests);
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.guard_party_template() from public;

-- share_party_as_template (20261122002000): now also copies the details (the trigger drops the names).
create or replace function public.share_party_as_template(p_party_id uuid) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_party public.party_plans%rowtype;
  v_template_id uuid;
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  if private.party_permission(p_party_id, v_uid) not in ('owner', 'co_admin') then
    raise exception 'You do not have permission to share this party' using errcode = '42501';
  end if;

  select p.* into v_party from public.party_plans p where p.id = p_party_id for update;

  update public.party_templates t
     set party_type = v_party.party_type,
         budget = v_party.budget,
         guest_count = v_party.guest_count,
         ideas = v_party.ideas,
         details = private.template_details(v_party.details),
         special_requests = null,
         created_at = now()
   where t.original_party_id = p_party_id and t.created_by = v_uid
  returning t.id into v_template_id;

  if v_template_id is null then
    insert into public.party_templates (original_party_id, party_type, budget, guest_count, ideas, details, special_requests, created_by)
    values (p_party_id, v_party.party_type, v_party.budget, v_party.guest_count, v_party.ideas, private.template_details(v_party.details), null, v_uid)
    returning id into v_template_id;
  end if;

  update public.party_plans set is_public = true where id = p_party_id and not is_public;
  return v_template_id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Invitations: the token holder sees the time and the details with the rest; 'maybe' is an answer.
-- ---------------------------------------------------------------------------------------------
create or replace function public.get_invitation_by_token(p_token text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_inv public.party_invitations%rowtype;
  v_party public.party_plans%rowtype;
  v_inviter_name text;
begin
  if auth.uid() is null then
    raise exception 'Sign in to view this invitation' using errcode = '42501';
  end if;

  update public.party_invitations i
     set view_count = i.view_count + 1
   where i.invitation_token = p_token
  returning i.* into v_inv;
  if not found then
    raise exception 'Invitation not found' using errcode = 'PT404';
  end if;

  select p.* into v_party from public.party_plans p where p.id = v_inv.party_id;
  select pr.full_name into v_inviter_name from public.profiles pr where pr.id = v_inv.invited_by;

  return jsonb_build_object(
    'invitation', jsonb_build_object(
      'id', v_inv.id,
      'party_id', v_inv.party_id,
      'invited_email', v_inv.invited_email,
      'permission_level', v_inv.permission_level,
      'response_type', v_inv.response_type,
      'status', v_inv.status,
      'expires_at', v_inv.expires_at,
      'created_at', v_inv.created_at,
      -- A 'maybe' is answered again with the link only by the person who gave it.
      'answered_by_me', v_inv.invited_user_id is not distinct from auth.uid()),
    'inviter_name', v_inviter_name,
    'party', jsonb_build_object(
      'id', v_party.id,
      'party_type', v_party.party_type,
      'party_name', v_party.party_name,
      'party_for', v_party.party_for,
      'location', v_party.location,
      'date', v_party.date,
      'time_of_day', v_party.time_of_day,
      'guest_count', v_party.guest_count,
      'budget', v_party.budget,
      'ideas', v_party.ideas,
      'details', v_party.details));
end;
$$;

-- Records an answer and the membership that goes with it: accepted and maybe make (or keep) the
-- caller a member at the invitation's level, so a maybe can look at the party before deciding;
-- declined takes the membership away. Shared by respond_to_invitation and set_my_rsvp.
create function private.record_rsvp(p_inv public.party_invitations, p_uid uuid, p_response text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.party_invitations
     set status = p_response,
         responded_at = now(),
         invited_user_id = case when p_response = 'declined' then invited_user_id else p_uid end
   where id = p_inv.id;
  if p_response in ('accepted', 'maybe') then
    if not exists (select 1 from public.party_plans p where p.id = p_inv.party_id and p.user_id = p_uid) then
      insert into public.party_members (party_id, user_id, permission_level)
      values (p_inv.party_id, p_uid, p_inv.permission_level)
      -- Answering a new invitation sets the level it offers; changing an answer keeps the level
      -- a manager may have set since.
      on conflict (party_id, user_id) do update set permission_level = excluded.permission_level
        where p_inv.status = 'pending';
    end if;
  else
    delete from public.party_members m where m.party_id = p_inv.party_id and m.user_id = p_uid;
  end if;
  return jsonb_build_object('party_id', p_inv.party_id, 'status', p_response, 'permission_level', p_inv.permission_level);
end;
$$;
revoke all on function private.record_rsvp(public.party_invitations, uuid, text) from public;

-- respond_to_invitation (20261122005000): 'maybe' too; a pending invitation is answered by whoever
-- holds the link, a 'maybe' again only by the invitee who gave it (an expired link included:
-- they are a member already).
create or replace function public.respond_to_invitation(p_token text, p_response text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_inv public.party_invitations%rowtype;
begin
  if v_uid is null then
    raise exception 'Sign in to answer this invitation' using errcode = '42501';
  end if;
  if p_response is null or p_response not in ('accepted', 'declined', 'maybe') then
    raise exception 'Invalid response' using errcode = '22023';
  end if;

  select i.* into v_inv
    from public.party_invitations i
   where i.invitation_token = p_token
     for update;
  if not found then
    raise exception 'Invitation not found' using errcode = 'PT404';
  end if;

  if v_inv.status = 'accepted' then
    raise exception 'This invitation has already been accepted';
  elsif v_inv.status = 'declined' then
    raise exception 'This invitation has been declined';
  elsif v_inv.status = 'maybe' then
    if v_inv.invited_user_id is distinct from v_uid then
      raise exception 'This invitation is no longer valid';
    end if;
  elsif v_inv.status <> 'pending' then
    raise exception 'This invitation is no longer valid';
  elsif v_inv.expires_at < now() then
    raise exception 'This invitation has expired';
  end if;

  return private.record_rsvp(v_inv, v_uid, p_response);
end;
$$;

-- The caller's own answer to a party they joined by an invitation (accepted or maybe) and are
-- still a member of; null for the owner, other members and everyone else.
create function private.my_rsvp_invitation(p_party_id uuid) returns public.party_invitations
language sql
stable
security definer
set search_path = ''
as $$
  select i.*
    from public.party_invitations i
   where i.party_id = p_party_id
     and i.invited_user_id = (select auth.uid())
     and i.status in ('accepted', 'maybe')
     and exists (select 1 from public.party_members m where m.party_id = p_party_id and m.user_id = (select auth.uid()))
   order by i.responded_at desc nulls last, i.created_at desc
   limit 1
$$;
revoke all on function private.my_rsvp_invitation(uuid) from public;

-- get_my_rsvp: { status, response_type, permission_level, responded_at } or null.
create function public.get_my_rsvp(p_party_id uuid) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_inv public.party_invitations%rowtype;
begin
  if auth.uid() is null then
    return null;
  end if;
  v_inv := private.my_rsvp_invitation(p_party_id);
  if v_inv.id is null then
    return null;
  end if;
  return jsonb_build_object(
    'status', v_inv.status,
    'response_type', v_inv.response_type,
    'permission_level', v_inv.permission_level,
    'responded_at', v_inv.responded_at);
end;
$$;

-- set_my_rsvp: the invitee changes their own answer; nobody else's can be reached this way.
--   anonymous -> 42501; bad answer -> 22023; no answer of theirs to change -> PT404.
create function public.set_my_rsvp(p_party_id uuid, p_response text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_inv public.party_invitations%rowtype;
begin
  if v_uid is null then
    raise exception 'Sign in to change your answer' using errcode = '42501';
  end if;
  if p_response is null or p_response not in ('accepted', 'declined', 'maybe') then
    raise exception 'Invalid response' using errcode = '22023';
  end if;
  v_inv := private.my_rsvp_invitation(p_party_id);
  if v_inv.id is null then
    raise exception 'You have no answer to change for this party' using errcode = 'PT404';
  end if;
  perform 1 from public.party_invitations i where i.id = v_inv.id for update;
  return private.record_rsvp(v_inv, v_uid, p_response);
end;
$$;

revoke all on function public.get_my_rsvp(uuid), public.set_my_rsvp(uuid, text) from public, anon;
grant execute on function public.get_my_rsvp(uuid), public.set_my_rsvp(uuid, text) to authenticated, service_role;
