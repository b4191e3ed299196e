/**
 * Edit Timesheet (spec 2 §2 Modals, §5): date, hours (numeric) and category are required, notes optional; Post
 * (new) or Save stays disabled while the entry is invalid; Delete (an existing entry, not in read-only mode) asks
 * 'Are you sure?' first.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { isTimesheetSaveDisabled } from '@a1/shared/rules/projecttracking/index';
import { ConfirmDialog, ModalFrame, dayOf, today } from '../projects/parts';
import { ModalActions } from '../projects/ModalActions';
import { DateCell, FieldGrid, SelectCell, TextCell } from '../projects/fields';

export interface TimesheetValues {
  date: string;
  hours: string;
  categoryId: number | null;
  notes: string;
}

export function TimesheetDialog({
  entry,
  categories,
  readOnly,
  onSave,
  onDelete,
  onClose,
}: {
  /** The entry; null for a new one. */
  entry: { date: string; hours: number; description: number; notes: string | null } | null;
  categories: { value: number; label: string }[];
  readOnly: boolean;
  onSave: (values: TimesheetValues) => Promise<boolean>;
  onDelete?: () => Promise<boolean>;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.projects.timesheet.${key}`);
  const [values, setValues] = useState<TimesheetValues>({
    date: entry ? dayOf(entry.date) : today(),
    hours: entry ? String(entry.hours) : '',
    categoryId: entry?.description ?? null,
    notes: entry?.notes ?? '',
  });
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const invalid = isTimesheetSaveDisabled({ date: values.date, hours: values.hours, categoryId: values.categoryId });

  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    try {
      if (await action()) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ModalFrame
        titleId="a1-timesheet-title"
        title={entry ? t('editTitle') : t('addTitle')}
        onClose={onClose}
        actions={
          <ModalActions
            onDelete={entry && onDelete ? () => setConfirming(true) : undefined}
            deleteDisabled={readOnly || busy}
            onCancel={onClose}
            onSave={() => void run(() => onSave(values))}
            saveDisabled={readOnly || invalid || busy}
            saveLabel={entry ? translate('a1.projects.common.save') : translate('a1.projects.common.post')}
          />
        }
      >
        <FieldGrid padded>
          <DateCell
            md={4}
            label={t('date')}
            required
            disabled={readOnly}
            value={values.date}
            onChange={(date) => setValues({ ...values, date })}
          />
          <TextCell
            md={4}
            label={t('hours')}
            type="number"
            required
            disabled={readOnly}
            value={values.hours}
            onChange={(hours) => setValues({ ...values, hours })}
            slotProps={{ htmlInput: { min: 0, max: 24, step: 0.25 } }}
          />
          <SelectCell
            md={4}
            label={t('category')}
            required
            disabled={readOnly}
            value={values.categoryId ?? ''}
            onChange={(value) => setValues({ ...values, categoryId: Number(value) || null })}
            options={categories}
          />
          <TextCell
            label={t('notes')}
            multiline
            minRows={2}
            disabled={readOnly}
            value={values.notes}
            onChange={(notes) => setValues({ ...values, notes })}
          />
        </FieldGrid>
      </ModalFrame>
      {confirming && onDelete && (
        <ConfirmDialog
          onNo={() => setConfirming(false)}
          onYes={() => {
            setConfirming(false);
            void run(onDelete);
          }}
        />
      )}
    </>
  );
}
