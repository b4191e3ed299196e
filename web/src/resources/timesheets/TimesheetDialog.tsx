/**
 * Add or Edit Timesheet (spec 2 §2 Modals, §5): date, hours (numeric) and category are required (the shared
 * timesheetMissingFields rule), notes optional; Post (new) or Save stays disabled while the entry is invalid or the
 * owner is read-only; Delete (an existing entry, not in read-only mode) asks 'Are you sure?' first. A react-admin
 * Form whose save creates or updates through the timesheets resource: every list of the owner's entries refreshes.
 */
import { useState } from 'react';
import { Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, TextInput, useCreate, useDelete, useTranslate, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { WorkTimesheet } from '@a1/shared';
import { timesheetMissingFields, type TimesheetDraft } from '@a1/shared/rules/projecttracking/index';
import { ConfirmDialog } from '../projects/ConfirmDialog';
import { dayOf, today } from '../projects/dates';
import { FieldCell, FieldGrid } from '../../forms/FieldGrid';
import { DayInput } from '../../forms/DayInput';
import { requiredBy } from '../../forms/validators';
import { ModalDialog } from '../../forms/ModalDialog';
import { SubmitButton } from '../../forms/inputs';
import { SingleSelectInput } from '../../forms/SelectInputs';

const TITLE_ID = 'a1-timesheet-title';

/** The entry's owner as the resource takes it. */
export type TimesheetOwner = { featureId: number } | { initiativeId: number };

/** Required while the shared rule names `field` missing in the entry being typed. */
const missing = (field: keyof TimesheetDraft) =>
  requiredBy(
    (values) => timesheetMissingFields({ date: values.date, hours: values.hours, categoryId: values.description }),
    field,
  );
const validDate = missing('date');
const validHours = missing('hours');
const validCategory = missing('categoryId');

export function TimesheetDialog({
  entry,
  owner,
  categories,
  readOnly,
  onChanged,
  onClose,
}: {
  /** The entry; null for a new one. */
  entry: WorkTimesheet | null;
  owner: TimesheetOwner;
  categories: { value: number; label: string }[];
  readOnly: boolean;
  /** After a save or a delete (the owner's counts change). */
  onChanged?: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.projects.timesheet.${key}`);
  const [create] = useCreate();
  const [update] = useUpdate();
  const [remove, { isPending: deleting }] = useDelete();
  const [confirming, setConfirming] = useState(false);
  const record = {
    ...owner,
    date: entry ? dayOf(entry.date) : today(),
    hours: entry ? String(entry.hours) : '',
    description: entry?.description ?? null,
    notes: entry?.notes ?? '',
  };
  const done = () => {
    onChanged?.();
    onClose();
  };

  const save = async (values: FieldValues) => {
    const data = {
      ...owner,
      date: String(values.date),
      hours: Number(values.hours),
      description: Number(values.description),
      notes: values.notes ? String(values.notes) : null,
    };
    try {
      if (entry)
        await update(
          'timesheets',
          { id: entry.id, data, previousData: entry },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      else await create('timesheets', { data }, { returnPromise: true });
      done();
    } catch {
      // The error dialog has said why; the entry stays as typed.
    }
  };

  const deleteEntry = async () => {
    if (!entry) return;
    const parentId = 'featureId' in owner ? owner.featureId : owner.initiativeId;
    const timesheetType = 'featureId' in owner ? 'Feature' : 'Initiative';
    try {
      await remove(
        'timesheets',
        { id: entry.id, previousData: { ...entry, parentId, timesheetType } },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      done();
    } catch {
      // The error dialog has said why.
    }
  };

  return (
    <ModalDialog titleId={TITLE_ID} size="xl" onClose={onClose}>
      <Form record={record} onSubmit={save} mode="onChange" noValidate disableInvalidFormNotification>
        <DialogTitle id={TITLE_ID}>{entry ? t('editTitle') : t('addTitle')}</DialogTitle>
        <DialogContent dividers>
          <FieldGrid padded>
            <FieldCell md={4}>
              <DayInput source="date" label={t('date')} validate={validDate} disabled={readOnly} />
            </FieldCell>
            <FieldCell md={4}>
              <TextInput
                source="hours"
                type="number"
                label={t('hours')}
                validate={validHours}
                disabled={readOnly}
                helperText={false}
                slotProps={{ htmlInput: { min: 0, max: 24, step: 0.25 } }}
              />
            </FieldCell>
            <FieldCell md={4}>
              <SingleSelectInput
                source="description"
                label={t('category')}
                choices={categories.map((c) => ({ id: c.value, name: c.label }))}
                validate={validCategory}
                disabled={readOnly}
              />
            </FieldCell>
            <FieldCell>
              <TextInput
                source="notes"
                label={t('notes')}
                multiline
                minRows={2}
                disabled={readOnly}
                helperText={false}
              />
            </FieldCell>
          </FieldGrid>
        </DialogContent>
        <DialogActions>
          {entry && (
            <Button color="error" disabled={readOnly || deleting} onClick={() => setConfirming(true)}>
              {translate('a1.projects.common.delete')}
            </Button>
          )}
          <Button onClick={onClose}>{translate('a1.projects.common.cancel')}</Button>
          <SubmitButton
            label={entry ? translate('a1.projects.common.save') : translate('a1.projects.common.post')}
            busy={readOnly || deleting}
            disableInvalid
          />
        </DialogActions>
      </Form>
      {confirming && (
        <ConfirmDialog
          onNo={() => setConfirming(false)}
          onYes={() => {
            setConfirming(false);
            void deleteEntry();
          }}
        />
      )}
    </ModalDialog>
  );
}
