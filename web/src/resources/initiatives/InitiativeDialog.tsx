/**
 * Edit/Add Initiative (spec 2 §2 Modals, §3, §5): extra large, tab General and, when a project is set, Timesheets
 * and History (ours); without a project a Features button opens the initiative's Features list modal (add and
 * row-click edit). Progress is a slider (default 0), type STR or PML (marked required), a new initiative may name
 * its first feature (defaultFeatureName). Save is disabled without project, name or status; it succeeds only on
 * status 200, otherwise the modal stays open.
 */
import { useEffect, useState, type ChangeEvent } from 'react';
import {
  Box,
  Button,
  FormControlLabel,
  Grid,
  MenuItem,
  Slider,
  Switch,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { A1 } from '@a1/shared';
import { INITIATIVE_STATUSES, INITIATIVE_TYPES } from '@a1/shared/constants/projecttracking';
import type { Milestone, Project, Sprint } from '@a1/shared/contract/projecttracking';
import { initiativeTabs, isInitiativeSaveDisabled, showsFeaturesButton } from '@a1/shared/rules/projecttracking/index';
import { useA1 } from '../../providers/useA1';
import { ModalFrame, SimpleTable, dayOf, savedOk, showDate } from '../projects/parts';
import { TimesheetList } from '../timesheets/TimesheetList';
import { FeatureHistory } from '../features/FeatureHistory';

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
      a1.call(A1.kanbanMilestones, { query: { MilestoneID: id, includeDisabled: true } }, { quiet: true })
        .then((list) => {
          setDraft(list[0] ? toDraft(list[0]) : EMPTY);
          setStoredProjectId(list[0]?.projectID || undefined);
        })
        .catch(() => onClose());
    // Loaded once per opened initiative.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => (d ? { ...d, [key]: value } : d));
  const text = (key: keyof Draft) => (e: ChangeEvent<HTMLInputElement>) => set(key, e.target.value as never);
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
      const envelope = isNew
        ? await a1.callEnvelope(A1.kanbanMilestoneCreate, {
            body: { ...fields, defaultFeatureName: draft.defaultFeatureName.trim() || null },
          })
        : await a1.callEnvelope(A1.kanbanMilestoneUpdate, { body: { milestoneID: id, ...fields } });
      if (savedOk(envelope)) onClose(true);
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
        title={isNew ? t('addTitle') : t('editTitle')}
        onClose={() => onClose()}
        actions={
          <>
            {draft && showsFeaturesButton(draft.projectID, isNew) && (
              <Button onClick={() => setFeaturesOpen(true)}>{t('features')}</Button>
            )}
            <Button onClick={() => onClose()}>{translate('a1.projects.common.cancel')}</Button>
            <Button variant="contained" disabled={saveDisabled || busy} onClick={() => void save()}>
              {translate('a1.projects.common.save')}
            </Button>
          </>
        }
      >
        {!draft ? (
          <Box role="status" sx={{ p: 4, textAlign: 'center' }}>
            {translate('a1.projects.common.loading')}
          </Box>
        ) : (
          <>
            <Tabs value={tab} onChange={(_, next: typeof tab) => setTab(next)} sx={{ mb: 2 }}>
              <Tab value="general" label={t('general')} />
              {tabs.includes('timesheets') && <Tab value="timesheets" label={t('timesheets')} />}
              {!isNew && <Tab value="history" label={translate('a1.projects.feature.tabs.history')} />}
            </Tabs>
            {tab === 'general' && (
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <TextField
                    label={t('name')}
                    required
                    fullWidth
                    disabled={disabled}
                    value={draft.milestoneText}
                    onChange={text('milestoneText')}
                    slotProps={{ htmlInput: { maxLength: 200 } }}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <TextField
                    select
                    label={t('project')}
                    required
                    fullWidth
                    disabled={disabled}
                    value={projects.some((p) => p.projectId === draft.projectID) ? draft.projectID : ''}
                    onChange={(e) => set('projectID', Number(e.target.value) || 0)}
                  >
                    {/* No project: the Timesheets tab goes and the Features button shows (spec 2 §2). */}
                    <MenuItem value="" aria-label={translate('a1.projects.common.none')}>
                      &nbsp;
                    </MenuItem>
                    {projects.map((p) => (
                      <MenuItem key={p.projectId} value={p.projectId}>
                        {p.projectName}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
                <Grid size={{ xs: 12, md: 3 }}>
                  <TextField
                    select
                    label={t('status')}
                    required
                    fullWidth
                    disabled={disabled}
                    value={draft.status}
                    onChange={text('status')}
                  >
                    {INITIATIVE_STATUSES.map((s) => (
                      <MenuItem key={s} value={s}>
                        {s}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
                <Grid size={{ xs: 12, md: 3 }}>
                  <TextField
                    select
                    label={t('type')}
                    required
                    fullWidth
                    disabled={disabled}
                    value={draft.type}
                    onChange={text('type')}
                  >
                    {INITIATIVE_TYPES.map((s) => (
                      <MenuItem key={s} value={s}>
                        {s}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
                <Grid size={{ xs: 12, md: 3 }}>
                  <TextField
                    label={t('sortOrder')}
                    type="number"
                    fullWidth
                    disabled={disabled}
                    value={draft.sortOrder}
                    onChange={text('sortOrder')}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 3 }}>
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
                </Grid>
                <Grid size={{ xs: 12, md: 3 }}>
                  <TextField
                    label={t('startDate')}
                    type="date"
                    fullWidth
                    disabled={disabled}
                    value={draft.startDate}
                    onChange={text('startDate')}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 3 }}>
                  <TextField
                    label={t('endDate')}
                    type="date"
                    fullWidth
                    disabled={disabled}
                    value={draft.endDate}
                    onChange={text('endDate')}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 3 }}>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={draft.isHeadOffice}
                        disabled={disabled}
                        onChange={(e) => set('isHeadOffice', e.target.checked)}
                      />
                    }
                    label={t('isHeadOffice')}
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 3 }}>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={draft.isEnabled}
                        disabled={disabled}
                        onChange={(e) => set('isEnabled', e.target.checked)}
                      />
                    }
                    label={t('isEnabled')}
                  />
                </Grid>
                {isNew && (
                  <Grid size={12}>
                    <TextField
                      label={t('defaultFeatureName')}
                      fullWidth
                      disabled={disabled}
                      value={draft.defaultFeatureName}
                      onChange={text('defaultFeatureName')}
                    />
                  </Grid>
                )}
                <Grid size={12}>
                  <TextField
                    label={t('comment')}
                    fullWidth
                    multiline
                    minRows={2}
                    disabled={disabled}
                    value={draft.comment}
                    onChange={text('comment')}
                  />
                </Grid>
              </Grid>
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
  const t = (key: string, options?: Record<string, unknown>) => translate(`a1.projects.initiative.${key}`, options);
  const a1 = useA1();
  const [features, setFeatures] = useState<Sprint[]>([]);
  useEffect(() => {
    a1.call(A1.kanbanSprints, { query: { milestoneId } }, { quiet: true })
      .then(setFeatures)
      .catch(() => undefined);
  }, [a1, milestoneId]);
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
        rows={features}
        rowKey={(f) => f.sprintId}
        onRowClick={(f) => onOpenFeature(f.sprintId)}
        columns={[
          { title: translate('a1.projects.feature.name'), render: (f) => f.sprintName },
          { title: translate('a1.projects.feature.status'), render: (f) => f.status },
          { title: translate('a1.projects.feature.startDate'), render: (f) => showDate(f.startDate) },
          { title: translate('a1.projects.feature.endDate'), render: (f) => showDate(f.endDate) },
        ]}
      />
    </ModalFrame>
  );
}
