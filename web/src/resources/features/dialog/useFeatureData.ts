/**
 * What the feature dialog reads: its lookups and the feature (or a new feature's draft), its tabs' counts, and the
 * initiatives of the chosen project. A failed lookup is ignored; a failed load closes the dialog.
 */
import { useCallback, useEffect, useState } from 'react';
import { A1 } from '@a1/shared';
import type { FeatureCounts, Milestone, Sprint } from '@a1/shared/contract/projecttracking';
import { useA1 } from '../../../providers/useA1';
import { withoutId } from '../../../providers/resources/types';
import { getSession } from '../../../session/session';
import { today } from '../../projects/parts';
import { toDraft, type Draft, type Lookups } from './featureDraft';

interface Options {
  /** The feature; null for a new one. */
  id: number | null;
  milestoneId?: number;
  projectId?: number;
  submitCrf: boolean;
  onClose: (saved?: boolean) => void;
}

export function useFeatureData({ id, milestoneId, projectId, submitCrf, onClose }: Options) {
  const a1 = useA1();
  const isNew = id === null;
  const [lookups, setLookups] = useState<Lookups | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [milestones, setMilestones] = useState<Milestone[]>([]);
  const [counts, setCounts] = useState<FeatureCounts | null>(null);

  const quiet = { quiet: true } as const;

  // Lookups and the feature; failed loads are silently ignored (spec 2 §8).
  useEffect(() => {
    let live = true;
    const safe = <T>(p: Promise<T>, fallback: T) => p.catch(() => fallback);
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
              a1.data
                .getOne<Sprint & { id: number }>('features', { id, meta: quiet })
                .then(({ data }) => withoutId(data) as Sprint),
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
    a1.data
      .getList<Milestone & { id: number }>('initiatives', {
        filter: { projectId: chosenProject },
        meta: { quiet: true },
      })
      .then(({ data }) => setMilestones(data))
      .catch(() => setMilestones([]));
  }, [a1, chosenProject]);

  return { lookups, draft, setDraft, milestones, counts, refreshCounts };
}
