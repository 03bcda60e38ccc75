-- Public data is computed when a plan is written, not when it is read (docs/architecture.md#the-stored-public-projection).
--
-- public_party_plans was a view that redacted every public plan while it was read: its functions
-- ran on every public row before ORDER BY … LIMIT, each building its regular expressions again for
-- every list item, so Public Parties and Trending took seconds at a few thousand public plans and
-- hit the statement timeout beyond. Now:
--
--   private.public_plan_projection   what a visitor may see of each public plan, redacted exactly as
--                                    the view did, plus the plan's matchers (the patterns built from
--                                    its location and date, and its special requests' fragments) so
--                                    a public product is checked without rebuilding them. Written by
--                                    a trigger on party_plans; removed when the plan goes private or
--                                    is deleted. No API role can read it.
--   public.public_party_plans        the same name, columns and rules, now a plain select from the
--                                    projection, read by index (created_at desc, id desc).
--   private.is_public_safe_product   checks a product's text against the stored matchers.
--   party_templates                  keyset index (created_at desc, id desc) for the paged list.
-- The redaction helpers take the matchers as arrays; the old signatures build them once per call
-- and delegate, so every caller gets the same answer.

-- ---------------------------------------------------------------------------------------------
-- Matching with matchers built once. A plan's projection checks some hundred texts against the
-- same matchers; the helpers below are PL/pgSQL, whose statements are planned once a session,
-- where a SQL function called from another SQL function is planned again at every call (a
-- third of a millisecond each, most of a projection's cost). Each keeps its answer exactly.
-- ---------------------------------------------------------------------------------------------
create function private.names_private_fact(p_text text, p_patterns text[], p_fragments text[]) returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_norm text;
  v_f text;
begin
  if p_text is null then
    return false;
  end if;
  if p_text ~* any (p_patterns) then
    return true;
  end if;
  if cardinality(p_fragments) > 0 then
    v_norm := regexp_replace(lower(p_text), '[[:space:]]+', ' ', 'g');
    foreach v_f in array p_fragments loop
      if position(v_f in v_norm) > 0 then
        return true;
      end if;
    end loop;
  end if;
  return false;
end;
$$;

create or replace function private.mentions_private_fact(p_text text, p_location text, p_date date, p_requests text) returns boolean
language sql
immutable
set search_path = ''
as $$
  select private.names_private_fact(p_text, private.private_fact_patterns(p_location, p_date), private.request_fragments(p_requests))
$$;

create function private.redact_with(p_text text, p_patterns text[], p_fragments text[]) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_out text := p_text;
  v_r text;
  v_f text;
begin
  if p_text is null then
    return null;
  end if;
  foreach v_r in array coalesce(p_patterns, '{}') loop
    v_out := regexp_replace(v_out, v_r, '…', 'gi');
  end loop;
  foreach v_f in array coalesce(p_fragments, '{}') loop
    v_out := regexp_replace(v_out, regexp_replace(regexp_replace(v_f, '([.*+?^${}()|\[\]\\])', '\\\1', 'g'), ' ', '[[:space:]]+', 'g'), '…', 'gi');
  end loop;
  return v_out;
end;
$$;

create or replace function private.redact_private_facts(p_text text, p_location text, p_date date, p_requests text) returns text
language sql
immutable
set search_path = ''
as $$
  select private.redact_with(p_text, private.private_fact_patterns(p_location, p_date), private.request_fragments(p_requests))
$$;

-- The calendar-date, clock-time and label helpers of 20261125004000 and 20261125100010, the same
-- expressions in PL/pgSQL.
create or replace function private.strip_calendar_dates(p_text text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  mon constant text := '(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sept?(ember)?|oct(ober)?|nov(ember)?|dec(ember)?)';
  wkd constant text := '((mon(day)?|tue(s|sday)?|wed(nesday)?|thu(rs|rsday)?|fri(day)?|sat(urday)?|sun(day)?),?[[:space:]]+)?';
begin
  return btrim(
    regexp_replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(
            coalesce(p_text, ''),
            '[[:space:]]*\(?[[:space:]]*((on|by)[[:space:]]+)?(?<![[:alnum:]])('
              || wkd || mon || '\.?[[:space:]]*[0-9]{1,2}(st|nd|rd|th)?(,?[[:space:]]*[0-9]{4})?'
              || '|' || wkd || '[0-9]{1,2}(st|nd|rd|th)?[[:space:]]+(of[[:space:]]+)?' || mon || '\.?(,?[[:space:]]*[0-9]{4})?'
              || '|[0-9]{1,2}/[0-9]{1,2}(/[0-9]{2,4})?|[0-9]{4}-[0-9]{2}-[0-9]{2})(?![[:alnum:]/])[[:space:]]*\)?',
            ' ', 'gi'),
          '\([[:space:]]*\)', '', 'g'),
        '[[:space:]]+([,.;:)])', '\1', 'g'),
      '[[:space:]]{2,}', ' ', 'g'),
    ' ,;:-');
end;
$$;

create or replace function private.has_calendar_date(p_text text) returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  return p_text is not null and private.strip_calendar_dates(p_text) is distinct from btrim(p_text, ' ,;:-');
end;
$$;

create or replace function private.clock_time_pattern() returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  return '(?<![[:alnum:]:])((1[0-2]|0?[1-9])(:[0-5][0-9])?[[:space:]]*([ap]\.?m\.?)(?![[:alpha:]])|([01]?[0-9]|2[0-3]):[0-5][0-9](?![0-9]))';
end;
$$;

create or replace function private.has_clock_time(p_text text) returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  return p_text is not null and p_text ~* private.clock_time_pattern();
end;
$$;

create or replace function private.strip_clock_times(p_label text) returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if not private.has_clock_time(p_label) then
    return p_label;
  end if;
  return coalesce(nullif(btrim(
    regexp_replace(regexp_replace(regexp_replace(p_label, private.clock_time_pattern(), ' ', 'gi'), '(,|at)?[[:space:]]*$', '', 'i'), '[[:space:]]{2,}', ' ', 'g'),
    ' ,;:-'), ''), 'During the party');
end;
$$;

create function private.redact_public_text(p_text text, p_patterns text[], p_fragments text[]) returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  return regexp_replace(private.redact_with(p_text, p_patterns, p_fragments), private.clock_time_pattern(), '…', 'gi');
end;
$$;

create or replace function private.redact_public_text(p_text text, p_location text, p_date date, p_requests text) returns text
language sql
immutable
set search_path = ''
as $$
  select private.redact_public_text(p_text, private.private_fact_patterns(p_location, p_date), private.request_fragments(p_requests))
$$;

-- The details for a visitor: free texts (names) cleaned like the party's name; choices as stored.
create function private.public_details(p_details jsonb, p_patterns text[], p_fragments text[]) returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_out jsonb := '{}'::jsonb;
  v_key text;
  v_value jsonb;
begin
  if jsonb_typeof(p_details) is distinct from 'object' then
    return v_out;
  end if;
  for v_key, v_value in select e.key, e.value from jsonb_each(p_details) e loop
    v_out := v_out || jsonb_build_object(v_key, case
      when jsonb_typeof(v_value) = 'string' then to_jsonb(private.redact_public_text(v_value #>> '{}', p_patterns, p_fragments))
      else v_value end);
  end loop;
  return v_out;
end;
$$;

create or replace function private.public_details(p_details jsonb, p_location text, p_date date, p_requests text) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select private.public_details(p_details, private.private_fact_patterns(p_location, p_date), private.request_fragments(p_requests))
$$;

-- One timeline phase for a visitor: labels without calendar dates or clock times; items whose task
-- names a fact, a calendar date or a clock time, or whose label names a fact, left out.
create function private.public_timeline_items(p_items jsonb, p_patterns text[], p_fragments text[]) returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_out jsonb := '[]'::jsonb;
  v_item jsonb;
  v_task text;
  v_frame text;
begin
  if jsonb_typeof(p_items) is distinct from 'array' then
    return v_out;
  end if;
  for v_item in select e.i from jsonb_array_elements(p_items) with ordinality as e(i, n) order by e.n loop
    if jsonb_typeof(v_item) <> 'object' or jsonb_typeof(v_item -> 'task') is distinct from 'string' then
      continue;
    end if;
    v_task := v_item ->> 'task';
    v_frame := private.strip_calendar_dates(coalesce(v_item ->> 'timeframe', v_item ->> 'timing'));
    if private.names_private_fact(v_task, p_patterns, p_fragments) or private.has_calendar_date(v_task)
       or private.has_clock_time(v_task) or private.names_private_fact(v_frame, p_patterns, p_fragments) then
      continue;
    end if;
    v_out := v_out || jsonb_build_array(jsonb_build_object('task', v_task, 'timeframe', private.strip_clock_times(v_frame)));
  end loop;
  return v_out;
end;
$$;

create or replace function private.public_timeline_items(p_items jsonb, p_location text, p_date date, p_requests text) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select private.public_timeline_items(p_items, private.private_fact_patterns(p_location, p_date), private.request_fragments(p_requests))
$$;

create function private.public_timeline(p_timeline jsonb, p_patterns text[], p_fragments text[]) returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
begin
  if jsonb_typeof(p_timeline) is distinct from 'object' then
    return null;
  end if;
  return jsonb_build_object(
    'preParty', private.public_timeline_items(p_timeline -> 'preParty', p_patterns, p_fragments),
    'duringParty', private.public_timeline_items(p_timeline -> 'duringParty', p_patterns, p_fragments),
    'afterParty', private.public_timeline_items(p_timeline -> 'afterParty', p_patterns, p_fragments));
end;
$$;

create or replace function private.public_timeline(p_timeline jsonb, p_location text, p_date date, p_requests text) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select private.public_timeline(p_timeline, private.private_fact_patterns(p_location, p_date), private.request_fragments(p_requests))
$$;

-- ai_suggestions / selected_suggestions for a visitor: the six lists without items that name a
-- fact, the timeline as above; anything else (chosen local vendors, unknown keys) left out.
create function private.public_suggestions(p_value jsonb, p_patterns text[], p_fragments text[]) returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_out jsonb := '{}'::jsonb;
  v_key text;
  v_list jsonb;
  v_item jsonb;
begin
  if jsonb_typeof(p_value) is distinct from 'object' then
    return null;
  end if;
  foreach v_key in array array['partyNames', 'themes', 'games', 'food', 'vendors', 'products'] loop
    if jsonb_typeof(p_value -> v_key) = 'array' then
      v_list := '[]'::jsonb;
      for v_item in select e.s from jsonb_array_elements(p_value -> v_key) with ordinality as e(s, n) order by e.n loop
        if jsonb_typeof(v_item) = 'string' and not private.names_private_fact(v_item #>> '{}', p_patterns, p_fragments) then
          v_list := v_list || jsonb_build_array(v_item);
        end if;
      end loop;
      v_out := v_out || jsonb_build_object(v_key, v_list);
    end if;
  end loop;
  if p_value ? 'timeline' then
    v_out := v_out || jsonb_build_object('timeline', private.public_timeline(p_value -> 'timeline', p_patterns, p_fragments));
  end if;
  return v_out;
end;
$$;

create or replace function private.public_suggestions(p_value jsonb, p_location text, p_date date, p_requests text) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select private.public_suggestions(p_value, private.private_fact_patterns(p_location, p_date), private.request_fragments(p_requests))
$$;

revoke all on function
  private.names_private_fact(text, text[], text[]), private.redact_with(text, text[], text[]),
  private.redact_public_text(text, text[], text[]), private.public_details(jsonb, text[], text[]),
  private.public_timeline_items(jsonb, text[], text[]), private.public_timeline(jsonb, text[], text[]),
  private.public_suggestions(jsonb, text[], text[])
  from public;
-- The four-argument helpers are granted to the API roles (20261125004000); what they call must be too.
grant execute on function
  private.names_private_fact(text, text[], text[]), private.redact_with(text, text[], text[]),
  private.redact_public_text(text, text[], text[]), private.public_details(jsonb, text[], text[]),
  private.public_timeline_items(jsonb, text[], text[]), private.public_timeline(jsonb, text[], text[]),
  private.public_suggestions(jsonb, text[], text[])
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The stored projection.
-- ---------------------------------------------------------------------------------------------
create table private.public_plan_projection (
  id uuid primary key references public.party_plans (id) on delete cascade,
  user_id uuid not null,
  party_name text,
  party_type text not null,
  party_for text,
  guest_count integer not null,
  budget text,
  ideas text,
  ai_suggestions jsonb,
  selected_suggestions jsonb,
  party_timeline jsonb,
  photo_url text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  details jsonb not null,
  -- The plan's matchers (private.private_fact_patterns, private.request_fragments): they are
  -- derived from its location, date and special requests, so only security-definer code reads them.
  fact_patterns text[] not null,
  request_fragments text[] not null
);
comment on table private.public_plan_projection is
  'What a visitor may see of each public plan, redacted when the plan is written (trigger on party_plans); read through public.public_party_plans. Never granted to an API role.';
-- Public Parties and Trending, newest first, keyset-paged on (created_at, id).
create index public_plan_projection_created_at_id_idx on private.public_plan_projection (created_at desc, id desc);
alter table private.public_plan_projection enable row level security;
revoke all on private.public_plan_projection from public, anon, authenticated, service_role;

-- One plan's projection, with its matchers built once.
create function private.public_plan_row(p public.party_plans) returns private.public_plan_projection
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_patterns constant text[] := private.private_fact_patterns(p.location, p.date);
  v_fragments constant text[] := private.request_fragments(p.special_requests);
  v private.public_plan_projection;
begin
  v.id := p.id;
  v.user_id := p.user_id;
  v.party_name := private.redact_public_text(p.party_name, v_patterns, v_fragments);
  v.party_type := p.party_type;
  v.party_for := private.redact_public_text(p.party_for, v_patterns, v_fragments);
  v.guest_count := p.guest_count;
  v.budget := p.budget;
  v.ideas := private.redact_public_text(p.ideas, v_patterns, v_fragments);
  v.ai_suggestions := private.public_suggestions(p.ai_suggestions, v_patterns, v_fragments);
  v.selected_suggestions := private.public_suggestions(p.selected_suggestions, v_patterns, v_fragments);
  v.party_timeline := private.public_timeline(p.party_timeline, v_patterns, v_fragments);
  v.photo_url := p.photo_url;
  v.created_at := p.created_at;
  v.updated_at := p.updated_at;
  v.details := private.public_details(p.details, v_patterns, v_fragments);
  v.fact_patterns := v_patterns;
  v.request_fragments := v_fragments;
  return v;
end;
$$;

-- Writes (or removes) one plan's projection.
create function private.project_public_plan(p public.party_plans) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not p.is_public then
    delete from private.public_plan_projection v where v.id = p.id;
    return;
  end if;
  insert into private.public_plan_projection
  select r.* from private.public_plan_row(p) r
  on conflict (id) do update set
    user_id = excluded.user_id, party_name = excluded.party_name, party_type = excluded.party_type,
    party_for = excluded.party_for, guest_count = excluded.guest_count, budget = excluded.budget,
    ideas = excluded.ideas, ai_suggestions = excluded.ai_suggestions,
    selected_suggestions = excluded.selected_suggestions, party_timeline = excluded.party_timeline,
    photo_url = excluded.photo_url, created_at = excluded.created_at, updated_at = excluded.updated_at,
    details = excluded.details, fact_patterns = excluded.fact_patterns, request_fragments = excluded.request_fragments;
end;
$$;

-- After every insert and update of a plan. A change that touches no text (the photo, the guest
-- count, updated_at) copies those columns without redacting anything again; a plan that stays
-- private costs nothing. Deleting a plan deletes its projection (foreign key).
create function private.keep_public_plan() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not new.is_public and (tg_op = 'INSERT' or not old.is_public) then
    return null;
  end if;
  if tg_op = 'UPDATE' and new.is_public and old.is_public
     and (new.party_name, new.party_for, new.ideas, new.location, new.date, new.special_requests)
         is not distinct from (old.party_name, old.party_for, old.ideas, old.location, old.date, old.special_requests)
     and (new.ai_suggestions, new.selected_suggestions, new.party_timeline, new.details)
         is not distinct from (old.ai_suggestions, old.selected_suggestions, old.party_timeline, old.details)
     and exists (select 1 from private.public_plan_projection v where v.id = new.id) then
    update private.public_plan_projection v
       set user_id = new.user_id, party_type = new.party_type, guest_count = new.guest_count, budget = new.budget,
           photo_url = new.photo_url, created_at = new.created_at, updated_at = new.updated_at
     where v.id = new.id;
    return null;
  end if;
  perform private.project_public_plan(new);
  return null;
end;
$$;

-- Every public plan's projection again (after a bulk load with triggers off, or a change to the rules).
create function private.refresh_public_party_plans() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  delete from private.public_plan_projection v
   where not exists (select 1 from public.party_plans p where p.id = v.id and p.is_public);
  insert into private.public_plan_projection
  select r.*
    from public.party_plans p
    cross join lateral private.public_plan_row(p) r
   where p.is_public
  on conflict (id) do update set
    user_id = excluded.user_id, party_name = excluded.party_name, party_type = excluded.party_type,
    party_for = excluded.party_for, guest_count = excluded.guest_count, budget = excluded.budget,
    ideas = excluded.ideas, ai_suggestions = excluded.ai_suggestions,
    selected_suggestions = excluded.selected_suggestions, party_timeline = excluded.party_timeline,
    photo_url = excluded.photo_url, created_at = excluded.created_at, updated_at = excluded.updated_at,
    details = excluded.details, fact_patterns = excluded.fact_patterns, request_fragments = excluded.request_fragments;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

revoke all on function
  private.public_plan_row(public.party_plans), private.project_public_plan(public.party_plans),
  private.keep_public_plan(), private.refresh_public_party_plans()
  from public;

create trigger party_plans_public_projection after insert or update on public.party_plans
  for each row execute function private.keep_public_plan();

select private.refresh_public_party_plans();

-- ---------------------------------------------------------------------------------------------
-- public_party_plans: the same columns, read from the projection. Nothing is computed at read
-- time, so an ORDER BY … LIMIT reads a page of the index and no more. The view is no longer a
-- security barrier: it has no condition a caller's filter could be moved ahead of (every row of
-- the projection is public and the matchers are not among its columns), and a barrier keeps the
-- planner from reading the index in order.
-- ---------------------------------------------------------------------------------------------
create or replace view public.public_party_plans
with (security_invoker = false, security_barrier = false) as
  select v.id, v.user_id, v.party_name, v.party_type, v.party_for, v.guest_count, v.budget, v.ideas,
         v.ai_suggestions, v.selected_suggestions, v.party_timeline, v.photo_url, true as is_public,
         v.created_at, v.updated_at, v.details
    from private.public_plan_projection v;
comment on view public.public_party_plans is
  'Public plans for Public Parties, Trending and public detail, stored redacted when the plan is written (private.public_plan_projection). Location, date, time of day and special_requests are never exposed here, and no text names them: list and timeline items that do are left out, free text has them replaced by an ellipsis, timeline labels carry no calendar dates or clock times.';

-- The view no longer reads party_plans: its partial index for public plans has no reader left.
drop index public.party_plans_public_created_at_idx;

-- A public product: the stored matchers of its public plan, no patterns built per row.
create or replace function private.is_public_safe_product(p_party_id uuid, p_text text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.public_plan_projection v
    where v.id = p_party_id
      and not private.names_private_fact(p_text, v.fact_patterns, v.request_fragments))
$$;

-- ---------------------------------------------------------------------------------------------
-- party_templates: Public Templates pages on (created_at, id), newest first.
-- ---------------------------------------------------------------------------------------------
drop index public.party_templates_created_at_idx;
create index party_templates_created_at_id_idx on public.party_templates (created_at desc, id desc);
