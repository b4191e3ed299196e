/**
 * Edit/Add Feature, also titled Submit CRF (spec 2 §2 Modals, §4, §5, §6; shell §9): extra large, tabs General
 * and Attachments, and for an existing feature also Timesheets, Risks, Issues, Supporting Documents and History
 * (ours), each with its count badge; Cancel, Clone and Save. Save is disabled while a rule of spec 2 §5 holds
 * (featureSaveBlocks); it succeeds only on status 200, otherwise the modal stays open. A new feature is sent with
 * its pending attachments; the server creates its four placeholder tickets in the same transaction. Read-only mode
 * disables every field, hides the upload and disables add, delete and row edits.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { A1 } from '@a1/shared';
import { FEATURE_STATUSES, PROJECT_MESSAGES, STATUS_COMMENT_MAX } from '@a1/shared/constants/projecttracking';
import type {
  CrfDefaults,
  FeatureCounts,
  Phase,
  Project,
  Sprint,
  UserOption,
  Milestone,
} from '@a1/shared/contract/projecttracking';
import {
  featureSaveBlocks,
  featureTabs,
  readOnlyPolicy,
  statusCommentError,
  type FeatureTab,
} from '@a1/shared/rules/projecttracking/index';
import { useA1 } from '../../providers/useA1';
import { useDbName } from '../../providers/i18nProvider';
import { getSession } from '../../session/session';
import { MessageDialog, ModalFrame, ModalLoading, TabLabel, dayOf, savedOk, today } from '../projects/parts';
import { ModalActions } from '../projects/ModalActions';
import { DateCell, FieldGrid, SelectCell, TextCell, type Choice } from '../projects/fields';
import { FeatureAttachments, type PendingFile } from './FeatureAttachments';
import { TimesheetList } from '../timesheets/TimesheetList';
import { FeatureIssues } from '../issues/FeatureIssues';
import { SupportingDocuments } from './SupportingDocuments';
import { FeatureHistory } from './FeatureHistory';

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

interface Draft {
  sprintName: string;
  projectId: number | null;
  milestoneId: number | null;
  phaseId: number | null;
  status: string;
  healthStatusId: number | null;
  startDate: string;
  endDate: string;
  dueDate: string;
  requirementsDueDate: string;
  estimatedPoints: string;
  progress: string;
  sortOrder: string;
  originalRequestor: string;
  owner: string;
  seniorManagerApproval: string;
  businessAnalystName: string;
  customer: string;
  requestSummary: string;
  crfLink: string;
  sticker: string;
  comment: string;
  isEnabled: boolean;
  isEffort: boolean;
  /** The version the feature was read at, sent with the save (absent for a new one). */
  version?: number;
}

interface Lookups {
  defaults: CrfDefaults;
  projects: Project[];
  phases: Phase[];
  health: { id: number; name: string }[];
  owners: UserOption[];
  users: { email: string; fullName: string }[];
}

const toDraft = (s: Sprint): Draft => ({
  sprintName: s.sprintName,
  projectId: s.projectId,
  milestoneId: s.milestoneId,
  phaseId: s.phaseId,
  status: s.status ?? '',
  healthStatusId: s.healthStatusId,
  startDate: dayOf(s.startDate),
  endDate: dayOf(s.endDate),
  dueDate: dayOf(s.dueDate),
  requirementsDueDate: dayOf(s.requirementsDueDate),
  estimatedPoints: String(s.estimatedPoints ?? 0),
  progress: String(s.progress ?? 0),
  sortOrder: String(s.sortOrder ?? 0),
  originalRequestor: s.originalRequestor?.email ?? '',
  owner: s.owner?.email ?? '',
  seniorManagerApproval: s.seniorManagerApproval?.email ?? '',
  businessAnalystName: s.businessAnalystName ?? '',
  customer: s.customer ?? '',
  requestSummary: s.requestSummary ?? '',
  crfLink: s.crfLink ?? '',
  sticker: s.sticker ?? '',
  comment: s.comment ?? '',
  isEnabled: s.isEnabled,
  isEffort: s.isEffort,
  version: s.version,
});

const person = (email: string) => (email.trim() ? { email: email.trim() } : null);
const day = (value: string) => (value ? value : null);
const int = (value: string) => (value.trim() === '' ? undefined : Math.trunc(Number(value)));

export function FeatureDialog({
  id,
  milestoneId,
  projectId,
  readOnly,
  submitCrf = false,
  onClose,
}: FeatureDialogProps) {
  const translate = useTranslate();
  // Phases, health statuses and feature statuses come from the database: their text through the translation tables.
  const dbName = useDbName();
  const t = (key: string, options?: Record<string, unknown>) => translate(`a1.projects.feature.${key}`, options);
  const a1 = useA1();
  const policy = readOnlyPolicy(readOnly);
  const isNew = id === null;
  const [lookups, setLookups] = useState<Lookups | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [milestones, setMilestones] = useState<Milestone[]>([]);
  const [counts, setCounts] = useState<FeatureCounts | null>(null);
  const [tab, setTab] = useState<FeatureTab>('general');
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [saving, setSaving] = useState(false);
  const [cloned, setCloned] = useState<string | null>(null);

  const quiet = { quiet: true } as const;

  // Lookups and the feature; failed loads are silently ignored (spec 2 §8).
  useEffect(() => {
    let live = true;
    const safe = <T,>(p: Promise<T>, fallback: T) => p.catch(() => fallback);
    void (async () => {
      const [defaults, projects, phases, health, owners, users, sprint] = await Promise.all([
        a1.call(A1.crfDefaults, undefined, quiet),
        safe(a1.call(A1.kanbanProjects, { query: {} }, quiet), []),
        safe(a1.call(A1.projectPhaseList, undefined, quiet), []),
        safe(a1.call(A1.healthStatusList, undefined, quiet), []),
        safe(a1.call(A1.processOwners, undefined, quiet), []),
        safe(a1.call(A1.ticketUserList, undefined, quiet), []),
        isNew
          ? Promise.resolve(null)
          : safe(
              a1.call(A1.kanbanSprints, { query: { sprintId: id, includeDisabled: true } }, quiet).then((s) => s[0]),
              null,
            ),
      ]);
      if (!live) return;
      setLookups({
        defaults,
        projects,
        phases,
        health,
        owners,
        users: users.map((u) => ({ email: u.email, fullName: u.fullName })),
      });
      if (sprint) {
        setDraft(toDraft(sprint));
        return;
      }
      const me = getSession();
      // Submit CRF starts from the CRF defaults of shell §9; a new feature from the grid from its row (spec 2 §4).
      setDraft({
        sprintName: '',
        projectId: submitCrf ? defaults.projectId : (projectId ?? null),
        milestoneId: submitCrf ? defaults.milestoneId : (milestoneId ?? null),
        phaseId: defaults.phaseId,
        status: '',
        healthStatusId: null,
        startDate: today(),
        endDate: '',
        dueDate: '',
        requirementsDueDate: '',
        estimatedPoints: '0',
        progress: '0',
        sortOrder: submitCrf ? String(defaults.sortOrder) : '0',
        originalRequestor: '',
        owner: me?.userName ?? '',
        seniorManagerApproval: defaults.processOwnerEmail ?? '',
        businessAnalystName: '',
        customer: '',
        requestSummary: '',
        crfLink: '',
        sticker: '',
        comment: '',
        isEnabled: true,
        isEffort: false,
      });
    })().catch(() => {
      if (live) onClose();
    });
    return () => {
      live = false;
    };
    // Loaded once per opened feature.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const refreshCounts = useCallback(() => {
    if (isNew || id === null) return;
    a1.call(A1.featureCounts, { query: { sprintId: id } }, { quiet: true })
      .then(setCounts)
      .catch(() => undefined);
  }, [a1, id, isNew]);
  useEffect(refreshCounts, [refreshCounts]);

  // The initiatives of the chosen project (cascading choice).
  const chosenProject = draft?.projectId ?? null;
  useEffect(() => {
    if (!chosenProject) {
      setMilestones([]);
      return;
    }
    a1.call(A1.kanbanMilestones, { query: { ProjectID: chosenProject } }, { quiet: true })
      .then(setMilestones)
      .catch(() => setMilestones([]));
  }, [a1, chosenProject]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => (d ? { ...d, [key]: value } : d));
  const text = (key: keyof Draft) => (value: string) => set(key, value as never);

  const blocks = useMemo(
    () =>
      draft
        ? featureSaveBlocks(
            {
              sprintName: draft.sprintName,
              phaseId: draft.phaseId,
              seniorManagerApproval: person(draft.seniorManagerApproval),
              requestSummary: draft.requestSummary,
              originalRequestor: person(draft.originalRequestor),
              projectId: draft.projectId,
              milestoneId: draft.milestoneId,
              healthStatusId: draft.healthStatusId,
              comment: draft.comment,
            },
            { readOnly, submitCrf, isNew },
          )
        : ['readOnly'],
    [draft, readOnly, submitCrf, isNew],
  );
  const commentError = statusCommentError(draft?.comment);

  const body = () => {
    const d = draft!;
    return {
      sprintName: d.sprintName.trim(),
      milestoneId: d.milestoneId!,
      projectId: d.projectId!,
      startDate: day(d.startDate),
      endDate: day(d.endDate),
      dueDate: day(d.dueDate),
      requirementsDueDate: day(d.requirementsDueDate),
      estimatedPoints: int(d.estimatedPoints) ?? 0,
      comment: d.comment || null,
      status: (FEATURE_STATUSES as readonly string[]).includes(d.status)
        ? (d.status as (typeof FEATURE_STATUSES)[number])
        : undefined,
      progress: int(d.progress) ?? 0,
      sortOrder: int(d.sortOrder) ?? 0,
      isEnabled: d.isEnabled,
      isEffort: d.isEffort,
      phaseId: d.phaseId!,
      originalRequestor: person(d.originalRequestor),
      owner: person(d.owner),
      seniorManagerApproval: person(d.seniorManagerApproval)!,
      healthStatusId: d.healthStatusId!,
      customer: d.customer || null,
      requestSummary: d.requestSummary,
      crfLink: d.crfLink || null,
      sticker: d.sticker || null,
    };
  };

  const save = async () => {
    if (!draft || blocks.length) return;
    setSaving(true);
    try {
      const envelope = isNew
        ? await a1.callEnvelope(A1.kanbanSprintCreate, {
            body: { ...body(), attachments: pending.map((p) => ({ fileName: p.fileName, content: p.content })) },
          })
        : await a1.callEnvelope(A1.kanbanSprintUpdate, { body: { sprintId: id, version: draft.version, ...body() } });
      // Saved only on status 200 (spec 2 §8); otherwise the modal stays open (the wrapper said why).
      if (savedOk(envelope)) onClose(true);
    } catch {
      // The wrapper has shown the error; the modal stays open.
    } finally {
      setSaving(false);
    }
  };

  const clone = async () => {
    if (id === null || !draft) return;
    try {
      const copy = await a1.call(A1.cloneCrf, { body: { id, name: draft.sprintName } });
      setCloned(copy.name);
    } catch {
      // The wrapper has shown the error.
    }
  };

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

  const people = (list: { email: string; fullName: string }[], current: string): Choice[] => {
    const all =
      current && !list.some((u) => u.email === current) ? [{ email: current, fullName: current }, ...list] : list;
    return all.map((u) => ({ value: u.email, label: u.fullName === u.email ? u.email : `${u.fullName} (${u.email})` }));
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
              <FieldGrid>
                <TextCell
                  md={6}
                  label={t('name')}
                  value={draft.sprintName}
                  onChange={text('sprintName')}
                  required
                  disabled={disabled}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
                {!submitCrf && (
                  <>
                    <SelectCell
                      md={3}
                      label={t('project')}
                      value={draft.projectId ?? ''}
                      onChange={(value) => {
                        set('projectId', Number(value) || null);
                        set('milestoneId', null);
                      }}
                      required
                      disabled={disabled}
                      options={lookups.projects.map((p) => ({ value: p.projectId, label: p.projectName }))}
                    />
                    <SelectCell
                      md={3}
                      label={t('initiative')}
                      value={milestones.some((m) => m.milestoneID === draft.milestoneId) ? draft.milestoneId! : ''}
                      onChange={(value) => set('milestoneId', Number(value) || null)}
                      required
                      disabled={disabled}
                      options={milestones.map((m) => ({ value: m.milestoneID, label: m.milestoneText }))}
                    />
                  </>
                )}
                <SelectCell
                  md={3}
                  label={t('phase')}
                  value={lookups.phases.some((p) => p.id === draft.phaseId) ? draft.phaseId! : ''}
                  onChange={(value) => set('phaseId', Number(value) || null)}
                  required
                  disabled={disabled}
                  options={lookups.phases.map((p) => ({ value: p.id, label: dbName(p.name) }))}
                />
                <SelectCell
                  md={3}
                  label={t('health')}
                  value={draft.healthStatusId ?? ''}
                  onChange={(value) => set('healthStatusId', Number(value) || null)}
                  required
                  disabled={disabled}
                  options={lookups.health.map((h) => ({ value: h.id, label: dbName(h.name) }))}
                />
                {!submitCrf && (
                  <SelectCell
                    md={3}
                    label={t('status')}
                    value={draft.status}
                    onChange={text('status')}
                    disabled={disabled}
                    none
                    options={FEATURE_STATUSES.map((v) => ({ value: v, label: dbName(v) }))}
                  />
                )}
                <DateCell
                  md={3}
                  label={t('startDate')}
                  value={draft.startDate}
                  onChange={text('startDate')}
                  // Submit-CRF mode: the start date is disabled (spec 2 §5).
                  disabled={disabled || submitCrf}
                />
                {!submitCrf && (
                  <>
                    <DateCell
                      md={3}
                      label={t('endDate')}
                      value={draft.endDate}
                      onChange={text('endDate')}
                      disabled={disabled}
                    />
                    <DateCell
                      md={3}
                      label={t('requirementsDueDate')}
                      value={draft.requirementsDueDate}
                      onChange={text('requirementsDueDate')}
                      disabled={disabled}
                    />
                    <DateCell
                      md={3}
                      label={t('dueDate')}
                      value={draft.dueDate}
                      onChange={text('dueDate')}
                      disabled={disabled}
                    />
                    <TextCell
                      md={2}
                      label={t('estimatedPoints')}
                      type="number"
                      value={draft.estimatedPoints}
                      onChange={text('estimatedPoints')}
                      disabled={disabled}
                    />
                    <TextCell
                      md={2}
                      label={t('sortOrder')}
                      type="number"
                      value={draft.sortOrder}
                      onChange={text('sortOrder')}
                      disabled={disabled}
                    />
                    <TextCell
                      md={2}
                      label={t('progress')}
                      type="number"
                      value={draft.progress}
                      onChange={text('progress')}
                      disabled={disabled}
                      slotProps={{ htmlInput: { min: 0, max: 100 } }}
                    />
                  </>
                )}
                <SelectCell
                  md={4}
                  label={t('originalRequestor')}
                  value={draft.originalRequestor}
                  onChange={text('originalRequestor')}
                  required={submitCrf || isNew}
                  disabled={disabled}
                  none
                  options={people(lookups.users, draft.originalRequestor)}
                />
                <SelectCell
                  md={4}
                  label={t('owner')}
                  value={draft.owner}
                  onChange={text('owner')}
                  // Submit-CRF mode: the requester is disabled (spec 2 §5).
                  disabled={disabled || submitCrf}
                  none
                  options={people(lookups.users, draft.owner)}
                />
                <SelectCell
                  md={4}
                  label={t('seniorManagerApproval')}
                  value={draft.seniorManagerApproval}
                  onChange={text('seniorManagerApproval')}
                  required
                  disabled={disabled}
                  none
                  options={people(
                    lookups.owners.map((o) => ({ email: o.userEmail, fullName: o.userFullName })),
                    draft.seniorManagerApproval,
                  )}
                />
                {/* The business analyst field is always disabled (spec 2 §5). */}
                <TextCell md={4} label={t('businessAnalyst')} value={draft.businessAnalystName} disabled />
                <TextCell
                  md={4}
                  label={t('customer')}
                  value={draft.customer}
                  onChange={text('customer')}
                  disabled={disabled}
                />
                {!submitCrf && (
                  <>
                    <TextCell
                      md={2}
                      label={t('sticker')}
                      value={draft.sticker}
                      onChange={text('sticker')}
                      disabled={disabled}
                    />
                    <TextCell
                      md={2}
                      label={t('crfLink')}
                      value={draft.crfLink}
                      onChange={text('crfLink')}
                      disabled={disabled}
                    />
                  </>
                )}
                <TextCell
                  label={t('requestSummary')}
                  value={draft.requestSummary}
                  onChange={text('requestSummary')}
                  required
                  multiline
                  minRows={3}
                  disabled={disabled}
                />
                <TextCell
                  label={t('comment')}
                  value={draft.comment}
                  onChange={text('comment')}
                  multiline
                  minRows={2}
                  disabled={disabled}
                  error={!!commentError}
                  helperText={commentError ?? `${draft.comment.length} / ${STATUS_COMMENT_MAX}`}
                />
              </FieldGrid>
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
