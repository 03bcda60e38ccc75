-- A bucket's allowed types and size limit are checked by Storage when bytes are uploaded, but
-- not when an object arrives by /object/copy or /object/move from another bucket: a 6 MB file or
-- an SVG from a laxer bucket could become an "avatar". Storage tests those two as the caller
-- with the object's metadata (mimetype, size) on the row, so a restrictive policy can hold them
-- to the destination's limits. Plain uploads are unaffected: Storage checks their permission
-- with no metadata yet and writes the final row itself.

create or replace function private.storage_object_fits_bucket(p_bucket_id text, p_name text, p_metadata jsonb)
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
      from storage.buckets b
      where b.id = p_bucket_id
        and (
          b.file_size_limit is null
          or coalesce(case when p_metadata ->> 'size' ~ '^[0-9]{1,18}$' then (p_metadata ->> 'size')::bigint end, 0)
             <= b.file_size_limit
        )
        and (
          b.allowed_mime_types is null
          or cardinality(b.allowed_mime_types) = 0
          or exists (
            select 1
            from unnest(b.allowed_mime_types) as allowed(mime),
                 lower(btrim(split_part(coalesce(p_metadata ->> 'mimetype', 'application/octet-stream'), ';', 1))) as given(mime)
            where lower(btrim(allowed.mime)) = given.mime
               or (lower(btrim(allowed.mime)) like '%/*'
                   and split_part(lower(btrim(allowed.mime)), '/', 1) = split_part(given.mime, '/', 1))
          )
        )
    )
$$;
revoke all on function private.storage_object_fits_bucket(text, text, jsonb) from public;
grant execute on function private.storage_object_fits_bucket(text, text, jsonb) to anon, authenticated, service_role;

create policy "objects fit their bucket's limits (insert)" on storage.objects
  as restrictive
  for insert to anon, authenticated
  with check (private.storage_object_fits_bucket(bucket_id, name, metadata));

create policy "objects fit their bucket's limits (update)" on storage.objects
  as restrictive
  for update to anon, authenticated
  using (true)
  with check (private.storage_object_fits_bucket(bucket_id, name, metadata));
