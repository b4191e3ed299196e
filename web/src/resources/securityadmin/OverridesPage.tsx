/** Manager overrides (security/manager-overrides, spec 3 §6): the override reasons (add, delete) and the log. */
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, IconButton, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Title, useNotify, useTranslate } from 'react-admin';
import { A1, type ManagerOverrideLogEntry, type ManagerOverrideReason } from '@a1/shared';
import type { GridColumn } from '@a1/shared/rules/grid/index';
import { DataGrid } from '../../grid';
import { useA1 } from '../../providers/useA1';
import { AddByName, PanelHeading } from '../admin/PanelParts';
import { usePersonName } from '../../people/staff';

type LogRow = ManagerOverrideLogEntry & Record<string, unknown>;

const REASONS_KEY = ['security', 'overrideReasons'] as const;

export function OverridesPage() {
  const personName = usePersonName();
  const translate = useTranslate();
  const notify = useNotify();
  const a1 = useA1();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const t = (k: string, o?: object) => translate(`a1.security.overrides.${k}`, o);
  // A failed read has shown the error dialog; the list or the log then shows none.
  const { data: reasons = [] } = useQuery({
    queryKey: REASONS_KEY,
    queryFn: ({ signal }) =>
      a1.call(A1.managerOverrideReasonList, {}, { signal }).catch((): ManagerOverrideReason[] => []),
  });
  const log = useQuery({
    queryKey: ['security', 'overrideLog'],
    queryFn: ({ signal }) =>
      a1.call(A1.managerOverrideLogList, {}, { signal }).then(
        (rows) => rows as LogRow[],
        (): LogRow[] => [],
      ),
  });
  const reasonsChanged = () => queryClient.invalidateQueries({ queryKey: REASONS_KEY });
  // A refused add or delete: the error dialog has said why, and the list stays as it was.
  const add = useMutation({
    mutationFn: () => a1.call(A1.managerOverrideReasonAdd, { body: { reason: reason.trim() } }),
    onSuccess: () => {
      setReason('');
      void reasonsChanged();
    },
  });
  const remove = useMutation({
    mutationFn: (r: ManagerOverrideReason) =>
      a1.call(A1.managerOverrideReasonDelete, { query: { overrideId: r.overrideId } }),
    onSuccess: (_, r) => {
      notify(t('deleted', { reason: r.reason }), { type: 'success' });
      void reasonsChanged();
    },
  });
  const columns = useMemo<GridColumn<LogRow>[]>(() => {
    const c = (k: string) => translate(`a1.security.overrides.columns.${k}`);
    return [
      { title: c('user'), value: 'userFullName', type: 'string', canFilter: true },
      { title: c('action'), value: 'overrideAction', type: 'string', canFilter: true },
      { title: c('reason'), value: 'overrideReason', type: 'string', canFilter: true },
      {
        title: c('by'),
        value: 'createdBy',
        type: 'string',
        canFilter: true,
        format: (v) => personName(String(v ?? '')),
      },
      { title: c('on'), value: 'createdOn', type: 'dateTime', exportType: 'dateTime' },
    ];
  }, [translate, personName]);

  return (
    <Box sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper sx={{ p: 2, width: { md: 360 } }}>
          <PanelHeading>{t('reasons')}</PanelHeading>
          <AddByName
            label={t('newReason')}
            value={reason}
            onChange={setReason}
            addLabel={t('add')}
            onAdd={() => add.mutate()}
            sx={{ my: 1 }}
          />
          <List dense aria-label={t('reasons')}>
            {reasons.map((r) => (
              <ListItem
                key={r.overrideId}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('delete', { reason: r.reason })}
                    onClick={() => remove.mutate(r)}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={r.reason} />
              </ListItem>
            ))}
          </List>
        </Paper>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <PanelHeading>{t('log')}</PanelHeading>
          <DataGrid<LogRow>
            gridId="security-override-log"
            title={t('log')}
            columns={columns}
            rows={log.data ?? []}
            loading={log.isPending}
            onRefresh={() => void log.refetch()}
          />
        </Box>
      </Stack>
    </Box>
  );
}
