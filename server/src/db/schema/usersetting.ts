/** Workstation and user settings (shell §3, §5). */
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { locations, users } from './security.ts';

/** Saved workstation settings, one row per workstation name (shell §3 Workstation setting). */
export const workstationSettings = pgTable('workstation_settings', {
  workStationName: text('work_station_name').primaryKey(),
  reportPrinter: text('report_printer'),
  labelPrinter: text('label_printer'),
  smallLabelPrinter: text('small_label_printer'),
  scaleConnection: text('scale_connection'),
  scaleSerialComPort: text('scale_serial_com_port'),
  scaleUSBVID: text('scale_usb_vid'),
  scaleUSBPID: text('scale_usb_pid'),
  scaleIPAddress: text('scale_ip_address'),
  autoPrintErrorLabel: boolean('auto_print_error_label').notNull().default(true),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
});

/** Per-user settings of the User Settings dialog (shell §2). */
export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  autoPrintErrorLabel: boolean('auto_print_error_label').notNull().default(true),
  locationId: integer('location_id').references(() => locations.id),
  gridFontSize: integer('grid_font_size').notNull().default(100),
  ticketingEnvironment: text('ticketing_environment').notNull().default('Production'),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
});
