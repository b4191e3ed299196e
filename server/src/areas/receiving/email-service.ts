/**
 * The e-mail to the customer's rep for a job (issue 26), through the one mail module (server/src/mail, nodemailer
 * over SMTP, as ticketing's Save and Email): the job's receipt, its pieces and manifests. Whatever comes of it (sent,
 * no rep, mail not configured, refused) is answered and recorded on the job and in its history.
 */
import { eq } from 'drizzle-orm';
import { RECEIVING_MESSAGES, TICKET_MESSAGES, type RepEmailOutcome } from '@a1/shared';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { Mailer } from '../../mail/index.ts';
import { escapeHtml, sanitizeOptionalPlainText } from '../../http/sanitize-html.ts';
import { recordHistory } from './history.ts';
import { receivingJob } from './job-read.ts';
import type { Actor } from './jobs-service.ts';

export async function emailRep(
  db: Db,
  mailer: Mailer,
  body: { jobId: number; message?: string },
  user: Actor,
  log: (error: unknown) => void,
): Promise<RepEmailOutcome> {
  const job = await receivingJob(db, body.jobId);
  const [rep] = await db.select().from(t.customerReps).where(eq(t.customerReps.customerId, job.customerId));
  let sent = false;
  let outcome: string;
  if (!rep) outcome = RECEIVING_MESSAGES.noRep(job.customer);
  else if (!mailer.configured) outcome = TICKET_MESSAGES.mailNotConfigured;
  else {
    const note = sanitizeOptionalPlainText(body.message);
    const lines = [
      `Job ${job.number} for ${job.customer} was received at ${job.location}.`,
      `Status: ${job.status}. Pieces: ${job.pieces}. Weight: ${job.weightKg.toFixed(2)} kg.`,
      job.inboundCarrier
        ? `Carrier: ${job.inboundCarrier}${job.carrierReference ? ` (${job.carrierReference})` : ''}.`
        : '',
      job.manifests.length ? `Manifests: ${job.manifests.map((m) => m.manifestNumber).join(', ')}.` : '',
      note ? `\n${note}` : '',
      `\n${user.fullName}`,
    ].filter(Boolean);
    try {
      const accepted = await mailer.send({
        to: [rep.email],
        subject: `Job ${job.number} received – ${job.customer}`,
        text: lines.join('\n'),
        html: lines.map((l) => `<p>${escapeHtml(l.trim())}</p>`).join(''),
      });
      sent = accepted.length > 0;
      outcome = sent ? RECEIVING_MESSAGES.emailSent(rep.email) : RECEIVING_MESSAGES.emailFailed(rep.email);
    } catch (error) {
      log(error);
      outcome = RECEIVING_MESSAGES.emailFailed(rep.email);
    }
  }
  const recordedOn = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(t.jobReceiving)
      .values({ jobId: job.id, emailSentOn: recordedOn, emailOutcome: outcome })
      .onConflictDoUpdate({ target: t.jobReceiving.jobId, set: { emailSentOn: recordedOn, emailOutcome: outcome } });
    await recordHistory(tx, job.id, 'email', outcome, user.email);
  });
  return { jobId: job.id, sent, to: rep?.email ?? null, outcome, recordedOn: recordedOn.toISOString() };
}
