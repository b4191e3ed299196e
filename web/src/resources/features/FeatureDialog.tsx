/**
 * Edit/Add Feature, also titled Submit CRF (spec 2 §2 Modals, §4, §5, §6; shell §9): extra large, tabs General
 * and Attachments, and for an existing feature also Timesheets, Risks, Issues, Supporting Documents and History
 * (ours), each with its count badge; Cancel, Clone and Save. Save is disabled while a rule of spec 2 §5 holds
 * (featureSaveBlocks); it succeeds only on status 200, otherwise the modal stays open. A new feature is sent with
 * its pending attachments; the server creates its four placeholder tickets in the same transaction. Read-only mode
 * disables every field, hides the upload and disables add, delete and row edits.
 */
import { useState } from 'react';
import { Button, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PROJECT_MESSAGES } from '@a1/shared/constants/projecttracking';
import { featureTabs, readOnlyPolicy, type FeatureTab } from '@a1/shared/rules/projecttracking/index';
import { MessageDialog, ModalFrame, ModalLoading, TabLabel } from '../projects/parts';
import { ModalActions } from '../projects/ModalActions';
import { FeatureAttachments, type PendingFile } from './FeatureAttachments';
import { TimesheetList } from '../timesheets/TimesheetList';
import { FeatureIssues } from '../issues/FeatureIssues';
import { SupportingDocuments } from './SupportingDocuments';
import { FeatureHistory } from './FeatureHistory';
import { FeatureGeneralTab } from './dialog/FeatureGeneralTab';
import { useFeatureData } from './dialog/useFeatureData';
import { useFeatureSave } from './dialog/useFeatureSave';

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
  const t = (key: string, options?: Record<string, unknown>) => translate(`a1.projects.feature.${key}`, options);
  const policy = readOnlyPolicy(readOnly);
  const isNew = id === null;
  const { lookups, draft, setDraft, milestones, counts, refreshCounts } = useFeatureData({
    id,
    milestoneId,
    projectId,
    submitCrf,
    onClose,
  });
  const [tab, setTab] = useState<FeatureTab>('general');
  const [pending, setPending] = useState<PendingFile[]>([]);
  const { blocks, saving, save, clone, cloned, setCloned } = useFeatureSave({
    id,
    draft,
    pending,
    readOnly,
    submitCrf,
    onClose,
  });

  const title = submitCrf ? t('submitTitle') : isNew ? t('addTitle') : t('editTitle');
  const disabled = policy.fieldsDisabled;
  const tabs = featureTabs(isNew);
  const countOf: Partial<Record<FeatureTab, number | undefined>> = {
    attachments: isNew ? pending.length : counts?.attachments,
    timesheets: counts?.timesheets,
    risks: counts?.risks,
    issues: counts?.issues,
    supportingDocuments: counts?.supportingDocuments,
    history: counts?.history,
  };

  return (
    <>
      <ModalFrame
        titleId="a1-feature-title"
        tabbed
        title={title}
        onClose={() => onClose()}
        actions={
          <ModalActions
            onCancel={() => onClose()}
            onSave={() => void save()}
            saveDisabled={blocks.length > 0 || saving}
            saveBlocks={blocks}
          >
            {!isNew && !submitCrf && (
              <Button onClick={() => void clone()} disabled={readOnly || !draft}>
                {t('clone')}
              </Button>
            )}
          </ModalActions>
        }
      >
        {!draft || !lookups ? (
          <ModalLoading />
        ) : (
          <>
            <Tabs value={tab} onChange={(_, next: FeatureTab) => setTab(next)} variant="scrollable" sx={{ mb: 2 }}>
              {tabs.map((key) => (
                <Tab key={key} value={key} label={<TabLabel label={t(`tabs.${key}`)} count={countOf[key]} />} />
              ))}
            </Tabs>
            {tab === 'general' && (
              <FeatureGeneralTab
                draft={draft}
                setDraft={setDraft}
                lookups={lookups}
                milestones={milestones}
                disabled={disabled}
                submitCrf={submitCrf}
                isNew={isNew}
              />
            )}
            {tab === 'attachments' && (
              <FeatureAttachments
                sprintId={id}
                upload={policy.attachmentUpload}
                canDelete={policy.deleteEnabled}
                pending={pending}
                onPending={setPending}
                onChanged={refreshCounts}
              />
            )}
            {tab === 'timesheets' && id !== null && (
              <TimesheetList kind="Feature" parentId={id} readOnly={readOnly} onChanged={refreshCounts} />
            )}
            {tab === 'risks' && id !== null && (
              <FeatureIssues sprintId={id} issueType={2} readOnly={readOnly} onChanged={refreshCounts} />
            )}
            {tab === 'issues' && id !== null && (
              <FeatureIssues sprintId={id} issueType={1} readOnly={readOnly} onChanged={refreshCounts} />
            )}
            {tab === 'supportingDocuments' && id !== null && (
              <SupportingDocuments featureId={id} readOnly={readOnly} onChanged={refreshCounts} />
            )}
            {tab === 'history' && id !== null && <FeatureHistory objectType="feature" objectId={id} />}
          </>
        )}
      </ModalFrame>
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
