-- The contact form reaches someone (docs/product.md#static-pages): the send-contact-message function
-- stores each message, e-mails it to SUPPORT_EMAIL and acknowledges it to the sender with a
-- reference number. Browsers do not insert directly: a row written around the function would
-- reach nobody and skip its rate limits.
--
--   reference            what the sender quotes when they write again, e.g. CF-7KQ2-M9XD
--   sender_key           HMAC of the sender's IP address (never the address itself): the per-IP limit
--   support_notified_at  the message reached SUPPORT_EMAIL
--   acknowledged_at      the sender's acknowledgement went out

-- ---------------------------------------------------------------------------------------------
-- Contact form messages: written and read by the service role only.
-- ---------------------------------------------------------------------------------------------
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text,
  subject text not null,
  message text not null,
  created_at timestamptz not null default now(),
  constraint contact_messages_first_name_check check (char_length(first_name) between 1 and 200),
  constraint contact_messages_last_name_check check (char_length(last_name) between 1 and 200),
  constraint contact_messages_email_check check (char_length(email) <= 320 and email like '%_@_%'),
  constraint contact_messages_phone_check check (char_length(phone) <= 50),
  constraint contact_messages_subject_check check (char_length(subject) between 1 and 300),
  constraint contact_messages_message_check check (char_length(message) between 1 and 10000),
  reference text,
  sender_key text,
  support_notified_at timestamptz,
  acknowledged_at timestamptz,
  constraint contact_messages_reference_check check (reference is null or reference ~ '^CF-[0-9A-Z]{4}-[0-9A-Z]{4}$'),
  constraint contact_messages_sender_key_check check (sender_key is null or char_length(sender_key) <= 128)
);

revoke truncate, references, trigger on public.contact_messages from anon, authenticated;

alter table public.contact_messages enable row level security;

grant insert (first_name, last_name, email, phone, subject, message) on public.contact_messages to anon, authenticated;

create unique index contact_messages_reference_key on public.contact_messages (reference);

create index contact_messages_email_created_at_idx on public.contact_messages (lower(email), created_at desc);

create index contact_messages_sender_key_created_at_idx on public.contact_messages (sender_key, created_at desc);

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

revoke all on public.contact_messages from anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- submit_contact_message: the rate limits and the insert in one transaction, serialised so two
-- simultaneous sends cannot both slip under a limit. Answers { ok: true, id, reference } or
-- { ok: false, limit: 'address' | 'sender' | 'all', retry_after_seconds }. 'all' caps what the whole
-- form may send in an hour, whoever claims to be sending: the last line against a flood.
-- ---------------------------------------------------------------------------------------------
create function public.submit_contact_message(
  p_first_name text,
  p_last_name text,
  p_email text,
  p_phone text,
  p_subject text,
  p_message text,
  p_reference text,
  p_sender_key text,
  p_per_address_per_hour integer,
  p_per_address_per_day integer,
  p_per_sender_per_hour integer,
  p_all_per_hour integer
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_oldest timestamptz;
begin
  perform pg_advisory_xact_lock(hashtext('public.contact_messages'));

  select min(c.created_at) into v_oldest from (
    select m.created_at from public.contact_messages m
     where lower(m.email) = lower(p_email) and m.created_at > now() - interval '1 hour'
     order by m.created_at desc limit p_per_address_per_hour) c
  having count(*) >= p_per_address_per_hour;
  if v_oldest is not null then
    return jsonb_build_object('ok', false, 'limit', 'address',
      'retry_after_seconds', greatest(1, ceil(extract(epoch from v_oldest + interval '1 hour' - now()))::integer));
  end if;

  select min(c.created_at) into v_oldest from (
    select m.created_at from public.contact_messages m
     where lower(m.email) = lower(p_email) and m.created_at > now() - interval '1 day'
     order by m.created_at desc limit p_per_address_per_day) c
  having count(*) >= p_per_address_per_day;
  if v_oldest is not null then
    return jsonb_build_object('ok', false, 'limit', 'address',
      'retry_after_seconds', greatest(1, ceil(extract(epoch from v_oldest + interval '1 day' - now()))::integer));
  end if;

  if p_sender_key is not null then
    select min(c.created_at) into v_oldest from (
      select m.created_at from public.contact_messages m
       where m.sender_key = p_sender_key and m.created_at > now() - interval '1 hour'
       order by m.created_at desc limit p_per_sender_per_hour) c
    having count(*) >= p_per_sender_per_hour;
    if v_oldest is not null then
      return jsonb_build_object('ok', false, 'limit', 'sender',
        'retry_after_seconds', greatest(1, ceil(extract(epoch from v_oldest + interval '1 hour' - now()))::integer));
    end if;
  end if;

  select min(c.created_at) into v_oldest from (
    select m.created_at from public.contact_messages m
     where m.created_at > now() - interval '1 hour'
     order by m.created_at desc limit p_all_per_hour) c
  having count(*) >= p_all_per_hour;
  if v_oldest is not null then
    return jsonb_build_object('ok', false, 'limit', 'all',
      'retry_after_seconds', greatest(1, ceil(extract(epoch from v_oldest + interval '1 hour' - now()))::integer));
  end if;

  insert into public.contact_messages (first_name, last_name, email, phone, subject, message, reference, sender_key)
  values (p_first_name, p_last_name, p_email, p_phone, p_subject, p_message, p_reference, p_sender_key)
  returning id into v_id;
  return jsonb_build_object('ok', true, 'id', v_id, 'reference', p_reference);
end;
$$;

revoke all on function public.submit_contact_message(text, text, text, text, text, text, text, text, integer, integer, integer, integer)
  from public, anon, authenticated;

grant execute on function public.submit_contact_message(text, text, text, text, text, text, text, text, integer, integer, integer, integer)
  to service_role;
