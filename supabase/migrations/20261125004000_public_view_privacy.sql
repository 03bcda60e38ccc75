-- A public party must not give away where or when it is, nor its special requests. The private
-- columns were already left out of public_party_plans, but the texts beside them were not:
-- planners wrote calendar dates into timeline labels ('2 weeks before (Nov 29)') and the city
-- into names, an AI service may write either anywhere, the host's own words (party name, vision)
-- may name them, and a public party's local vendors carry addresses and phone numbers.
--
-- What a visitor can read now:
--   public_party_plans   every text checked against the plan's location, date and special
--                        requests: list items and timeline items that name one are left out,
--                        calendar dates are taken off timeline labels, free text (name, vision,
--                        honoree) has the mention replaced by '…'; chosen local vendors are left out.
--   party_vendors        members only (addresses and phones tell the city).
--   party_products       a public party's products, except any whose name or title names a fact.
--   party_templates      never special requests; the vision without the location or the date.
-- Stored timeline labels lose their calendar dates too: the member's screen adds them.

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

-- True when the text names the location, the date or the special requests.
create function private.mentions_private_fact(p_text text, p_location text, p_date date, p_requests text) returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_text is not null and (
    exists (select 1 from unnest(private.private_fact_patterns(p_location, p_date)) r where p_text ~* r)
    or exists (
      select 1 from unnest(private.request_fragments(p_requests)) f
      where position(f in regexp_replace(lower(p_text), '[[:space:]]+', ' ', 'g')) > 0))
$$;

-- The text with such mentions replaced by '…' (free text a visitor reads: name, vision, honoree).
create function private.redact_private_facts(p_text text, p_location text, p_date date, p_requests text) returns text
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
  foreach v_r in array private.private_fact_patterns(p_location, p_date) loop
    v_out := regexp_replace(v_out, v_r, '…', 'gi');
  end loop;
  foreach v_f in array private.request_fragments(p_requests) loop
    v_out := regexp_replace(v_out, regexp_replace(regexp_replace(v_f, '([.*+?^${}()|\[\]\\])', '\\\1', 'g'), ' ', '[[:space:]]+', 'g'), '…', 'gi');
  end loop;
  return v_out;
end;
$$;

-- Any calendar date in a timeline label ('2 weeks before (Nov 29)' → '2 weeks before'): next to a
-- relative label, any date gives the party date away.
create function private.strip_calendar_dates(p_text text) returns text
language sql
immutable
set search_path = ''
as $$
  with re as (
    select
      '(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sept?(ember)?|oct(ober)?|nov(ember)?|dec(ember)?)' as mon,
      '((mon(day)?|tue(s|sday)?|wed(nesday)?|thu(rs|rsday)?|fri(day)?|sat(urday)?|sun(day)?),?[[:space:]]+)?' as wkd
  )
  select btrim(
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
    ' ,;:-')
  from re
$$;

create function private.has_calendar_date(p_text text) returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_text is not null and private.strip_calendar_dates(p_text) is distinct from btrim(p_text, ' ,;:-')
$$;

-- One timeline phase for a visitor: labels without calendar dates, items that name a fact left out.
create function private.public_timeline_items(p_items jsonb, p_location text, p_date date, p_requests text) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('task', x.task, 'timeframe', x.timeframe) order by x.n), '[]'::jsonb)
  from (
    select n, i ->> 'task' as task, private.strip_calendar_dates(coalesce(i ->> 'timeframe', i ->> 'timing')) as timeframe
    from jsonb_array_elements(case when jsonb_typeof(p_items) = 'array' then p_items else '[]'::jsonb end) with ordinality as e(i, n)
    where jsonb_typeof(i) = 'object' and jsonb_typeof(i -> 'task') = 'string'
  ) x
  where not private.mentions_private_fact(x.task, p_location, p_date, p_requests)
    and not private.has_calendar_date(x.task)
    and not private.mentions_private_fact(x.timeframe, p_location, p_date, p_requests)
$$;

create function private.public_timeline(p_timeline jsonb, p_location text, p_date date, p_requests text) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(p_timeline) = 'object' then jsonb_build_object(
    'preParty', private.public_timeline_items(p_timeline -> 'preParty', p_location, p_date, p_requests),
    'duringParty', private.public_timeline_items(p_timeline -> 'duringParty', p_location, p_date, p_requests),
    'afterParty', private.public_timeline_items(p_timeline -> 'afterParty', p_location, p_date, p_requests))
  end
$$;

-- ai_suggestions / selected_suggestions for a visitor: the six lists without items that name a
-- fact, the timeline as above. Anything else (chosen local vendors, unknown keys) is left out.
create function private.public_suggestions(p_value jsonb, p_location text, p_date date, p_requests text) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(p_value) = 'object' then (
    select coalesce(jsonb_object_agg(k, (
      select coalesce(jsonb_agg(s order by n), '[]'::jsonb)
      from jsonb_array_elements(p_value -> k) with ordinality as e(s, n)
      where jsonb_typeof(s) = 'string' and not private.mentions_private_fact(s #>> '{}', p_location, p_date, p_requests)
    )), '{}'::jsonb)
    from unnest(array['partyNames', 'themes', 'games', 'food', 'vendors', 'products']) k
    where jsonb_typeof(p_value -> k) = 'array'
  ) || case when p_value ? 'timeline' then jsonb_build_object('timeline', private.public_timeline(p_value -> 'timeline', p_location, p_date, p_requests)) else '{}'::jsonb end
  end
$$;

revoke all on function
  private.generic_place_words(), private.location_terms(text), private.private_fact_patterns(text, date),
  private.request_fragments(text), private.mentions_private_fact(text, text, date, text),
  private.redact_private_facts(text, text, date, text), private.strip_calendar_dates(text), private.has_calendar_date(text),
  private.public_timeline_items(jsonb, text, date, text), private.public_timeline(jsonb, text, date, text),
  private.public_suggestions(jsonb, text, date, text)
  from public;

-- ---------------------------------------------------------------------------------------------
-- public_party_plans: same columns, every text checked.
-- ---------------------------------------------------------------------------------------------
create or replace view public.public_party_plans
with (security_invoker = false, security_barrier = true) as
  select
    p.id, p.user_id,
    private.redact_private_facts(p.party_name, p.location, p.date, p.special_requests) as party_name,
    p.party_type,
    private.redact_private_facts(p.party_for, p.location, p.date, p.special_requests) as party_for,
    p.guest_count, p.budget,
    private.redact_private_facts(p.ideas, p.location, p.date, p.special_requests) as ideas,
    private.public_suggestions(p.ai_suggestions, p.location, p.date, p.special_requests) as ai_suggestions,
    private.public_suggestions(p.selected_suggestions, p.location, p.date, p.special_requests) as selected_suggestions,
    private.public_timeline(p.party_timeline, p.location, p.date, p.special_requests) as party_timeline,
    p.photo_url, p.is_public, p.created_at, p.updated_at
  from public.party_plans p
  where p.is_public;
comment on view public.public_party_plans is
  'Public plans for Public Parties, Trending and public detail. Location, date and special_requests are never exposed here, and no text names them: list and timeline items that do are left out, free text has them replaced by an ellipsis, timeline labels carry no calendar dates.';
revoke all on public.public_party_plans from public, anon, authenticated, service_role;
grant select on public.public_party_plans to anon, authenticated, service_role;
-- A view's functions run with the caller's rights: the API roles may call these pure helpers.
grant execute on function
  private.generic_place_words(), private.location_terms(text), private.private_fact_patterns(text, date),
  private.request_fragments(text), private.mentions_private_fact(text, text, date, text),
  private.redact_private_facts(text, text, date, text), private.strip_calendar_dates(text), private.has_calendar_date(text),
  private.public_timeline_items(jsonb, text, date, text), private.public_timeline(jsonb, text, date, text),
  private.public_suggestions(jsonb, text, date, text)
  to anon, authenticated, service_role;

-- The computed columns make the view no longer auto-updatable, so a write would fail with
-- 'cannot update view' (0A000) before the privilege check. These triggers keep the view
-- writable in form only: the missing INSERT/UPDATE/DELETE privilege refuses first (42501),
-- and should that privilege ever be granted, the trigger still refuses.
create function private.refuse_public_plan_write() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'permission denied for view public_party_plans' using errcode = '42501';
end;
$$;
revoke all on function private.refuse_public_plan_write() from public;
create trigger public_party_plans_read_only
  instead of insert or update or delete on public.public_party_plans
  for each row execute function private.refuse_public_plan_write();

-- ---------------------------------------------------------------------------------------------
-- party_vendors: members only. party_products: a public party's products unless one names a fact.
-- ---------------------------------------------------------------------------------------------
drop policy "party_vendors: readable with the plan or when public" on public.party_vendors;
create policy "party_vendors: owner and members read" on public.party_vendors
  for select to authenticated
  using (private.can_view_party(party_id));

create function private.is_public_safe_product(p_party_id uuid, p_text text) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.party_plans p
    where p.id = p_party_id and p.is_public
      and not private.mentions_private_fact(p_text, p.location, p.date, p.special_requests))
$$;
revoke all on function private.is_public_safe_product(uuid, text) from public;
grant execute on function private.is_public_safe_product(uuid, text) to anon, authenticated, service_role;

drop policy "party_products: readable with the plan or when public" on public.party_products;
create policy "party_products: readable with the plan, or when public and naming nothing private" on public.party_products
  for select to anon, authenticated
  using (
    private.can_view_party(party_id)
    or private.is_public_safe_product(party_id, concat_ws(' ', product_name, title)));

-- ---------------------------------------------------------------------------------------------
-- party_templates: whoever writes one (the share RPC, a direct insert), it carries no special
-- requests and a vision without the location or the date.
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
  if new.original_party_id is not null then
    select p.* into v_party from public.party_plans p where p.id = new.original_party_id;
    if found then
      new.ideas := private.redact_private_facts(new.ideas, v_party.location, v_party.date, v_party.special_requests);
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.guard_party_template() from public;

create trigger party_templates_without_private_facts
  before insert or update on public.party_templates
  for each row execute function private.guard_party_template();

-- ---------------------------------------------------------------------------------------------
-- Data already stored.
-- ---------------------------------------------------------------------------------------------
update public.party_templates set special_requests = null, ideas = ideas;

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

update public.party_plans p
   set party_timeline = private.strip_timeline_dates(p.party_timeline),
       ai_suggestions = private.strip_suggestion_dates(p.ai_suggestions),
       selected_suggestions = private.strip_suggestion_dates(p.selected_suggestions)
 where p.party_timeline is distinct from private.strip_timeline_dates(p.party_timeline)
    or p.ai_suggestions is distinct from private.strip_suggestion_dates(p.ai_suggestions)
    or p.selected_suggestions is distinct from private.strip_suggestion_dates(p.selected_suggestions);

-- Photos drawn or prompted from a name, honoree or vision that named a private fact: cleared, so
-- the next one is made from the cleaned texts (it replaces the stored object of the same name).
update public.party_plans p
   set photo_url = null
 where p.photo_url is not null
   and (private.mentions_private_fact(p.party_name, p.location, p.date, p.special_requests)
     or private.mentions_private_fact(p.party_for, p.location, p.date, p.special_requests)
     or private.mentions_private_fact(p.ideas, p.location, p.date, p.special_requests));
