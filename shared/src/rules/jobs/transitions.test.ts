import { describe, expect, it } from 'vitest';
import { JOB_STATUSES } from '../../constants/jobs.ts';
import { canTransition, JOB_TRANSITIONS, nextStatuses, transitionRefusal } from './transitions.ts';

describe('job status transitions', () => {
  it('names every status of spec 3 §4 and leads only to statuses', () => {
    expect(Object.keys(JOB_TRANSITIONS).sort()).toEqual([...JOB_STATUSES].sort());
    for (const targets of Object.values(JOB_TRANSITIONS))
      for (const to of targets) expect(JOB_STATUSES as readonly string[]).toContain(to);
  });
  it('follows a job from open to invoiced', () => {
    const path = ['Open', 'Received', 'Processing', 'Closed', 'Invoiced'];
    for (let i = 1; i < path.length; i++) expect(canTransition(path[i - 1], path[i])).toBe(true);
  });
  it('holds and releases a job being worked', () => {
    expect(canTransition('Processing', 'On Hold')).toBe(true);
    expect(canTransition('On Hold', 'Released')).toBe(true);
    expect(canTransition('Released', 'Processing')).toBe(true);
    expect(canTransition('On Hold', 'Closed')).toBe(false);
  });
  it('re-opens a closed job and a do-not-bill job to processing', () => {
    expect(canTransition('Closed', 'Processing')).toBe(true);
    expect(canTransition('DNB Job Closed', 'Processing')).toBe(true);
  });
  it('keeps invoiced and voided jobs final', () => {
    expect(nextStatuses('Invoiced')).toEqual([]);
    expect(nextStatuses('Voided')).toEqual([]);
    expect(transitionRefusal('J1', 'Voided', 'Open')).toBe('Job J1 is Voided: its status can no longer change.');
  });
  it('refuses a closed job being voided with the statuses it may go to', () => {
    expect(transitionRefusal('J0240006', 'Closed', 'Voided')).toBe(
      'Job J0240006 cannot go from Closed to Voided. From Closed it may go to: Invoiced, DNB Job Closed, Processing, Finance Hold.',
    );
  });
  it('refuses no change and an unknown status', () => {
    expect(transitionRefusal('J1', 'Open', 'Open')).toBe('Job J1 is already Open.');
    expect(transitionRefusal('J1', 'Open', 'Lost')).toBe('"Lost" is not a job status.');
    expect(transitionRefusal('J1', 'Open', 'Received')).toBeNull();
  });
  it('knows nothing of an unknown current status', () => {
    expect(nextStatuses('Lost')).toEqual([]);
  });
});
