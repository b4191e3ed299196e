/** The reference lists behind the shared lookups of spec 3 §7 (one table, one kind per list). */
export const LOOKUP_KINDS = [
  'service',
  'carrier',
  'country',
  'packageFormatType',
  'product',
  'currency',
  'unit',
  'postageSet',
  'importType',
] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

/** The path segment of each list under Shared/ (spec 3 §7 Shared and general). */
export const LOOKUP_PATHS: Record<LookupKind, string> = {
  service: 'Services',
  carrier: 'Carriers',
  country: 'Countries',
  packageFormatType: 'PackageFormatTypes',
  product: 'Products',
  currency: 'Currencies',
  unit: 'Units',
  postageSet: 'PostageSets',
  importType: 'ImportTypes',
};

export const LOOKUP_MESSAGES = {
  customerNotFound: 'This customer does not exist.',
  userNotFound: 'No user has this user name.',
  badDate: 'jobStartDate is not a real date (yyyy-mm-dd).',
} as const;
