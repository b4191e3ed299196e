/**
 * Users (security/users, spec 3 §6): every user on the shared grid, read through the users resource (a save in the
 * dialog refreshes it); New and Edit open the user dialog.
 */
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Stack, Typography } from '@mui/material';
import { Title, useGetList, useTranslate } from 'react-admin';
import { A1, type AdminUser, type Role } from '@a1/shared';
import type { GridColumn } from '@a1/shared/rules/grid/index';
import { DataGrid } from '../../grid';
import { useA1 } from '../../providers/useA1';
import { UserDialog, type UserOptions } from './UserDialog';

type UserRow = AdminUser & Record<string, unknown> & { roles: string };

/** Every user at once: the grid pages, sorts and filters in the browser. */
const ALL = 10_000;

export function UsersPage() {
  const translate = useTranslate();
  const a1 = useA1();
  const list = useGetList<AdminUser & { id: number }>('users', { pagination: { page: 1, perPage: ALL } });
  const users = list.data;
  // The dialog's choices: lookups, not users, read once the page opens.
  const { data: roles } = useGetList<Role & { id: number }>('roles', { pagination: { page: 1, perPage: ALL } });
  const { data: lookups } = useQuery({
    queryKey: ['security', 'userOptions'],
    queryFn: async (): Promise<Omit<UserOptions, 'roles'>> => {
      const [departments, subsidiaries, locations] = await Promise.all([
        a1.call(A1.departmentList),
        a1.call(A1.lookupSubsidiaries),
        a1.call(A1.lookupLocations),
      ]);
      return { departments, subsidiaries, locations };
    },
  });
  const options: UserOptions | undefined = lookups && roles ? { ...lookups, roles } : undefined;
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);

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
          loading={list.isPending}
          onRefresh={() => void list.refetch()}
          onNew={options ? () => setEditing('new') : undefined}
          excelFileName={translate('a1.security.users.excelFileName')}
        />
      </Stack>
      {editing && options && (
        <UserDialog
          key={editing === 'new' ? 'new' : editing.appUserId}
          user={editing === 'new' ? null : editing}
          options={options}
          onClose={() => setEditing(null)}
          onCreated={setEditing}
        />
      )}
    </Box>
  );
}
