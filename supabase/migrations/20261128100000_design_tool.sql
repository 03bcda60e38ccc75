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
  constraint canva_oauth_states_state_check check (char_length(state) >= 32),
  -- The redirect_uri the authorisation used (the token exchange repeats it).
  redirect_uri text
);

create index canva_oauth_states_user_id_idx on public.canva_oauth_states (user_id);

revoke truncate, references, trigger on public.canva_integrations from anon, authenticated;

revoke truncate, references, trigger on public.canva_oauth_states from anon, authenticated;

revoke insert, update, delete on public.canva_integrations from anon;

revoke insert, update, delete on public.canva_oauth_states from anon;

alter table public.canva_integrations enable row level security;

alter table public.canva_oauth_states enable row level security;

-- ---------------------------------------------------------------------------------------------
-- canva_integrations: tokens never reach the browser. The owner may see non-secret columns
-- (and public.canva_connection) and disconnect; the edge function writes with the service role.
-- canva_oauth_states: service role only.
-- ---------------------------------------------------------------------------------------------
revoke all on public.canva_integrations from anon, authenticated;

grant select (id, user_id, scope, expires_at, created_at, updated_at) on public.canva_integrations to authenticated;

grant delete on public.canva_integrations to authenticated;

revoke all on public.canva_oauth_states from anon, authenticated;

-- The caller's design-tool connection, without its tokens.
create view public.canva_connection
with (security_invoker = false, security_barrier = true) as
  select c.user_id, c.scope, c.expires_at, c.created_at, c.updated_at
  from public.canva_integrations c
  where c.user_id = (select auth.uid());

comment on view public.canva_connection is 'The signed-in user''s design-tool connection (no tokens).';

revoke all on public.canva_connection from public, anon, authenticated, service_role;

grant select on public.canva_connection to authenticated, service_role;

create trigger canva_integrations_touch_updated_at before update on public.canva_integrations
  for each row execute function private.touch_updated_at();

create policy "canva_integrations: owner sees the connection" on public.canva_integrations
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy "canva_integrations: owner disconnects" on public.canva_integrations
  for delete to authenticated
  using (user_id = (select auth.uid()));
