/**
 * What each resource folder's index exports (design §1, as react-admin's demo): its list, edit and create screens
 * and the spec's address they are at (none for a resource whose records show only inside another's screens), its
 * icon and how one of its records reads in a title or a reference. App.tsx registers it on <Resource name="…" /> and
 * mounts its screens at the address (resourceRoute.tsx).
 */
import type { ResourceProps } from 'react-admin';

export type ResourceDefinition = Pick<ResourceProps, 'list' | 'edit' | 'create' | 'icon' | 'recordRepresentation'> & {
  /** The spec's address of the list (the edit and create screens below it, as react-admin places them). */
  path?: string;
};

export const resource = (
  icon: ResourceProps['icon'],
  recordRepresentation: (record: Record<string, unknown>) => string,
  screens: Pick<ResourceDefinition, 'list' | 'edit' | 'create' | 'path'> = {},
): ResourceDefinition => ({ ...screens, icon, recordRepresentation });
