/** What the job queries run on: the database, or a transaction (which reads its own writes). */
import type { Db } from '../../db/client.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Reader = Db | Tx;
