/**
 * The details tab of a card's dialog (issue 27 point 4): the package's data (Aimban/PackageData, package search's
 * model), what the card adds (dangerous goods, denied-party screening, possible duplicates, dimensional weight), and
 * the card's issue, category, issue level and agent in a react-admin Form on the package-issues resource (saved with
 * the version it was read at: someone else's save first answers 409 and the form keeps what was chosen).
 */
import type { ReactNode } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { EditBase, Form, SelectInput, useNotify, useTranslate } from 'react-admin';
import { SubmitButton } from '../../forms/inputs';
import type { BoardCard } from './board';
import {
  useAgentsAndDepartments,
  useCategories,
  useExtraInfo,
  useIssueLevels,
  useIssues,
  usePackageData,
  usePreProcessData,
} from './queries';

function Fields({ fields }: { fields: Array<[label: string, value: ReactNode]> }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}
    >
      {fields.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value ?? '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function CardDetails({ card }: { card: BoardCard }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.problems.dialog.${key}`, options);
  const pkg = usePackageData(card.packageId).data;
  const extra = useExtraInfo(card.packageIssueId).data;
  const preProcess = usePreProcessData(card.packageId).data;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <Box sx={{ flex: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
          {t('package')}
        </Typography>
        <Fields
          fields={[
            [t('trackingNumber'), card.trackingNumber],
            [t('customer'), card.customer],
            [t('job'), card.jobNumber],
            [t('consignee'), `${card.consigneeName} (${card.consigneeCountry})`],
            [t('status'), pkg?.status],
            [t('service'), pkg?.service],
            [t('weight'), pkg ? `${pkg.weightKg} kg` : undefined],
            [t('dimWeight'), extra?.dimWeightKg != null ? `${extra.dimWeightKg} kg` : undefined],
            [t('lastEvent'), pkg?.lastEventText],
          ]}
        />
        {extra?.dangerousGoods && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('dgSummary', {
              un: extra.dangerousGoods.unNumber,
              hazardClass: extra.dangerousGoods.hazardClass,
              group: extra.dangerousGoods.packingGroup ?? '—',
              name: extra.dangerousGoods.properShippingName,
            })}
          </Alert>
        )}
        {extra?.screening && (
          <Alert severity={extra.screening.decision === 'cleared' ? 'info' : 'error'} sx={{ mt: 1 }}>
            {t('screeningSummary', {
              score: extra.screening.score,
              entry: extra.screening.entryName,
              decision: translate(`a1.problems.denied.decision.${extra.screening.decision}`),
            })}
          </Alert>
        )}
        {!!extra?.duplicates.length && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {t('duplicates', { numbers: extra.duplicates.map((d) => d.trackingNumber).join(', ') })}
          </Alert>
        )}
        {preProcess && (
          <Box component="details" sx={{ mt: 1 }}>
            <Typography component="summary" variant="body2" sx={{ cursor: 'pointer' }}>
              {t('preProcess', { source: preProcess.source })}
            </Typography>
            <Box
              component="pre"
              tabIndex={0}
              sx={{ fontSize: 12, maxHeight: 200, overflow: 'auto', bgcolor: 'grey.100', p: 1 }}
            >
              {JSON.stringify(preProcess.payload, null, 2)}
            </Box>
          </Box>
        )}
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
          {t('classification')}
        </Typography>
        <Classification card={card} />
      </Box>
    </Stack>
  );
}

function Classification({ card }: { card: BoardCard }) {
  const translate = useTranslate();
  const notify = useNotify();
  const issues = useIssues().data ?? [];
  const categories = useCategories().data ?? [];
  const levels = useIssueLevels().data ?? [];
  const agents = useAgentsAndDepartments().data?.agents ?? [];
  return (
    <EditBase
      resource="package-issues"
      id={card.packageIssueId}
      redirect={false}
      mutationMode="pessimistic"
      queryOptions={{ placeholderData: card }}
      mutationOptions={{
        onSuccess: () => notify(translate('a1.problems.dialog.saved'), { type: 'success' }),
      }}
    >
      <Form noValidate>
        <SelectInput
          source="issueId"
          label="a1.problems.dialog.issue"
          choices={issues.map((i) => ({ id: i.issueId, name: i.name }))}
          fullWidth
        />
        <SelectInput
          source="categoryId"
          label="a1.problems.dialog.category"
          choices={categories.map((c) => ({ id: c.categoryId, name: c.name }))}
          emptyText="—"
          fullWidth
        />
        <SelectInput
          source="issueLevelId"
          label="a1.problems.dialog.issueLevel"
          choices={levels.map((l) => ({ id: l.issueLevelId, name: `${l.level} – ${l.name}` }))}
          emptyText="—"
          fullWidth
        />
        <SelectInput
          source="agentId"
          label="a1.problems.dialog.agent"
          choices={agents.map((a) => ({ id: a.agentId, name: a.name }))}
          emptyText={translate('a1.problems.board.unassigned')}
          fullWidth
        />
        <Stack direction="row" justifyContent="flex-end">
          <SubmitButton label={translate('a1.problems.dialog.save')} />
        </Stack>
      </Form>
    </EditBase>
  );
}
