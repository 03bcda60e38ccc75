/**
 * The storage.objects policies as hosted Storage exercises them for /object/copy and /object/move:
 * it tests the caller's permission with a trial insert (copy) or update (move) carrying the
 * object's metadata, and does not itself check the destination bucket's limits. The policies do.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, isPgError, type Database } from '../../supabase/local/db/index.ts';
import { migrate } from '../../supabase/local/db/migrate.ts';
import { openPglite } from '../../supabase/local/db/pglite.ts';

const supabaseDir = path.resolve(import.meta.dirname, '../../supabase');
let db: Database;
let userId: string;

const MB = 1024 * 1024;

class Rollback extends Error {}

/** Runs one statement as the signed-in user and rolls it back; answers the SQLSTATE of a refusal, or 'ok'. */
async function asUser(sql: string, params: unknown[]): Promise<string> {
  try {
    await asRole(db, { role: 'authenticated', sub: userId }, async (tx) => {
      await tx.query(sql, params);
      throw new Rollback();
    });
    return 'unreachable';
  } catch (e) {
    if (e instanceof Rollback) return 'ok';
    if (isPgError(e)) return e.code ?? 'error';
    throw e;
  }
}

const copyProbe = (bucket: string, name: string, metadata: Record<string, unknown> | null) =>
  asUser(`insert into storage.objects (bucket_id, name, owner, version, metadata) values ($1, $2, $3, '1', $4)`, [
    bucket,
    name,
    userId,
    metadata === null ? null : JSON.stringify(metadata),
  ]);

beforeAll(async () => {
  db = await openPglite('memory://');
  await migrate(db, supabaseDir, { seed: false });
  userId = randomUUID();
  await db.query(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, raw_app_meta_data, created_at, updated_at, email_confirmed_at)
     values ($1, 'authenticated', 'authenticated', $2, '{}', '{"provider":"email","providers":["email"]}', now(), now(), now())`,
    [userId, `storage-${userId.slice(0, 8)}@example.test`],
  );
  // A fresh PGlite and the migrations, like the other suites that migrate: more than the default
  // 10 s when the machine is busy.
}, 60_000);

afterAll(async () => {
  await db?.close();
});

describe('#13 copy and move meet the destination bucket limits in the database too', () => {
  it('#13 a copy into avatars is refused over 5 MB, as SVG or as a PDF; within limits it passes', async () => {
    const name = `${userId}/copy.png`;
    expect(await copyProbe('avatars', name, { size: 6 * MB, mimetype: 'image/png' })).toBe('42501');
    expect(await copyProbe('avatars', name, { size: 100, mimetype: 'image/svg+xml' })).toBe('42501');
    expect(await copyProbe('avatars', name, { size: 100, mimetype: 'application/pdf' })).toBe('42501');
    expect(await copyProbe('party-chat-files', `chat-files/${randomUUID()}/${userId}/x.svg`, { size: 10, mimetype: 'image/svg+xml' })).toBe('42501');
    expect(await copyProbe('avatars', name, { size: 5 * MB, mimetype: 'IMAGE/PNG; charset=binary' })).toBe('ok');
    // An upload's permission is tested before any metadata exists.
    expect(await copyProbe('avatars', name, null)).toBe('ok');
    expect(await copyProbe('avatars', name, {})).toBe('ok');
  });

  it('#13 a move from tshirt-designs into avatars is refused when the file is over the avatar limit', async () => {
    const big = `${userId}/${randomUUID()}_design_1.png`;
    const small = `${userId}/${randomUUID()}_design_2.png`;
    for (const [name, size] of [
      [big, 6 * MB],
      [small, 1000],
    ] as const) {
      await db.query(`insert into storage.objects (bucket_id, name, owner, version, metadata) values ('tshirt-designs', $1, $2, 'v', $3)`, [
        name,
        userId,
        JSON.stringify({ size, mimetype: 'image/png' }),
      ]);
    }
    const move = (name: string) =>
      asUser(`update storage.objects set bucket_id = 'avatars', name = $2 where bucket_id = 'tshirt-designs' and name = $1`, [
        name,
        `${userId}/moved-${randomUUID()}.png`,
      ]);
    expect(await move(big)).toBe('42501');
    expect(await move(small)).toBe('ok');
  });
});

describe('#19 an object arriving by copy or move carries one well-formed type', () => {
  it('#19 a comma list or a scriptable type behind a wildcard is refused; a plain image passes', async () => {
    const name = () => `${userId}/copy-${randomUUID()}.png`;
    expect(await copyProbe('avatars', name(), { size: 10, mimetype: 'image/png;a=b, image/svg+xml' })).toBe('42501');
    expect(await copyProbe('avatars', name(), { size: 10, mimetype: 'image/png, text/html' })).toBe('42501');
    expect(await copyProbe('avatars', name(), { size: 10, mimetype: 'image/png;a=b' })).toBe('ok');
    await db.query(`update storage.buckets set allowed_mime_types = array['image/*', 'application/*'] where id = 'avatars'`);
    try {
      for (const type of ['image/svg+xml', 'application/xhtml+xml', 'application/rss+xml', 'application/javascript']) {
        expect(await copyProbe('avatars', name(), { size: 10, mimetype: type }), type).toBe('42501');
      }
      expect(await copyProbe('avatars', name(), { size: 10, mimetype: 'application/pdf' })).toBe('ok');
      expect(await copyProbe('avatars', name(), { size: 10, mimetype: 'image/heic' })).toBe('ok');
    } finally {
      await db.query(
        `update storage.buckets set allowed_mime_types = array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp'] where id = 'avatars'`,
      );
    }
  });
});
