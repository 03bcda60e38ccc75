-- Printing and shipping paid T-shirt orders (docs/product.md#printing-and-shipping).
--
-- A paid T-shirt order is sent once to the print-on-demand service (Printful, or the local
-- stack's stand-in for it), which reports back through the printful-webhook function: in
-- production, then shipped with a tracking number and link. The buyer reads all of it, and the
-- shipping address they gave at checkout, on their own orders only (the existing "orders: buyer
-- reads own" policy); every write below is for the service role (the functions) alone.

alter table public.orders
  -- Where the T-shirts go: { name, line1, line2, city, region, postal_code, country }, checked by
  -- the checkout function. Private to the buyer like the rest of the order.
  add column shipping_address jsonb,
  -- queued: paid, not yet accepted by the printer (or a submission failed and waits for a retry)
  -- sent: the printer accepted it; in_production; on_hold (the printer paused it); shipped;
  -- failed / cancelled: the printer reported the order failed or cancelled it.
  add column fulfilment_status text,
  add column print_provider text,
  add column print_order_id text,
  add column print_attempts integer not null default 0,
  add column print_error text,
  add column print_claimed_at timestamptz,
  add column print_submitted_at timestamptz,
  add column carrier text,
  add column tracking_number text,
  add column tracking_url text,
  add column shipped_at timestamptz,
  -- The "your order has shipped" e-mail goes out once, claimed like the confirmation e-mail.
  add column shipped_email_claimed_at timestamptz,
  add column shipped_email_sent_at timestamptz,
  add constraint orders_shipping_address_check check (shipping_address is null or jsonb_typeof(shipping_address) = 'object'),
  add constraint orders_fulfilment_status_check check (
    fulfilment_status is null or fulfilment_status in ('queued', 'sent', 'in_production', 'on_hold', 'shipped', 'failed', 'cancelled')),
  add constraint orders_tracking_url_check check (tracking_url is null or tracking_url ~ '^https?://'),
  add constraint orders_print_order_key unique (print_provider, print_order_id);

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

-- Paid T-shirt orders still waiting for the printer, oldest first (the retry sweep).
create index orders_print_queue_idx on public.orders (paid_at) where fulfilment_status = 'queued';

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
