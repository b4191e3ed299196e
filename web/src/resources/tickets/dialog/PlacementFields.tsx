/**
 * The IT and Assignments tabs' fields (spec 3 §2, §4): the project → initiatives → features cascade and the lane
 * rules (a move into a comment lane asks for a New Comment; the schedule-group project and lane need a Sprint).
 */
import { useMemo } from 'react';
import { Stack } from '@mui/material';
import { AutocompleteInput, DateInput, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { A1, type Ticket, type TicketSettingsAnswer } from '@a1/shared';
import { SORT_PRIORITIES } from '@a1/shared/constants/ticketing-ui';
import { commentRequired, offeredScheduleGroups } from '@a1/shared/rules/ticketing/index';
import { useA1 } from '../../../providers/useA1';
import { useDbName } from '../../../providers/i18nProvider';
import { useLookup, useTicketUsers } from '../useTicketing';
import { useLocked } from '../readOnlyMode';
import type { Values } from './ticketFormValues';

/**
 * IT tab (spec 3 §2): Project, Initiative, Feature, End Date, Sprint, Lane, Points, Sort Priority, New Comment
 * (when mandatory), Requester, Business Analyst (read-only), Assigned Agent, Sticker, CRF Link, Ticket Health.
 * Assignments tab: Project, Initiative, Feature, Lane, Sticker, New Comment, Requester, Assigned Agent.
 */
export function PlacementFields({
  ticket,
  settings,
  variant,
}: {
  ticket: Ticket | null;
  settings: TicketSettingsAnswer;
  variant: 'it' | 'assignments';
}) {
  const translate = useTranslate();
  const dbName = useDbName();
  const a1 = useA1();
  const users = useTicketUsers();
  const { setValue } = useFormContext<Values>();
  const locked = useLocked();
  const projectId = useWatch<Values>({ name: 'projectId' }) as number | null;
  const milestoneId = useWatch<Values>({ name: 'milestoneId' }) as number | null;
  const sprintId = useWatch<Values>({ name: 'sprintId' }) as number | null;
  const laneId = useWatch<Values>({ name: 'laneId' }) as number | null;
  const projects = useLookup(['projects'], () => a1.call(A1.ticketProjectList));
  const milestones = useLookup(
    ['milestones', projectId],
    () => a1.call(A1.ticketMilestoneList, { query: { projectId: projectId! } }),
    !!projectId,
  );
  const sprints = useLookup(
    ['sprints', milestoneId],
    () => a1.call(A1.ticketSprintList, { query: { milestoneId: milestoneId! } }),
    !!milestoneId,
  );
  const lanes = useLookup(['lanes'], () => a1.call(A1.ticketCardLane));
  const groups = useLookup(['scheduleGroups'], () => a1.call(A1.ticketScheduleGroupList), variant === 'it');
  const health = useLookup(['health'], () => a1.call(A1.healthStatusList), variant === 'it');
  const analyst = useLookup(
    ['analyst', sprintId],
    () => a1.call(A1.sprintBusinessAnalyst, { query: { sprintId: sprintId! } }),
    variant === 'it' && !!sprintId,
  );
  const userChoices = useMemo(() => (users ?? []).map((u) => ({ id: u.userId, name: u.fullName })), [users]);
  const groupChoices = useMemo(
    () =>
      offeredScheduleGroups(groups ?? [], ticket?.scheduleGroupId).map((g) => ({
        id: g.scheduleGroupId,
        name: g.scheduleGroupName,
      })),
    [groups, ticket?.scheduleGroupId],
  );
  const mandatory = commentRequired(!ticket, ticket?.laneId, laneId, settings.commentLaneIds);
  const f = (key: string) => translate(`a1.ticketing.fields.${key}`);
  const it = variant === 'it';
  return (
    <Stack spacing={1} data-testid={`ticket-placement-${variant}`}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SelectInput
          source="projectId"
          disabled={locked('projectId')}
          label={f('project')}
          choices={(projects ?? []).map((p) => ({ id: p.projectId, name: p.projectName }))}
          // Changing project reloads initiatives and resets the initiative (and so the feature).
          onChange={() => {
            setValue('milestoneId', null, { shouldDirty: true });
            setValue('sprintId', null, { shouldDirty: true });
          }}
          fullWidth
        />
        <SelectInput
          source="milestoneId"
          label={f('initiative')}
          choices={(milestones ?? []).map((m) => ({ id: m.milestoneId, name: m.milestoneName }))}
          onChange={() => setValue('sprintId', null, { shouldDirty: true })}
          disabled={!projectId || locked('milestoneId')}
          fullWidth
        />
        <SelectInput
          source="sprintId"
          label={f('feature')}
          choices={(sprints ?? []).map((s) => ({ id: s.sprintId, name: s.sprintName }))}
          disabled={!milestoneId || locked('sprintId')}
          isRequired
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {it && <DateInput source="endDate" disabled={locked('endDate')} label={f('endDate')} fullWidth />}
        {it && (
          <SelectInput
            source="scheduleGroupId"
            disabled={locked('scheduleGroupId')}
            label={f('sprint')}
            choices={groupChoices}
            emptyText={f('none')}
            isRequired={projectId === settings.scheduleGroupProjectId && laneId === settings.scheduleGroupLaneId}
            fullWidth
          />
        )}
        <SelectInput
          source="laneId"
          label={f('lane')}
          choices={(lanes ?? []).map((l) => ({ id: l.laneId, name: dbName(l.laneName) }))}
          disabled={!ticket || locked('laneId')}
          fullWidth
        />
      </Stack>
      {it && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <NumberInput source="points" disabled={locked('points')} label={f('points')} step={0.25} min={0} fullWidth />
          <SelectInput
            source="sortPriority"
            disabled={locked('sortPriority')}
            label={f('sortPriority')}
            choices={SORT_PRIORITIES.map((p) => ({ id: p, name: String(p) }))}
            fullWidth
          />
          <SelectInput
            source="healthStatusId"
            disabled={locked('healthStatusId')}
            label={f('health')}
            choices={(health ?? []).map((h) => ({ id: h.id, name: dbName(h.name) }))}
            isRequired
            fullWidth
          />
        </Stack>
      )}
      {(!it || mandatory) && (
        <TextInput
          source="newComment"
          disabled={locked('newComment')}
          label={f('newComment')}
          multiline
          minRows={2}
          isRequired={mandatory}
          helperText={mandatory ? f('newCommentHelp') : undefined}
          fullWidth
        />
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <AutocompleteInput
          source="requesterId"
          disabled={locked('requesterId')}
          label={f('requester')}
          choices={userChoices}
          fullWidth
        />
        {it && (
          <TextInput
            source="businessAnalystDisplay"
            label={f('businessAnalyst')}
            disabled
            format={() => analyst?.fullName ?? ticket?.businessAnalystName ?? ''}
            fullWidth
          />
        )}
        <AutocompleteInput
          source="agentId"
          disabled={locked('agentId')}
          label={f('assignedAgent')}
          choices={userChoices}
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextInput source="sticker" disabled={locked('sticker')} label={f('sticker')} fullWidth />
        {it && <TextInput source="crfLink" disabled={locked('crfLink')} label={f('crfLink')} fullWidth />}
      </Stack>
    </Stack>
  );
}
