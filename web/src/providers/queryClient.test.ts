import { describe, expect, it } from 'vitest';
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from './queryClient';

/** A promise and its resolver, to answer a read when the test says so. */
function held<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the query client', () => {
  it('a write to a resource restarts a read of it still on its first load, so the list shows the write', async () => {
    const client = createQueryClient();
    const firstRead = held<string[]>();
    let reads = 0;
    const list = new QueryObserver(client, {
      queryKey: ['attachments', 'getList', { card: 7 }],
      // The first read answers late with what the server had before the write; any later read sees the write.
      queryFn: () => (++reads === 1 ? firstRead.promise : Promise.resolve(['photo.png'])),
    });
    const seen: (string[] | undefined)[] = [];
    const unsubscribe = list.subscribe((result) => seen.push(result.data));
    // The write, with react-admin's own invalidation once it settles.
    const write = new MutationObserver(client, {
      mutationFn: async (_variables: { resource: string }) => 'created',
      onSettled: () => client.invalidateQueries({ queryKey: ['attachments'] }),
    });
    await write.mutate({ resource: 'attachments' });
    firstRead.resolve([]);
    await expect.poll(() => list.getCurrentResult().data).toEqual(['photo.png']);
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(seen).not.toContainEqual([]);
    unsubscribe();
  });

  it('a write leaves another resource’s first load and a loaded list to react-admin’s invalidation alone', async () => {
    const client = createQueryClient();
    const other = held<string[]>();
    let otherReads = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['tickets', 'getList'],
      queryFn: () => (++otherReads, other.promise),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await new MutationObserver(client, { mutationFn: async (_v: { resource: string }) => 1 }).mutate({
      resource: 'attachments',
    });
    expect(otherReads).toBe(1);
    other.resolve(['T-1']);
    await expect.poll(() => observer.getCurrentResult().data).toEqual(['T-1']);
    unsubscribe();
  });
});
