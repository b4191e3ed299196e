/**
 * The board's and grid's filters (issue 27 point 3) in a react-admin Form inside an MUI Dialog: customers, locations,
 * issues, agents (with "Me", the @me token), departments, sales agents, the opening dates (a day or a relative date
 * such as today-7d, checked with a message naming the field), the archive and the denied-party hits.
 */
import { Button, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { AutocompleteArrayInput, BooleanInput, Form, TextInput, useTranslate, type Validator } from 'react-admin';
import { A1, type FilterCriteria } from '@a1/shared';
import { useLookup } from '../../lookups/useSharedLookups';
import { SubmitButton } from '../../forms/inputs';
import { useAgentsAndDepartments, useCustomers, useIssues, useSalesAgents } from './queries';
import { ModalDialog } from '../../forms/ModalDialog';

const DATE_TOKEN = /^(\d{4}-\d{2}-\d{2}|today([+-]\d{1,4}[dwm])?)$/;
const dateToken =
  (field: string): Validator =>
  (value: unknown) =>
    value && !DATE_TOKEN.test(String(value).trim())
      ? { message: 'a1.problems.filters.badDate', args: { field } }
      : undefined;

interface Props {
  criteria: FilterCriteria;
  onApply(criteria: FilterCriteria): void;
  onClose(): void;
}

export function FilterDialog({ criteria, onApply, onClose }: Props) {
  const translate = useTranslate();
  const customers = useCustomers();
  const issues = useIssues();
  const people = useAgentsAndDepartments();
  const sales = useSalesAgents();
  const locations = useLookup(A1.lookupLocations);
  const t = (key: string) => translate(`a1.problems.filters.${key}`);
  const me = { id: '@me', name: t('me') };
  const fromLabel = t('fromDate');
  const toLabel = t('toDate');
  return (
    <ModalDialog titleId="problem-filters-title" size="sm" onClose={onClose}>
      <Form
        record={criteria}
        onSubmit={(values: Record<string, unknown>) => {
          const next = { ...(values as FilterCriteria) };
          if (next.fromDate) next.fromDate = next.fromDate.trim();
          if (next.toDate) next.toDate = next.toDate.trim();
          onApply(next);
        }}
        noValidate
      >
        <DialogTitle id="problem-filters-title">{t('title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={0.5} sx={{ pt: 1 }}>
            <AutocompleteArrayInput
              source="customerIds"
              label={t('customers')}
              choices={(customers.data ?? []).map((c) => ({ id: c.customerId, name: c.name }))}
            />
            <AutocompleteArrayInput
              source="locationIds"
              label={t('locations')}
              choices={(locations.data ?? []).map((l) => ({ id: l.locationId, name: l.locationName }))}
            />
            <AutocompleteArrayInput
              source="issueIds"
              label={t('issues')}
              choices={(issues.data ?? []).map((i) => ({ id: i.issueId, name: i.name }))}
            />
            <AutocompleteArrayInput
              source="agentIds"
              label={t('agents')}
              choices={[me, ...(people.data?.agents ?? []).map((a) => ({ id: a.agentId, name: a.name }))]}
            />
            <AutocompleteArrayInput
              source="departmentIds"
              label={t('departments')}
              choices={(people.data?.departments ?? []).map((d) => ({ id: d.departmentId, name: d.name }))}
            />
            <AutocompleteArrayInput
              source="salesAgentIds"
              label={t('salesAgents')}
              choices={[me, ...(sales.data ?? []).map((s) => ({ id: s.salesAgentId, name: s.name }))]}
            />
            <Stack direction="row" spacing={2}>
              <TextInput
                source="fromDate"
                label={fromLabel}
                helperText={t('dateHelp')}
                validate={dateToken(fromLabel)}
              />
              <TextInput source="toDate" label={toLabel} helperText={t('dateHelp')} validate={dateToken(toLabel)} />
            </Stack>
            <BooleanInput source="showArchive" label={t('showArchive')} />
            <BooleanInput source="isDeniedParty" label={t('isDeniedParty')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton label={t('apply')} />
        </DialogActions>
      </Form>
    </ModalDialog>
  );
}
