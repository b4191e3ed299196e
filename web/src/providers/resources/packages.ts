/**
 * The packages resource (spec 3 §7 "Package search", issue 25): a list is a search, one of the views of the same
 * result whose rows are packages (filter.view: Package/Overview by default, PackageDetails or MissingTaxID), with
 * filter { searchCriteria, searchTerm }; one term goes as the spec's GET, a paste of several as its POST twin. The
 * answer's notFound, truncated, terms and partial travel in meta. One package is Package/Data. A record's id is its
 * packageId.
 */
import { A1, isBulkSearch, type PackageSearchQuery } from '@a1/shared';
import { a1Call } from '../a1Client';
import { callOptions, type ResourceCalls } from './types';

/** The views of a search whose rows are packages (the item details view's rows are items: not this resource). */
export type PackageListView = 'overview' | 'packageDetails' | 'missingTaxId';
export interface PackageListFilter extends Partial<PackageSearchQuery> {
  view?: PackageListView;
}

const ENTRIES = {
  overview: [A1.packageOverview, A1.packageOverviewPost],
  packageDetails: [A1.packageDetails, A1.packageDetailsPost],
  missingTaxId: [A1.packageMissingTaxId, A1.packageMissingTaxIdPost],
} as const;

const withId = <R extends { packageId: number }>(row: R) => ({ ...row, id: row.packageId });

export const packages: ResourceCalls = {
  async getList(params) {
    const { searchCriteria, searchTerm, view = 'overview' } = (params.filter ?? {}) as PackageListFilter;
    // No search yet: nothing found, and nothing asked.
    if (!searchCriteria || !searchTerm?.trim())
      return { data: [], total: 0, meta: { notFound: [], truncated: false, terms: 0, partial: false } };
    const search = { searchCriteria, searchTerm };
    const [get, post] = ENTRIES[view];
    const answer = isBulkSearch(searchTerm)
      ? await a1Call(post, { body: search }, callOptions(params))
      : await a1Call(get, { query: search }, callOptions(params));
    const { rows, ...meta } = answer;
    const data = (rows as Array<{ packageId: number }>).map(withId);
    return { data, total: data.length, meta };
  },
  async getOne(params) {
    const data = await a1Call(A1.packageData, { query: { packageId: Number(params.id) } }, callOptions(params));
    return { data: withId(data) };
  },
};
