/**
 * Maps react-admin resource calls onto A1 calls (design §2). Resources register their mapping here
 * as they are built; an unmapped resource fails with a clear message instead of a silent empty list.
 */
import type { DataProvider } from 'react-admin';

const notMapped = (resource: string) =>
  Promise.reject(new Error(`No A1 call is mapped for resource "${resource}" yet.`));

export const dataProvider: DataProvider = {
  getList: (resource) => notMapped(resource),
  getOne: (resource) => notMapped(resource),
  getMany: (resource) => notMapped(resource),
  getManyReference: (resource) => notMapped(resource),
  create: (resource) => notMapped(resource),
  update: (resource) => notMapped(resource),
  updateMany: (resource) => notMapped(resource),
  delete: (resource) => notMapped(resource),
  deleteMany: (resource) => notMapped(resource),
};
