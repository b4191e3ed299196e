/**
 * What each resource folder's index exports (design §1, as react-admin's demo): its list, edit and create screens
 * (undefined until the area's issue builds them), its icon and how one of its records reads in a title or a
 * reference. App.tsx spreads it on <Resource name="…" />.
 */
import type { ResourceProps } from 'react-admin';

export type ResourceDefinition = Pick<ResourceProps, 'list' | 'edit' | 'create' | 'icon' | 'recordRepresentation'>;

/** A resource whose screens are not built yet, or only some of them. */
export const resource = (
  icon: ResourceProps['icon'],
  recordRepresentation: (record: Record<string, unknown>) => string,
  screens: Pick<ResourceProps, 'list' | 'edit' | 'create'> = {},
): ResourceDefinition => ({
  list: screens.list,
  edit: screens.edit,
  create: screens.create,
  icon,
  recordRepresentation,
});
