/** UserSetting/: locations, workstation settings, the scale list and the user's own settings (shell §7). */
import { call, signedIn } from './call.ts';
import { Id, Nullable, Shape, Strict, T } from './fields.ts';
import { API_BASE } from './security.ts';
import type { Location } from './auth.ts';
import { GRID_FONT_SIZE } from '../constants/limits.ts';
import { TICKETING_ENVIRONMENTS } from '../constants/shell.ts';
import { SCALE_TYPES } from '../daemon/contract.ts';

const BASE = `${API_BASE}/UserSetting`;
const ownSettings = 'Every signed-in user keeps their own settings and locations.';
const workstation =
  'Every staff PC is set up by whoever signs in at it (shell §3 workstation wizard); the settings name printers and a scale, no business data.';

const nullableText = Nullable(T.String({ maxLength: 200 }));
export const WorkStationSetting = T.Object({
  workStationName: T.String(),
  reportPrinter: Nullable(T.String()),
  labelPrinter: Nullable(T.String()),
  smallLabelPrinter: Nullable(T.String()),
  scaleConnection: Nullable(T.String()),
  scaleSerialComPort: Nullable(T.String()),
  scaleUSBVID: Nullable(T.String()),
  scaleUSBPID: Nullable(T.String()),
  scaleIPAddress: Nullable(T.String()),
  autoPrintErrorLabel: T.Boolean(),
});

export const UserSettingsSchema = T.Object({
  autoPrintErrorLabel: T.Boolean(),
  locationId: Nullable(T.Integer()),
  gridFontSize: T.Integer(),
  ticketingEnvironment: T.String(),
});

export const userSettingCalls = {
  locationList: call({
    method: 'GET',
    path: `${BASE}/LocationList`,
    summary: 'Locations the user may work at, with the default flagged.',
    permission: signedIn(ownSettings),
    response: T.Array(Shape<Location>('A location')),
  }),
  workStation: call({
    method: 'GET',
    path: `${BASE}/WorkStation`,
    summary: 'The saved settings of one workstation; workStationSetting is null when none are saved.',
    permission: signedIn(workstation),
    query: Strict({ workStation: T.String({ minLength: 1, maxLength: 200 }) }),
    payload: 'workStationSetting',
    response: Nullable(WorkStationSetting),
  }),
  saveWorkStation: call({
    method: 'PUT',
    path: `${BASE}/WorkStation`,
    summary: "Save a workstation's printers and scale. Scale fields the type does not use are stored as null.",
    permission: signedIn(workstation),
    body: Strict({
      workStationName: T.String({ minLength: 1, maxLength: 200 }),
      reportPrinter: T.Optional(nullableText),
      labelPrinter: T.Optional(nullableText),
      smallLabelPrinter: T.Optional(nullableText),
      scaleConnection: T.Optional(Nullable(T.Union(SCALE_TYPES.map((type) => T.Literal(type))))),
      scaleSerialComPort: T.Optional(nullableText),
      scaleUSBVID: T.Optional(nullableText),
      scaleUSBPID: T.Optional(nullableText),
      scaleIPAddress: T.Optional(nullableText),
      /** Accepted for scaleIPAddress, as some hosts send it. */
      ipAddress: T.Optional(nullableText),
      autoPrintErrorLabel: T.Optional(T.Boolean()),
    }),
    payload: 'workStationSetting',
    response: WorkStationSetting,
  }),
  scaleList: call({
    method: 'GET',
    path: `${BASE}/ScaleList`,
    summary: 'The scale types a workstation can use, with a description.',
    permission: signedIn(workstation),
    response: T.Array(T.Object({ name: T.String(), description: T.String() })),
  }),
  userSettings: call({
    method: 'GET',
    path: `${BASE}/UserSettings`,
    summary: "The signed-in user's settings (auto-print error, location, grid font size, ticketing environment).",
    permission: signedIn(ownSettings),
    response: UserSettingsSchema,
    ours: 'The path and fields of the User Settings dialog.',
  }),
  saveUserSettings: call({
    method: 'PUT',
    path: `${BASE}/UserSettings`,
    summary:
      "Save the signed-in user's settings. Grid font size 25–200 in steps of 5; the location must be one of the user's.",
    permission: signedIn(ownSettings),
    body: Strict({
      autoPrintErrorLabel: T.Boolean(),
      locationId: Id,
      gridFontSize: T.Integer({
        minimum: GRID_FONT_SIZE.min,
        maximum: GRID_FONT_SIZE.max,
        multipleOf: GRID_FONT_SIZE.step,
      }),
      ticketingEnvironment: T.Optional(T.Union(TICKETING_ENVIRONMENTS.map((name) => T.Literal(name)))),
    }),
    response: UserSettingsSchema,
    ours: 'The path and fields of the User Settings dialog.',
  }),
} as const;
export type WorkStationSetting = typeof WorkStationSetting.static;
export type UserSettings = typeof UserSettingsSchema.static;
