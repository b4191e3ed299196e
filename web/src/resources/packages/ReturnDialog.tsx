/**
 * Return to sender (issue 25 point 4): a confirm dialog, a react-admin Form whose one input is the reason from the
 * fixed list (RETURN_REASONS), checked by the shared list; Return sends GET ProcessingReturn/Return, one transaction
 * on the server (the return, the status Returned, a scan and a PIM change), which the timeline then shows.
 */
import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { Form, RadioButtonGroupInput, useTranslate, type Validator } from 'react-admin';
import { RETURN_REASON_CODES, type ReturnReasonCode } from '@a1/shared';
import { SubmitButton } from '../../forms/inputs';
import { useReturnPackage } from './mutations';
import type { PackageRecord } from './PackagePage';
import { ModalDialog } from '../../forms/ModalDialog';

const validReason: Validator = Object.assign(
  (value: unknown) =>
    RETURN_REASON_CODES.includes(value as ReturnReasonCode) ? undefined : 'a1.packages.returns.reasonRequired',
  { isRequired: true },
);

export function ReturnDialog({ pkg, onClose }: { pkg: PackageRecord; onClose: () => void }) {
  const translate = useTranslate();
  const returning = useReturnPackage(pkg.packageId, pkg.trackingNumber);
  const choices = RETURN_REASON_CODES.map((code) => ({ id: code, name: `a1.packages.returns.reasons.${code}` }));
  return (
    <ModalDialog titleId="package-return-title" descriptionId="package-return-text" size="sm" onClose={onClose}>
      <Form
        noValidate
        disableInvalidFormNotification
        defaultValues={{ returnReason: null }}
        onSubmit={async (values: FieldValues) => {
          try {
            await returning.mutateAsync(values.returnReason as ReturnReasonCode);
            onClose();
          } catch {
            // The API wrapper's error dialog has said why (e.g. 409: returned already); the dialog stays open.
          }
        }}
      >
        <DialogTitle id="package-return-title">
          {translate('a1.packages.returns.title', { number: pkg.trackingNumber })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="package-return-text">{translate('a1.packages.returns.text')}</DialogContentText>
          <RadioButtonGroupInput
            source="returnReason"
            label="a1.packages.returns.reason"
            choices={choices}
            validate={validReason}
            row={false}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton label={translate('a1.packages.returns.confirm')} busy={returning.isPending} />
        </DialogActions>
      </Form>
    </ModalDialog>
  );
}
