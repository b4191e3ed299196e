/**
 * Edit package information from a card (issue 27 point 4): GET Aimban/EditPackage read into a react-admin Form in an
 * MUI Dialog; Save sends PUT PackageInformation (one transaction on the server: the package, a PIM change per field
 * and the card's activity-log row). The dangerous-goods declaration, when ticked, is checked field by field.
 */
import { Button, Checkbox, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, NumberInput, SelectInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { A1, HAZARD_CLASSES, PACKING_GROUPS, type PackageInformation } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { SubmitButton } from '../../forms/inputs';
import { tidyUnNumber } from '@a1/shared/rules/problems/index';
import { PROBLEM_KEYS } from './queries';
import type { BoardCard } from './board';
import { validHazardClass, validPackingGroup, validQuantity, validShippingName, validUnNumber } from './dgValidators';
import { ModalDialog } from '../../forms/ModalDialog';

const NEW_DG = { unNumber: '', hazardClass: '', packingGroup: null, properShippingName: '', quantity: 1 };

function DangerousGoodsFields() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const dg = useWatch({ name: 'dangerousGoods' }) as PackageInformation['dangerousGoods'];
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            checked={!!dg}
            onChange={(e) => setValue('dangerousGoods', e.target.checked ? NEW_DG : null, { shouldDirty: true })}
          />
        }
        label={translate('a1.problems.dg.declared')}
      />
      {dg && (
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <TextInput source="dangerousGoods.unNumber" label="a1.problems.dg.unNumber" validate={validUnNumber} />
          <SelectInput
            source="dangerousGoods.hazardClass"
            label="a1.problems.dg.hazardClass"
            choices={HAZARD_CLASSES.map((c) => ({ id: c, name: c }))}
            validate={validHazardClass}
          />
          <SelectInput
            source="dangerousGoods.packingGroup"
            label="a1.problems.dg.packingGroup"
            choices={PACKING_GROUPS.map((g) => ({ id: g, name: g }))}
            emptyText="—"
            validate={validPackingGroup}
          />
          <TextInput
            source="dangerousGoods.properShippingName"
            label="a1.problems.dg.properShippingName"
            validate={validShippingName}
          />
          <NumberInput source="dangerousGoods.quantity" label="a1.problems.dg.quantity" validate={validQuantity} />
        </Stack>
      )}
    </>
  );
}

export function EditPackageDialog({ card, onClose }: { card: BoardCard; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const a1 = useA1();
  const queryClient = useQueryClient();
  const t = (key: string, options?: object) => translate(`a1.problems.editPackage.${key}`, options);
  const info = useQuery({
    queryKey: PROBLEM_KEYS.editPackage(card.packageId),
    queryFn: ({ signal }) => a1.call(A1.aimbanEditPackage, { query: { packageId: card.packageId } }, { signal }),
  });
  const save = useMutation({
    mutationFn: (values: PackageInformation) => {
      const { trackingNumber: _number, ...body } = values;
      const dangerousGoods = body.dangerousGoods
        ? { ...body.dangerousGoods, unNumber: tidyUnNumber(body.dangerousGoods.unNumber) }
        : null;
      return a1.call(A1.aimbanPackageInformation, { body: { ...body, dangerousGoods } });
    },
    onSuccess: () => {
      notify(t('saved'), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: PROBLEM_KEYS.all });
      onClose();
    },
  });
  return (
    <ModalDialog titleId="problem-edit-package-title" size="md" onClose={onClose}>
      <DialogTitle id="problem-edit-package-title">{t('title', { number: card.trackingNumber })}</DialogTitle>
      {info.data && (
        <Form
          record={info.data}
          onSubmit={(values: Record<string, unknown>) => save.mutate(values as PackageInformation)}
          noValidate
        >
          <DialogContent>
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
              <TextInput source="consigneeName" label="a1.problems.editPackage.consigneeName" />
              <TextInput source="consigneeAddress1" label="a1.problems.editPackage.address1" />
              <TextInput source="consigneeAddress2" label="a1.problems.editPackage.address2" />
              <TextInput source="consigneeCity" label="a1.problems.editPackage.city" />
              <TextInput source="consigneeState" label="a1.problems.editPackage.state" />
              <TextInput source="consigneePostalCode" label="a1.problems.editPackage.postalCode" />
              <TextInput source="consigneeCountry" label="a1.problems.editPackage.country" />
              <NumberInput source="weightKg" label="a1.problems.editPackage.weight" />
              <NumberInput source="lengthCm" label="a1.problems.editPackage.length" />
              <NumberInput source="widthCm" label="a1.problems.editPackage.width" />
              <NumberInput source="heightCm" label="a1.problems.editPackage.height" />
              <TextInput source="taxId" label="a1.problems.editPackage.taxId" />
            </Stack>
            <DangerousGoodsFields />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SubmitButton label={t('save')} busy={save.isPending} />
          </DialogActions>
        </Form>
      )}
    </ModalDialog>
  );
}
