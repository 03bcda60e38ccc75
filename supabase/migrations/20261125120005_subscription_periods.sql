-- Cancelling Pro (docs/product.md#cancelling-pro): a cancelled subscription stays Pro until the end
-- of the period already paid for, as Stripe's "cancel at period end" does.
--
--   subscriptions.current_period_end      when the paid period ends (Stripe's subscription events;
--                                         a month after payment on the local checkout)
--   subscriptions.cancel_at_period_end    the member cancelled; Pro ends at current_period_end
--   set_subscription_period               the provider reports period and cancellation (service role)
--   settle_subscription_periods           what Stripe does at a period's end, for the local
--                                         checkout's subscriptions: end the cancelled ones, renew
--                                         the others (service role; the local stack runs it)

alter table public.subscriptions
  add column current_period_end timestamptz,
  add column cancel_at_period_end boolean not null default false;

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
