/**
 * A1's calls that are not CRUD, from React code: the dataProvider's custom methods through react-admin's
 * useDataProvider, whose proxy hands every rejection to the authProvider's checkError (a 401 signs out).
 * The object is stable across renders (the proxy changes as the user navigates; an effect that calls must not
 * run again for that) and always calls through the latest proxy.
 *
 * One provider (A1Provider, in the layout and around the sign-in page) follows the proxy; components read the
 * stable object from its context. react-admin's proxy reads the router's location, so a component that took it
 * itself would render again on every navigation: opening a ticket (ticket/{id}) would render the whole ticket
 * grid again (issue 12 speed).
 */
import { createContext, createElement, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import { payloadKeyOf, type CallEnvelope, type CallResult, type CallSpec } from '@a1/shared';
import type { A1DataProvider, A1RawAnswer, CallArgs } from './dataProvider';

export interface A1Calls {
  call<C extends CallSpec>(entry: C, ...args: CallArgs<C>): Promise<CallResult<C>>;
  callEnvelope<C extends CallSpec>(entry: C, ...args: CallArgs<C>): Promise<CallEnvelope<C>>;
  callRaw<C extends CallSpec>(entry: C, ...args: CallArgs<C>): Promise<A1RawAnswer<C>>;
  stream(entry: CallSpec & { stream: true }, signal: AbortSignal): Promise<Response>;
  download(entry: CallSpec & { stream: true }, query: object): Promise<Blob>;
  /**
   * react-admin's methods over the resource tables (providers/resources), for code outside a hook's reach (an
   * effect, a save handler): an entry a table maps is read and written through its resource, never called by name.
   */
  data: Pick<DataProvider, 'getList' | 'getOne' | 'create' | 'update' | 'delete'>;
}

/** The call ended the session: the proxy signed the user out and answered no data. */
export class SignedOutError extends Error {
  constructor() {
    super('The session has ended.');
    this.name = 'SignedOutError';
  }
}

/**
 * Once it has signed the user out, the proxy resolves `{ data: {} }` in place of the answer: no envelope, so
 * it rejects here and no caller takes it for data.
 */
function envelopeOrSignedOut<E>(answer: E): E {
  if (!(answer as { responseStatus?: unknown } | undefined)?.responseStatus) throw new SignedOutError();
  return answer;
}

const A1Context = createContext<A1Calls | null>(null);

/** Follows react-admin's dataProvider proxy and gives its children one stable A1Calls. */
export function A1Provider({ children }: { children: ReactNode }) {
  return createElement(A1Context.Provider, { value: useProxiedCalls() }, children);
}

/** The A1 calls of the surrounding A1Provider. */
export function useA1(): A1Calls {
  const calls = useContext(A1Context);
  if (!calls) throw new Error('useA1 needs an A1Provider above it (the layout or the sign-in page has one)');
  return calls;
}

function useProxiedCalls(): A1Calls {
  const dataProvider = useDataProvider<A1DataProvider>();
  const latest = useRef(dataProvider);
  useLayoutEffect(() => {
    latest.current = dataProvider;
  }, [dataProvider]);
  const [calls] = useState<A1Calls>(() => {
    const callEnvelope: A1Calls['callEnvelope'] = (entry, ...args) =>
      latest.current.callEnvelope(entry, ...args).then(envelopeOrSignedOut);
    return {
      callEnvelope,
      call: (entry, ...args) =>
        callEnvelope(entry, ...args).then(
          (envelope) => (envelope as Record<string, unknown>)[payloadKeyOf(entry)] as CallResult<typeof entry>,
        ),
      callRaw: (entry, ...args) => latest.current.callRaw(entry, ...args),
      stream: (entry, signal) => latest.current.stream(entry, signal),
      download: (entry, query) => latest.current.download(entry, query),
      data: {
        getList: (resource, params) => latest.current.getList(resource, params),
        getOne: (resource, params) => latest.current.getOne(resource, params),
        create: (resource, params) => latest.current.create(resource, params),
        update: (resource, params) => latest.current.update(resource, params),
        delete: (resource, params) => latest.current.delete(resource, params),
      },
    };
  });
  return calls;
}
