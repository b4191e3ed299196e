/** Workstation settings (shell §3, §7) and the user's own settings (User Settings dialog, shell §2, §5). */
import { eq } from 'drizzle-orm';
import { GRID_FONT_SIZE, type CallBody, type UserSettings, type WorkStationSetting, A1 } from '@a1/shared';
import { TICKETING_ENVIRONMENTS } from '@a1/shared/constants/shell';
import { SCALE_TYPES } from '@a1/shared/daemon/contract';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { A1Error } from '../../http/errors.ts';
import { userLocations } from '../security/users.ts';

/** Descriptions of the scale types (shell §3: usb, com, cubiScan, mtind, mtvip, qubevu). */
const SCALE_DESCRIPTIONS: Record<(typeof SCALE_TYPES)[number], string> = {
  usb: 'USB HID point-of-sale scale (VID or PID)',
  com: 'Serial scale speaking MT-SICS on a COM port',
  cubiScan: 'CubiScan dimensioner on a serial port',
  mtind: 'Mettler Toledo industrial terminal (MT-SICS)',
  mtvip: 'Mettler Toledo VIP scale (MT-SICS)',
  qubevu: 'QubeVu dimensioner queried over HTTP at its IP address',
};

export const scaleList = () => SCALE_TYPES.map((name) => ({ name, description: SCALE_DESCRIPTIONS[name] }));

type Row = typeof t.workstationSettings.$inferSelect;
const toSetting = (row: Row): WorkStationSetting => ({
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

export async function readWorkStation(db: Db, name: string): Promise<WorkStationSetting | null> {
  const rows = await db
    .select()
    .from(t.workstationSettings)
    .where(eq(t.workstationSettings.workStationName, name))
    .limit(1);
  return rows[0] ? toSetting(rows[0]) : null;
}

export async function saveWorkStation(
  db: Db,
  b: CallBody<typeof A1.saveWorkStation>,
  userId: number,
): Promise<WorkStationSetting> {
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
    updatedBy: userId,
    updatedOn: new Date(),
  };
  const [row] = await db
    .insert(t.workstationSettings)
    .values({ workStationName: b.workStationName, ...values })
    .onConflictDoUpdate({ target: t.workstationSettings.workStationName, set: values })
    .returning();
  return toSetting(row);
}

/** The user's settings; defaults (their default location, 100 % font) until first saved. */
export async function readUserSettings(db: Db, userId: number): Promise<UserSettings> {
  const [row] = await db.select().from(t.userSettings).where(eq(t.userSettings.userId, userId)).limit(1);
  if (row)
    return {
      autoPrintErrorLabel: row.autoPrintErrorLabel,
      locationId: row.locationId,
      gridFontSize: row.gridFontSize,
      ticketingEnvironment: row.ticketingEnvironment,
    };
  const locations = await userLocations(db, userId);
  const location = locations.find((l) => l.isDefault) ?? locations[0];
  return {
    autoPrintErrorLabel: true,
    locationId: location?.locationId ?? null,
    gridFontSize: GRID_FONT_SIZE.default,
    ticketingEnvironment: TICKETING_ENVIRONMENTS[0],
  };
}

export async function saveUserSettings(
  db: Db,
  userId: number,
  b: CallBody<typeof A1.saveUserSettings>,
): Promise<UserSettings> {
  if (!(await userLocations(db, userId)).some((l) => l.locationId === b.locationId)) {
    throw new A1Error(400, 'Invalid body: locationId is not one of your locations.');
  }
  const values = {
    autoPrintErrorLabel: b.autoPrintErrorLabel,
    locationId: b.locationId,
    gridFontSize: b.gridFontSize,
    ticketingEnvironment: b.ticketingEnvironment ?? TICKETING_ENVIRONMENTS[0],
    updatedOn: new Date(),
  };
  await db
    .insert(t.userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: t.userSettings.userId, set: values });
  return readUserSettings(db, userId);
}
