import type { Queryable } from '../db/index.ts';

/** One e-mail as the mailbox keeps it and its JSON API returns it. */
export interface MailMessage {
  id: string;
  from: string;
  to: string[];
  /** Where replies go (Resend's reply_to); null when the sender set none. */
  reply_to: string | null;
  subject: string;
  text: string | null;
  html: string | null;
  /** Files sent along (Resend's shape: base64 content); [] when none. */
  attachments: MailAttachment[];
  created_at: string;
}

export interface MailAttachment {
  filename: string;
  /** Base64, as Resend takes it. */
  content: string;
  content_type: string | null;
}

export interface OutgoingMail {
  from: string;
  to: string | string[];
  reply_to?: string | null;
  subject: string;
  text?: string | null;
  html?: string | null;
  attachments?: MailAttachment[];
}

/**
 * Kept in the stack's database (a schema the REST API does not expose), so messages survive
 * restarts and `--reset` clears them with everything else, on PGlite and Postgres alike.
 */
export async function ensureMailSchema(db: Queryable): Promise<void> {
  await db.exec(`
    create schema if not exists local_mail;
    create table if not exists local_mail.messages (
      seq bigserial primary key,
      id uuid not null unique default gen_random_uuid(),
      from_addr text not null,
      to_addrs text[] not null,
      subject text not null default '',
      text_body text,
      html_body text,
      created_at timestamptz not null default now()
    );
    alter table local_mail.messages add column if not exists reply_to text;
    alter table local_mail.messages add column if not exists attachments jsonb not null default '[]'::jsonb;
  `);
}

const COLUMNS = `id::text as id, from_addr as "from", to_addrs as "to", reply_to, subject, text_body as "text", html_body as "html", attachments,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

export async function insertMessage(db: Queryable, m: OutgoingMail): Promise<MailMessage> {
  const to = Array.isArray(m.to) ? m.to : [m.to];
  const { rows } = await db.query<MailMessage>(
    `insert into local_mail.messages (from_addr, to_addrs, subject, text_body, html_body, reply_to, attachments)
     values ($1, $2::text[], $3, $4, $5, $6, $7::jsonb) returning ${COLUMNS}`,
    [m.from, to, m.subject, m.text ?? null, m.html ?? null, m.reply_to ?? null, JSON.stringify(m.attachments ?? [])],
  );
  return rows[0];
}

/** Newest first; `to` matches a recipient exactly or the address inside `Name <address>`, ignoring case. */
export async function listMessages(db: Queryable, opts: { to?: string; limit?: number } = {}): Promise<MailMessage[]> {
  const limit = Math.min(Math.max(opts.limit ?? 100, 1), 500);
  const { rows } = await db.query<MailMessage>(
    `select ${COLUMNS} from local_mail.messages
     where $1::text is null or exists (
       select 1 from unnest(to_addrs) t where lower(t) = lower($1) or position('<' || lower($1) || '>' in lower(t)) > 0
     )
     order by seq desc limit $2`,
    [opts.to || null, limit],
  );
  return rows;
}

export async function getMessage(db: Queryable, id: string): Promise<MailMessage | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const { rows } = await db.query<MailMessage>(`select ${COLUMNS} from local_mail.messages where id = $1::uuid`, [id]);
  return rows[0];
}

export async function deleteMessages(db: Queryable, id?: string): Promise<number> {
  if (id !== undefined && !/^[0-9a-f-]{36}$/i.test(id)) return 0;
  const r = id ? await db.query(`delete from local_mail.messages where id = $1::uuid`, [id]) : await db.query(`delete from local_mail.messages`);
  return r.affectedRows ?? 0;
}
