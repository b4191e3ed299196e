/** Who writes a ticket, what they write through (the database or a transaction) and what an update changed. */
import type { Db } from '../../db/client.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Exec = Db | Tx;

export interface Actor {
  userId: number;
  email: string;
  fullName: string;
}

/** What an update changed, for the e-mail's change text. */
export interface WriteResult {
  ticketId: number;
  changes: string[];
}
