import type { StackContext } from '../server.ts';

export interface Mailbox {
  close(): Promise<void>;
}

/** The local mailbox on config.mailPort. */
export async function startMailbox(_ctx: StackContext): Promise<Mailbox> {
  return { close: async () => undefined };
}
