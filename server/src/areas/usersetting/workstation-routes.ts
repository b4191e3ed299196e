/**
 * Workstation settings (shell §3, §7): GET WorkStation?workStation (answers `workStationSetting`, null when
 * nothing is saved), PUT WorkStation (the setting body; `ipAddress` is accepted for `scaleIPAddress`), ScaleList.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { envelope } from '@a1/shared';
import { SCALE_TYPES } from '@a1/shared/daemon/contract';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { currentUser } from '../../http/context.ts';
import { A1Error } from '../../http/errors.ts';

const tags = ['UserSetting'];
const nullableText = { type: ['string', 'null'], maxLength: 200 } as const;

/** Descriptions of the scale types (shell §3: usb, com, cubiScan, mtind, mtvip, qubevu). */
const SCALE_DESCRIPTIONS: Record<(typeof SCALE_TYPES)[number], string> = {
  usb: 'USB HID point-of-sale scale (VID or PID)',
  com: 'Serial scale speaking MT-SICS on a COM port',
  cubiScan: 'CubiScan dimensioner on a serial port',
  mtind: 'Mettler Toledo industrial terminal (MT-SICS)',
  mtvip: 'Mettler Toledo VIP scale (MT-SICS)',
  qubevu: 'QubeVu dimensioner queried over HTTP at its IP address',
};

interface WorkStationBody {
  workStationName: string;
  reportPrinter?: string | null;
  labelPrinter?: string | null;
  smallLabelPrinter?: string | null;
  scaleConnection?: string | null;
  scaleSerialComPort?: string | null;
  scaleUSBVID?: string | null;
  scaleUSBPID?: string | null;
  scaleIPAddress?: string | null;
  ipAddress?: string | null;
  autoPrintErrorLabel?: boolean;
}

type Row = typeof t.workstationSettings.$inferSelect;
const toSetting = (row: Row) => ({
  workStationName: row.workStationName,
  reportPrinter: row.reportPrinter,
  labelPrinter: row.labelPrinter,
  smallLabelPrinter: row.smallLabelPrinter,
  scaleConnection: row.scaleConnection,
  scaleSerialComPort: row.scaleSerialComPort,
  scaleUSBVID: row.scaleUSBVID,
  scaleUSBPID: row.scaleUSBPID,
  scaleIPAddress: row.scaleIPAddress,
  autoPrintErrorLabel: row.autoPrintErrorLabel,
});

export async function workstationRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  app.get<{ Querystring: { workStation: string } }>(
    '/WorkStation',
    {
      schema: {
        tags,
        summary: 'The saved settings of one workstation; workStationSetting is null when none are saved.',
        querystring: {
          type: 'object',
          required: ['workStation'],
          properties: { workStation: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(t.workstationSettings)
        .where(eq(t.workstationSettings.workStationName, request.query.workStation))
        .limit(1);
      return envelope(rows[0] ? toSetting(rows[0]) : null, 200, 'OK', 'workStationSetting');
    },
  );

  app.put<{ Body: WorkStationBody }>(
    '/WorkStation',
    {
      schema: {
        tags,
        summary: "Save a workstation's printers and scale. Scale fields the type does not use are stored as null.",
        body: {
          type: 'object',
          required: ['workStationName'],
          additionalProperties: false,
          properties: {
            workStationName: { type: 'string', minLength: 1, maxLength: 200 },
            reportPrinter: nullableText,
            labelPrinter: nullableText,
            smallLabelPrinter: nullableText,
            scaleConnection: { type: ['string', 'null'], enum: [...SCALE_TYPES, null] },
            scaleSerialComPort: nullableText,
            scaleUSBVID: nullableText,
            scaleUSBPID: nullableText,
            scaleIPAddress: nullableText,
            ipAddress: nullableText,
            autoPrintErrorLabel: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => {
      const b = request.body;
      if (b.workStationName === 'Unknown')
        throw new A1Error(
          400,
          'The workstation name is Unknown: start the workstation plugin so it can tell the name of this computer.',
        );
      const values = {
        reportPrinter: b.reportPrinter ?? null,
        labelPrinter: b.labelPrinter ?? null,
        smallLabelPrinter: b.smallLabelPrinter ?? null,
        scaleConnection: b.scaleConnection ?? null,
        scaleSerialComPort: b.scaleSerialComPort ?? null,
        scaleUSBVID: b.scaleUSBVID ?? null,
        scaleUSBPID: b.scaleUSBPID ?? null,
        scaleIPAddress: b.scaleIPAddress ?? b.ipAddress ?? null,
        autoPrintErrorLabel: b.autoPrintErrorLabel ?? true,
        updatedBy: currentUser(request).userId,
        updatedOn: new Date(),
      };
      const [row] = await db
        .insert(t.workstationSettings)
        .values({ workStationName: b.workStationName, ...values })
        .onConflictDoUpdate({ target: t.workstationSettings.workStationName, set: values })
        .returning();
      return envelope(toSetting(row), 200, 'OK', 'workStationSetting');
    },
  );

  app.get(
    '/ScaleList',
    { schema: { tags, summary: 'The scale types a workstation can use, with a description.' } },
    async () => envelope(SCALE_TYPES.map((name) => ({ name, description: SCALE_DESCRIPTIONS[name] }))),
  );
}
