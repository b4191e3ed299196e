/**
 * Roles (security/roles, spec 3 §6): the roles, a new role by name, and the chosen role's menu modules as a tree
 * of main modules and their side-menu items, each checked when the role grants it. Roles are the roles resource
 * (useGetList, useCreate: a new role shows at once); the tree is a react-query read, replaced by what the assign
 * call answers.
 */
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Title, useCreate, useGetList, useNotify, useTranslate } from 'react-admin';
import { A1, type Role, type RoleModule } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { useDbName } from '../../providers/i18nProvider';
import { AuditHistory, auditHistoryKey } from './AuditHistory';

/** Every role at once. */
const ALL = 1000;

export function RolesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dbName = useDbName();
  const a1 = useA1();
  const queryClient = useQueryClient();
  const { data: roles } = useGetList<Role & { id: number }>('roles', { pagination: { page: 1, perPage: ALL } });
  const [createRole, { isPending: creating }] = useCreate<Role & { id: number }>();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Role | null>(null);
  // What the role grants as the user ticks it: set from the tree each time the tree is read.
  const [granted, setGranted] = useState<Set<number>>(new Set());
  const t = (k: string, o?: object) => translate(`a1.security.roles.${k}`, o);

  const modulesKey = ['security', 'roleModules', chosen?.roleId] as const;
  const { data: tree = null } = useQuery({
    queryKey: modulesKey,
    enabled: !!chosen,
    // A failed read has shown the error dialog; the tree is then empty.
    queryFn: ({ signal }) =>
      a1.call(A1.roleModules, { query: { roleId: chosen!.roleId } }, { signal }).catch((): RoleModule[] => []),
  });
  useEffect(() => {
    if (tree) setGranted(new Set(tree.flatMap((m) => m.items.filter((i) => i.assigned).map((i) => i.menuItemId))));
  }, [tree]);

  const create = () =>
    createRole(
      'roles',
      { data: { roleName: name.trim() } },
      {
        onSuccess: (role) => {
          notify(t('created', { name: role.roleName }), { type: 'success' });
          setName('');
          setChosen(role);
        },
        // The error dialog has said why.
        onError: () => undefined,
      },
    );
  const save = useMutation({
    mutationFn: (role: Role) =>
      a1.call(A1.roleModulesAssign, { query: { roleId: role.roleId }, body: { menuItemIds: [...granted] } }),
    onSuccess: (modules, role) => {
      queryClient.setQueryData(['security', 'roleModules', role.roleId], modules);
      // The role's history has a new row.
      void queryClient.invalidateQueries({ queryKey: auditHistoryKey('Role', role.roleId) });
      notify(t('modulesSaved', { name: role.roleName }), { type: 'success' });
    },
  });
  const toggle = (ids: number[], on: boolean) =>
    setGranted((set) => {
      const next = new Set(set);
      ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
      return next;
    });

  return (
    <Box sx={{ p: 2 }}>
      <Title title={t('title')} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper sx={{ p: 2, width: { md: 320 } }}>
          <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
            <TextField
              size="small"
              label={t('newRole')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && name.trim() && !creating) create();
              }}
            />
            <Button variant="contained" disabled={!name.trim() || creating} onClick={create}>
              {t('create')}
            </Button>
          </Stack>
          <List dense aria-label={t('title')}>
            {(roles ?? []).map((r) => (
              <ListItem key={r.roleId} disablePadding>
                <ListItemButton selected={chosen?.roleId === r.roleId} onClick={() => setChosen(r)}>
                  <ListItemText primary={r.roleName} secondary={t('users', { smart_count: r.userCount })} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
        <Paper sx={{ p: 2, flex: 1 }}>
          {!chosen ? (
            <Typography>{t('pick')}</Typography>
          ) : (
            <>
              <Typography component="h2" variant="h6">
                {t('modulesOf', { name: chosen.roleName })}
              </Typography>
              {!tree ? (
                <Typography>{t('loading')}</Typography>
              ) : (
                <Box role="group" aria-label={t('modulesOf', { name: chosen.roleName })}>
                  {tree.map((m) => {
                    const ids = m.items.map((i) => i.menuItemId);
                    const count = ids.filter((id) => granted.has(id)).length;
                    return (
                      <Box key={m.moduleId}>
                        <FormControlLabel
                          control={
                            <Checkbox
                              checked={count > 0 && count === ids.length}
                              indeterminate={count > 0 && count < ids.length}
                              onChange={(e) => toggle(ids, e.target.checked)}
                            />
                          }
                          label={dbName(m.moduleName)}
                        />
                        <Box
                          role="group"
                          aria-label={dbName(m.moduleName)}
                          sx={{ pl: 4, display: 'flex', flexDirection: 'column' }}
                        >
                          {m.items.map((i) => (
                            <FormControlLabel
                              key={i.menuItemId}
                              sx={{ pl: i.parentId ? 3 : 0 }}
                              control={
                                <Checkbox
                                  size="small"
                                  checked={granted.has(i.menuItemId)}
                                  onChange={(e) => toggle([i.menuItemId], e.target.checked)}
                                />
                              }
                              label={`${dbName(i.name)} (${i.routeLink})`}
                            />
                          ))}
                        </Box>
                      </Box>
                    );
                  })}
                </Box>
              )}
              <Button
                sx={{ mt: 2 }}
                variant="contained"
                disabled={!tree || save.isPending}
                onClick={() => save.mutate(chosen)}
              >
                {t('saveModules')}
              </Button>
              <AuditHistory keyId={chosen.roleId} historyType="Role" />
            </>
          )}
        </Paper>
      </Stack>
    </Box>
  );
}
