/**
 * The feature dialog's Save and Clone: what blocks Save (spec 2 §5 featureSaveBlocks), the save itself (a new feature
 * with its pending attachments; closed only on status 200) and the clone, whose name a message then shows.
 */
import { useMemo, useState } from 'react';
import { A1 } from '@a1/shared';
import { featureSaveBlocks } from '@a1/shared/rules/projecttracking/index';
import { useA1 } from '../../../providers/useA1';
import type { PendingFile } from '../FeatureAttachments';
import { featureBody, person, type Draft } from './featureDraft';

interface Options {
  id: number | null;
  draft: Draft | null;
  pending: PendingFile[];
  readOnly: boolean;
  submitCrf: boolean;
  onClose: (saved?: boolean) => void;
}

export function useFeatureSave({ id, draft, pending, readOnly, submitCrf, onClose }: Options) {
  const a1 = useA1();
  const isNew = id === null;
  const [saving, setSaving] = useState(false);
  const [cloned, setCloned] = useState<string | null>(null);

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

  const save = async () => {
    if (!draft || blocks.length) return;
    setSaving(true);
    try {
      // The features resource's create and update (POST and PUT KanbanBoard/Sprint) resolve only on status 200
      // (spec 2 §8): saved, the modal closes; otherwise it stays open (the wrapper said why).
      if (isNew)
        await a1.data.create('features', {
          data: {
            ...featureBody(draft),
            attachments: pending.map((p) => ({ fileName: p.fileName, content: p.content })),
          },
        });
      else
        await a1.data.update('features', {
          id,
          data: { version: draft.version, ...featureBody(draft) },
          previousData: {},
        });
      onClose(true);
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

  return { blocks, saving, save, clone, cloned, setCloned };
}
