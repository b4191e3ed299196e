/**
 * Package search (search/package-search, shell §2; spec 3 §7 "Package search"; issue 25 point 4): a criterion and a
 * term (one number, a part of one, a name, or a paste of up to 1,000 numbers), the result in the shared grid as one
 * of four views of the same search (overview, package details, item details, missing tax id; Excel export), the
 * numbers that were not found, and the commercial invoice of the packages ticked. The packages views read the
 * packages resource (useGetList); the item details view its own query. The search and the view are kept for the
 * session, so coming back from a package shows the same result.
 */
import { useCallback, useMemo, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Title, useGetList, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PACKAGE_LIMITS, type PackageSearchQuery } from '@a1/shared';
import { DataGrid, type GridSelection } from '../../grid';
import type { PackageListFilter } from '../../providers/resources/packages';
import { itemRows, packageRows, SEARCH_VIEWS, useSearchColumns, type PackageRow, type SearchView } from './columns';
import { useItemDetails } from './queries';
import { useCommercialInvoice } from './mutations';
import { SearchForm } from './SearchForm';

const STORE = 'a1.packageSearch';
interface Stored {
  search: PackageSearchQuery | null;
  view: SearchView;
}

function stored(): Stored {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORE) ?? 'null') as Stored | null;
    if (value && SEARCH_VIEWS.includes(value.view)) return value;
  } catch {
    // A value that does not parse: start afresh.
  }
  return { search: null, view: 'overview' };
}

interface SearchMeta {
  notFound: string[];
  truncated: boolean;
  terms: number;
}

export function PackageSearchPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [{ search, view }, setState] = useState<Stored>(stored);
  const [selected, setSelected] = useState<Set<string | number>>(() => new Set());
  const keep = (next: Stored) => {
    sessionStorage.setItem(STORE, JSON.stringify(next));
    setState(next);
  };

  const itemView = view === 'itemDetails';
  const filter = useMemo<PackageListFilter>(
    () => (search ? { ...search, view: itemView ? 'overview' : view } : {}),
    [search, view, itemView],
  );
  const list = useGetList<PackageRow>(
    'packages',
    { filter, pagination: { page: 1, perPage: PACKAGE_LIMITS.resultRows } },
    { enabled: !!search && !itemView },
  );
  const items = useItemDetails(search, itemView);

  const rows = useMemo(
    () => (itemView ? itemRows(items.data?.rows ?? []) : packageRows(list.data ?? [])),
    [itemView, items.data, list.data],
  );
  const meta: SearchMeta | undefined = itemView ? items.data : (list.meta as SearchMeta | undefined);
  const loading = itemView ? items.isFetching : list.isFetching;
  const failed = itemView ? items.isError : list.isError;

  const open = useCallback((packageId: number) => navigate(`/search/package-search/${packageId}`), [navigate]);
  const columns = useSearchColumns(view, open);
  const selection = useMemo<GridSelection<PackageRow> | undefined>(
    () =>
      itemView
        ? undefined
        : {
            selected,
            rowKey: (row) => row.packageId,
            rowLabel: (row) => translate('a1.packages.results.selectRow', { number: row.trackingNumber }),
            onChange: setSelected,
          },
    [itemView, selected, translate],
  );

  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('a1.packages.title')} />
      <Stack spacing={2}>
        <Typography component="h1" variant="h5">
          {translate('a1.packages.title')}
        </Typography>
        <SearchForm
          search={search}
          onSearch={(next) => {
            setSelected(new Set());
            keep({ search: next, view });
          }}
        />
        {!search ? (
          <Typography color="text.secondary">{translate('a1.packages.results.start')}</Typography>
        ) : (
          <>
            <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={view}
                aria-label={translate('a1.packages.views.label')}
                onChange={(_, next: SearchView | null) => next && keep({ search, view: next })}
              >
                {SEARCH_VIEWS.map((v) => (
                  <ToggleButton key={v} value={v}>
                    {translate(`a1.packages.views.${v}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              <Typography role="status" data-testid="package-result-count">
                {loading
                  ? translate('a1.packages.results.searching')
                  : meta
                    ? translate(itemView ? 'a1.packages.results.items' : 'a1.packages.results.found', {
                        smart_count: rows.length,
                      })
                    : ''}
              </Typography>
              {!itemView && <InvoiceButton selected={selected} rows={rows as PackageRow[]} />}
            </Stack>
            {!loading && meta && <SearchOutcome search={search} meta={meta} found={rows.length} view={view} />}
            {!failed && (
              <DataGrid<PackageRow>
                key={view}
                gridId={`search-package-search-${view}`}
                title={translate(`a1.packages.views.${view}`)}
                columns={columns}
                rows={rows as PackageRow[]}
                loading={loading}
                excelFileName={`packages-${view}`}
                onRefresh={() => void (itemView ? items.refetch() : list.refetch())}
                onRowClick={(row) => open(Number(row.packageId))}
                selection={selection}
              />
            )}
          </>
        )}
      </Stack>
    </Box>
  );
}

/** What the search answered besides its rows: the numbers not found, nothing found at all, or a cut result. */
function SearchOutcome({
  search,
  meta,
  found,
  view,
}: {
  search: PackageSearchQuery;
  meta: SearchMeta;
  found: number;
  view: SearchView;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { notFound, terms, truncated } = meta;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(notFound.join('\n'));
      notify(translate('a1.packages.results.copied'), { type: 'info' });
    } catch {
      // No clipboard (an insecure page): the list stays on screen to select by hand.
    }
  };
  return (
    <>
      {terms > 1 && notFound.length > 0 && (
        <Alert
          severity="warning"
          data-testid="package-not-found"
          action={
            <Button color="inherit" size="small" onClick={() => void copy()}>
              {translate('a1.packages.results.copyNotFound')}
            </Button>
          }
        >
          <AlertTitle>
            {translate('a1.packages.results.notFound', { smart_count: notFound.length, total: terms })}
          </AlertTitle>
          <Box
            component="ul"
            sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1.5, fontFamily: 'monospace' }}
          >
            {notFound.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </Box>
        </Alert>
      )}
      {found === 0 && terms === 1 && (
        <Alert severity="info" data-testid="package-no-match">
          <AlertTitle>
            {translate('a1.packages.results.noMatch', {
              term: search.searchTerm,
              criterion: translate(`a1.packages.criteria.${search.searchCriteria}`).toLowerCase(),
            })}
          </AlertTitle>
          {view === 'overview'
            ? translate('a1.packages.results.noMatchHint', { min: PACKAGE_LIMITS.partialMinLength })
            : translate('a1.packages.results.noMatchView')}
        </Alert>
      )}
      {truncated && (
        <Alert severity="warning">
          {translate('a1.packages.results.truncated', { max: PACKAGE_LIMITS.resultRows })}
        </Alert>
      )}
    </>
  );
}

/** One commercial invoice of the packages ticked in the grid. */
function InvoiceButton({ selected, rows }: { selected: ReadonlySet<string | number>; rows: PackageRow[] }) {
  const translate = useTranslate();
  const invoice = useCommercialInvoice();
  const ids = rows.filter((r) => selected.has(r.packageId)).map((r) => r.packageId);
  const tooMany = ids.length > PACKAGE_LIMITS.invoicePackages;
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Button
        variant="outlined"
        disabled={ids.length === 0 || tooMany || invoice.isPending}
        onClick={() =>
          invoice.mutate({
            packageIds: ids,
            name: ids.length === 1 ? rows.find((r) => r.packageId === ids[0])!.trackingNumber : `${ids.length}`,
          })
        }
      >
        {translate('a1.packages.results.invoice', { smart_count: ids.length })}
      </Button>
      <Typography variant="body2" color={tooMany ? 'error' : 'text.secondary'}>
        {tooMany
          ? translate('a1.packages.results.tooManyForInvoice', {
              max: PACKAGE_LIMITS.invoicePackages,
              count: ids.length,
            })
          : ids.length === 0
            ? translate('a1.packages.results.invoiceHelp', { max: PACKAGE_LIMITS.invoicePackages })
            : ''}
      </Typography>
    </Stack>
  );
}
