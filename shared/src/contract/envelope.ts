/** The A1 response envelope (shell §7): every answer carries a responseStatus; data sits beside it under a payload key. */
export interface ResponseStatus {
  responseStatusCode: number;
  responseStatusMessage: string;
}

export type Envelope<K extends string = 'data', T = unknown> = { responseStatus: ResponseStatus } & { [P in K]?: T };

export function envelope<T>(
  payload: T,
  code = 200,
  message = 'OK',
  key = 'data',
): { responseStatus: ResponseStatus } & Record<string, unknown> {
  return { responseStatus: { responseStatusCode: code, responseStatusMessage: message }, [key]: payload };
}

export function errorEnvelope(code: number, message: string): { responseStatus: ResponseStatus } {
  return { responseStatus: { responseStatusCode: code, responseStatusMessage: message } };
}

/** The wrapper's rule (shell §7): a response is data only when responseStatusCode is 200. */
export function isSuccess(body: unknown): body is { responseStatus: ResponseStatus } {
  const status = (body as { responseStatus?: ResponseStatus } | null)?.responseStatus;
  return !!status && status.responseStatusCode === 200;
}
