-- Storage buckets the product uses (docs/product.md#storage-calls, #uploads) and the policies on storage.objects that decide
-- who reads and writes which paths. Standard statements only: runs on hosted Supabase as is.
--
--   avatars           {userId}/{userId}-{timestamp}.{ext}          public read, owner writes
--   party-chat-files  chat-files/{partyId}/{userId}/{file}         party owner and members
--   tshirt-designs    {userId}/{partyId}_design_{...}.{ext}        public read, owner writes
--   party-photos      {partyId}/{file}                             public read, party editors write
--
-- Public buckets serve object/public/... to anyone without consulting these policies; listing,
-- signing and authenticated downloads of private data still go through them.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('avatars', 'avatars', true, 5242880, array['image/*']),
  ('party-chat-files', 'party-chat-files', true, 10485760, array[
    'image/*', 'video/*', 'application/pdf', 'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'text/plain']),
  ('tshirt-designs', 'tshirt-designs', true, 10485760, array['image/png', 'image/jpeg', 'image/webp']),
  ('party-photos', 'party-photos', true, 10485760, array['image/*'])
on conflict (id) do nothing;

-- The uuid in folder `pos` of an object name, or null when that folder is not a uuid. Policies
-- cast through this so a malformed path is a clean policy denial rather than a 22P02 error.
create or replace function private.storage_folder_uuid(object_name text, pos integer) returns uuid
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

-- ---------------------------------------------------------------------------------------------
-- avatars: anyone reads; a signed-in user writes only under their own {userId}/ folder.
-- ---------------------------------------------------------------------------------------------
create policy "avatars: anyone reads" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'avatars');
create policy "avatars: users upload to their own folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "avatars: users replace their own files" on storage.objects
  for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "avatars: users delete their own files" on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

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
-- tshirt-designs: anyone reads; a signed-in user writes and deletes under their own {userId}/.
-- The save-tshirt-design function writes as the service role, which bypasses these.
-- ---------------------------------------------------------------------------------------------
create policy "tshirt-designs: anyone reads" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'tshirt-designs');
create policy "tshirt-designs: users upload to their own folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'tshirt-designs' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "tshirt-designs: users replace their own files" on storage.objects
  for update to authenticated
  using (bucket_id = 'tshirt-designs' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'tshirt-designs' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "tshirt-designs: users delete their own files" on storage.objects
  for delete to authenticated
  using (bucket_id = 'tshirt-designs' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- ---------------------------------------------------------------------------------------------
-- party-photos: {partyId}/{file}. Anyone reads; those who may edit the party write. The
-- generate-party-photo function writes as the service role.
-- ---------------------------------------------------------------------------------------------
create policy "party-photos: anyone reads" on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'party-photos');
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
