/**
 * Outgoing e-mail over SMTP (nodemailer), configured by A1_SMTP_URL. Without it, `configured` is false and
 * callers answer that mail is not configured rather than pretending to send.
 */
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly configured: boolean;
  /** Sends one message; answers the accepted recipients. Throws when the server refuses or cannot be reached. */
  send(message: MailMessage): Promise<string[]>;
  close(): void;
}

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  let transport: Transporter | undefined;
  return {
    configured: !!smtpUrl,
    async send(message) {
      if (!smtpUrl) throw new Error('mail is not configured');
      transport ??= nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      } as Parameters<typeof nodemailer.createTransport>[0]);
      // Each recipient as an address object: nodemailer would read a joined string (or an entry holding a comma)
      // as a list, so one entry could reach several people.
      const to = message.to.map((address) => ({ name: '', address }));
      const info = await transport.sendMail({ from, ...message, to });
      return (info.accepted ?? []).map(String);
    },
    close() {
      transport?.close();
    },
  };
}
