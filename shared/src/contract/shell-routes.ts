/**
 * Paths of the shell calls the spec leaves open ("paths not shown"): ours, documented in the OpenAPI document.
 * The spec fixes UserSetting/WorkStation, ScaleList and shared/excelexports; the rest is named here once.
 */
import { API_BASE } from './routes.ts';

export const SHELL_ROUTES = {
  workStation: `${API_BASE}/UserSetting/WorkStation`,
  scaleList: `${API_BASE}/UserSetting/ScaleList`,
  userSettings: `${API_BASE}/UserSetting/UserSettings`,
  excelExports: `${API_BASE}/Shared/ExcelExports/`,
  excelExportDownload: `${API_BASE}/Shared/ExcelExports/download`,
  unreadTickets: `${API_BASE}/Ticketing/UnreadTickets`,
  unreadTicketsByIds: `${API_BASE}/Ticketing/UnreadTickets/ByIds`,
  unreadTicketMarkRead: `${API_BASE}/Ticketing/UnreadTickets/MarkRead`,
  unreadTicketsMarkAllRead: `${API_BASE}/Ticketing/UnreadTickets/MarkAllRead`,
  unreadTicketEvents: `${API_BASE}/Ticketing/UnreadTickets/Events`,
  ticketByNumber: `${API_BASE}/Ticketing/TicketByNumber`,
} as const;

export interface UnreadTicket {
  ticketId: number;
  title: string;
  /** What changed: LANE, COMMENT, ASSIGNED (comma-separated, spec 3 unreadFields). */
  unread: string;
  createdOn: string;
  updatedOn: string;
}

export interface ExcelExportItem {
  name: string;
  displayName: string;
  createdOn: string;
  updatedOn: string;
  isComplete: boolean;
  isExpired: boolean;
}

export interface UserSettings {
  autoPrintErrorLabel: boolean;
  locationId: number | null;
  gridFontSize: number;
  ticketingEnvironment: string;
}

export interface WorkStationSettingBody {
  workStationName: string;
  reportPrinter: string | null;
  labelPrinter: string | null;
  smallLabelPrinter: string | null;
  scaleConnection: string | null;
  scaleSerialComPort: string | null;
  scaleUSBVID: string | null;
  scaleUSBPID: string | null;
  scaleIPAddress: string | null;
  autoPrintErrorLabel: boolean;
}
