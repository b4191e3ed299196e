/**
 * The ticket screen's wait for the stored menu permissions (20 s, every 0.5 s), then whether the Kanban module is
 * the user's (features open their dialog editable only then); `retry` waits again after a time-out.
 */
import { useEffect, useState } from 'react';
import { hasKanbanModule, waitForPermissions } from '@a1/shared/rules/ticketing/index';
import { getPermissions } from '../../../session/session';

export type PermissionState = 'waiting' | 'ready' | 'timedOut';

export function usePermissionWait() {
  const [permissionState, setPermissionState] = useState<PermissionState>(() =>
    getPermissions() ? 'ready' : 'waiting',
  );
  const [attempt, setAttempt] = useState(0);
  const [kanban, setKanban] = useState(() => hasKanbanModule(getPermissions() ?? []));
  useEffect(() => {
    const controller = new AbortController();
    void waitForPermissions(getPermissions, { signal: controller.signal }).then((routes) => {
      if (controller.signal.aborted) return;
      setPermissionState(routes ? 'ready' : 'timedOut');
      setKanban(hasKanbanModule(routes ?? []));
    });
    return () => controller.abort();
  }, [attempt]);
  const retry = () => {
    setPermissionState('waiting');
    setAttempt((a) => a + 1);
  };
  return { permissionState, kanban, retry };
}
