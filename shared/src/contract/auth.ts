/** Shapes of the sign-in calls (shell §3 Login result, Location, Menu entry). */
export interface Location {
  locationId: number;
  locationName: string;
  subsidiaryName: string;
  isDefault: boolean;
  division?: string | null;
}

export interface LoginUser {
  userId: number;
  kanbanUserId: number;
  username: string;
  userFullName: string;
  defaultMainModule: string;
  isInternal: boolean;
  isInternalSecure: boolean;
  changeUsername: boolean;
  changePassword: boolean;
  availableLocations: Location[];
}

export interface LoginResult {
  apiUsername: string;
  apiPassword: string;
  apiKey: string;
  /** The session's bearer value kept in session storage as access_token (shell §3). */
  accessToken: string;
  isTestMode: boolean;
  environment: string;
  user: LoginUser;
}

/** Answer of AuthenticateWithSSO: which way this e-mail signs in (shell §4 step 2). */
export const SIGN_IN_KINDS = ['identityProvider', 'directorySuite', 'password'] as const;
export type SignInKind = (typeof SIGN_IN_KINDS)[number];

export interface SignInKindResult {
  signInKind: SignInKind;
  /** OpenID Connect settings the browser needs for the SSO kinds; absent for password. */
  issuer?: string;
  clientId?: string;
}

export interface MenuEntry {
  moduleId?: number;
  moduleName: string;
  moduleIcon: string;
  routeLink: string;
  parentModule: string;
  /** True when the entry opens a dialog rather than a page (shell §2 Sidebar). */
  isDialog?: boolean;
  subMenu: MenuEntry[];
}

export interface MainModule {
  moduleId: number;
  moduleName: string;
  moduleIcon: string;
  routeLink: string;
}
