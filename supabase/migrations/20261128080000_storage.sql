-- Storage buckets the product uses (docs/product.md#storage-calls, #uploads) and the policies on storage.objects that decide
-- who reads and writes which paths. Standard statements only: runs on hosted Supabase as is.
--
--   avatars           {userId}/{userId}-{timestamp}.{ext}          public URLs; the owner lists and writes
--   party-chat-files  chat-files/{partyId}/{userId}/{file}         private; party owner and members
--   tshirt-designs    {userId}/{partyId}_design_{...}.{ext}        public URLs; the owner lists and writes
--   party-photos      {partyId}/{file}                             public URLs; party editors list and write
--
-- Public buckets serve object/public/... to anyone without consulting these policies; listing,
-- signing and upserts go through the select policies, which are limited to whoever owns the
-- folder: a select open to everyone would let any visitor list the buckets and collect every user
-- id with an avatar or a saved design and the ids of private parties with a photo. The
-- generate-party-photo function lists and prunes party-photos as the service role, which these
-- policies do not bind.

-- SVG is an XML document that can run script when opened from the storage origin, so image
-- buckets take the raster formats the app produces instead of image/*.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('avatars', 'avatars', true, 5242880, array[
    'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp']),
  -- Chat files are readable only by the party's owner and current members: a private bucket,
  -- so the only way in is a signed URL, and signing goes through the select policy below (a
  -- removed member can no longer sign one). Messages store the file's public-form URL; the app
  -- reads the object path out of it and signs that.
  ('party-chat-files', 'party-chat-files', false, 10485760, array[
    'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp',
    'video/*',
    'application/pdf', 'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'text/plain']),
  ('tshirt-designs', 'tshirt-designs', true, 10485760, array['image/png', 'image/jpeg', 'image/webp']),
  ('party-photos', 'party-photos', true, 10485760, array[
    'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp'])
on conflict (id) do nothing;

-- The uuid in folder `pos` of an object name, or null when that folder is not a uuid. Policies
-- cast through this so a malformed path is a clean policy denial rather than a 22P02 error.
create function private.storage_folder_uuid(object_name text, pos integer) returns uuid
language sql
immutable
set search_path = ''
as $$
  select case
    when (storage.foldername(object_name))[pos] ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then ((storage.foldername(object_name))[pos])::uuid
  end
$$;

revoke all on function private.storage_folder_uuid(text, integer) from public;

grant execute on function private.storage_folder_uuid(text, integer) to anon, authenticated, service_role;

-- Content types that hide a second type (docs/security.md #19). A browser reads a Content-Type
-- holding a comma as a list and renders its last entry, so `video/mp4;a=b, image/svg+xml` met a
-- `video/*` rule by its first entry and ran as SVG. Storage (the local stack's) parses the
-- declared type and stores only what it parsed; the copy and move check below holds objects
-- arriving from another bucket to the same rules: one well-formed type, and a type that can carry
-- script (HTML, SVG, any XML, JavaScript) only where the bucket lists it by name, never through a
-- wildcard.

create function private.is_scriptable_type(p_type text) returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_type in (
           'text/html', 'application/xhtml+xml', 'image/svg+xml', 'text/xml', 'application/xml', 'text/xsl',
           'text/javascript', 'application/javascript', 'application/x-javascript', 'text/ecmascript',
           'application/ecmascript', 'application/x-shockwave-flash')
      or p_type like '%+xml'
$$;

create function private.storage_object_fits_bucket(p_bucket_id text, p_name text, p_metadata jsonb)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select
    p_metadata is null
    or p_name like '%.emptyFolderPlaceholder'
    or (p_metadata ->> 'mimetype' is null and p_metadata ->> 'size' is null)
    or exists (
      select 1
      from storage.buckets b,
           lower(btrim(split_part(coalesce(p_metadata ->> 'mimetype', 'application/octet-stream'), ';', 1))) as given(mime)
      where b.id = p_bucket_id
        and (
          b.file_size_limit is null
          or coalesce(case when p_metadata ->> 'size' ~ '^[0-9]{1,18}$' then (p_metadata ->> 'size')::bigint end, 0)
             <= b.file_size_limit
        )
        and strpos(coalesce(p_metadata ->> 'mimetype', ''), ',') = 0
        and given.mime ~ '^[a-z0-9!#$%&''*+.^_`|~-]+/[a-z0-9!#$%&''*+.^_`|~-]+$'
        and (
          b.allowed_mime_types is null
          or cardinality(b.allowed_mime_types) = 0
          or exists (
            select 1
            from unnest(b.allowed_mime_types) as allowed(mime)
            where lower(btrim(allowed.mime)) = given.mime
               or (lower(btrim(allowed.mime)) like '%/*'
                   and split_part(lower(btrim(allowed.mime)), '/', 1) = split_part(given.mime, '/', 1)
                   and not private.is_scriptable_type(given.mime))
          )
        )
    )
$$;

revoke all on function private.storage_object_fits_bucket(text, text, jsonb) from public;

grant execute on function private.storage_object_fits_bucket(text, text, jsonb) to anon, authenticated, service_role;

revoke all on function private.is_scriptable_type(text) from public;

grant execute on function private.is_scriptable_type(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- party-chat-files: chat-files/{partyId}/{userId}/{file}. The party's owner and members read;
-- a member uploads only under their own {userId}/ folder; the uploader or a party manager deletes.
-- ---------------------------------------------------------------------------------------------
create policy "party-chat-files: owner and members read" on storage.objects
  for select to authenticated
  using (
    bucket_id = 'party-chat-files'
    and (storage.foldername(name))[1] = 'chat-files'
    and private.can_view_party(private.storage_folder_uuid(name, 2))
  );

create policy "party-chat-files: members upload their own files" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'party-chat-files'
    and array_length(storage.foldername(name), 1) = 3
    and (storage.foldername(name))[1] = 'chat-files'
    and (storage.foldername(name))[3] = (select auth.uid())::text
    and private.can_view_party(private.storage_folder_uuid(name, 2))
  );

create policy "party-chat-files: uploader or manager deletes" on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'party-chat-files'
    and (storage.foldername(name))[1] = 'chat-files'
    and (
      ((storage.foldername(name))[3] = (select auth.uid())::text
        and private.can_view_party(private.storage_folder_uuid(name, 2)))
      or private.can_manage_party(private.storage_folder_uuid(name, 2))
    )
  );

-- ---------------------------------------------------------------------------------------------
-- avatars, tshirt-designs: {userId}/...; each user reads (lists, signs), uploads, replaces and
-- deletes in their own folder only. The same four policies on each bucket.
-- ---------------------------------------------------------------------------------------------
do $$
declare
  b text;
  own text;
begin
  foreach b in array array['avatars', 'tshirt-designs'] loop
    own := format('bucket_id = %L and (storage.foldername(name))[1] = (select auth.uid())::text', b);
    execute format('create policy %I on storage.objects for insert to authenticated with check (%s)',
      b || ': users upload to their own folder', own);
    execute format('create policy %I on storage.objects for update to authenticated using (%s) with check (%s)',
      b || ': users replace their own files', own, own);
    execute format('create policy %I on storage.objects for delete to authenticated using (%s)',
      b || ': users delete their own files', own);
    execute format('create policy %I on storage.objects for select to authenticated using (%s)',
      b || ': users read their own folder', own);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- party-photos: {partyId}/...; those who may edit the party (owner, co_admin, collaborator) read,
-- upload, replace and delete there.
-- ---------------------------------------------------------------------------------------------
create policy "party-photos: party editors read" on storage.objects
  for select to authenticated
  using (bucket_id = 'party-photos' and private.can_edit_party(private.storage_folder_uuid(name, 1)));

create policy "party-photos: party editors upload" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'party-photos' and private.can_edit_party(private.storage_folder_uuid(name, 1)));

create policy "party-photos: party editors replace" on storage.objects
  for update to authenticated
  using (bucket_id = 'party-photos' and private.can_edit_party(private.storage_folder_uuid(name, 1)))
  with check (bucket_id = 'party-photos' and private.can_edit_party(private.storage_folder_uuid(name, 1)));

create policy "party-photos: party editors delete" on storage.objects
  for delete to authenticated
  using (bucket_id = 'party-photos' and private.can_edit_party(private.storage_folder_uuid(name, 1)));

-- ---------------------------------------------------------------------------------------------
-- Every bucket: objects arriving by copy or move meet the destination's limits.
-- ---------------------------------------------------------------------------------------------
create policy "objects fit their bucket's limits (insert)" on storage.objects
  as restrictive
  for insert to anon, authenticated
  with check (private.storage_object_fits_bucket(bucket_id, name, metadata));

create policy "objects fit their bucket's limits (update)" on storage.objects
  as restrictive
  for update to anon, authenticated
  using (true)
  with check (private.storage_object_fits_bucket(bucket_id, name, metadata));

