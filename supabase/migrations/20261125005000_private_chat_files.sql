-- Chat files are readable only by the party's owner and current members. As a public bucket,
-- party-chat-files served every file to anyone holding its URL, including members who were
-- removed later. Private, the only way in is a signed URL, and signing goes through the
-- existing select policy ("party-chat-files: owner and members read": owner or a member of any
-- level of the party in chat-files/{partyId}/...), so a removed member can no longer sign one.
--
-- Messages keep storing the file's public-form URL (file_url must be http(s)); the app reads
-- the object path out of it and signs that, so rows written before this change keep working.
--
-- SVG can carry script and is served from the storage origin; the chat's image types are listed
-- one by one instead of image/*. Videos and the document types stay as they were.

update storage.buckets
set public = false,
    allowed_mime_types = array[
      'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp',
      'video/*',
      'application/pdf', 'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'text/plain']
where id = 'party-chat-files';
