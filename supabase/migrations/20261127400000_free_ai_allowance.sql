-- free_ai_allowance: the free plan's AI generations per UTC day, for the Pricing page, which
-- visitors read too (docs/product.md#static-pages). Only the number: ai_allowance_settings itself stays
-- without grants.
create function public.free_ai_allowance() returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select s.daily_generations from public.ai_allowance_settings s where s.id
$$;

revoke all on function public.free_ai_allowance() from public, anon, authenticated;
grant execute on function public.free_ai_allowance() to anon, authenticated;
