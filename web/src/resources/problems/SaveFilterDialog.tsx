/**
 * Saves the current filter (issue 27 point 3) on the problem-filters resource: a react-admin Form in an MUI Dialog,
 * its name (required, at most 100 characters) and whether everyone of the area sees it (shared) or I alone.
 */
import { Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { BooleanInput, CreateBase, Form, TextInput, useNotify, useTranslate, type Validator } from 'react-admin';
import { PROBLEM_LIMITS, type FilterCriteria, type SavedFilter } from '@a1/shared';
import { SubmitButton } from '../../forms/inputs';
import { ModalDialog } from '../../forms/ModalDialog';

const validName: Validator = Object.assign(
  (value: unknown) => (String(value ?? '').trim() ? undefined : 'a1.problems.filters.nameRequired'),
  { isRequired: true },
);

interface Props {
  criteria: FilterCriteria;
  onClose(): void;
  onSaved(filter: SavedFilter): void;
}

export function SaveFilterDialog({ criteria, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <ModalDialog titleId="problem-save-filter-title" size="xs" onClose={onClose}>
      <CreateBase
        resource="problem-filters"
        record={{ name: '', shared: false, criteria }}
        redirect={false}
        mutationOptions={{
          onSuccess: (record: unknown) => {
            const saved = record as SavedFilter;
            notify(translate('a1.problems.filters.savedOk', { name: saved.name }), { type: 'success' });
            onSaved(saved);
            onClose();
          },
        }}
      >
        <Form noValidate>
          <DialogTitle id="problem-save-filter-title">{translate('a1.problems.filters.saveTitle')}</DialogTitle>
          <DialogContent>
            <TextInput
              source="name"
              label="a1.problems.filters.name"
              validate={validName}
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { maxLength: PROBLEM_LIMITS.filterName } }}
            />
            <BooleanInput source="shared" label="a1.problems.filters.shared" />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SubmitButton label={translate('a1.problems.filters.saveButton')} />
          </DialogActions>
        </Form>
      </CreateBase>
    </ModalDialog>
  );
}
