/**
 * Edit/Add Feature, also titled Submit CRF (spec 2 §2 Modals, §4, §5, §6; shell §9): extra large, tabs General
 * and Attachments, and for an existing feature also Timesheets, Risks, Issues, Supporting Documents and History
 * (ours), each with its count badge; Cancel, Clone and Save. A react-admin Form on the features resource (CreateBase,
 * or EditBase pessimistic): Save is disabled while a rule of spec 2 §5 holds (featureSaveBlocks, whatever tab shows);
 * it succeeds only on status 200, otherwise the modal stays open, the error dialog saying why. A new feature is sent
 * with its pending attachments; the server creates its four placeholder tickets in the same transaction. Read-only
 * mode disables every field, hides the upload and disables add, delete and row edits.
 */
import { useEffect, useMemo, useState } from 'react';
import { Button, Tab, Tabs } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate, type RaRecord } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { A1 } from '@a1/shared';
import { PROJECT_MESSAGES } from '@a1/shared/constants/projecttracking';
import type { Sprint } from '@a1/shared/contract/projecttracking';
import {
  featureTabs,
  readOnlyPolicy,
  type FeatureFormMode,
  type FeatureTab,
} from '@a1/shared/rules/projecttracking/index';
import { MessageDialog } from '../projects/MessageDialog';
import { TabLabel } from '../projects/TabLabel';
import { FeatureAttachments, type PendingFile } from './FeatureAttachments';
import { TimesheetList } from '../timesheets/TimesheetList';
import { FeatureIssues } from '../issues/FeatureIssues';
import { SupportingDocuments } from './SupportingDocuments';
import { FeatureHistory } from './FeatureHistory';
import { FeatureGeneralTab } from './dialog/FeatureGeneralTab';
import { featureBody, newValues, saveBlocksOf, toValues, type FeatureValues } from './dialog/featureForm';
import { useFeatureLookups, type FeatureLookups } from './dialog/useFeatureLookups';
import { ResourceDialog } from '../../forms/ResourceDialog';
import { SubmitButton } from '../../forms/inputs';
import { useA1 } from '../../providers/useA1';
import { getSession } from '../../session/session';

export interface FeatureDialogProps {
  /** The feature; null for a new one. */
  id: number | null;
  /** A new feature from the grid: its initiative and project. */
  milestoneId?: number;
  projectId?: number;
  readOnly: boolean;
  /** Submit CRF from the user menu (shell §2, §9). */
  submitCrf?: boolean;
  onClose: (saved?: boolean) => void;
}

export function FeatureDialog({
  id,
  milestoneId,
  projectId,
  readOnly,
  submitCrf = false,
  onClose,
}: FeatureDialogProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.projects.feature.${key}`);
  const isNew = id === null;
  const mode: FeatureFormMode = { readOnly, submitCrf, isNew };
  const lookups = useFeatureLookups();
  const defaults = lookups.defaults.data;
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [cloned, setCloned] = useState<string | null>(null);
  const fresh = useMemo(
    () => defaults && newValues(defaults, { submitCrf, projectId, milestoneId, owner: getSession()?.userName ?? null }),
    [defaults, submitCrf, projectId, milestoneId],
  );
  // A new feature starts from the CRF defaults: without them there is nothing to fill in.
  const noDefaults = isNew && lookups.defaults.isError;
  useEffect(() => {
    if (noDefaults) onClose();
  }, [noDefaults, onClose]);

  return (
    <>
      <ResourceDialog<FeatureValues>
        resource="features"
        id={id}
        newValues={fresh}
        toValues={storedValues}
        body={featureBody}
        newBody={() => ({ attachments: pending.map((p) => ({ fileName: p.fileName, content: p.content })) })}
        onSaved={() => onClose(true)}
        onClose={() => onClose()}
        titleId="a1-feature-title"
        title={submitCrf ? t('submitTitle') : isNew ? t('addTitle') : t('editTitle')}
        tabbed
        actions={<FeatureActions id={id} mode={mode} onClose={() => onClose()} onCloned={setCloned} />}
      >
        <FeatureTabs id={id} mode={mode} lookups={lookups} pending={pending} onPending={setPending} />
      </ResourceDialog>
      {cloned !== null && (
        <MessageDialog
          title={t('clonedTitle')}
          message={PROJECT_MESSAGES.cloned(cloned)}
          onOk={() => {
            setCloned(null);
            onClose(true);
          }}
        />
      )}
    </>
  );
}

const storedValues = (record: RaRecord) => toValues(record as Sprint & RaRecord);

/** The tabs with their count badges, and the chosen tab. */
function FeatureTabs({
  id,
  mode,
  lookups,
  pending,
  onPending,
}: {
  id: number | null;
  mode: FeatureFormMode;
  lookups: FeatureLookups;
  pending: PendingFile[];
  onPending: (files: PendingFile[]) => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.projects.feature.${key}`);
  const a1 = useA1();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<FeatureTab>('general');
  const policy = readOnlyPolicy(mode.readOnly);
  const counts = useQuery({
    queryKey: ['featureCounts', id],
    queryFn: ({ signal }) => a1.call(A1.featureCounts, { query: { sprintId: id! } }, { quiet: true, signal }),
    enabled: id !== null,
  });
  const refreshCounts = () => void queryClient.invalidateQueries({ queryKey: ['featureCounts', id] });
  const countOf: Partial<Record<FeatureTab, number | undefined>> = {
    attachments: mode.isNew ? pending.length : counts.data?.attachments,
    timesheets: counts.data?.timesheets,
    risks: counts.data?.risks,
    issues: counts.data?.issues,
    supportingDocuments: counts.data?.supportingDocuments,
    history: counts.data?.history,
  };
  return (
    <>
      <Tabs value={tab} onChange={(_, next: FeatureTab) => setTab(next)} variant="scrollable" sx={{ mb: 2 }}>
        {featureTabs(mode.isNew).map((key) => (
          <Tab key={key} value={key} label={<TabLabel label={t(`tabs.${key}`)} count={countOf[key]} />} />
        ))}
      </Tabs>
      {tab === 'general' && <FeatureGeneralTab lookups={lookups} mode={mode} disabled={policy.fieldsDisabled} />}
      {tab === 'attachments' && (
        <FeatureAttachments
          sprintId={id}
          upload={policy.attachmentUpload}
          canDelete={policy.deleteEnabled}
          pending={pending}
          onPending={onPending}
          onChanged={refreshCounts}
        />
      )}
      {tab === 'timesheets' && id !== null && (
        <TimesheetList kind="Feature" parentId={id} readOnly={mode.readOnly} onChanged={refreshCounts} />
      )}
      {tab === 'risks' && id !== null && (
        <FeatureIssues sprintId={id} issueType={2} readOnly={mode.readOnly} onChanged={refreshCounts} />
      )}
      {tab === 'issues' && id !== null && (
        <FeatureIssues sprintId={id} issueType={1} readOnly={mode.readOnly} onChanged={refreshCounts} />
      )}
      {tab === 'supportingDocuments' && id !== null && (
        <SupportingDocuments featureId={id} readOnly={mode.readOnly} onChanged={refreshCounts} />
      )}
      {tab === 'history' && id !== null && <FeatureHistory objectType="feature" objectId={id} />}
    </>
  );
}

/** Cancel, Clone (an existing feature, not in Submit CRF) and Save, which waits for the save rules. */
function FeatureActions({
  id,
  mode,
  onClose,
  onCloned,
}: {
  id: number | null;
  mode: FeatureFormMode;
  onClose: () => void;
  onCloned: (name: string) => void;
}) {
  const translate = useTranslate();
  const a1 = useA1();
  const values = useWatch() as Partial<FeatureValues>;
  const { getValues } = useFormContext<FeatureValues>();
  const blocks = saveBlocksOf(values, mode);
  const clone = useMutation({
    mutationFn: (name: string) => a1.call(A1.cloneCrf, { body: { id: id!, name } }),
    onSuccess: (copy) => onCloned(copy.name),
  });
  return (
    <>
      <Button onClick={onClose}>{translate('a1.projects.common.cancel')}</Button>
      {id !== null && !mode.submitCrf && (
        <Button onClick={() => clone.mutate(getValues('sprintName'))} disabled={mode.readOnly || clone.isPending}>
          {translate('a1.projects.feature.clone')}
        </Button>
      )}
      <SubmitButton label={translate('a1.projects.common.save')} busy={blocks.length > 0} />
    </>
  );
}
