/** The top-level sections the guarded layout loads (shell §2 Routes). */
export const GUARDED_SECTIONS: readonly string[] = [
  'home', 'operations', 'kanban', 'information-technology', 'customer', 'shipment', 'shipment2', 'search', 'aimban',
  'testing', 'security', 'report', 'tracking', 'volume', 'finance', 'prr', 'wholesale', 'compliance', 'lettershop',
  'partners', 'rate-sheet', 'reporting', 'quote', 'supplier', 'operation', 'ticketing', 'product', 'invoice', 'routing',
  'margin', 'research', 'fulfillment', 'globe-billing', 'a1-slice-and-dice', 'transportation', 'central-admin',
];

/** True when the path lies inside one of those sections (its guard runs before any page of the section). */
export function inGuardedSection(pathname: string): boolean {
  const first = pathname.replace(/^\/+/, '').split('/')[0]?.toLowerCase() ?? '';
  return GUARDED_SECTIONS.includes(first);
}
