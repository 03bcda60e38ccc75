-- Content types that hide a second type (docs/security.md #19). A browser reads a Content-Type
-- holding a comma as a list and renders its last entry, so `video/mp4;a=b, image/svg+xml` met a
-- `video/*` rule by its first entry and ran as SVG. Storage (the local stack's) now parses the
-- declared type and stores only what it parsed; the copy and move check below holds objects
-- arriving from another bucket to the same rules: one well-formed type, and a type that can carry
-- script (HTML, SVG, any XML, JavaScript) only where the bucket lists it by name, never through a
-- wildcard.
--
-- Redefined: private.storage_object_fits_bucket (20261125005020). New: private.is_scriptable_type.

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
revoke all on function private.is_scriptable_type(text) from public;
grant execute on function private.is_scriptable_type(text) to anon, authenticated, service_role;

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
