-- The `storage` schema as hosted Supabase's Storage API creates it (supabase/storage
-- migrations/tenant), reduced to what /storage/v1 here uses: buckets, objects, the path helper
-- functions policies call, RLS and the API roles' grants. Local stack only; hosted projects
-- already have this. Runs on every start, so every statement is idempotent.

create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text
);
create unique index if not exists bname on storage.buckets using btree (name);

create table if not exists storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text,
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb,
  constraint "objects_bucketId_fkey" foreign key (bucket_id) references storage.buckets (id)
);
create unique index if not exists bucketid_objname on storage.objects using btree (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- Path helpers exactly as Supabase defines them; policies use them on object names.
create or replace function storage.foldername(name text)
 returns text[]
 language plpgsql
as $function$
declare
_parts text[];
begin
	select string_to_array(name, '/') into _parts;
	return _parts[1:array_length(_parts,1)-1];
end
$function$;

create or replace function storage.filename(name text)
 returns text
 language plpgsql
as $function$
declare
_parts text[];
begin
	select string_to_array(name, '/') into _parts;
	return _parts[array_length(_parts,1)];
end
$function$;

create or replace function storage.extension(name text)
 returns text
 language plpgsql
as $function$
declare
_parts text[];
_filename text;
begin
	select string_to_array(name, '/') into _parts;
	select _parts[array_length(_parts,1)] into _filename;
	return reverse(split_part(reverse(_filename), '.', 1));
end
$function$;

-- updated_at follows every update, as hosted's trigger does.
create or replace function storage.update_updated_at_column()
 returns trigger
 language plpgsql
as $function$
begin
    new.updated_at = now();
    return new;
end;
$function$;

do $$
begin
  if not exists (select 1 from pg_trigger where tgname = 'update_objects_updated_at'
                 and tgrelid = 'storage.objects'::regclass) then
    create trigger update_objects_updated_at before update on storage.objects
      for each row execute function storage.update_updated_at_column();
  end if;
end $$;

-- The API roles may read and write rows; row-level security decides which. TRUNCATE,
-- REFERENCES and TRIGGER would bypass the policies, so they are not granted.
grant select, insert, update, delete on storage.buckets, storage.objects to anon, authenticated, service_role;
revoke truncate, references, trigger on storage.buckets, storage.objects from anon, authenticated;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;
