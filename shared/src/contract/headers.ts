/**
 * The custom headers every A1 call carries beside Basic authorization (shell §7).
 * The spec names what they carry, not their spelling; these names are ours. Values are
 * percent-encoded by the client because a location name may hold non-ASCII letters.
 */
export const A1_HEADERS = {
  locationId: 'x-a1-location-id',
  locationName: 'x-a1-location-name',
  apiKey: 'x-a1-api-key',
  appUserName: 'x-a1-app-user-name',
  workStation: 'x-a1-workstation',
  appUserId: 'x-a1-app-user-id',
} as const;

export type A1HeaderName = keyof typeof A1_HEADERS;
