/** Users (security/users, spec 3 §6): every user on the shared grid; New and Edit open the user dialog. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { A1, type AdminUser } from '@a1/shared';
import type { GridColumn } from '@a1/shared/rules/grid/index';
import { DataGrid } from '../../grid';
import { useA1 } from '../../providers/useA1';
import { UserDialog, type UserOptions } from './UserDialog';

type UserRow = AdminUser & Record<string, unknown> & { roles: string };

export function UsersPage() {
  const translate = useTranslate();
  const a1 = useA1();
  const [users, setUsers] = useState<AdminUser[] | null>(null);
  const [options, setOptions] = useState<UserOptions | null>(null);
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);

  const load = useCallback(() => {
    setUsers(null);
    a1.call(A1.userAll).then(setUsers, () => setUsers([]));
  }, [a1]);
  useEffect(() => {
    load();
    Promise.all([
      a1.call(A1.departmentList),
      a1.call(A1.lookupSubsidiaries),
      a1.call(A1.lookupLocations),
      a1.call(A1.roleList),
    ]).then(
      ([departments, subsidiaries, locations, roles]) => setOptions({ departments, subsidiaries, locations, roles }),
      () => undefined,
    );
  }, [a1, load]);

  const rows = useMemo<UserRow[]>(
    () => (users ?? []).map((u) => ({ ...u, roles: u.roleNames.join(', ') }) as UserRow),
    [users],
  );
  const columns = useMemo<GridColumn<UserRow>[]>(() => {
    const t = (k: string) => translate(`a1.security.users.columns.${k}`);
    return [
      { title: t('fullName'), value: 'fullName', type: 'string', canFilter: true, stickyColumn: true },
      { title: t('email'), value: 'email', type: 'string', canFilter: true },
      { title: t('department'), value: 'departmentName', type: 'string', canFilter: true },
      { title: t('subsidiary'), value: 'subsidiaryName', type: 'string', canFilter: true },
      { title: t('roles'), value: 'roles', type: 'string', canFilter: true },
      { title: t('internal'), value: 'isInternal', type: 'boolean', canFilter: true, exportType: 'boolean' },
      { title: t('enabled'), value: 'isEnabled', type: 'boolean', canFilter: true, exportType: 'boolean' },
      { title: t('createdOn'), value: 'createdOn', type: 'date', exportType: 'date' },
      {
        title: t('edit'),
        value: 'appUserId',
        type: 'button',
        buttonText: translate('a1.security.users.editButton'),
        onClick: (row) => setEditing(users?.find((u) => u.appUserId === row.appUserId) ?? null),
      },
    ];
  }, [translate, users]);

  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('a1.security.users.title')} />
      <Stack spacing={2}>
        <Typography component="h1" variant="h5">
          {translate('a1.security.users.title')}
        </Typography>
        <DataGrid<UserRow>
          gridId="security-users"
          title={translate('a1.security.users.title')}
          columns={columns}
          rows={rows}
          loading={users === null}
          onRefresh={load}
          onNew={options ? () => setEditing('new') : undefined}
          excelFileName={translate('a1.security.users.excelFileName')}
        />
      </Stack>
      {editing && options && (
        <UserDialog
          user={editing === 'new' ? null : editing}
          options={options}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setUsers((list) => {
              const rest = (list ?? []).filter((u) => u.appUserId !== saved.appUserId);
              return [...rest, saved].sort((a, b) => a.fullName.localeCompare(b.fullName));
            });
            setEditing(saved);
          }}
        />
      )}
    </Box>
  );
}
