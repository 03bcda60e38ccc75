-- After the sale: the buyer's order list (docs/product.md#my-orders) and the order confirmation
-- e-mail, sent exactly once per order whichever payment path confirms it first (the Stripe
-- webhook, /checkout-success through confirm-checkout, or the local checkout page).
--
--   orders.confirmation_claimed_at  a sender has taken the job (a claim older than 10 minutes
--                                   without a send is considered abandoned and may be retaken)
--   orders.confirmation_sent_at     the e-mail went out; nothing sends it again

alter table public.orders
  add column confirmation_claimed_at timestamptz,
  add column confirmation_sent_at timestamptz;

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
