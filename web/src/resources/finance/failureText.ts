/**
 * What a finance screen says of a failed read (the A1 client's error: its HTTP status and the server's message), in
 * the user's language at each render: a refusal (403) says whose screen it is, anything else gives the server's words.
 * `t` is the screen's own translate (its `refused` and `error` texts).
 */
export function failureText(error: unknown, t: (key: string, options?: object) => string): string | null {
  const failure = error as { status?: number; message?: string } | null;
  if (!failure) return null;
  return failure.status === 403 ? t('refused') : t('error', { message: failure.message ?? '' });
}
