/** A KanbanBoard write that names another row by id: an unknown id answers 400, not 500. */
import { A1Error } from '../../http/errors.ts';

/** Maps a foreign-key failure (an unknown user, customer or schedule group id) to a 400 the caller can act on. */
export async function withReferences<R>(work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string });
    if ((cause as { code?: string }).code === '23503')
      throw new A1Error(400, 'A referenced id (requester, agent, customer or schedule group) does not exist.');
    throw error;
  }
}
