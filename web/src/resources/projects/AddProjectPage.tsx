/**
 * Add Project (shell §2 Routes: kanban/project/add-new, the side menu's dialog-type link; checked as the project
 * grid, shell §6): a project's name, sort order and enabled flag, created by POST KanbanBoard/Project from a
 * react-admin Form. Saving or cancelling goes to the project grid; a refused save keeps the dialog open.
 */
import { Button, Stack } from '@mui/material';
import { BooleanInput, TextInput, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { A1 } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { DialogForm } from '../../forms/DialogForm';
import { SubmitButton } from '../../forms/inputs';
import { required } from '../../forms/validators';

interface NewProject {
  projectName: string;
  sortOrder: string;
  isEnabled: boolean;
}

export function AddProjectPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.projects.project.${key}`);
  const a1 = useA1();
  const navigate = useNavigate();
  const leave = () => navigate('/kanban/project/grid-view', { replace: true });

  const save = async ({ projectName, sortOrder, isEnabled }: NewProject) => {
    try {
      await a1.call(A1.kanbanProjectCreate, {
        body: {
          projectName: projectName.trim(),
          sortOrder: Math.max(0, Math.trunc(Number(sortOrder) || 0)),
          isEnabled,
        },
      });
      leave();
    } catch {
      // The wrapper said why; the dialog stays open.
    }
  };

  return (
    <DialogForm<NewProject>
      titleId="a1-add-project-title"
      title={t('addTitle')}
      onClose={leave}
      record={{ projectName: '', sortOrder: '0', isEnabled: true }}
      onSubmit={save}
      maxWidth="md"
      dividers
      actions={
        <>
          <Button onClick={leave}>{translate('a1.projects.common.cancel')}</Button>
          <SubmitButton label={translate('a1.projects.common.save')} disableInvalid />
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextInput
          source="projectName"
          label={t('name')}
          validate={required}
          helperText={false}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextInput source="sortOrder" type="number" label={t('sortOrder')} helperText={false} />
        <BooleanInput source="isEnabled" label={t('isEnabled')} helperText={false} />
      </Stack>
    </DialogForm>
  );
}
