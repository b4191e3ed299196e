/** Browser storage keys of shell §3. */
export const SESSION_KEYS = {
  accessToken: 'access_token',
  module: 'module',
  locationName: 'locationName',
  appUserId: 'AppUserID',
  /** The header set and further session values live under one key as JSON. */
  session: 'a1.session',
  sideMenuPermissions: 'a1.sideMenuPermissions',
  sideMenuError: 'a1.sideMenuError',
  sidebarCollapsed: 'a1.sidebarCollapsed',
  /** The internal flag is kept under a name marked internal (shell §6). */
  isInternal: 'a1.internal.isInternalUser',
  /** 'true' sends the ticketing-service calls to the internal host (rules/ticketing/service-base.ts). */
  ticketingInternalHost: 'a1.internal.ticketingHost',
} as const;

export const LOCAL_KEYS = {
  locale: 'a1.locale',
  /** The global grid font size is kept per app user id (spec 2 §9 "stored per user"), like grid settings. */
  gridFontSize: (appUserId: string | number) => `a1.gridFontSize.${appUserId}`,
  simpleView: 'a1.simpleView',
  gridSettings: (gridId: string, appUserId: string | number) => `a1.grid.${gridId}.${appUserId}`,
  /** Set by the browser tests only: exposes the generic dialogs on window before any screen uses them. */
  testHooks: 'a1.testHooks',
} as const;
