-- Public buckets: files are served by URL to anyone (object/public/... never consults the
-- policies on storage.objects), but a select policy open to everyone also let any visitor list
-- the buckets, which gave away every user id with an avatar or a saved design and the ids of
-- private parties with a photo. Select (what list, signing and upsert use) is now limited to
-- whoever owns the folder:
--
--   avatars/{userId}/...          that user
--   tshirt-designs/{userId}/...   that user
--   party-photos/{partyId}/...    those who may edit the party (owner, co_admin, collaborator):
--                                 the same people who may upload and delete there. The
--                                 generate-party-photo function lists and prunes the folder as
--                                 the service role, which these policies do not bind.
--
-- Also: image buckets take raster types only. SVG is an XML document that can run script when
-- opened from the storage origin, so image/* is replaced by the formats the app produces.

drop policy if exists "avatars: anyone reads" on storage.objects;
drop policy if exists "tshirt-designs: anyone reads" on storage.objects;
drop policy if exists "party-photos: anyone reads" on storage.objects;

create policy "avatars: users read their own folder" on storage.objects
  for select to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "tshirt-designs: users read their own folder" on storage.objects
  for select to authenticated
  using (bucket_id = 'tshirt-designs' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "party-photos: party editors read" on storage.objects
  for select to authenticated
  using (bucket_id = 'party-photos' and private.can_edit_party(private.storage_folder_uuid(name, 1)));

update storage.buckets
set allowed_mime_types = array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp']
where id in ('avatars', 'party-photos');
