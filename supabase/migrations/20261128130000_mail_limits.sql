-- How much e-mail one person can make Confetti send (docs/security.md #16), so that nobody can
-- make it flood an address (an invitation re-sent on request, a calendar invite after every change
-- of date). Every e-mail the functions send is counted here first, per UTC day, and refused past
-- any of four caps:
--
--   per_sender_daily      e-mails one user has Confetti send (invitations, reminders, calendar invites)
--   per_party_daily       e-mails sent for one party, whoever sends them
--   per_recipient_daily   e-mails one address receives from Confetti, from everyone
--   per_invitation_daily  times one invitation is e-mailed (first send, re-sends, reminders)
--
--   mail_send_settings    one row: the four numbers (like ai_allowance_settings); service role only
--   mail_send_counts      the day's counts; addresses are kept as a SHA-256 of the address only
--   claim_mail_sends      counts a batch of e-mails before they are sent (service role: the functions)
--   release_mail_send     gives one back when it could not be sent (service role)

create table public.mail_send_settings (
  id boolean primary key default true,
  per_sender_daily integer not null default 200,
  per_party_daily integer not null default 300,
  per_recipient_daily integer not null default 3,
  per_invitation_daily integer not null default 2,
  updated_at timestamptz not null default now(),
  constraint mail_send_settings_single_row check (id),
  constraint mail_send_settings_numbers_check check (
    per_sender_daily between 0 and 100000 and per_party_daily between 0 and 100000
    and per_recipient_daily between 0 and 1000 and per_invitation_daily between 0 and 1000)
);

comment on table public.mail_send_settings is 'Daily caps on the e-mails the functions send (one row, docs/configuration.md#e-mail-limits). Service role only.';

create table public.mail_send_counts (
  scope text not null,
  key text not null,
  day date not null,
  sent integer not null default 0,
  primary key (scope, key, day),
  constraint mail_send_counts_scope_check check (scope in ('sender', 'party', 'recipient', 'invitation')),
  constraint mail_send_counts_sent_check check (sent >= 0)
);

comment on table public.mail_send_counts is 'E-mails sent per sender, party, recipient (hashed) and invitation per UTC day; written only by claim_mail_sends / release_mail_send.';

-- Old days are dropped as new ones are counted.
create index mail_send_counts_day_idx on public.mail_send_counts (day);

alter table public.mail_send_settings enable row level security;

alter table public.mail_send_counts enable row level security;

revoke all on public.mail_send_settings from anon, authenticated;

revoke all on public.mail_send_counts from anon, authenticated;

-- The key an address is counted under: its SHA-256, so the table holds nobody's address.
create function private.mail_recipient_key(p_email text) returns text
language sql
immutable
set search_path = ''
as $$
  select encode(extensions.digest(lower(btrim(p_email)), 'sha256'), 'hex')
$$;

revoke all on function private.mail_recipient_key(text) from public;

-- Adds p_n to one count if it stays within p_cap; true when it did. The row lock of the upsert
-- makes concurrent claims wait for each other, so a cap is never overshot.
create function private.count_mail(p_scope text, p_key text, p_day date, p_n integer, p_cap integer) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_sent integer;
begin
  if p_n > p_cap then
    return false;
  end if;
  insert into public.mail_send_counts as c (scope, key, day, sent) values (p_scope, p_key, p_day, p_n)
  on conflict (scope, key, day) do update set sent = c.sent + p_n where c.sent + p_n <= p_cap
  returning c.sent into v_sent;
  return v_sent is not null;
end;
$$;

revoke all on function private.count_mail(text, text, date, integer, integer) from public;

-- ---------------------------------------------------------------------------------------------
-- claim_mail_sends(sender, party, recipients): counts the e-mails a function is about to send.
-- recipients is [{ "email": text, "invitation_id": uuid or null }, ...]. Each recipient within the
-- per-recipient and per-invitation caps is counted; the others are answered as refused with the
-- reason. The sender's and the party's caps then take the whole batch or nothing.
--   nothing can go (every recipient refused, or the sender or the party is over) -> PT429 with
--   the sentence the app shows, and nothing counted.
-- Answer: { "day": date, "results": [{ "allowed": boolean, "reason": null|'recipient'|'invitation' }] }
-- in the order given.
-- ---------------------------------------------------------------------------------------------
create function public.claim_mail_sends(p_sender uuid, p_party_id uuid, p_recipients jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_day date := (now() at time zone 'utc')::date;
  v_settings public.mail_send_settings%rowtype;
  v_item jsonb;
  v_email text;
  v_invitation text;
  v_results jsonb := '[]'::jsonb;
  v_reason text;
  v_allowed integer := 0;
  v_last_reason text;
begin
  if p_sender is null or p_party_id is null or jsonb_typeof(p_recipients) is distinct from 'array' or jsonb_array_length(p_recipients) = 0 then
    raise exception 'A sender, a party and at least one recipient are required' using errcode = '22023';
  end if;
  select s.* into v_settings from public.mail_send_settings s where s.id;
  delete from public.mail_send_counts c where c.day < v_day - 1;

  for v_item in select value from jsonb_array_elements(p_recipients) loop
    v_email := nullif(btrim(coalesce(v_item ->> 'email', '')), '');
    v_invitation := nullif(v_item ->> 'invitation_id', '');
    if v_email is null then
      raise exception 'Every recipient needs an e-mail address' using errcode = '22023';
    end if;
    v_reason := null;
    if v_invitation is not null and not private.count_mail('invitation', v_invitation, v_day, 1, coalesce(v_settings.per_invitation_daily, 2)) then
      v_reason := 'invitation';
    elsif not private.count_mail('recipient', private.mail_recipient_key(v_email), v_day, 1, coalesce(v_settings.per_recipient_daily, 3)) then
      v_reason := 'recipient';
      if v_invitation is not null then
        update public.mail_send_counts c set sent = c.sent - 1 where c.scope = 'invitation' and c.key = v_invitation and c.day = v_day;
      end if;
    end if;
    if v_reason is null then
      v_allowed := v_allowed + 1;
    else
      v_last_reason := v_reason;
    end if;
    v_results := v_results || jsonb_build_array(jsonb_build_object('allowed', v_reason is null, 'reason', v_reason));
  end loop;

  if v_allowed = 0 then
    if jsonb_array_length(p_recipients) > 1 then
      raise exception 'Everyone due has had as many e-mails from Confetti today as we send. Try again tomorrow (the count resets at midnight UTC).'
        using errcode = 'PT429';
    elsif v_last_reason = 'invitation' then
      raise exception 'This invitation has been e-mailed % times today, the most Confetti sends in a day. Try again tomorrow, or copy its link and share it yourself.',
        coalesce(v_settings.per_invitation_daily, 2) using errcode = 'PT429';
    end if;
    raise exception 'This address has had as many e-mails from Confetti today as we send one address (%). Try again tomorrow, or share the link yourself.',
      coalesce(v_settings.per_recipient_daily, 3) using errcode = 'PT429';
  end if;
  if not private.count_mail('sender', p_sender::text, v_day, v_allowed, coalesce(v_settings.per_sender_daily, 200)) then
    raise exception 'You can have Confetti send at most % e-mails a day, and this would go past it. Try again tomorrow (the count resets at midnight UTC).',
      coalesce(v_settings.per_sender_daily, 200) using errcode = 'PT429';
  end if;
  if not private.count_mail('party', p_party_id::text, v_day, v_allowed, coalesce(v_settings.per_party_daily, 300)) then
    raise exception 'Confetti sends at most % e-mails a day for one party, and this would go past it. Try again tomorrow (the count resets at midnight UTC).',
      coalesce(v_settings.per_party_daily, 300) using errcode = 'PT429';
  end if;
  return jsonb_build_object('day', v_day, 'results', v_results);
end;
$$;

-- release_mail_send: one e-mail counted on p_day could not be sent, so it does not count.
create function public.release_mail_send(p_sender uuid, p_party_id uuid, p_email text, p_invitation_id uuid, p_day date) returns void
language sql
security definer
set search_path = ''
as $$
  update public.mail_send_counts c
     set sent = c.sent - 1
   where c.day = p_day and c.sent > 0
     and ((c.scope = 'sender' and c.key = p_sender::text)
          or (c.scope = 'party' and c.key = p_party_id::text)
          or (c.scope = 'recipient' and c.key = private.mail_recipient_key(p_email))
          or (c.scope = 'invitation' and p_invitation_id is not null and c.key = p_invitation_id::text))
$$;

revoke all on function public.claim_mail_sends(uuid, uuid, jsonb), public.release_mail_send(uuid, uuid, text, uuid, date) from public, anon, authenticated;

grant execute on function public.claim_mail_sends(uuid, uuid, jsonb), public.release_mail_send(uuid, uuid, text, uuid, date) to service_role;

create trigger mail_send_settings_touch_updated_at before update on public.mail_send_settings
  for each row execute function private.touch_updated_at();

insert into public.mail_send_settings (id) values (true);
