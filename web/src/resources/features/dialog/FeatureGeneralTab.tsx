/**
 * The feature dialog's General tab: name, project and initiative, phase, health, status, dates, points, people,
 * customer, links, request summary and comment. Submit-CRF mode shows fewer fields and disables some (spec 2 §5).
 */
import type { Dispatch, SetStateAction } from 'react';
import { useTranslate } from 'react-admin';
import { FEATURE_STATUSES, STATUS_COMMENT_MAX } from '@a1/shared/constants/projecttracking';
import type { Milestone } from '@a1/shared/contract/projecttracking';
import { statusCommentError } from '@a1/shared/rules/projecttracking/index';
import { useDbName } from '../../../providers/i18nProvider';
import { DateCell, FieldGrid, SelectCell, TextCell, type Choice } from '../../projects/fields';
import type { Draft, Lookups } from './featureDraft';

/** A person choice per user (the current value kept when it is no longer listed). */
const people = (list: { email: string; fullName: string }[], current: string): Choice[] => {
  const all =
    current && !list.some((u) => u.email === current) ? [{ email: current, fullName: current }, ...list] : list;
  return all.map((u) => ({ value: u.email, label: u.fullName === u.email ? u.email : `${u.fullName} (${u.email})` }));
};

interface Props {
  draft: Draft;
  setDraft: Dispatch<SetStateAction<Draft | null>>;
  lookups: Lookups;
  /** The initiatives of the chosen project. */
  milestones: Milestone[];
  disabled: boolean;
  submitCrf: boolean;
  isNew: boolean;
}

export function FeatureGeneralTab({ draft, setDraft, lookups, milestones, disabled, submitCrf, isNew }: Props) {
  const translate = useTranslate();
  // Phases, health statuses and feature statuses come from the database: their text through the translation tables.
  const dbName = useDbName();
  const t = (key: string, options?: Record<string, unknown>) => translate(`a1.projects.feature.${key}`, options);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => (d ? { ...d, [key]: value } : d));
  const text = (key: keyof Draft) => (value: string) => set(key, value as never);
  const commentError = statusCommentError(draft.comment);

  return (
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
          <DateCell md={3} label={t('endDate')} value={draft.endDate} onChange={text('endDate')} disabled={disabled} />
          <DateCell
            md={3}
            label={t('requirementsDueDate')}
            value={draft.requirementsDueDate}
            onChange={text('requirementsDueDate')}
            disabled={disabled}
          />
          <DateCell md={3} label={t('dueDate')} value={draft.dueDate} onChange={text('dueDate')} disabled={disabled} />
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
      <TextCell md={4} label={t('customer')} value={draft.customer} onChange={text('customer')} disabled={disabled} />
      {!submitCrf && (
        <>
          <TextCell md={2} label={t('sticker')} value={draft.sticker} onChange={text('sticker')} disabled={disabled} />
          <TextCell md={2} label={t('crfLink')} value={draft.crfLink} onChange={text('crfLink')} disabled={disabled} />
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
  );
}
