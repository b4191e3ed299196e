/**
 * Add Project (shell §2 Routes: kanban/project/add-new, the side menu's dialog-type link; checked as the project
 * grid, shell §6): a project's name, sort order and enabled flag, created by POST KanbanBoard/Project. Saving or
 * cancelling goes to the project grid.
 */
import { useState } from 'react';
import { Button, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { A1 } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { ModalFrame } from './parts';

export function AddProjectPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.projects.project.${key}`);
  const a1 = useA1();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [sortOrder, setSortOrder] = useState('0');
  const [isEnabled, setEnabled] = useState(true);
  const [busy, setBusy] = useState(false);
  const leave = () => navigate('/kanban/project/grid-view', { replace: true });

  const save = async () => {
    setBusy(true);
    try {
      await a1.call(A1.kanbanProjectCreate, {
        body: { projectName: name.trim(), sortOrder: Math.max(0, Math.trunc(Number(sortOrder) || 0)), isEnabled },
      });
      leave();
    } catch {
      // The wrapper said why; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalFrame
      titleId="a1-add-project-title"
      title={t('addTitle')}
      size="md"
      onClose={leave}
      actions={
        <>
          <Button onClick={leave}>{translate('a1.projects.common.cancel')}</Button>
          <Button variant="contained" disabled={busy || !name.trim()} onClick={() => void save()}>
            {translate('a1.projects.common.save')}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={t('name')}
          required
          fullWidth
          autoFocus
          value={name}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label={t('sortOrder')}
          type="number"
          fullWidth
          value={sortOrder}
          onChange={(e) => setSortOrder(e.target.value)}
        />
        <FormControlLabel
          control={<Switch checked={isEnabled} onChange={(e) => setEnabled(e.target.checked)} />}
          label={t('isEnabled')}
        />
      </Stack>
    </ModalFrame>
  );
}
