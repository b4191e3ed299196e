/**
 * Edit/Add Initiative (spec 2 §2 Modals, §3, §5): extra large, tab General and, when a project is set, Timesheets
 * and History (ours); without a project a Features button opens the initiative's Features list modal (add and
 * row-click edit). Progress is a slider (default 0), type STR or PML (marked required), a new initiative may name
 * its first feature (defaultFeatureName). A react-admin Form on the initiatives resource (CreateBase, or EditBase
 * pessimistic): Save is disabled without project, name or status (the shared initiativeSaveBlocks); it succeeds
 * only on status 200, otherwise the modal stays open, the error dialog saying why.
 */
import { useState } from 'react';
import { Button, Slider, Tab, Tabs, Typography } from '@mui/material';
import {
  BooleanInput,
  TextInput,
  useGetList,
  useInput,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { A1 } from '@a1/shared';
import { INITIATIVE_STATUSES, INITIATIVE_TYPES } from '@a1/shared/constants/projecttracking';
import type { Milestone, Sprint } from '@a1/shared/contract/projecttracking';
import {
  initiativeSaveBlocks,
  initiativeTabs,
  showsFeaturesButton,
  type InitiativeSaveBlock,
} from '@a1/shared/rules/projecttracking/index';
import { ModalFrame } from '../projects/ModalFrame';
import { SimpleTable } from '../projects/SimpleTable';
import { dayOf, showDate } from '../projects/dates';
import { TimesheetList } from '../timesheets/TimesheetList';
import { FeatureHistory } from '../features/FeatureHistory';
import { useDbName } from '../../providers/i18nProvider';
import { QUIET, useLookup } from '../../lookups/useSharedLookups';
import { ResourceDialog } from '../../forms/ResourceDialog';
import { SubmitButton } from '../../forms/inputs';
import { SingleSelectInput } from '../../forms/SelectInputs';
import { FieldCell, FieldGrid } from '../../forms/FieldGrid';
import { DayInput } from '../../forms/DayInput';
import { required, requiredBy } from '../../forms/validators';

/** The initiative as its inputs hold it (no project: null). */
interface InitiativeValues {
  milestoneText: string;
  projectID: number | null;
  status: string | null;
  type: string | null;
  progress: number;
  sortOrder: string;
  startDate: string;
  endDate: string;
  comment: string;
  isHeadOffice: boolean;
  isEnabled: boolean;
  defaultFeatureName: string;
  /** The version the initiative was read at, sent with the save (absent for a new one). */
  version?: number;
}

const NEW_INITIATIVE: InitiativeValues = {
  milestoneText: '',
  projectID: null,
  status: null,
  type: 'STR',
  progress: 0,
  sortOrder: '0',
  startDate: '',
  endDate: '',
  comment: '',
  isHeadOffice: false,
  isEnabled: true,
  defaultFeatureName: '',
};

const toValues = (m: Milestone): InitiativeValues => ({
  version: m.version,
  milestoneText: m.milestoneText,
  projectID: m.projectID || null,
  status: m.status,
  type: m.type,
  progress: m.progress,
  sortOrder: String(m.sortOrder),
  startDate: dayOf(m.startDate),
  endDate: dayOf(m.endDate),
  comment: m.comment ?? '',
  isHeadOffice: m.isHeadOffice,
  isEnabled: m.isEnabled,
  defaultFeatureName: '',
});

/** The saved fields, as Create and Update take them (Save waited for project, name, status and type). */
const initiativeBody = (v: InitiativeValues) => ({
  milestoneText: v.milestoneText.trim(),
  projectID: v.projectID ?? 0,
  comment: v.comment || null,
  status: v.status as (typeof INITIATIVE_STATUSES)[number],
  progress: v.progress,
  type: v.type as (typeof INITIATIVE_TYPES)[number],
  sortOrder: Math.max(0, Math.trunc(Number(v.sortOrder) || 0)),
  startDate: v.startDate || null,
  endDate: v.endDate || null,
  isHeadOffice: v.isHeadOffice,
  isEnabled: v.isEnabled,
});

const need = (block: InitiativeSaveBlock) => requiredBy(initiativeSaveBlocks, block);
const valid = { project: need('project'), name: need('name'), status: need('status') };

/** Progress as a slider in steps of 5 (spec 2 §5), its value in its label. */
function ProgressInput({ label, disabled }: { label: string; disabled: boolean }) {
  const { field } = useInput<number>({ source: 'progress' });
  return (
    <>
      <Typography id="a1-initiative-progress" variant="caption" color="text.secondary">
        {label}: {field.value ?? 0}%
      </Typography>
      <Slider
        aria-labelledby="a1-initiative-progress"
        value={field.value ?? 0}
        min={0}
        max={100}
        step={5}
        disabled={disabled}
        valueLabelDisplay="auto"
        onChange={(_, value) => field.onChange(value as number)}
      />
    </>
  );
}

export function InitiativeDialog({
  id,
  readOnly,
  onClose,
  onOpenFeature,
}: {
  id: number | null;
  readOnly: boolean;
  onClose: (saved?: boolean) => void;
  onOpenFeature: (feature: { id: number | null; milestoneId?: number; projectId?: number }) => void;
}) {
  const translate = useTranslate();
  const isNew = id === null;
  const [featuresOpen, setFeaturesOpen] = useState(false);
  return (
    <ResourceDialog<InitiativeValues>
      resource="initiatives"
      id={id}
      newValues={NEW_INITIATIVE}
      toValues={storedValues}
      body={initiativeBody}
      newBody={(values) => ({ defaultFeatureName: values.defaultFeatureName.trim() || null })}
      onSaved={() => onClose(true)}
      onClose={() => onClose()}
      titleId="a1-initiative-title"
      title={isNew ? translate('a1.projects.initiative.addTitle') : translate('a1.projects.initiative.editTitle')}
      tabbed
      actions={
        <InitiativeActions
          isNew={isNew}
          readOnly={readOnly}
          onClose={() => onClose()}
          onFeatures={() => setFeaturesOpen(true)}
        />
      }
    >
      <InitiativeTabs id={id} readOnly={readOnly} />
      {featuresOpen && id !== null && (
        <StoredInitiativeFeatures
          id={id}
          readOnly={readOnly}
          onClose={() => setFeaturesOpen(false)}
          onOpenFeature={onOpenFeature}
        />
      )}
    </ResourceDialog>
  );
}

const storedValues = (record: RaRecord) => toValues(record as Milestone & RaRecord);

/**
 * The Features list of the stored initiative; a feature added there goes under the stored project, even while the
 * form's project is cleared.
 */
function StoredInitiativeFeatures({
  id,
  readOnly,
  onClose,
  onOpenFeature,
}: {
  id: number;
  readOnly: boolean;
  onClose: () => void;
  onOpenFeature: (feature: { id: number | null; milestoneId?: number; projectId?: number }) => void;
}) {
  const stored = useRecordContext<Milestone & RaRecord>();
  return (
    <InitiativeFeaturesDialog
      milestoneId={id}
      name={stored?.milestoneText ?? ''}
      readOnly={readOnly}
      onClose={onClose}
      onOpenFeature={(featureId) =>
        onOpenFeature({ id: featureId, milestoneId: id, projectId: stored?.projectID || undefined })
      }
    />
  );
}

/** General, and Timesheets while the initiative has a project (spec 2 §2), and History of a stored one. */
function InitiativeTabs({ id, readOnly }: { id: number | null; readOnly: boolean }) {
  const translate = useTranslate();
  const dbName = useDbName();
  const t = (key: string) => translate(`a1.projects.initiative.${key}`);
  const isNew = id === null;
  const [tab, setTab] = useState<'general' | 'timesheets' | 'history'>('general');
  const projectID: number | null = useWatch({ name: 'projectID' });
  const projects = useLookup(A1.kanbanProjects, { query: {} }, QUIET).data ?? [];
  const tabs = initiativeTabs(isNew ? 0 : projectID);
  const text = { helperText: false as const, disabled: readOnly };
  return (
    <>
      <Tabs value={tab} onChange={(_, next: typeof tab) => setTab(next)} sx={{ mb: 2 }}>
        <Tab value="general" label={t('general')} />
        {tabs.includes('timesheets') && <Tab value="timesheets" label={t('timesheets')} />}
        {!isNew && <Tab value="history" label={translate('a1.projects.feature.tabs.history')} />}
      </Tabs>
      {tab === 'general' && (
        <FieldGrid>
          <FieldCell md={6}>
            <TextInput
              source="milestoneText"
              label={t('name')}
              validate={valid.name}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              {...text}
            />
          </FieldCell>
          <FieldCell md={6}>
            {/* No project: the Timesheets tab goes and the Features button shows (spec 2 §2). */}
            <SingleSelectInput
              source="projectID"
              label={t('project')}
              validate={valid.project}
              disabled={readOnly}
              none={translate('a1.projects.common.none')}
              blankNone
              choices={projects.map((p) => ({ id: p.projectId, name: p.projectName }))}
            />
          </FieldCell>
          <FieldCell md={3}>
            <SingleSelectInput
              source="status"
              label={t('status')}
              validate={valid.status}
              disabled={readOnly}
              choices={INITIATIVE_STATUSES.map((v) => ({ id: v, name: dbName(v) }))}
            />
          </FieldCell>
          <FieldCell md={3}>
            <SingleSelectInput
              source="type"
              label={t('type')}
              validate={required}
              disabled={readOnly}
              choices={INITIATIVE_TYPES.map((v) => ({ id: v, name: v }))}
            />
          </FieldCell>
          <FieldCell md={3}>
            <TextInput source="sortOrder" type="number" label={t('sortOrder')} {...text} />
          </FieldCell>
          <FieldCell md={3}>
            <ProgressInput label={t('progress')} disabled={readOnly} />
          </FieldCell>
          <FieldCell md={3}>
            <DayInput source="startDate" label={t('startDate')} disabled={readOnly} />
          </FieldCell>
          <FieldCell md={3}>
            <DayInput source="endDate" label={t('endDate')} disabled={readOnly} />
          </FieldCell>
          <FieldCell md={3}>
            <BooleanInput source="isHeadOffice" label={t('isHeadOffice')} {...text} />
          </FieldCell>
          <FieldCell md={3}>
            <BooleanInput source="isEnabled" label={t('isEnabled')} {...text} />
          </FieldCell>
          {isNew && (
            <FieldCell>
              <TextInput source="defaultFeatureName" label={t('defaultFeatureName')} {...text} />
            </FieldCell>
          )}
          <FieldCell>
            <TextInput source="comment" label={t('comment')} multiline minRows={2} {...text} />
          </FieldCell>
        </FieldGrid>
      )}
      {tab === 'timesheets' && id !== null && <TimesheetList kind="Initiative" parentId={id} readOnly={readOnly} />}
      {tab === 'history' && id !== null && <FeatureHistory objectType="initiative" objectId={id} />}
    </>
  );
}

/** Features (a stored initiative without a project), Cancel and Save, which waits for the save rules. */
function InitiativeActions({
  isNew,
  readOnly,
  onClose,
  onFeatures,
}: {
  isNew: boolean;
  readOnly: boolean;
  onClose: () => void;
  onFeatures: () => void;
}) {
  const translate = useTranslate();
  const values = useWatch() as Partial<InitiativeValues>;
  const blocked = readOnly || initiativeSaveBlocks(values).length > 0 || !values.type;
  return (
    <>
      {showsFeaturesButton(values.projectID, isNew) && (
        <Button onClick={onFeatures}>{translate('a1.projects.initiative.features')}</Button>
      )}
      <Button onClick={onClose}>{translate('a1.projects.common.cancel')}</Button>
      <SubmitButton label={translate('a1.projects.common.save')} busy={blocked} />
    </>
  );
}

/** The initiative's Features list modal (spec 2 §2): a grid of its features with add and row-click edit. */
export function InitiativeFeaturesDialog({
  milestoneId,
  name,
  readOnly,
  onClose,
  onOpenFeature,
}: {
  milestoneId: number;
  name: string;
  readOnly: boolean;
  onClose: () => void;
  onOpenFeature: (featureId: number | null) => void;
}) {
  const translate = useTranslate();
  const dbName = useDbName();
  const t = (key: string, options?: Record<string, unknown>) => translate(`a1.projects.initiative.${key}`, options);
  // A failed load shows no rows (spec 2 §8: failed loads are silently ignored).
  const features = useGetList<Sprint & { id: number }>('features', { filter: { milestoneId }, meta: { quiet: true } });
  return (
    <ModalFrame
      titleId="a1-initiative-features-title"
      title={t('featuresTitle', { name })}
      onClose={onClose}
      actions={
        <>
          <Button disabled={readOnly} onClick={() => onOpenFeature(null)}>
            {t('addFeature')}
          </Button>
          <Button onClick={onClose}>{translate('a1.projects.common.close')}</Button>
        </>
      }
    >
      <SimpleTable<Sprint>
        label={t('featuresTitle', { name })}
        rows={features.data ?? []}
        loading={features.isPending}
        rowKey={(f) => f.sprintId}
        onRowClick={(f) => onOpenFeature(f.sprintId)}
        columns={[
          { title: translate('a1.projects.feature.name'), render: (f) => f.sprintName },
          { title: translate('a1.projects.feature.status'), render: (f) => dbName(f.status) },
          { title: translate('a1.projects.feature.startDate'), render: (f) => showDate(f.startDate) },
          { title: translate('a1.projects.feature.endDate'), render: (f) => showDate(f.endDate) },
        ]}
      />
    </ModalFrame>
  );
}
