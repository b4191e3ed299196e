/**
 * A screen's buttons that change something on the server one at a time (close a bin, void a job, …), as one
 * react-query mutation: `busy` while a change runs; afterwards `after` (when given) reads again what it changed,
 * whether the server took the change or refused it (the A1 wrapper has shown the refusal in the error dialog).
 */
import { useMutation } from '@tanstack/react-query';

/** What a change answered, or null when it was refused. */
export type ChangeResult<T> = { answer: T } | null;

export function useChange(after?: () => Promise<unknown>) {
  const mutation = useMutation({
    mutationFn: (change: () => Promise<unknown>) => change(),
    onSettled: after,
  });
  const run = async <T>(change: () => Promise<T>): Promise<ChangeResult<T>> => {
    try {
      return { answer: (await mutation.mutateAsync(change)) as T };
    } catch {
      return null;
    }
  };
  return { busy: mutation.isPending, run };
}
