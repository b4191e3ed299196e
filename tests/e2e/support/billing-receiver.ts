/**
 * A billing system for the Post to Billing and billing-queue specs: an HTTP server on the worker's billing port (the
 * e2e server's A1_BILLING_URL, support/e2e-ports.ts) that keeps every sales order it receives and answers each as
 * `answer` says: a reference (200 with JSON), or a status with a text (a refusal).
 */
import http from 'node:http';

export interface SalesOrder {
  jobNumber: string;
  lines: Array<{ option: string; quantity: number }>;
}

export type BillingAnswer = { reference: string } | { status: number; text: string };

export interface BillingReceiver {
  /** The sales orders received, in order (a retried post counts twice). */
  orders: SalesOrder[];
  close(): Promise<void>;
}

export async function startBillingReceiver(
  port: number,
  answer: (order: SalesOrder) => BillingAnswer,
): Promise<BillingReceiver> {
  const orders: SalesOrder[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const order = JSON.parse(body) as SalesOrder;
      orders.push(order);
      const reply = answer(order);
      if ('reference' in reply) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ reference: reply.reference }));
      } else {
        response.writeHead(reply.status, { 'content-type': 'text/plain' });
        response.end(reply.text);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { orders, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
