/**
 * The filter row of the board and the grid (issue 27 point 3): the search (Enter applies), the Filters dialog, the
 * saved filters (mine and the shared ones: choosing one puts its `filterId` in the address), saving the current
 * filter for me or for everyone, deleting my own, and copying the address that opens the same filter.
 */
import { useState } from 'react';
import { Badge, Button, MenuItem, Stack, TextField } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import LinkIcon from '@mui/icons-material/Link';
import { useDelete, useGetList, useNotify, useTranslate } from 'react-admin';
import { getSession } from '../../session/session';
import { PROBLEM_LIMITS, type FilterCriteria, type SavedFilter } from '@a1/shared';
import { criteriaCount } from './filters';
import { FilterDialog } from './FilterDialog';
import { SaveFilterDialog } from './SaveFilterDialog';

interface Props {
  criteria: FilterCriteria | null;
  filterId: number | undefined;
  savedFilter: SavedFilter | undefined;
  setCriteria(criteria: FilterCriteria): void;
  applySaved(filter: SavedFilter): void;
}

type Row = SavedFilter & { id: number };

export function FilterBar({ criteria, filterId, savedFilter, setCriteria, applySaved }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, options?: object) => translate(`a1.problems.filters.${key}`, options);
  const saved = useGetList<Row>('problem-filters', { pagination: { page: 1, perPage: 500 } });
  const [remove] = useDelete<Row>();
  const [dialog, setDialog] = useState<'filters' | 'save' | null>(null);
  const current = criteria ?? {};
  const [term, setTerm] = useState(current.searchTerm ?? '');
  const mine = savedFilter && savedFilter.ownerId === getSession()?.appUserID;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify(t('linkCopied'), { type: 'info' });
    } catch {
      notify(t('linkCopyFailed', { address: window.location.href }), { type: 'info' });
    }
  };

  return (
    <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1 }} flexWrap="wrap" useFlexGap>
      <TextField
        size="small"
        fullWidth={false}
        label={t('search')}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') setCriteria({ ...current, searchTerm: term.trim() || undefined });
        }}
        slotProps={{ htmlInput: { maxLength: PROBLEM_LIMITS.searchTerm } }}
        placeholder={t('searchHelp')}
        sx={{ width: 360 }}
      />
      <Badge badgeContent={criteriaCount(current)} color="primary">
        <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setDialog('filters')}>
          {t('open')}
        </Button>
      </Badge>
      <TextField
        select
        size="small"
        fullWidth={false}
        label={t('saved')}
        value={filterId && saved.data?.some((f) => f.filterId === filterId) ? String(filterId) : ''}
        onChange={(e) => {
          const chosen = saved.data?.find((f) => f.filterId === Number(e.target.value));
          if (chosen) {
            setTerm(chosen.criteria.searchTerm ?? '');
            applySaved(chosen);
          }
        }}
        sx={{ minWidth: 220 }}
      >
        {(saved.data ?? []).map((f) => (
          <MenuItem key={f.filterId} value={String(f.filterId)}>
            {f.shared ? t('sharedName', { name: f.name, owner: f.ownerName }) : f.name}
          </MenuItem>
        ))}
      </TextField>
      <Button onClick={() => setDialog('save')}>{t('save')}</Button>
      {mine && savedFilter && (
        <Button
          color="warning"
          onClick={() =>
            remove(
              'problem-filters',
              { id: savedFilter.filterId, previousData: { ...savedFilter, id: savedFilter.filterId } },
              {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                  notify(t('deleted', { name: savedFilter.name }), { type: 'success' });
                  setCriteria(savedFilter.criteria);
                },
              },
            )
          }
        >
          {t('delete')}
        </Button>
      )}
      <Button startIcon={<LinkIcon />} onClick={() => void copyLink()}>
        {t('copyLink')}
      </Button>
      {dialog === 'filters' && (
        <FilterDialog
          criteria={current}
          onClose={() => setDialog(null)}
          onApply={(next) => {
            setCriteria({ ...next, searchTerm: current.searchTerm });
            setDialog(null);
          }}
        />
      )}
      {dialog === 'save' && (
        <SaveFilterDialog criteria={current} onClose={() => setDialog(null)} onSaved={(f) => applySaved(f)} />
      )}
    </Stack>
  );
}
