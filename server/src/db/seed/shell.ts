/**
 * Shell demo data: user and workstation settings, Excel exports in every state (so the dialog's default-tab
 * rule can be seen), and exact unread-ticket counts for the demo users (badge at 9 and at 9+).
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { DAY_MS } from './random.ts';

const FIRST_USER_ID = 3780;
/** README demo accounts by their position in DEMO_ACCOUNTS. */
export const SHELL_DEMO_USERS = {
  admin: FIRST_USER_ID,
  opsManager: FIRST_USER_ID + 1,
  itDeveloper: FIRST_USER_ID + 2,
  salesRep: FIRST_USER_ID + 3,
  financeAdmin: FIRST_USER_ID + 4,
  crfApprover: FIRST_USER_ID + 5,
  globalOps: FIRST_USER_ID + 6,
} as const;

/** Exact unread counts: admin 12 (badge 9+), ops.manager 9 (badge 9), a few for the others. */
export const SEEDED_UNREAD: Record<number, number> = {
  [SHELL_DEMO_USERS.admin]: 12,
  [SHELL_DEMO_USERS.opsManager]: 9,
  [SHELL_DEMO_USERS.itDeveloper]: 5,
  [SHELL_DEMO_USERS.financeAdmin]: 4,
  [SHELL_DEMO_USERS.globalOps]: 3,
  [SHELL_DEMO_USERS.salesRep]: 2,
  [SHELL_DEMO_USERS.crfApprover]: 2,
};

const csv = (rows: string[][]) =>
  Buffer.from(rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n')).toString('base64');

export async function seedShell(db: Db, now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const later = (days: number) => new Date(now.getTime() + days * DAY_MS);

  // Unread marks: replace the random ones of these users with exact counts on fixed tickets.
  const userIds = Object.keys(SEEDED_UNREAD).map(Number);
  await db.delete(t.ticketUnreads).where(inArray(t.ticketUnreads.userId, userIds));
  const fields = ['LANE', 'COMMENT', 'ASSIGNED', 'LANE,COMMENT'];
  await db.insert(t.ticketUnreads).values(
    userIds.flatMap((userId, u) =>
      Array.from({ length: SEEDED_UNREAD[userId] }, (_, i) => ({
        ticketId: 100 + u * 20 + i,
        userId,
        fields: fields[i % fields.length],
        createdOn: ago(i),
      })),
    ),
  );

  await db.insert(t.userSettings).values([
    {
      userId: SHELL_DEMO_USERS.admin,
      autoPrintErrorLabel: true,
      locationId: 1,
      gridFontSize: 100,
      ticketingEnvironment: 'Production',
    },
    {
      userId: SHELL_DEMO_USERS.opsManager,
      autoPrintErrorLabel: false,
      locationId: 2,
      gridFontSize: 110,
      ticketingEnvironment: 'Production',
    },
  ]);

  await db.insert(t.workstationSettings).values([
    {
      workStationName: 'PACK-01',
      reportPrinter: 'Office-Laser',
      labelPrinter: 'Zebra-ZT410',
      smallLabelPrinter: 'Zebra-GK420',
      scaleConnection: 'usb',
      scaleUSBVID: '0922',
      autoPrintErrorLabel: true,
      updatedBy: SHELL_DEMO_USERS.opsManager,
    },
    {
      workStationName: 'PACK-02',
      reportPrinter: 'Office-Laser',
      labelPrinter: 'Zebra-ZT410',
      smallLabelPrinter: null,
      scaleConnection: 'mtind',
      scaleSerialComPort: '/dev/ttyS0',
      autoPrintErrorLabel: false,
      updatedBy: SHELL_DEMO_USERS.opsManager,
    },
  ]);

  // Excel exports: admin has one of each state (default tab Ready); ops.manager pending and expired (Pending);
  // it.developer only expired (Expired).
  const sample = csv([
    ['Ticket', 'Title', 'Lane'],
    ['101', 'Label not printing', 'Inbox'],
    ['102', 'Manifest total', 'Done'],
  ]);
  const item = (
    userId: number,
    key: string,
    displayName: string,
    state: 'ready' | 'pending' | 'expired',
    days: number,
  ) => ({
    name: `seed-${key}`,
    userId,
    displayName,
    fileName: `${displayName}.csv`,
    contentType: 'text/csv',
    content: state === 'ready' ? sample : null,
    isComplete: state !== 'pending',
    isExpired: state === 'expired',
    createdOn: ago(days),
    updatedOn: ago(days),
    expiresOn: state === 'ready' ? later(30) : state === 'expired' ? ago(days - 1) : null,
  });
  await db
    .insert(t.excelExports)
    .values([
      item(SHELL_DEMO_USERS.admin, 'admin-ready', 'Tickets – open', 'ready', 0),
      item(SHELL_DEMO_USERS.admin, 'admin-pending', 'Jobs – on hold', 'pending', 0),
      item(SHELL_DEMO_USERS.admin, 'admin-expired', 'Projects – all', 'expired', 5),
      item(SHELL_DEMO_USERS.opsManager, 'ops-pending', 'Jobs – received', 'pending', 0),
      item(SHELL_DEMO_USERS.opsManager, 'ops-expired', 'Jobs – closed', 'expired', 4),
      item(SHELL_DEMO_USERS.itDeveloper, 'it-expired', 'Tickets – done', 'expired', 3),
    ]);
}
