-- A party's one free first photo (docs/security.md #18). generate-party-photo made the first photo
-- of a public party for anyone who opened it and charged the owner's AI allowance: 25 concurrent
-- visitor calls spent 20 of the owner's generations and each made an image, and a collaborator
-- clearing photo_url opened the same door again. Now someone who cannot edit a party brings about
-- at most one photo for it, ever: the function claims it here first (one row per party, taken
-- atomically, so concurrent calls get one claim between them), draws it as artwork and charges
-- nobody. A party that has had a photo by any path has its claim taken, so clearing the column
-- gives nothing back. Editors make and remake photos on their own allowance, as before.
--
--   party_first_photo_claims   one row per party whose first photo was claimed (service role only)
--   claim_first_party_photo    takes the claim; false when it was taken already (service role)
--   release_first_party_photo  gives it back when making the photo failed (service role)

create table public.party_first_photo_claims (
  party_id uuid primary key references public.party_plans (id) on delete cascade,
  claimed_at timestamptz not null default now()
);
comment on table public.party_first_photo_claims is 'Parties whose one photo made by someone who cannot edit them has been claimed (generate-party-photo). Service role only.';
alter table public.party_first_photo_claims enable row level security;
revoke all on public.party_first_photo_claims from anon, authenticated;

-- Parties that have a photo have had their first.
insert into public.party_first_photo_claims (party_id)
select p.id from public.party_plans p where p.photo_url is not null
on conflict (party_id) do nothing;

-- Any photo saved on a plan (generated, regenerated, uploaded) takes the claim too.
create function private.claim_first_photo_on_save() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.party_first_photo_claims (party_id) values (new.id) on conflict (party_id) do nothing;
  return null;
end;
$$;
revoke all on function private.claim_first_photo_on_save() from public;

create trigger party_plans_claim_first_photo after insert or update of photo_url on public.party_plans
  for each row when (new.photo_url is not null) execute function private.claim_first_photo_on_save();

create function public.claim_first_party_photo(p_party_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.party_first_photo_claims (party_id) values (p_party_id) on conflict (party_id) do nothing;
  return found;
end;
$$;

create function public.release_first_party_photo(p_party_id uuid) returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.party_first_photo_claims c
   where c.party_id = p_party_id
     and not exists (select 1 from public.party_plans p where p.id = p_party_id and p.photo_url is not null)
$$;

revoke all on function public.claim_first_party_photo(uuid), public.release_first_party_photo(uuid) from public, anon, authenticated;
grant execute on function public.claim_first_party_photo(uuid), public.release_first_party_photo(uuid) to service_role;
