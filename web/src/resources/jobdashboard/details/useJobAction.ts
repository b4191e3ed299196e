/**
 * How a job's page runs a change (close, void, release, adjustments, …): busy while it runs, the admin comment and
 * chosen status cleared after it, the page read again either way.
 */
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useChange } from '../../../providers/useChange';

/** Runs one change; `success` words the answer (null: nothing to say). */
export type JobAct = (run: () => Promise<unknown>, success?: (answer: unknown) => string | null) => Promise<void>;

export function useJobAction(load: () => Promise<void>) {
  const notify = useNotify();
  // The change that runs (one at a time: the page's buttons wait while it does); the page is read again after it.
  const change = useChange(load);
  const [comment, setComment] = useState('');
  const [nextStatus, setNextStatus] = useState('');

  /** Runs one change; the wrapper shows a refusal (the server's message); the page reloads either way. */
  const act: JobAct = async (run, success) => {
    const result = await change.run(run);
    if (!result) return;
    const message = success?.(result.answer);
    if (message) notify(message, { type: 'success' });
    setComment('');
    setNextStatus('');
  };

  return { busy: change.busy, act, comment, setComment, nextStatus, setNextStatus };
}
