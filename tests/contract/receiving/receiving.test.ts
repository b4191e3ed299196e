/** HTTP contract of POST Receiving/Job, the job dashboard's New (PGlite and PostgreSQL). */
import { describe, expect, it } from 'vitest';
import { A1, type LoginResult } from '@a1/shared';
import { JOB_NUMBER_LENGTH, RECEIVING_MESSAGES } from '@a1/shared';
import { engines } from '../../support/test-server';
import { call, sessionHeaders } from '../../support/a1-http';
import { signedInServer } from '../../support/signed-in-server';

describe.each(await engines())('receiving job creation on %s', (engine) => {
  const env = signedInServer(engine, { admin: 'admin@a1demo.com', customer: 'customer@partnerpost.example' });
  const create = (body: unknown, who: LoginResult | null = env.users.admin) =>
    call(env.baseUrl, 'POST', A1.createJob.path, { body, headers: who ? sessionHeaders(who) : {} });
  const job = { number: 'JNEW0001', customerId: 2, locationId: 3, type: 'Parcel', received: false };

  it('T-257: POST Receiving/Job creates an Open job that Job/All then lists; received: true starts it Received', async () => {
    const answer = await create(job);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      number: 'JNEW0001',
      customerId: 2,
      customer: 'Contoso Retail',
      location: 'Los Angeles',
      type: 'Parcel',
      status: 'Open',
      receivedOn: null,
      createdBy: 'Alex Morgan',
    });
    const listed = await call(env.baseUrl, 'GET', A1.jobList.path, { headers: sessionHeaders(env.users.admin) });
    expect(listed.body.data.jobs).toHaveLength(2001);
    expect(listed.body.data.jobs.find((j: { number: string }) => j.number === 'JNEW0001')).toEqual(answer.body.data);

    const received = await create({ ...job, number: 'JNEW0002', received: true });
    expect(received.body.data).toMatchObject({ status: 'Received', receivedBy: 'Alex Morgan' });
    expect(Date.now() - Date.parse(received.body.data.receivedOn)).toBeLessThan(60_000);
  });

  it('T-257: a taken number answers 409, an unknown customer or office 400, each with a message naming it', async () => {
    const taken = await create({ ...job, number: 'J0240001' });
    expect(taken.status).toBe(409);
    expect(taken.body.responseStatus).toEqual({
      responseStatusCode: 409,
      responseStatusMessage: RECEIVING_MESSAGES.duplicateNumber('J0240001'),
    });
    const noCustomer = await create({ ...job, number: 'JNEW0003', customerId: 999 });
    expect(noCustomer.status).toBe(400);
    expect(noCustomer.body.responseStatus.responseStatusMessage).toBe(RECEIVING_MESSAGES.unknownCustomer(999));
    const noOffice = await create({ ...job, number: 'JNEW0003', locationId: 999 });
    expect(noOffice.body.responseStatus.responseStatusMessage).toBe(RECEIVING_MESSAGES.unknownLocation(999));
  });

  it('T-257: the schema names the bad field (number length, missing customer) and the call needs the dashboard', async () => {
    const short = await create({ ...job, number: 'J1' });
    expect(short.status).toBe(400);
    expect(short.body.responseStatus.responseStatusMessage).toContain(
      `number must NOT have fewer than ${JOB_NUMBER_LENGTH.min} characters`,
    );
    const long = await create({ ...job, number: 'J'.repeat(JOB_NUMBER_LENGTH.max + 1) });
    expect(long.body.responseStatus.responseStatusMessage).toContain(
      `number must NOT have more than ${JOB_NUMBER_LENGTH.max} characters`,
    );
    const { customerId: _omit, ...noCustomer } = job;
    const missing = await create(noCustomer);
    expect(missing.status).toBe(400);
    expect(missing.body.responseStatus.responseStatusMessage).toContain('customerId is required');
    expect((await create({ ...job, number: 'JNEW0009' }, env.users.customer)).status).toBe(403);
    expect((await create({ ...job, number: 'JNEW0009' }, null)).status).toBe(401);
  });
});
