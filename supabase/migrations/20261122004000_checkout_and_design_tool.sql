-- T-shirt checkout, the Pro subscription and the design-tool connection.
--
-- The foundation created orders, order_items, canva_integrations and canva_oauth_states. This
-- adds what the payment and OAuth flows need on top:
--   orders.success_url/cancel_url   where the payment page sends the buyer back (the local page uses them)
--   subscriptions                   the Pro subscription a paid checkout starts; the webhook ends it
--   payment_events                  webhook event ids already handled, so a replay changes nothing
--   canva_oauth_states.redirect_uri the token exchange must repeat the authorisation's redirect_uri
-- and the RPCs every payment path uses, so the Stripe webhook and the local checkout page mark an
-- order paid the same way. All of them are for the service role only: browsers read their own
-- orders and subscriptions and nothing else (docs/decisions.md#prices-come-from-the-server).

-- ---------------------------------------------------------------------------------------------
-- orders: return addresses of the payment page
-- ---------------------------------------------------------------------------------------------
alter table public.orders
  add column success_url text,
  add column cancel_url text,
  add column cancelled_at timestamptz,
  add constraint orders_success_url_check check (success_url is null or success_url ~ '^https?://'),
  add constraint orders_cancel_url_check check (cancel_url is null or cancel_url ~ '^https?://');
create index orders_provider_session_idx on public.orders (provider_session_id);

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
  constraint subscriptions_price_cents_check check (price_cents >= 0)
);
create index subscriptions_user_id_idx on public.subscriptions (user_id);
comment on table public.subscriptions is 'Pro subscriptions; written by the payment webhook and the local checkout (service role).';

create trigger subscriptions_touch_updated_at before update on public.subscriptions
  for each row execute function private.touch_updated_at();

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
-- canva_oauth_states: the redirect_uri the authorisation used (the token exchange repeats it)
-- ---------------------------------------------------------------------------------------------
alter table public.canva_oauth_states add column redirect_uri text;

-- ---------------------------------------------------------------------------------------------
-- Row-level security and grants
-- ---------------------------------------------------------------------------------------------
alter table public.subscriptions enable row level security;
alter table public.payment_events enable row level security;

revoke all on public.subscriptions, public.payment_events from anon, authenticated;
grant select on public.subscriptions to authenticated;
create policy "subscriptions: subscriber reads own" on public.subscriptions
  for select to authenticated
  using (user_id = (select auth.uid()));
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
