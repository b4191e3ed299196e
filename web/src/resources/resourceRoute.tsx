/**
 * A resource's screens at the spec's address. react-admin mounts a <Resource> at /{name}, but the spec's addresses
 * (security/users, operation/admin/job-dashboard, kanban/project/grid-view, …) are not resource names, and the
 * dataProvider's tables and every query key go by name. So <Admin> registers each resource by name with its icon and
 * record representation only (`registration`), and the same <Resource>, with its screens, is rendered at the spec's
 * address (`resourceRoute`): its list there, with the resource context react-admin gives its screens.
 */
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import type { ResourceDefinition } from './types';

/** What <Admin> registers of a resource: no screens (they are at the spec's address), its icon and representation. */
export const registration = ({ icon, recordRepresentation }: ResourceDefinition) => ({ icon, recordRepresentation });

/** The route of a resource's screens at its spec address (`path`), for App.tsx. */
export function resourceRoute(name: string, { path, list, edit, create }: ResourceDefinition) {
  if (!path) throw new Error(`The resource ${name} has no screens of its own`);
  return (
    <Route key={name} path={`${path}/*`} element={<Resource name={name} list={list} edit={edit} create={create} />} />
  );
}
