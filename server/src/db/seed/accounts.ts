/**
 * The demo accounts listed in the README. Every other seeded user shares DEMO_PASSWORD too,
 * so any of them can be tried from the login screen.
 */
export const DEMO_PASSWORD = 'Demo#2026';

export interface DemoAccount {
  email: string;
  fullName: string;
  department: string;
  subsidiary: 'USA' | 'France';
  roles: string[];
  isInternal: boolean;
  isInternalSecure?: boolean;
  isAdmin?: boolean;
  changePassword?: boolean;
  changeUsername?: boolean;
  defaultMainModule: string;
  description: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@a1demo.com',
    fullName: 'Alex Morgan',
    department: 'IT',
    subsidiary: 'USA',
    roles: ['Administrator'],
    isInternal: true,
    isInternalSecure: true,
    isAdmin: true,
    defaultMainModule: 'Operations',
    description: 'Administrator, internal, every module',
  },
  {
    email: 'ops.manager@a1demo.com',
    fullName: 'Jordan Lee',
    department: 'Operations',
    subsidiary: 'USA',
    roles: ['Operations'],
    isInternal: true,
    defaultMainModule: 'Operations',
    description: 'Operations, internal (USA)',
  },
  {
    email: 'it.developer@a1demo.com',
    fullName: 'Sam Patel',
    department: 'IT',
    subsidiary: 'USA',
    roles: ['IT Developer'],
    isInternal: true,
    defaultMainModule: 'Ticketing',
    description: 'IT developer, default module Ticketing',
  },
  {
    email: 'sales.rep@a1demo.com',
    fullName: 'Taylor Brooks',
    department: 'Sales',
    subsidiary: 'USA',
    roles: ['Sales'],
    isInternal: true,
    defaultMainModule: 'Sales',
    description: 'Sales user (Quote Request)',
  },
  {
    email: 'finance.admin@a1demo.com',
    fullName: 'Morgan Diaz',
    department: 'Finance',
    subsidiary: 'USA',
    roles: ['Finance Admin'],
    isInternal: true,
    defaultMainModule: 'Finance',
    description: 'Finance admin (Finance Closed On)',
  },
  {
    email: 'crf.approver@a1demo.com',
    fullName: 'Casey Nguyen',
    department: 'IT',
    subsidiary: 'USA',
    roles: ['CRF Senior Manager Approval', 'Business Analyst'],
    isInternal: true,
    defaultMainModule: 'Kanban',
    description: 'CRF Senior Manager Approval',
  },
  {
    email: 'global.ops@a1demo.com',
    fullName: 'Camille Laurent',
    department: 'Operations',
    subsidiary: 'France',
    roles: ['Operations'],
    isInternal: true,
    defaultMainModule: 'Operations',
    description: 'Global (non-USA) internal user',
  },
  {
    email: 'customer@partnerpost.example',
    fullName: 'Riley External',
    department: 'Customer Service',
    subsidiary: 'USA',
    roles: ['External Customer'],
    isInternal: false,
    defaultMainModule: 'Search',
    description: 'External user with few permissions',
  },
  {
    email: 'new.hire@a1demo.com',
    fullName: 'Jamie Rivera',
    department: 'Customer Service',
    subsidiary: 'USA',
    roles: ['Customer Service'],
    isInternal: true,
    isInternalSecure: true,
    changePassword: true,
    defaultMainModule: 'Operations',
    description: 'Must change password at first sign-in',
  },
];
