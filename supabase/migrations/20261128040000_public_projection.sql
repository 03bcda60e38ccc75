-- A public party must not give away where or when it is, nor its special requests, and the texts
-- beside the private columns could: planners write calendar dates into timeline labels
-- ('2 weeks before (Nov 29)') and the city into names, an AI service may write either anywhere,
-- the host's own words (party name, vision) may name them, and a public party's local vendors
-- carry addresses and phone numbers. What a visitor can read:
--   public_party_plans   every text checked against the plan's location, date and special
--                        requests: list items and timeline items that name one are left out,
--                        calendar dates and clock times are taken off timeline labels, free text
--                        (name, vision, honoree) has the mention replaced by '…'; chosen local
--                        vendors are left out.
--   party_vendors        members only (addresses and phones tell the city).
--   party_products       a public party's products, except any whose name or title names a fact.
--   party_templates      never special requests or names; the vision without private facts.
-- Stored timeline labels lose their calendar dates too: the member's screen adds them.
--
-- Public data is computed when a plan is written, not when it is read
-- (docs/architecture.md#the-stored-public-projection), so Public Parties and Trending read a page
-- of an index at any size:
--   private.public_plan_projection   what a visitor may see of each public plan, redacted, plus the
--                                    plan's matchers (the patterns built from its location and date,
--                                    and its special requests' fragments) so a public product is
--                                    checked without rebuilding them. Written by a trigger on
--                                    party_plans; removed when the plan goes private or is deleted.
--                                    No API role can read it.
--   public.public_party_plans        a plain select from the projection, read by index
--                                    (created_at desc, id desc).
--   private.is_public_safe_product   checks a product's text against the stored matchers.
--   public.preview_public_plan       what Make Public would publish, for its confirmation.
-- The redaction helpers take the matchers as arrays; the four-argument forms build them once per
-- call and delegate, so every caller gets the same answer.

-- ---------------------------------------------------------------------------------------------
-- party_templates (a public, location- and date-free copy of a plan)
-- ---------------------------------------------------------------------------------------------
create table public.party_templates (
  id uuid primary key default gen_random_uuid(),
  original_party_id uuid references public.party_plans (id) on delete set null,
  party_type text not null,
  budget text,
  guest_count integer not null,
  ideas text,
  special_requests text,
  created_by uuid default auth.uid() references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint party_templates_party_type_check check (party_type in (
    'Birthday Party', 'Corporate Event', 'Wedding/Engagement', 'Graduation',
    'Housewarming', 'Holiday Party', 'Baby Shower', 'Casual Get-together')),
  constraint party_templates_budget_check check (budget in (
    'cheap', 'moderate', 'expensive',
    'under-500', '500-1000', '1000-2500', '2500-5000', 'over-5000')),
  constraint party_templates_guest_count_check check (guest_count >= 1),
  details jsonb not null default '{}'::jsonb,
  constraint party_templates_details_check check (private.party_details_ok(party_type, details, false))
);

comment on column public.party_templates.special_requests is
  'Readable by everyone, like the whole template. The share dialog promises only type, budget, guest count and ideas: the app should leave this null.';

create index party_templates_created_by_idx on public.party_templates (created_by);

create index party_templates_original_party_id_idx on public.party_templates (original_party_id);

revoke truncate, references, trigger on public.party_templates from anon, authenticated;

revoke insert, update, delete on public.party_templates from anon;

alter table public.party_templates enable row level security;

-- ---------------------------------------------------------------------------------------------
-- party_templates: everyone reads; the plan's owner or co_admin shares; the creator removes.
-- ---------------------------------------------------------------------------------------------
revoke update on public.party_templates from authenticated;

comment on column public.party_templates.details is 'The plan''s type-specific choices without names (partners, graduate, company).';

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

create index party_templates_created_at_id_idx on public.party_templates (created_at desc, id desc);

-- ---------------------------------------------------------------------------------------------
-- Matching. Mirrors supabase/functions/_shared/privacy.ts (the functions scrub AI answers with it).
-- ---------------------------------------------------------------------------------------------

-- Words that name no particular place on their own ('New', 'City', 'Beach'): matching them would
-- hide ordinary ideas ('New Year's Eve', 'Beach Party') while protecting nothing.
create function private.generic_place_words() returns text[]
language sql
immutable
set search_path = ''
as $$
  select string_to_array(
    'city town village county state province region district borough municipality metro area new old saint san santa sao los las '
    'the and of de del la le el da do di du der van von north south east west northern southern eastern western upper lower '
    'central great little big fort port mount lake beach park street road avenue lane drive way place square hill hills '
    'island islands bay river valley heights springs falls usa united states kingdom republic america', ' ')
$$;

-- The location's telling words ('Zanzibar City, Tanzania' → zanzibar, tanzania); a part made of
-- generic words only ('Lake City') is kept whole.
create function private.location_terms(p_location text) returns text[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_part text;
  v_words text[];
  v_telling text[];
  v_out text[] := '{}';
begin
  foreach v_part in array string_to_array(coalesce(p_location, ''), ',') loop
    v_words := array(select w from unnest(regexp_split_to_array(lower(v_part), '[[:space:][:punct:]]+')) w where w <> '');
    v_telling := array(select w from unnest(v_words) w where char_length(w) >= 3 and not (w = any (private.generic_place_words())));
    if cardinality(v_telling) > 0 then
      v_out := v_out || v_telling;
    elsif char_length(array_to_string(v_words, ' ')) >= 3 then
      v_out := v_out || array_to_string(v_words, ' ');
    end if;
  end loop;
  return array(select distinct t from unnest(v_out) t);
end;
$$;

-- Regular expressions for the location's words and for the date as people write it:
-- 2026-12-05, Dec 5, December 5th, 5 Dec, 5th of December, 12/5, 5/12. Each stands alone
-- (lookarounds, no captured separators) so that it can be both tested and replaced.
create function private.private_fact_patterns(p_location text, p_date date) returns text[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_months constant text[] := array[
    'jan(uary)?', 'feb(ruary)?', 'mar(ch)?', 'apr(il)?', 'may', 'june?', 'july?', 'aug(ust)?', 'sept?(ember)?',
    'oct(ober)?', 'nov(ember)?', 'dec(ember)?'];
  v_out text[];
  v_m int;
  v_d int;
  v_day text;
begin
  v_out := array(
    select '(?<![^[:space:][:punct:]])' || replace(t, ' ', '[[:space:]]+') || '(?![^[:space:][:punct:]])'
    from unnest(private.location_terms(p_location)) t);
  if p_date is not null then
    v_m := extract(month from p_date);
    v_d := extract(day from p_date);
    v_day := '0?' || v_d || '(st|nd|rd|th)?';
    v_out := v_out || array[
      '(?<![0-9])' || extract(year from p_date)::int || '-0?' || v_m || '-0?' || v_d || '(?![0-9])',
      '(?<![[:alpha:]])' || v_months[v_m] || '\.?[[:space:]]*' || v_day || '(?![[:alnum:]])',
      '(?<![[:alnum:]])' || v_day || '[[:space:]]*(of[[:space:]]+)?' || v_months[v_m] || '\.?(?![[:alpha:]])',
      '(?<![0-9/])0?' || v_m || '/0?' || v_d || '(?![0-9])',
      '(?<![0-9/])0?' || v_d || '/0?' || v_m || '(?![0-9])'];
  end if;
  return v_out;
end;
$$;

-- Special requests as a whole and as sentences long enough to be telling, lower case.
create function private.request_fragments(p_requests text) returns text[]
language sql
immutable
set search_path = ''
as $$
  with whole as (select btrim(regexp_replace(lower(coalesce(p_requests, '')), '[[:space:]]+', ' ', 'g')) as w)
  select case when char_length(w) < 4 then '{}'::text[] else array(
    select distinct f from (
      select w as f
      union all
      select btrim(s) from unnest(regexp_split_to_array(w, '[.;!?]+')) s where char_length(btrim(s)) >= 12
    ) x) end
  from whole
$$;

-- Any calendar date in a timeline label ('2 weeks before (Nov 29)' → '2 weeks before'): next to a
-- relative label, any date gives the party date away.
create function private.strip_calendar_dates(p_text text) returns text
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

create function private.has_calendar_date(p_text text) returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  return p_text is not null and private.strip_calendar_dates(p_text) is distinct from btrim(p_text, ' ,;:-');
end;
$$;

-- public_party_plans is read-only: the missing INSERT/UPDATE/DELETE privilege refuses a write
-- first (42501), and should that privilege ever be granted, this instead-of trigger still refuses
-- with the same answer (never 'cannot update view', 0A000).
create function private.refuse_public_plan_write() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'permission denied for view public_party_plans' using errcode = '42501';
end;
$$;

revoke all on function private.refuse_public_plan_write() from public;

-- Timeline labels: calendar dates off, in the three places a timeline is kept.
create function private.strip_timeline_dates(p_timeline jsonb) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(p_timeline) <> 'object' then p_timeline else (
    select coalesce(jsonb_object_agg(k, case when jsonb_typeof(v) <> 'array' then v else (
      select coalesce(jsonb_agg(
        case
          when jsonb_typeof(i) <> 'object' then i
          when jsonb_typeof(i -> 'timeframe') = 'string' then jsonb_set(i, '{timeframe}', to_jsonb(private.strip_calendar_dates(i ->> 'timeframe')))
          when jsonb_typeof(i -> 'timing') = 'string' then jsonb_set(i, '{timing}', to_jsonb(private.strip_calendar_dates(i ->> 'timing')))
          else i
        end order by n), '[]'::jsonb)
      from jsonb_array_elements(v) with ordinality as e(i, n)) end), '{}'::jsonb)
    from jsonb_each(p_timeline) as t(k, v)) end
$$;

create function private.strip_suggestion_dates(p_value jsonb) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(p_value) = 'object' and p_value ? 'timeline'
    then jsonb_set(p_value, '{timeline}', private.strip_timeline_dates(p_value -> 'timeline'))
    else p_value end
$$;

revoke all on function private.strip_timeline_dates(jsonb), private.strip_suggestion_dates(jsonb) from public;

-- The template's details: the original's choices, names left out.
create function private.template_details(p_details jsonb) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(p_details, '{}'::jsonb) - 'partner1Name' - 'partner2Name' - 'companyName' - 'graduateName'
$$;

-- ---------------------------------------------------------------------------------------------
-- share_party_as_template: copies what the share dialog promises (party type, budget, guest
-- count, ideas, the details without names; never location, date or special requests) into
-- party_templates and makes the plan public, in one transaction. Sharing again refreshes the same
-- template rather than adding a duplicate. Owner or co_admin only.
--   anonymous             -> 42501 'User not authenticated'
--   no such party / no right to share -> 42501 'You do not have permission to share this party'
-- Answer: the template's id.
-- ---------------------------------------------------------------------------------------------
create function public.share_party_as_template(p_party_id uuid) returns uuid
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

revoke all on function public.share_party_as_template(uuid) from public, anon;

grant execute on function public.share_party_as_template(uuid) to authenticated, service_role;

revoke all on function private.template_details(jsonb) from public;

-- ---------------------------------------------------------------------------------------------
-- Clock times: private like calendar dates. Any clock time ('6 PM', '6:30pm', '18:00') in a public
-- text gives the start time away just as a date next to a relative label gives the day away.
-- Mirrors ANY_CLOCK_TIME in supabase/functions/_shared/privacy.ts.
-- ---------------------------------------------------------------------------------------------
create function private.clock_time_pattern() returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  return '(?<![[:alnum:]:])((1[0-2]|0?[1-9])(:[0-5][0-9])?[[:space:]]*([ap]\.?m\.?)(?![[:alpha:]])|([01]?[0-9]|2[0-3]):[0-5][0-9](?![0-9]))';
end;
$$;

create function private.has_clock_time(p_text text) returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  return p_text is not null and p_text ~* private.clock_time_pattern();
end;
$$;

-- A timeline label without clock times; one that was only a clock time reads 'During the party'.
create function private.strip_clock_times(p_label text) returns text
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

-- True when the text names the location, the date or the special requests.
create function private.mentions_private_fact(p_text text, p_location text, p_date date, p_requests text) returns boolean
language sql
immutable
set search_path = ''
as $$
  select private.names_private_fact(p_text, private.private_fact_patterns(p_location, p_date), private.request_fragments(p_requests))
$$;

-- A public product: the stored matchers of its public plan, no patterns built per row.
create function private.is_public_safe_product(p_party_id uuid, p_text text) returns boolean
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

revoke all on function private.is_public_safe_product(uuid, text) from public;

grant execute on function private.is_public_safe_product(uuid, text) to anon, authenticated, service_role;

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

-- The text with such mentions replaced by '…' (free text a visitor reads: name, vision, honoree).
create function private.redact_private_facts(p_text text, p_location text, p_date date, p_requests text) returns text
language sql
immutable
set search_path = ''
as $$
  select private.redact_with(p_text, private.private_fact_patterns(p_location, p_date), private.request_fragments(p_requests))
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

create function private.redact_public_text(p_text text, p_location text, p_date date, p_requests text) returns text
language sql
immutable
set search_path = ''
as $$
  select private.redact_public_text(p_text, private.private_fact_patterns(p_location, p_date), private.request_fragments(p_requests))
$$;

-- ---------------------------------------------------------------------------------------------
-- party_templates: whoever writes one (the share RPC, a direct insert), it carries no special
-- requests, no names in the details, and a vision without the location, the date or clock times.
-- ---------------------------------------------------------------------------------------------
create function private.guard_party_template() returns trigger
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

create function private.public_details(p_details jsonb, p_location text, p_date date, p_requests text) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select private.public_details(p_details, private.private_fact_patterns(p_location, p_date), private.request_fragments(p_requests))
$$;

revoke all on function
  private.clock_time_pattern(), private.has_clock_time(text), private.strip_clock_times(text),
  private.redact_public_text(text, text, date, text), private.public_details(jsonb, text, date, text)
  from public;

grant execute on function
  private.clock_time_pattern(), private.has_clock_time(text), private.strip_clock_times(text),
  private.redact_public_text(text, text, date, text), private.public_details(jsonb, text, date, text)
  to anon, authenticated, service_role;

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

create function private.public_timeline_items(p_items jsonb, p_location text, p_date date, p_requests text) returns jsonb
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

create function private.public_timeline(p_timeline jsonb, p_location text, p_date date, p_requests text) returns jsonb
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

create function private.public_suggestions(p_value jsonb, p_location text, p_date date, p_requests text) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select private.public_suggestions(p_value, private.private_fact_patterns(p_location, p_date), private.request_fragments(p_requests))
$$;

revoke all on function
  private.generic_place_words(), private.location_terms(text), private.private_fact_patterns(text, date),
  private.request_fragments(text), private.mentions_private_fact(text, text, date, text),
  private.redact_private_facts(text, text, date, text), private.strip_calendar_dates(text), private.has_calendar_date(text),
  private.public_timeline_items(jsonb, text, date, text), private.public_timeline(jsonb, text, date, text),
  private.public_suggestions(jsonb, text, date, text)
  from public;

-- A view's functions run with the caller's rights: the API roles may call these pure helpers.
grant execute on function
  private.generic_place_words(), private.location_terms(text), private.private_fact_patterns(text, date),
  private.request_fragments(text), private.mentions_private_fact(text, text, date, text),
  private.redact_private_facts(text, text, date, text), private.strip_calendar_dates(text), private.has_calendar_date(text),
  private.public_timeline_items(jsonb, text, date, text), private.public_timeline(jsonb, text, date, text),
  private.public_suggestions(jsonb, text, date, text)
  to anon, authenticated, service_role;

revoke all on function
  private.names_private_fact(text, text[], text[]), private.redact_with(text, text[], text[]),
  private.redact_public_text(text, text[], text[]), private.public_details(jsonb, text[], text[]),
  private.public_timeline_items(jsonb, text[], text[]), private.public_timeline(jsonb, text[], text[]),
  private.public_suggestions(jsonb, text[], text[])
  from public;

-- The four-argument helpers are granted to the API roles; what they call must be too.
grant execute on function
  private.names_private_fact(text, text[], text[]), private.redact_with(text, text[], text[]),
  private.redact_public_text(text, text[], text[]), private.public_details(jsonb, text[], text[]),
  private.public_timeline_items(jsonb, text[], text[]), private.public_timeline(jsonb, text[], text[]),
  private.public_suggestions(jsonb, text[], text[])
  to anon, authenticated, service_role;

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

-- What Make Public (and Share as Template, which makes the plan public too) would publish, for the
-- confirmation that lists it (docs/decisions.md#make-public-confirms). Computed by the function
-- that writes the stored projection (private.public_plan_row), so the list is exactly what a
-- visitor would read: the same fields, redacted the same way. The matchers and the owner's id are
-- left out; they are never public.
--   anonymous, a stranger, a member who may not change the plan's visibility -> 42501
--   (the owner and co-admins may: private.guard_party_plan_update)
create function public.preview_public_plan(p_party_id uuid) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_party public.party_plans%rowtype;
begin
  if auth.uid() is null or private.party_permission(p_party_id, auth.uid()) not in ('owner', 'co_admin') then
    raise exception 'Only the host and co-admins can make this party public' using errcode = '42501';
  end if;
  select p.* into v_party from public.party_plans p where p.id = p_party_id;
  return (
    select to_jsonb(r) - array['fact_patterns', 'request_fragments', 'user_id', 'created_at', 'updated_at']
      from private.public_plan_row(v_party) r);
end;
$$;

revoke all on function public.preview_public_plan(uuid) from public, anon;

grant execute on function public.preview_public_plan(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- public_party_plans: read from the projection. Nothing is computed at read time, so an
-- ORDER BY … LIMIT reads a page of the index and no more. The view is not a security barrier: it has no condition a caller's filter could be moved ahead of (every row of
-- the projection is public and the matchers are not among its columns), and a barrier keeps the
-- planner from reading the index in order.
-- ---------------------------------------------------------------------------------------------
create view public.public_party_plans
with (security_invoker = false, security_barrier = false) as
  select v.id, v.user_id, v.party_name, v.party_type, v.party_for, v.guest_count, v.budget, v.ideas,
         v.ai_suggestions, v.selected_suggestions, v.party_timeline, v.photo_url, true as is_public,
         v.created_at, v.updated_at, v.details
    from private.public_plan_projection v;

revoke all on public.public_party_plans from public, anon, authenticated, service_role;

grant select on public.public_party_plans to anon, authenticated, service_role;

comment on view public.public_party_plans is
  'Public plans for Public Parties, Trending and public detail, stored redacted when the plan is written (private.public_plan_projection). Location, date, time of day and special_requests are never exposed here, and no text names them: list and timeline items that do are left out, free text has them replaced by an ellipsis, timeline labels carry no calendar dates or clock times.';

create trigger public_party_plans_read_only
  instead of insert or update or delete on public.public_party_plans
  for each row execute function private.refuse_public_plan_write();

create trigger party_templates_without_private_facts
  before insert or update on public.party_templates
  for each row execute function private.guard_party_template();

create trigger party_plans_public_projection after insert or update on public.party_plans
  for each row execute function private.keep_public_plan();

create policy "party_templates: everyone reads" on public.party_templates
  for select to anon, authenticated
  using (true);

-- ---------------------------------------------------------------------------------------------
-- party_templates: sharing needs the plan's owner or a co_admin.
-- ---------------------------------------------------------------------------------------------
create policy "party_templates: owner and co_admin share" on public.party_templates
  for insert to authenticated
  with check (
    created_by = (select auth.uid())
    and original_party_id is not null
    and original_party_id in (select private.managed_party_ids())
  );

create policy "party_templates: creator deletes" on public.party_templates
  for delete to authenticated
  using (created_by = (select auth.uid()));
