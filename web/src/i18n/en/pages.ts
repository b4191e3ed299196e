/** Section roots and the screens of the guarded layout that are not built yet (shell §2 Routes). */
import type { GuardedSection } from '@a1/shared';

const sections: Record<GuardedSection, string> = {
  home: 'Home', operations: 'Operations', kanban: 'Kanban', 'information-technology': 'Information Technology',
  customer: 'Customer', shipment: 'Shipment', shipment2: 'Shipment 2', search: 'Search', aimban: 'Aimban',
  testing: 'Testing', security: 'Security', report: 'Report', tracking: 'Tracking', volume: 'Volume', finance: 'Finance',
  prr: 'PRR', wholesale: 'Wholesale', compliance: 'Compliance', lettershop: 'Lettershop', partners: 'Partners',
  'rate-sheet': 'Rate Sheet', reporting: 'Reporting', quote: 'Quote', supplier: 'Supplier', operation: 'Operation',
  ticketing: 'Ticketing', product: 'Product', invoice: 'Invoice', routing: 'Routing', margin: 'Margin',
  research: 'Research', fulfillment: 'Fulfillment', 'globe-billing': 'Globe Billing',
  'a1-slice-and-dice': 'A1 Slice and Dice', transportation: 'Transportation', 'central-admin': 'Central Admin',
};

export const pages = {
  sections,
  notAvailable: 'This screen is not available yet.',
  sectionPages: 'Screens of this section',
  sectionEmpty: 'No screen of this section is available to you yet.',
  routings: 'Routings',
  quoteRequest: 'Quote Request',
  serviceBundle: 'Service Bundle',
  newService: 'New Service',
};
