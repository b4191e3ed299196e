/**
 * The feature dialog's General tab: name, project and initiative, phase, health, status, dates, points, people,
 * customer, links, request summary and comment, as inputs of the dialog's form. Submit-CRF mode shows fewer fields
 * and disables some (spec 2 §5). A required field says so once touched; Save waits for the whole rule.
 */
import { TextInput, useGetList, useTranslate, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FEATURE_STATUSES, STATUS_COMMENT_MAX } from '@a1/shared/constants/projecttracking';
import type { Milestone } from '@a1/shared/contract/projecttracking';
import {
  statusCommentError,
  type FeatureFormMode,
  type FeatureSaveBlock,
} from '@a1/shared/rules/projecttracking/index';
import { useDbName } from '../../../providers/i18nProvider';
import { FieldCell, FieldGrid } from '../../../forms/FieldGrid';
import { DayInput } from '../../../forms/DayInput';
import { SingleSelectInput } from '../../../forms/SelectInputs';
import { required, requiredBy } from '../../../forms/validators';
import { saveBlocksOf } from './featureForm';
import type { FeatureLookups } from './useFeatureLookups';

/** A person choice per user (the current value kept when it is no longer listed). */
const people = (list: { email: string; fullName: string }[], current: string | null) => {
  const all =
    current && !list.some((u) => u.email === current) ? [{ email: current, fullName: current }, ...list] : list;
  return all.map((u) => ({ id: u.email, name: u.fullName === u.email ? u.email : `${u.fullName} (${u.email})` }));
};

const commentRule: Validator = (value: unknown) => statusCommentError(String(value ?? '')) ?? undefined;

/** The status comment with its count of characters against the limit, or what is wrong with it. */
function CommentInput({ label, disabled }: { label: string; disabled: boolean }) {
  const comment: string = useWatch({ name: 'comment' }) ?? '';
  return (
    <TextInput
      source="comment"
      label={label}
      multiline
      minRows={2}
      disabled={disabled}
      validate={commentRule}
      helperText={`${comment.length} / ${STATUS_COMMENT_MAX}`}
    />
  );
}

interface Props {
  lookups: FeatureLookups;
  mode: FeatureFormMode;
  disabled: boolean;
}

export function FeatureGeneralTab({ lookups, mode, disabled }: Props) {
  const translate = useTranslate();
  // Phases, health statuses and feature statuses come from the database: their text through the translation tables.
  const dbName = useDbName();
  const t = (key: string) => translate(`a1.projects.feature.${key}`);
  const none = translate('a1.projects.common.none');
  const { setValue } = useFormContext();
  const { submitCrf } = mode;
  const need = (block: FeatureSaveBlock) => requiredBy((values) => saveBlocksOf(values, mode), block);
  // The initiatives of the chosen project (a cascading choice).
  const projectId: number | null = useWatch({ name: 'projectId' });
  const initiatives = useGetList<Milestone & { id: number }>(
    'initiatives',
    { filter: { projectId }, meta: { quiet: true } },
    { enabled: !submitCrf && !!projectId },
  );
  const [originalRequestor, owner, processOwner]: (string | null)[] = useWatch({
    name: ['originalRequestor', 'owner', 'seniorManagerApproval'],
  });
  const text = { helperText: false as const };

  return (
    <FieldGrid>
      <FieldCell md={6}>
        <TextInput
          source="sprintName"
          label={t('name')}
          validate={need('name')}
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          {...text}
        />
      </FieldCell>
      {!submitCrf && (
        <>
          <FieldCell md={3}>
            <SingleSelectInput
              source="projectId"
              label={t('project')}
              validate={required}
              disabled={disabled}
              choices={lookups.projects.map((p) => ({ id: p.projectId, name: p.projectName }))}
              onChange={() => setValue('milestoneId', null, { shouldValidate: true })}
            />
          </FieldCell>
          <FieldCell md={3}>
            <SingleSelectInput
              source="milestoneId"
              label={t('initiative')}
              validate={required}
              disabled={disabled}
              choices={(initiatives.data ?? []).map((m) => ({ id: m.milestoneID, name: m.milestoneText }))}
            />
          </FieldCell>
        </>
      )}
      <FieldCell md={3}>
        <SingleSelectInput
          source="phaseId"
          label={t('phase')}
          validate={need('phase')}
          disabled={disabled}
          choices={lookups.phases.map((p) => ({ id: p.id, name: dbName(p.name) }))}
        />
      </FieldCell>
      <FieldCell md={3}>
        <SingleSelectInput
          source="healthStatusId"
          label={t('health')}
          validate={need('health')}
          disabled={disabled}
          choices={lookups.health.map((h) => ({ id: h.id, name: dbName(h.name) }))}
        />
      </FieldCell>
      {!submitCrf && (
        <FieldCell md={3}>
          <SingleSelectInput
            source="status"
            label={t('status')}
            disabled={disabled}
            none={none}
            blankNone
            choices={FEATURE_STATUSES.map((v) => ({ id: v, name: dbName(v) }))}
          />
        </FieldCell>
      )}
      <FieldCell md={3}>
        {/* Submit-CRF mode: the start date is disabled (spec 2 §5). */}
        <DayInput source="startDate" label={t('startDate')} disabled={disabled || submitCrf} />
      </FieldCell>
      {!submitCrf && (
        <>
          <FieldCell md={3}>
            <DayInput source="endDate" label={t('endDate')} disabled={disabled} />
          </FieldCell>
          <FieldCell md={3}>
            <DayInput source="requirementsDueDate" label={t('requirementsDueDate')} disabled={disabled} />
          </FieldCell>
          <FieldCell md={3}>
            <DayInput source="dueDate" label={t('dueDate')} disabled={disabled} />
          </FieldCell>
          <FieldCell md={2}>
            <TextInput
              source="estimatedPoints"
              type="number"
              label={t('estimatedPoints')}
              disabled={disabled}
              {...text}
            />
          </FieldCell>
          <FieldCell md={2}>
            <TextInput source="sortOrder" type="number" label={t('sortOrder')} disabled={disabled} {...text} />
          </FieldCell>
          <FieldCell md={2}>
            <TextInput
              source="progress"
              type="number"
              label={t('progress')}
              disabled={disabled}
              slotProps={{ htmlInput: { min: 0, max: 100 } }}
              {...text}
            />
          </FieldCell>
        </>
      )}
      <FieldCell md={4}>
        <SingleSelectInput
          source="originalRequestor"
          label={t('originalRequestor')}
          validate={mode.submitCrf || mode.isNew ? need('originalRequestor') : undefined}
          disabled={disabled}
          none={none}
          blankNone
          choices={people(lookups.users, originalRequestor)}
        />
      </FieldCell>
      <FieldCell md={4}>
        {/* Submit-CRF mode: the requester is disabled (spec 2 §5). */}
        <SingleSelectInput
          source="owner"
          label={t('owner')}
          disabled={disabled || submitCrf}
          none={none}
          blankNone
          choices={people(lookups.users, owner)}
        />
      </FieldCell>
      <FieldCell md={4}>
        <SingleSelectInput
          source="seniorManagerApproval"
          label={t('seniorManagerApproval')}
          validate={need('processOwner')}
          disabled={disabled}
          none={none}
          blankNone
          choices={people(
            lookups.owners.map((o) => ({ email: o.userEmail, fullName: o.userFullName })),
            processOwner,
          )}
        />
      </FieldCell>
      <FieldCell md={4}>
        {/* The business analyst field is always disabled (spec 2 §5). */}
        <TextInput source="businessAnalystName" label={t('businessAnalyst')} disabled {...text} />
      </FieldCell>
      <FieldCell md={4}>
        <TextInput source="customer" label={t('customer')} disabled={disabled} {...text} />
      </FieldCell>
      {!submitCrf && (
        <>
          <FieldCell md={2}>
            <TextInput source="sticker" label={t('sticker')} disabled={disabled} {...text} />
          </FieldCell>
          <FieldCell md={2}>
            <TextInput source="crfLink" label={t('crfLink')} disabled={disabled} {...text} />
          </FieldCell>
        </>
      )}
      <FieldCell>
        <TextInput
          source="requestSummary"
          label={t('requestSummary')}
          validate={need('requestSummary')}
          multiline
          minRows={3}
          disabled={disabled}
          {...text}
        />
      </FieldCell>
      <FieldCell>
        <CommentInput label={t('comment')} disabled={disabled} />
      </FieldCell>
    </FieldGrid>
  );
}
