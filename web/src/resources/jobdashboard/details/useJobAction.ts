/**
 * How a job's page runs a change (close, void, release, adjustments, …): busy while it runs, the admin comment and
 * chosen status cleared after it, the page read again either way.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';

/** Runs one change; `success` words the answer (null: nothing to say). */
export type JobAct = (run: () => Promise<unknown>, success?: (answer: unknown) => string | null) => Promise<void>;

export function useJobAction(load: () => Promise<void>) {
  const notify = useNotify();
  // The change that runs (one at a time: the page's buttons wait while it does).
  const change = useMutation({ mutationFn: (run: () => Promise<unknown>) => run() });
  const [comment, setComment] = useState('');
  const [nextStatus, setNextStatus] = useState('');

  /** Runs one change; the wrapper shows a refusal (the server's message); the page reloads either way. */
  const act: JobAct = async (run, success) => {
    try {
      const answer = await change.mutateAsync(run);
      const message = success?.(answer);
      if (message) notify(message, { type: 'success' });
      setComment('');
      setNextStatus('');
    } catch {
      // The wrapper has shown the error dialog with the server's message.
    } finally {
      await load();
    }
  };

  return { busy: change.isPending, act, comment, setComment, nextStatus, setNextStatus };
}
