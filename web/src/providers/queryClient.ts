/**
 * react-admin's query client. A failed call is not tried again (the wrapper has already shown its error dialog,
 * and a 401 has signed out), and a list is not read again when the window regains focus: Refresh does that.
 *
 * A write to a resource restarts the reads of that resource that are still on their first load. react-admin
 * invalidates a resource's lists once a write settles, but TanStack Query folds an invalidation into a fetch already
 * under way when the query has no data yet, so a list whose first read the server answered before the write
 * committed kept that answer (a file attached while the card's attachment list was loading never appeared).
 */
import { MutationCache, QueryClient, type Query } from '@tanstack/react-query';

const onFirstLoad = (query: Query) => query.state.data === undefined && query.state.fetchStatus === 'fetching';

/** The resource a react-admin mutation writes (its variables carry it), or undefined for any other mutation. */
const writtenResource = (variables: unknown): string | undefined => {
  const resource = (variables as { resource?: unknown } | null | undefined)?.resource;
  return typeof resource === 'string' ? resource : undefined;
};

async function restartFirstLoads(client: QueryClient, resource: string): Promise<void> {
  const loading = client.getQueryCache().findAll({ queryKey: [resource], predicate: onFirstLoad });
  if (loading.length === 0) return;
  await client.cancelQueries({ queryKey: [resource], predicate: (q) => loading.includes(q) });
  // Not awaited: the write's caller need not wait for the lists, and react-admin's own invalidation, which runs
  // next, joins these reads.
  for (const query of loading) void client.refetchQueries({ queryKey: query.queryKey, exact: true });
}

export const createQueryClient = (): QueryClient => {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onSettled: async (_data, _error, variables) => {
        const resource = writtenResource(variables);
        if (resource) await restartFirstLoads(client, resource);
      },
    }),
  });
  return client;
};

export const queryClient = createQueryClient();
