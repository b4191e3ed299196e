/**
 * Edit/Add Initiative (spec 2 §2 Modals, §3, §5): extra large, tab General and, when a project is set, Timesheets
 * and History (ours); without a project a Features button opens the initiative's Features list modal (add and
 * row-click edit). Progress is a slider (default 0), type STR or PML (marked required), a new initiative may name
 * its first feature (defaultFeatureName). Save is disabled without project, name or status; it succeeds only on
 * status 200, otherwise the modal stays open.
 */
import { useEffect, useState } from 'react';
import { Button, Slider, Tab, Tabs, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { A1 } from '@a1/shared';
import { INITIATIVE_STATUSES, INITIATIVE_TYPES } from '@a1/shared/constants/projecttracking';
import type { Milestone, Project, Sprint } from '@a1/shared/contract/projecttracking';
import { initiativeTabs, isInitiativeSaveDisabled, showsFeaturesButton } from '@a1/shared/rules/projecttracking/index';
import { useA1 } from '../../providers/useA1';
import { ModalFrame, ModalLoading, SimpleTable, dayOf, showDate } from '../projects/parts';
import { ModalActions } from '../projects/ModalActions';
import { DateCell, FieldCell, FieldGrid, SelectCell, SwitchCell, TextCell, choicesOf } from '../projects/fields';
import { TimesheetList } from '../timesheets/TimesheetList';
import { FeatureHistory } from '../features/FeatureHistory';
import { useDbName } from '../../providers/i18nProvider';

interface Draft {
  milestoneText: string;
  projectID: number;
  status: string;
  type: string;
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

const EMPTY: Draft = {
  milestoneText: '',
  projectID: 0,
  status: '',
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

const toDraft = (m: Milestone): Draft => ({
  version: m.version,
  milestoneText: m.milestoneText,
  projectID: m.projectID,
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
  const dbName = useDbName();
  const t = (key: string, options?: Record<string, unknown>) => translate(`a1.projects.initiative.${key}`, options);
  const a1 = useA1();
  const isNew = id === null;
  const [draft, setDraft] = useState<Draft | null>(isNew ? EMPTY : null);
  const [projects, setProjects] = useState<Project[]>([]);
  const [tab, setTab] = useState<'general' | 'timesheets' | 'history'>('general');
  const [busy, setBusy] = useState(false);
  const [featuresOpen, setFeaturesOpen] = useState(false);
  // The stored project, for a feature added from the Features list while the form's project is cleared.
  const [storedProjectId, setStoredProjectId] = useState<number | undefined>(undefined);

  useEffect(() => {
    a1.call(A1.kanbanProjects, { query: {} }, { quiet: true })
      .then(setProjects)
      .catch(() => undefined);
    if (id !== null)
      a1.data
        .getOne<Milestone & { id: number }>('initiatives', { id, meta: { quiet: true } })
        .then(({ data }) => {
          setDraft(toDraft(data));
          setStoredProjectId(data.projectID || undefined);
        })
        .catch(() => onClose());
    // Loaded once per opened initiative.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => (d ? { ...d, [key]: value } : d));
  const text = (key: keyof Draft) => (value: string) => set(key, value as never);
  const saveDisabled =
    readOnly ||
    !draft ||
    isInitiativeSaveDisabled({
      projectID: draft.projectID,
      milestoneText: draft.milestoneText,
      status: draft.status,
    }) ||
    !draft.type;

  const save = async () => {
    if (!draft || saveDisabled) return;
    setBusy(true);
    const fields = {
      milestoneText: draft.milestoneText.trim(),
      projectID: draft.projectID,
      comment: draft.comment || null,
      status: draft.status as (typeof INITIATIVE_STATUSES)[number],
      progress: draft.progress,
      type: draft.type as (typeof INITIATIVE_TYPES)[number],
      sortOrder: Math.max(0, Math.trunc(Number(draft.sortOrder) || 0)),
      startDate: draft.startDate || null,
      endDate: draft.endDate || null,
      isHeadOffice: draft.isHeadOffice,
      isEnabled: draft.isEnabled,
    };
    try {
      // The initiatives resource's create and update (POST and PUT KanbanBoard/Milestone): they resolve only on
      // status 200 (spec 2 §8), so the modal closes on a save and stays open, the wrapper saying why, on any other.
      if (isNew)
        await a1.data.create('initiatives', {
          data: { ...fields, defaultFeatureName: draft.defaultFeatureName.trim() || null },
        });
      else await a1.data.update('initiatives', { id, data: { version: draft.version, ...fields }, previousData: {} });
      onClose(true);
    } catch {
      // The wrapper said why; the modal stays open (spec 2 §8).
    } finally {
      setBusy(false);
    }
  };

  const tabs = draft ? initiativeTabs(isNew ? 0 : draft.projectID) : ['general'];
  const disabled = readOnly;
  return (
    <>
      <ModalFrame
        titleId="a1-initiative-title"
        tabbed
        title={isNew ? t('addTitle') : t('editTitle')}
        onClose={() => onClose()}
        actions={
          <ModalActions
            onCancel={() => onClose()}
            onSave={() => void save()}
            saveDisabled={saveDisabled || busy}
            leading={
              draft &&
              showsFeaturesButton(draft.projectID, isNew) && (
                <Button onClick={() => setFeaturesOpen(true)}>{t('features')}</Button>
              )
            }
          />
        }
      >
        {!draft ? (
          <ModalLoading />
        ) : (
          <>
            <Tabs value={tab} onChange={(_, next: typeof tab) => setTab(next)} sx={{ mb: 2 }}>
              <Tab value="general" label={t('general')} />
              {tabs.includes('timesheets') && <Tab value="timesheets" label={t('timesheets')} />}
              {!isNew && <Tab value="history" label={translate('a1.projects.feature.tabs.history')} />}
            </Tabs>
            {tab === 'general' && (
              <FieldGrid>
                <TextCell
                  md={6}
                  label={t('name')}
                  required
                  disabled={disabled}
                  value={draft.milestoneText}
                  onChange={text('milestoneText')}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
                {/* No project: the Timesheets tab goes and the Features button shows (spec 2 §2). */}
                <SelectCell
                  md={6}
                  label={t('project')}
                  required
                  disabled={disabled}
                  value={projects.some((p) => p.projectId === draft.projectID) ? draft.projectID : ''}
                  onChange={(value) => set('projectID', Number(value) || 0)}
                  none
                  options={projects.map((p) => ({ value: p.projectId, label: p.projectName }))}
                />
                <SelectCell
                  md={3}
                  label={t('status')}
                  required
                  disabled={disabled}
                  value={draft.status}
                  onChange={text('status')}
                  options={choicesOf(INITIATIVE_STATUSES, dbName)}
                />
                <SelectCell
                  md={3}
                  label={t('type')}
                  required
                  disabled={disabled}
                  value={draft.type}
                  onChange={text('type')}
                  options={choicesOf(INITIATIVE_TYPES)}
                />
                <TextCell
                  md={3}
                  label={t('sortOrder')}
                  type="number"
                  disabled={disabled}
                  value={draft.sortOrder}
                  onChange={text('sortOrder')}
                />
                <FieldCell md={3}>
                  <Typography id="a1-initiative-progress" variant="caption" color="text.secondary">
                    {t('progress')}: {draft.progress}%
                  </Typography>
                  <Slider
                    aria-labelledby="a1-initiative-progress"
                    value={draft.progress}
                    min={0}
                    max={100}
                    step={5}
                    disabled={disabled}
                    valueLabelDisplay="auto"
                    onChange={(_, value) => set('progress', value as number)}
                  />
                </FieldCell>
                <DateCell
                  md={3}
                  label={t('startDate')}
                  disabled={disabled}
                  value={draft.startDate}
                  onChange={text('startDate')}
                />
                <DateCell
                  md={3}
                  label={t('endDate')}
                  disabled={disabled}
                  value={draft.endDate}
                  onChange={text('endDate')}
                />
                <SwitchCell
                  md={3}
                  label={t('isHeadOffice')}
                  checked={draft.isHeadOffice}
                  disabled={disabled}
                  onChange={(checked) => set('isHeadOffice', checked)}
                />
                <SwitchCell
                  md={3}
                  label={t('isEnabled')}
                  checked={draft.isEnabled}
                  disabled={disabled}
                  onChange={(checked) => set('isEnabled', checked)}
                />
                {isNew && (
                  <TextCell
                    label={t('defaultFeatureName')}
                    disabled={disabled}
                    value={draft.defaultFeatureName}
                    onChange={text('defaultFeatureName')}
                  />
                )}
                <TextCell
                  label={t('comment')}
                  multiline
                  minRows={2}
                  disabled={disabled}
                  value={draft.comment}
                  onChange={text('comment')}
                />
              </FieldGrid>
            )}
            {tab === 'timesheets' && id !== null && (
              <TimesheetList kind="Initiative" parentId={id} readOnly={readOnly} />
            )}
            {tab === 'history' && id !== null && <FeatureHistory objectType="initiative" objectId={id} />}
          </>
        )}
      </ModalFrame>
      {featuresOpen && id !== null && draft && (
        <InitiativeFeaturesDialog
          milestoneId={id}
          name={draft.milestoneText}
          readOnly={readOnly}
          onClose={() => setFeaturesOpen(false)}
          onOpenFeature={(featureId) =>
            onOpenFeature({ id: featureId, milestoneId: id, projectId: draft.projectID || storedProjectId })
          }
        />
      )}
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
