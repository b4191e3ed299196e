/**
 * Save and Email (spec 3 ticket dialog): the change, e-mailed to the ticket's subscribed e-mails, requester and
 * agent, with a link to the ticket. Every text is escaped; the description is embedded only as sanitised rich text
 * (sanitised again here, so a row stored before a write path sanitised it cannot carry a form or a script).
 */
import { TICKET_MAIL, type Ticket } from '@a1/shared';
import { mailRecipients } from '@a1/shared/rules/ticket-writes/index';
import { escapeHtml, richTextToPlain, sanitizeRichText } from '../../http/sanitize-html.ts';
import type { MailMessage } from '../../mail/index.ts';

export function ticketLink(baseUrl: string, ticket: Pick<Ticket, 'ticketId' | 'isPricing'>): string {
  const path = ticket.isPricing ? `quote/pricing-tickets/ticket/${ticket.ticketId}` : `ticket/${ticket.ticketId}`;
  return `${baseUrl.replace(/\/+$/, '')}/${path}`;
}

export function ticketMail(ticket: Ticket, changes: string[], actorName: string, baseUrl: string): MailMessage {
  const to = mailRecipients(ticket.notificationEmails, [ticket.requesterEmail, ticket.agentEmail]);
  const link = ticketLink(baseUrl, ticket);
  const lines = changes.length ? changes : ['No field changed.'];
  const description = sanitizeRichText(ticket.description ?? '');
  const text = [
    TICKET_MAIL.intro(actorName, ticket.ticketId),
    '',
    `${ticket.title}`,
    `Lane: ${ticket.laneName} · Status: ${ticket.status} · Priority: ${ticket.priority}`,
    '',
    ...lines.map((l) => `- ${l}`),
    '',
    richTextToPlain(description),
    '',
    `${TICKET_MAIL.linkText}: ${link}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif">
<p>${escapeHtml(TICKET_MAIL.intro(actorName, ticket.ticketId))}</p>
<h2>${escapeHtml(ticket.title)}</h2>
<p>Lane: ${escapeHtml(ticket.laneName)} · Status: ${escapeHtml(ticket.status)} · Priority: ${escapeHtml(ticket.priority)}</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<div>${description}</div>
<p><a href="${escapeHtml(link)}">${escapeHtml(TICKET_MAIL.linkText)}</a></p>
</body></html>`;
  return { to, subject: TICKET_MAIL.subject(ticket.ticketId, ticket.title), text, html };
}
