-- Confetti schema baseline, one migration per area (docs/deploying.md#changing-the-schema): every
-- entity of docs/product.md#data, with the closed sets of docs/product.md#data and
-- #limits-and-constants as CHECK constraints, an index for every query docs/product.md#table-calls
-- lists, row-level security on every table and the RPC functions the app calls.
--
-- Portable between the embedded stack (PGlite) and hosted Supabase (Postgres 15+): only core
-- Postgres plus pgcrypto, which lives in schema `extensions` on both.
--
-- Conventions every area follows:
-- - Hosted Supabase's default privileges give the API roles ALL on every new table; TRUNCATE,
--   REFERENCES and TRIGGER ignore RLS, and anonymous visitors write nothing but contact messages,
--   so each area takes those away from the tables it creates and lets the policies decide the rest.
-- - RPC functions (POST /rest/v1/rpc/<name>) are security definer with an empty search_path and
--   schema-qualified names; EXECUTE only for the roles that call them.
-- - The service role bypasses RLS (edge functions); everything not granted is denied.

-- Internal helpers (policy predicates, trigger functions) live in `private`, which the REST API
-- does not expose. The API roles need USAGE because policies call these functions as the caller.
create schema if not exists private;

revoke all on schema private from public;

grant usage on schema private to anon, authenticated, service_role;

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
