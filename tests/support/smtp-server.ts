/** A real SMTP server in-process (smtp-server) for contract tests; what it receives is parsed with mailparser. */
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface Received {
  from: string;
  to: string[];
  mail: ParsedMail;
}

/** An SMTP server (on `port`, else a free one) that keeps every message it accepts; `next()` resolves with the next one. */
export async function startSmtp(listenOn = 0) {
  const inbox: Received[] = [];
  const waiting: Array<(r: Received) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream).then(
        (mail) => {
          const received = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            mail,
          };
          const waiter = waiting.shift();
          if (waiter) waiter(received);
          else inbox.push(received);
          done();
        },
        (error: Error) => done(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    next: () => new Promise<Received>((resolve) => (inbox.length ? resolve(inbox.shift()!) : waiting.push(resolve))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
