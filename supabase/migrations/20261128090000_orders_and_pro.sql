-- T-shirt checkout and the Pro subscription.
--
--   orders, order_items   what a checkout sells; the buyer's order list (docs/product.md#my-orders)
--   subscriptions         the Pro subscription a paid checkout starts; the webhook ends it. A
--                         cancelled one stays Pro until the end of the period already paid for
--                         (docs/product.md#cancelling-pro), as Stripe's "cancel at period end" does.
--   payment_events        webhook event ids already handled, so a replay changes nothing
-- and the RPCs every payment path uses, so the Stripe webhook, /checkout-success through
-- confirm-checkout and the local checkout page mark an order paid and confirm it the same way.
-- All of them are for the service role only: browsers read their own orders and subscriptions
-- and nothing else (docs/decisions.md#prices-come-from-the-server).
--
-- Printing and shipping paid T-shirt orders (docs/product.md#printing-and-shipping): a paid
-- T-shirt order is sent once to the print-on-demand service (Printful, or the local stack's
-- stand-in for it), which reports back through the printful-webhook function: in production, then
-- shipped with a tracking number and link. The buyer reads all of it, and the shipping address
-- they gave at checkout, on their own orders only ("orders: buyer reads own"); every write is for
-- the service role (the functions) alone: the print queue trigger, claim_print_submission /
-- finish_print_submission, apply_print_update, claim_shipped_email / finish_shipped_email.

-- ---------------------------------------------------------------------------------------------
-- Orders: written by the service role only.
-- ---------------------------------------------------------------------------------------------
create table public.orders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  kind text not null default 'tshirts',
  status text not null default 'pending',
  total_cents integer not null default 0,
  currency text not null default 'usd',
  provider text not null,
  provider_session_id text,
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  constraint orders_kind_check check (kind in ('tshirts', 'pro_subscription')),
  constraint orders_status_check check (status in ('pending', 'paid', 'cancelled')),
  constraint orders_total_cents_check check (total_cents >= 0),
  constraint orders_currency_check check (currency ~ '^[a-z]{3}$'),
  constraint orders_provider_session_id_key unique (provider, provider_session_id),
  -- Where the payment page sends the buyer back (the local page uses them).
  success_url text,
  cancel_url text,
  cancelled_at timestamptz,
  constraint orders_success_url_check check (success_url is null or success_url ~ '^https?://'),
  constraint orders_cancel_url_check check (cancel_url is null or cancel_url ~ '^https?://'),
  -- The order confirmation e-mail goes out exactly once per order, whichever payment path
  -- confirms it first: a sender claims it (a claim older than 10 minutes without a send is
  -- abandoned and may be retaken), then records the send.
  confirmation_claimed_at timestamptz,
  confirmation_sent_at timestamptz,
  -- Where the T-shirts go: { name, line1, line2, city, region, postal_code, country }, checked by
  -- the checkout function. Private to the buyer like the rest of the order.
  shipping_address jsonb,
  -- queued: paid, not yet accepted by the printer (or a submission failed and waits for a retry)
  -- sent: the printer accepted it; in_production; on_hold (the printer paused it); shipped;
  -- failed / cancelled: the printer reported the order failed or cancelled it.
  fulfilment_status text,
  print_provider text,
  print_order_id text,
  print_attempts integer not null default 0,
  print_error text,
  print_claimed_at timestamptz,
  print_submitted_at timestamptz,
  carrier text,
  tracking_number text,
  tracking_url text,
  shipped_at timestamptz,
  -- The "your order has shipped" e-mail goes out once, claimed like the confirmation e-mail.
  shipped_email_claimed_at timestamptz,
  shipped_email_sent_at timestamptz,
  constraint orders_shipping_address_check check (shipping_address is null or jsonb_typeof(shipping_address) = 'object'),
  constraint orders_fulfilment_status_check check (
    fulfilment_status is null or fulfilment_status in ('queued', 'sent', 'in_production', 'on_hold', 'shipped', 'failed', 'cancelled')),
  constraint orders_tracking_url_check check (tracking_url is null or tracking_url ~ '^https?://'),
  constraint orders_print_order_key unique (print_provider, print_order_id)
);

create index orders_user_id_created_at_idx on public.orders (user_id, created_at desc);

create table public.order_items (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  design_url text,
  design_name text,
  size text not null,
  unit_price_cents integer not null,
  quantity integer not null,
  created_at timestamptz not null default now(),
  constraint order_items_size_check check (size in ('XS', 'S', 'M', 'L', 'XL', 'XXL')),
  constraint order_items_unit_price_cents_check check (unit_price_cents >= 0),
  constraint order_items_quantity_check check (quantity >= 1)
);

create index order_items_order_id_idx on public.order_items (order_id);

revoke truncate, references, trigger on public.orders from anon, authenticated;

revoke truncate, references, trigger on public.order_items from anon, authenticated;

revoke insert, update, delete on public.orders from anon;

revoke insert, update, delete on public.order_items from anon;

alter table public.orders enable row level security;

alter table public.order_items enable row level security;

revoke insert, update, delete on public.orders from authenticated;

revoke insert, update, delete on public.order_items from authenticated;

create index orders_provider_session_idx on public.orders (provider_session_id);

-- Paid T-shirt orders still waiting for the printer, oldest first (the retry sweep).
create index orders_print_queue_idx on public.orders (paid_at) where fulfilment_status = 'queued';

-- ---------------------------------------------------------------------------------------------
-- subscriptions: one row per Pro subscription. profiles.is_pro mirrors "has an active one".
-- ---------------------------------------------------------------------------------------------
create table public.subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  order_id uuid references public.orders (id) on delete set null,
  provider text not null,
  provider_subscription_id text not null,
  provider_customer_id text,
  plan text not null default 'pro',
  status text not null default 'active',
  price_cents integer not null,
  currency text not null default 'usd',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  ended_at timestamptz,
  constraint subscriptions_provider_subscription_key unique (provider, provider_subscription_id),
  constraint subscriptions_plan_check check (plan in ('pro')),
  -- Stripe's subscription statuses.
  constraint subscriptions_status_check check (status in (
    'active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused')),
  constraint subscriptions_price_cents_check check (price_cents >= 0),
  -- When the paid period ends; a cancelled subscription keeps Pro until then.
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false
);

create index subscriptions_user_id_idx on public.subscriptions (user_id);

comment on table public.subscriptions is 'Pro subscriptions; written by the payment webhook and the local checkout (service role).';

-- ---------------------------------------------------------------------------------------------
-- payment_events: webhook deliveries already processed (Stripe retries and may replay them).
-- ---------------------------------------------------------------------------------------------
create table public.payment_events (
  provider text not null,
  event_id text not null,
  event_type text not null,
  received_at timestamptz not null default now(),
  primary key (provider, event_id)
);

comment on table public.payment_events is 'Processed payment-provider events (idempotency); service role only.';

-- ---------------------------------------------------------------------------------------------
-- Row-level security and grants
-- ---------------------------------------------------------------------------------------------
alter table public.subscriptions enable row level security;

alter table public.payment_events enable row level security;

revoke all on public.subscriptions from anon, authenticated;

revoke all on public.payment_events from anon, authenticated;

grant select on public.subscriptions to authenticated;

-- payment_events: no policy, no grant: only the service role (which bypasses RLS) touches it.

-- ---------------------------------------------------------------------------------------------
-- create_checkout_order: a pending order and its lines in one transaction. The caller (the
-- create-checkout-session function) has already priced every line from the size table; the
-- total is recomputed here from those lines so the two can never disagree.
--   p_items: [{ design_url, design_name, size, unit_price_cents, quantity }]
-- ---------------------------------------------------------------------------------------------
create function public.create_checkout_order(
  p_user_id uuid,
  p_kind text,
  p_provider text,
  p_items jsonb,
  p_total_cents integer,
  p_success_url text,
  p_cancel_url text
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order_id uuid;
  v_total integer;
begin
  if p_kind = 'tshirts' then
    if jsonb_typeof(p_items) <> 'array' or jsonb_array_length(p_items) = 0 then
      raise exception 'An order needs at least one line' using errcode = '22023';
    end if;
    select coalesce(sum((i ->> 'unit_price_cents')::integer * (i ->> 'quantity')::integer), 0)
      into v_total from jsonb_array_elements(p_items) i;
  else
    v_total := p_total_cents;
  end if;

  insert into public.orders (user_id, kind, status, total_cents, provider, success_url, cancel_url)
  values (p_user_id, p_kind, 'pending', v_total, p_provider, p_success_url, p_cancel_url)
  returning id into v_order_id;

  if p_kind = 'tshirts' then
    insert into public.order_items (order_id, design_url, design_name, size, unit_price_cents, quantity)
    select v_order_id, i ->> 'design_url', i ->> 'design_name', i ->> 'size',
           (i ->> 'unit_price_cents')::integer, (i ->> 'quantity')::integer
      from jsonb_array_elements(p_items) i;
  end if;
  return v_order_id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- complete_checkout_order: the one way an order becomes paid (webhook, success-page check and
-- local checkout page alike). Only a pending order changes, so replays do nothing. A paid Pro
-- order starts the subscription and sets profiles.is_pro.
-- Answer: true when this call marked the order paid, false when it already was (or is cancelled).
-- ---------------------------------------------------------------------------------------------
create function public.complete_checkout_order(
  p_order_id uuid,
  p_subscription_id text default null,
  p_customer_id text default null
) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders%rowtype;
begin
  update public.orders o
     set status = 'paid', paid_at = now()
   where o.id = p_order_id and o.status = 'pending'
  returning o.* into v_order;
  if not found then
    if not exists (select 1 from public.orders o where o.id = p_order_id) then
      raise exception 'Order not found' using errcode = 'P0002';
    end if;
    return false;
  end if;

  if v_order.kind = 'pro_subscription' and v_order.user_id is not null then
    insert into public.subscriptions (user_id, order_id, provider, provider_subscription_id, provider_customer_id, status, price_cents, currency)
    values (v_order.user_id, v_order.id, v_order.provider,
            coalesce(p_subscription_id, 'order_' || v_order.id::text), p_customer_id, 'active', v_order.total_cents, v_order.currency)
    on conflict (provider, provider_subscription_id) do update
      set status = 'active', ended_at = null, order_id = excluded.order_id;
    update public.profiles p
       set is_pro = true, pro_since = coalesce(p.pro_since, now())
     where p.id = v_order.user_id;
  end if;
  return true;
end;
$$;

-- cancel_checkout_order: the buyer left the payment page, or the session expired. Pending only.
create function public.cancel_checkout_order(p_order_id uuid) returns boolean
language sql
security definer
set search_path = ''
as $$
  with changed as (
    update public.orders o set status = 'cancelled', cancelled_at = now()
     where o.id = p_order_id and o.status = 'pending'
    returning 1
  )
  select exists (select 1 from changed)
$$;

-- ---------------------------------------------------------------------------------------------
-- set_subscription_status: the provider reports a subscription's new status (updated, deleted).
-- profiles.is_pro follows whether the user still has any active or trialing subscription;
-- pro_since is cleared when the last one ends.
-- Answer: false when the subscription is unknown or already had that status (nothing changed).
-- ---------------------------------------------------------------------------------------------
create function public.set_subscription_status(p_provider text, p_subscription_id text, p_status text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_active boolean;
begin
  update public.subscriptions s
     set status = p_status,
         ended_at = case when p_status in ('canceled', 'incomplete_expired') then coalesce(s.ended_at, now()) else null end
   where s.provider = p_provider and s.provider_subscription_id = p_subscription_id and s.status <> p_status
  returning s.user_id into v_user;
  if not found then
    return false;
  end if;

  select exists (
    select 1 from public.subscriptions s where s.user_id = v_user and s.status in ('active', 'trialing')
  ) into v_active;
  update public.profiles p
     set is_pro = v_active,
         pro_since = case when v_active then coalesce(p.pro_since, now()) else null end
   where p.id = v_user;
  return true;
end;
$$;

revoke all on function
  public.create_checkout_order(uuid, text, text, jsonb, integer, text, text),
  public.complete_checkout_order(uuid, text, text),
  public.cancel_checkout_order(uuid),
  public.set_subscription_status(text, text, text)
  from public, anon, authenticated;

grant execute on function
  public.create_checkout_order(uuid, text, text, jsonb, integer, text, text),
  public.complete_checkout_order(uuid, text, text),
  public.cancel_checkout_order(uuid),
  public.set_subscription_status(text, text, text)
  to service_role;

-- ---------------------------------------------------------------------------------------------
-- claim_order_confirmation: true for exactly one caller per paid order. Concurrent callers queue
-- on the row lock and see the first one's claim, so two paths confirming at once send one e-mail.
-- ---------------------------------------------------------------------------------------------
create function public.claim_order_confirmation(p_order_id uuid) returns boolean
language sql
security definer
set search_path = ''
as $$
  with claimed as (
    update public.orders o
       set confirmation_claimed_at = now()
     where o.id = p_order_id
       and o.status = 'paid'
       and o.confirmation_sent_at is null
       and (o.confirmation_claimed_at is null or o.confirmation_claimed_at < now() - interval '10 minutes')
    returning 1
  )
  select exists (select 1 from claimed)
$$;

-- finish_order_confirmation: records the send, or releases the claim after a failure so the next
-- path that sees the paid order (the success page's next check, a webhook retry) tries again.
create function public.finish_order_confirmation(p_order_id uuid, p_sent boolean) returns void
language sql
security definer
set search_path = ''
as $$
  update public.orders o
     set confirmation_sent_at = case when p_sent then now() else null end,
         confirmation_claimed_at = case when p_sent then o.confirmation_claimed_at else null end
   where o.id = p_order_id and o.confirmation_sent_at is null
$$;

revoke all on function
  public.claim_order_confirmation(uuid),
  public.finish_order_confirmation(uuid, boolean)
  from public, anon, authenticated;

grant execute on function
  public.claim_order_confirmation(uuid),
  public.finish_order_confirmation(uuid, boolean)
  to service_role;

-- ---------------------------------------------------------------------------------------------
-- Printing and shipping.
-- ---------------------------------------------------------------------------------------------
-- A T-shirt order that becomes paid joins the print queue, whichever payment path paid it.
create function private.queue_paid_tshirt_order() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.kind = 'tshirts' and new.status = 'paid' and old.status is distinct from 'paid' and new.fulfilment_status is null then
    new.fulfilment_status := 'queued';
  end if;
  return new;
end;
$$;

create trigger orders_queue_paid_tshirts before update of status on public.orders
  for each row execute function private.queue_paid_tshirt_order();

-- ---------------------------------------------------------------------------------------------
-- claim_print_submission: true for exactly one caller per queued order, so two paths that see the
-- payment at once submit it once. A claim older than five minutes without an answer is taken to
-- be abandoned (the function died) and may be retaken; the provider's own external id check
-- (printing/submit.ts) keeps that retry from printing twice.
-- ---------------------------------------------------------------------------------------------
create function public.claim_print_submission(p_order_id uuid) returns boolean
language sql
security definer
set search_path = ''
as $$
  with claimed as (
    update public.orders o
       set print_claimed_at = now(), print_attempts = o.print_attempts + 1
     where o.id = p_order_id
       and o.kind = 'tshirts'
       and o.status = 'paid'
       and o.fulfilment_status = 'queued'
       and (o.print_claimed_at is null or o.print_claimed_at < now() - interval '5 minutes')
    returning 1
  )
  select exists (select 1 from claimed)
$$;

-- finish_print_submission: records the printer's order id (the order is 'sent'), or the reason it
-- could not be sent (it stays queued for the next attempt) and releases the claim either way.
create function public.finish_print_submission(p_order_id uuid, p_provider text, p_print_order_id text, p_error text) returns void
language sql
security definer
set search_path = ''
as $$
  update public.orders o
     set print_claimed_at = null,
         print_provider = case when p_print_order_id is null then o.print_provider else p_provider end,
         print_order_id = coalesce(p_print_order_id, o.print_order_id),
         print_submitted_at = case when p_print_order_id is null then o.print_submitted_at else coalesce(o.print_submitted_at, now()) end,
         fulfilment_status = case when p_print_order_id is not null and o.fulfilment_status = 'queued' then 'sent' else o.fulfilment_status end,
         print_error = case when p_print_order_id is null then left(p_error, 500) else null end
   where o.id = p_order_id
$$;

-- ---------------------------------------------------------------------------------------------
-- apply_print_update: the printer reports an order's new state (printful-webhook). The order is
-- ours when the external id names it and the printer's id matches the one recorded (or none is
-- recorded yet). A status never goes back (shipped stays shipped; a later package refreshes the
-- tracking). Answer: 'unknown' (not our order), 'unchanged', or the new status.
-- ---------------------------------------------------------------------------------------------
create function public.apply_print_update(
  p_order_id uuid,
  p_provider text,
  p_print_order_id text,
  p_status text,
  p_carrier text default null,
  p_tracking_number text default null,
  p_tracking_url text default null
) returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.orders%rowtype;
  v_rank constant jsonb := '{"queued":0,"sent":1,"in_production":2,"on_hold":2,"failed":3,"cancelled":3,"shipped":4}';
begin
  if p_status not in ('in_production', 'on_hold', 'shipped', 'failed', 'cancelled') then
    raise exception 'Unknown fulfilment status' using errcode = '22023';
  end if;
  select * into v_order from public.orders o
   where o.id = p_order_id and o.kind = 'tshirts' and o.status = 'paid'
     and (o.print_order_id is null or (o.print_provider = p_provider and o.print_order_id = p_print_order_id))
   for update;
  if not found then
    return 'unknown';
  end if;
  if v_order.fulfilment_status = 'shipped' and p_status <> 'shipped' then
    return 'unchanged';
  end if;
  if (v_rank ->> p_status)::integer < (v_rank ->> coalesce(v_order.fulfilment_status, 'queued'))::integer
     and not (v_order.fulfilment_status = 'on_hold' and p_status = 'in_production') then
    return 'unchanged';
  end if;
  if v_order.fulfilment_status = p_status and p_status <> 'shipped' then
    return 'unchanged';
  end if;
  if p_status = 'shipped' and v_order.fulfilment_status = 'shipped'
     and v_order.tracking_number is not distinct from p_tracking_number and v_order.tracking_url is not distinct from p_tracking_url then
    return 'unchanged';
  end if;

  update public.orders o
     set fulfilment_status = p_status,
         print_provider = coalesce(o.print_provider, p_provider),
         print_order_id = coalesce(o.print_order_id, p_print_order_id),
         print_claimed_at = null,
         carrier = case when p_status = 'shipped' then coalesce(p_carrier, o.carrier) else o.carrier end,
         tracking_number = case when p_status = 'shipped' then coalesce(p_tracking_number, o.tracking_number) else o.tracking_number end,
         tracking_url = case when p_status = 'shipped' then coalesce(p_tracking_url, o.tracking_url) else o.tracking_url end,
         shipped_at = case when p_status = 'shipped' then coalesce(o.shipped_at, now()) else o.shipped_at end
   where o.id = v_order.id;
  return p_status;
end;
$$;

-- claim_shipped_email / finish_shipped_email: the shipping e-mail, once per shipped order, as
-- claim_order_confirmation / finish_order_confirmation do for the confirmation.
create function public.claim_shipped_email(p_order_id uuid) returns boolean
language sql
security definer
set search_path = ''
as $$
  with claimed as (
    update public.orders o
       set shipped_email_claimed_at = now()
     where o.id = p_order_id
       and o.fulfilment_status = 'shipped'
       and o.shipped_email_sent_at is null
       and (o.shipped_email_claimed_at is null or o.shipped_email_claimed_at < now() - interval '10 minutes')
    returning 1
  )
  select exists (select 1 from claimed)
$$;

create function public.finish_shipped_email(p_order_id uuid, p_sent boolean) returns void
language sql
security definer
set search_path = ''
as $$
  update public.orders o
     set shipped_email_sent_at = case when p_sent then now() else null end,
         shipped_email_claimed_at = case when p_sent then o.shipped_email_claimed_at else null end
   where o.id = p_order_id and o.shipped_email_sent_at is null
$$;

revoke all on function
  private.queue_paid_tshirt_order(),
  public.claim_print_submission(uuid),
  public.finish_print_submission(uuid, text, text, text),
  public.apply_print_update(uuid, text, text, text, text, text, text),
  public.claim_shipped_email(uuid),
  public.finish_shipped_email(uuid, boolean)
  from public, anon, authenticated;

grant execute on function
  public.claim_print_submission(uuid),
  public.finish_print_submission(uuid, text, text, text),
  public.apply_print_update(uuid, text, text, text, text, text, text),
  public.claim_shipped_email(uuid),
  public.finish_shipped_email(uuid, boolean)
  to service_role;

-- ---------------------------------------------------------------------------------------------
-- set_subscription_period: answer false when the subscription is unknown.
-- ---------------------------------------------------------------------------------------------
create function public.set_subscription_period(
  p_provider text,
  p_subscription_id text,
  p_current_period_end timestamptz,
  p_cancel_at_period_end boolean
) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.subscriptions s
     set current_period_end = coalesce(p_current_period_end, s.current_period_end),
         cancel_at_period_end = coalesce(p_cancel_at_period_end, s.cancel_at_period_end)
   where s.provider = p_provider and s.provider_subscription_id = p_subscription_id;
  return found;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- settle_subscription_periods: for p_provider's active subscriptions whose period has ended,
-- a cancelled one becomes 'canceled' (profiles.is_pro follows, through set_subscription_status)
-- and any other one is renewed for a month. Answer: how many ended.
-- ---------------------------------------------------------------------------------------------
create function public.settle_subscription_periods(p_provider text) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_sub record;
  v_ended integer := 0;
begin
  for v_sub in
    select s.provider_subscription_id, s.cancel_at_period_end, s.current_period_end
      from public.subscriptions s
     where s.provider = p_provider
       and s.status in ('active', 'trialing')
       and s.current_period_end is not null
       and s.current_period_end <= now()
     for update
  loop
    if v_sub.cancel_at_period_end then
      perform public.set_subscription_status(p_provider, v_sub.provider_subscription_id, 'canceled');
      v_ended := v_ended + 1;
    else
      update public.subscriptions s
         set current_period_end = v_sub.current_period_end
               + interval '1 month' * greatest(1, ceil(extract(epoch from now() - v_sub.current_period_end) / 2592000.0)::integer)
       where s.provider = p_provider and s.provider_subscription_id = v_sub.provider_subscription_id;
    end if;
  end loop;
  return v_ended;
end;
$$;

revoke all on function
  public.set_subscription_period(text, text, timestamptz, boolean),
  public.settle_subscription_periods(text)
  from public, anon, authenticated;

grant execute on function
  public.set_subscription_period(text, text, timestamptz, boolean),
  public.settle_subscription_periods(text)
  to service_role;

create trigger subscriptions_touch_updated_at before update on public.subscriptions
  for each row execute function private.touch_updated_at();

create policy "orders: buyer reads own" on public.orders
  for select to authenticated
  using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- order_items: the buyer's orders as a set, not a lookup per line.
-- ---------------------------------------------------------------------------------------------
create policy "order_items: buyer reads own" on public.order_items
  for select to authenticated
  using (order_id in (select o.id from public.orders o where o.user_id = (select auth.uid())));

create policy "subscriptions: subscriber reads own" on public.subscriptions
  for select to authenticated
  using (user_id = (select auth.uid()));
