/**
 * How a job's page runs a change (close, void, release, adjustments, …): busy while it runs, the admin comment and
 * chosen status cleared after it, the page read again either way.
 */
import { useState } from 'react';
import { useNotify } from 'react-admin';

/** Runs one change; `success` words the answer (null: nothing to say). */
export type JobAct = (run: () => Promise<unknown>, success?: (answer: unknown) => string | null) => Promise<void>;

export function useJobAction(load: () => Promise<void>) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [comment, setComment] = useState('');
  const [nextStatus, setNextStatus] = useState('');

  /** Runs one change; the wrapper shows a refusal (the server's message); the page reloads either way. */
  const act: JobAct = async (run, success) => {
    setBusy(true);
    try {
      const answer = await run();
      const message = success?.(answer);
      if (message) notify(message, { type: 'success' });
      setComment('');
      setNextStatus('');
    } catch {
      // The wrapper has shown the error dialog with the server's message.
    } finally {
      setBusy(false);
      await load();
    }
  };

  return { busy, act, comment, setComment, nextStatus, setNextStatus };
}
