-- Confetti schema: every entity of docs/product.md#data, with the closed sets of docs/product.md#data, #limits-and-constants as CHECK
-- constraints and an index for every query docs/product.md#table-calls lists.
--
-- Portable between the embedded stack (PGlite) and hosted Supabase (Postgres 15+): only core
-- Postgres plus pgcrypto, which lives in schema `extensions` on both. Row-level security,
-- grants and views: 20261122000200_rls.sql. RPC functions: 20261122000300_functions.sql.

-- Internal helpers (policy predicates, trigger functions) live in `private`, which the REST API
-- does not expose. The API roles need USAGE because policies call these functions as the caller.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- profiles: one per auth user (see the trigger at the end of this file)
-- ---------------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text,
  email text,
  bio text,
  avatar_url text,
  is_pro boolean not null default false,
  pro_since timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'One row per auth user, created by a trigger on auth.users.';
comment on column public.profiles.is_pro is 'Pro subscription; written only by the service role (checkout webhook).';

-- ---------------------------------------------------------------------------------------------
-- party_plans
-- ---------------------------------------------------------------------------------------------
create table public.party_plans (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  party_name text,
  party_type text not null,
  party_for text,
  location text,
  date date,
  guest_count integer not null,
  budget text,
  ideas text,
  special_requests text,
  ai_suggestions jsonb,
  selected_suggestions jsonb,
  party_timeline jsonb,
  photo_url text,
  is_public boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint party_plans_party_type_check check (party_type in (
    'Birthday Party', 'Corporate Event', 'Wedding/Engagement', 'Graduation',
    'Housewarming', 'Holiday Party', 'Baby Shower', 'Casual Get-together')),
  constraint party_plans_budget_check check (budget in (
    'cheap', 'moderate', 'expensive',
    'under-500', '500-1000', '1000-2500', '2500-5000', 'over-5000')),
  constraint party_plans_guest_count_check check (guest_count >= 1)
);
comment on column public.party_plans.location is 'Private (docs/decisions.md#location-and-date-are-private): readable only by the owner and members.';
comment on column public.party_plans.date is 'Private (docs/decisions.md#location-and-date-are-private): readable only by the owner and members.';
comment on column public.party_plans.special_requests is 'Private (docs/decisions.md#location-and-date-are-private): readable only by the owner and members.';
comment on column public.party_plans.photo_url is 'The generated party photo (storage public URL).';

-- Public Parties / Trending: public plans newest first.
create index party_plans_public_created_at_idx on public.party_plans (created_at desc) where is_public;
-- My Parties: a user's plans newest first.
create index party_plans_user_id_created_at_idx on public.party_plans (user_id, created_at desc);

-- ---------------------------------------------------------------------------------------------
-- party_members
-- ---------------------------------------------------------------------------------------------
create table public.party_members (
  id uuid primary key default gen_random_uuid(),
  party_id uuid not null references public.party_plans (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  permission_level text not null default 'view_only',
  created_at timestamptz not null default now(),
  constraint party_members_permission_level_check check (permission_level in ('view_only', 'collaborator', 'co_admin')),
  constraint party_members_party_id_user_id_key unique (party_id, user_id)
);
-- The unique (party_id, user_id) index serves lookups by party.
create index party_members_user_id_idx on public.party_members (user_id);

-- ---------------------------------------------------------------------------------------------
-- party_invitations
-- ---------------------------------------------------------------------------------------------
create table public.party_invitations (
  id uuid primary key default gen_random_uuid(),
  party_id uuid not null references public.party_plans (id) on delete cascade,
  invited_by uuid default auth.uid() references public.profiles (id) on delete set null,
  invited_email text not null,
  invited_user_id uuid references public.profiles (id) on delete set null,
  permission_level text not null default 'view_only',
  response_type text not null default 'collaboration',
  status text not null default 'pending',
  invitation_token text not null default encode(extensions.gen_random_bytes(32), 'hex'),
  view_count integer not null default 0,
  expires_at timestamptz not null default (now() + interval '14 days'),
  created_at timestamptz not null default now(),
  responded_at timestamptz,
  constraint party_invitations_invited_email_check check (invited_email = btrim(invited_email) and invited_email like '%_@_%'),
  constraint party_invitations_permission_level_check check (permission_level in ('view_only', 'collaborator', 'co_admin')),
  constraint party_invitations_response_type_check check (response_type in ('collaboration', 'attendance')),
  constraint party_invitations_status_check check (status in ('pending', 'accepted', 'declined', 'maybe', 'no_response')),
  constraint party_invitations_view_count_check check (view_count >= 0),
  constraint party_invitations_invitation_token_check check (char_length(invitation_token) >= 32),
  constraint party_invitations_invitation_token_key unique (invitation_token)
);
-- At most one pending invitation per party and e-mail (a duplicate gives 23505).
create unique index party_invitations_one_pending_per_email_idx
  on public.party_invitations (party_id, lower(invited_email)) where status = 'pending';
create index party_invitations_party_id_created_at_idx on public.party_invitations (party_id, created_at desc);
create index party_invitations_invited_email_idx on public.party_invitations (lower(invited_email), created_at desc);
create index party_invitations_invited_user_id_idx on public.party_invitations (invited_user_id);
create index party_invitations_invited_by_idx on public.party_invitations (invited_by);

-- ---------------------------------------------------------------------------------------------
-- party_products (retailer products found for a plan's product suggestions)
-- ---------------------------------------------------------------------------------------------
create table public.party_products (
  id uuid primary key default gen_random_uuid(),
  party_id uuid not null references public.party_plans (id) on delete cascade,
  product_name text not null,
  title text,
  asin text,
  price numeric(10, 2),
  rating numeric(2, 1),
  review_count integer,
  is_prime boolean not null default false,
  image_url text,
  affiliate_url text,
  created_at timestamptz not null default now(),
  constraint party_products_price_check check (price >= 0),
  constraint party_products_rating_check check (rating between 0 and 5),
  constraint party_products_review_count_check check (review_count >= 0)
);
create index party_products_party_id_created_at_idx on public.party_products (party_id, created_at desc);

-- ---------------------------------------------------------------------------------------------
-- party_vendors
-- ---------------------------------------------------------------------------------------------
create table public.party_vendors (
  id uuid primary key default gen_random_uuid(),
  party_id uuid not null references public.party_plans (id) on delete cascade,
  name text not null,
  category text not null,
  address text,
  phone text,
  website text,
  rating numeric(2, 1),
  review_count integer,
  price_level text,
  business_status text,
  photo_url text,
  source text not null default 'user_added',
  google_place_id text,
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint party_vendors_name_check check (btrim(name) <> ''),
  constraint party_vendors_category_check check (category in (
    'Catering', 'Photography', 'DJ/Music', 'Venue', 'Decorations', 'Flowers', 'Entertainment',
    'Transportation', 'Equipment Rental', 'Bakery/Cakes', 'Bar Service', 'Event Planning', 'Other')),
  constraint party_vendors_rating_check check (rating between 1 and 5),
  constraint party_vendors_review_count_check check (review_count >= 0),
  constraint party_vendors_price_level_check check (price_level in ('$', '$$', '$$$', '$$$$')),
  constraint party_vendors_source_check check (source in ('user_added', 'google_places'))
);
create index party_vendors_party_id_created_at_idx on public.party_vendors (party_id, created_at desc);
create index party_vendors_created_by_idx on public.party_vendors (created_by);

-- ---------------------------------------------------------------------------------------------
-- party_templates (a public, location- and date-free copy of a plan)
-- ---------------------------------------------------------------------------------------------
create table public.party_templates (
  id uuid primary key default gen_random_uuid(),
  original_party_id uuid references public.party_plans (id) on delete set null,
  party_type text not null,
  budget text,
  guest_count integer not null,
  ideas text,
  special_requests text,
  created_by uuid default auth.uid() references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint party_templates_party_type_check check (party_type in (
    'Birthday Party', 'Corporate Event', 'Wedding/Engagement', 'Graduation',
    'Housewarming', 'Holiday Party', 'Baby Shower', 'Casual Get-together')),
  constraint party_templates_budget_check check (budget in (
    'cheap', 'moderate', 'expensive',
    'under-500', '500-1000', '1000-2500', '2500-5000', 'over-5000')),
  constraint party_templates_guest_count_check check (guest_count >= 1)
);
comment on column public.party_templates.special_requests is
  'Readable by everyone, like the whole template. The share dialog promises only type, budget, guest count and ideas: the app should leave this null.';
create index party_templates_created_at_idx on public.party_templates (created_at desc);
create index party_templates_created_by_idx on public.party_templates (created_by);
create index party_templates_original_party_id_idx on public.party_templates (original_party_id);

-- ---------------------------------------------------------------------------------------------
-- party_chat_messages
-- ---------------------------------------------------------------------------------------------
create table public.party_chat_messages (
  id uuid primary key default gen_random_uuid(),
  party_id uuid not null references public.party_plans (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  message text not null default '',
  message_type text not null default 'text',
  file_url text,
  file_name text,
  file_type text,
  created_at timestamptz not null default now(),
  constraint party_chat_messages_message_type_check check (message_type in ('text', 'image', 'video', 'file')),
  -- A text message is never empty; a file message carries its file.
  constraint party_chat_messages_content_check check (
    (message_type = 'text' and btrim(message) <> '') or (message_type <> 'text' and file_url is not null))
);
create index party_chat_messages_party_id_created_at_idx on public.party_chat_messages (party_id, created_at);
create index party_chat_messages_user_id_idx on public.party_chat_messages (user_id);

-- ---------------------------------------------------------------------------------------------
-- Design tool (Canva) integration: tokens are server-only.
-- ---------------------------------------------------------------------------------------------
create table public.canva_integrations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  access_token text not null,
  refresh_token text,
  expires_at timestamptz,
  scope text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint canva_integrations_user_id_key unique (user_id)
);
comment on table public.canva_integrations is
  'OAuth tokens for the design tool. Written by the edge function (service role); the browser reads public.canva_connection.';

-- OAuth state (docs/decisions.md#oauth-state-is-a-nonce): a random nonce bound to the user, consumed by the callback.
create table public.canva_oauth_states (
  state text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  code_verifier text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default (now() + interval '10 minutes'),
  constraint canva_oauth_states_state_check check (char_length(state) >= 32)
);
create index canva_oauth_states_user_id_idx on public.canva_oauth_states (user_id);

-- ---------------------------------------------------------------------------------------------
-- Contact form messages: anyone may send, only the service role reads.
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
  constraint contact_messages_message_check check (char_length(message) between 1 and 10000)
);

-- ---------------------------------------------------------------------------------------------
-- Orders (T-shirt checkout and the Pro subscription): written by the service role only.
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
  constraint orders_provider_session_id_key unique (provider, provider_session_id)
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

-- ---------------------------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------------------------

-- updated_at follows every update.
create function private.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger profiles_touch_updated_at before update on public.profiles
  for each row execute function private.touch_updated_at();
create trigger party_plans_touch_updated_at before update on public.party_plans
  for each row execute function private.touch_updated_at();
create trigger canva_integrations_touch_updated_at before update on public.canva_integrations
  for each row execute function private.touch_updated_at();

-- A profile for every new auth user, filled from the sign-up metadata (e-mail sign-up sends
-- full_name; external providers send name/full_name and avatar_url/picture).
create function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, email, full_name, avatar_url)
  values (
    new.id,
    new.email,
    coalesce(nullif(btrim(new.raw_user_meta_data ->> 'full_name'), ''), nullif(btrim(new.raw_user_meta_data ->> 'name'), '')),
    coalesce(nullif(new.raw_user_meta_data ->> 'avatar_url', ''), nullif(new.raw_user_meta_data ->> 'picture', ''))
  )
  on conflict (id) do nothing;
  return new;
end;
$$;
revoke all on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

-- Keep profiles.email in step when the auth e-mail changes.
create function public.handle_user_email_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email where id = new.id;
  return new;
end;
$$;
revoke all on function public.handle_user_email_change() from public, anon, authenticated;

create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function public.handle_user_email_change();

-- Realtime: profile updates (profile cache) and chat inserts (party feed).
alter publication supabase_realtime add table public.profiles, public.party_chat_messages;
