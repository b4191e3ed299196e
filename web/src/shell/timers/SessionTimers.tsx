/**
 * Session timers (shell §4 Timers): idle sign-out after more than 2 hours without touch, click or key,
 * checked every 5 minutes; and the version check every 15 minutes (skipped on localhost), which shows
 * the new-version notice when the build time is later than the first one seen.
 */
import { useEffect, useRef, useState } from 'react';
import { useLogout } from 'react-admin';
import { A1, IDLE_CHECK_INTERVAL_MS, VERSION_CHECK_INTERVAL_MS } from '@a1/shared';
import { isIdle, isLocalhost, isNewerBuild } from '@a1/shared/rules/sign-in';
import { a1Raw } from '../../providers/a1Client';
import { NewVersionNotice } from './NewVersionNotice';

/** Last touch, click or key, shared by every mounted timer (the page has one activity clock). */
let lastActivity = Date.now();
const ACTIVITY_EVENTS = ['mousedown', 'click', 'keydown', 'touchstart'] as const;

export function useIdleSignOut() {
  const logout = useLogout();
  useEffect(() => {
    lastActivity = Date.now();
    const touch = () => {
      lastActivity = Date.now();
    };
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, touch, { capture: true, passive: true }));
    const timer = window.setInterval(() => {
      if (isIdle(lastActivity, Date.now())) void logout();
    }, IDLE_CHECK_INTERVAL_MS);
    return () => {
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, touch, { capture: true }));
      window.clearInterval(timer);
    };
  }, [logout]);
}

/** The first build time this page has seen; a reload (Refresh) starts over. */
let firstBuild: string | undefined;

async function fetchBuildTime(): Promise<string | undefined> {
  const answer = await a1Raw<string>(A1.appVersion.path);
  return answer.status === 200 && typeof answer.data === 'string' ? answer.data : undefined;
}

export function useVersionCheck(hostname = window.location.hostname): boolean {
  const [newVersion, setNewVersion] = useState(false);
  const active = useRef(true);
  useEffect(() => {
    if (isLocalhost(hostname)) return;
    active.current = true;
    const check = async () => {
      const current = await fetchBuildTime();
      if (!current || !active.current) return;
      if (!firstBuild) firstBuild = current;
      else if (isNewerBuild(firstBuild, current)) setNewVersion(true);
    };
    void check();
    const timer = window.setInterval(() => void check(), VERSION_CHECK_INTERVAL_MS);
    return () => {
      active.current = false;
      window.clearInterval(timer);
    };
  }, [hostname]);
  return newVersion;
}

export function SessionTimers() {
  useIdleSignOut();
  const newVersion = useVersionCheck();
  return newVersion ? <NewVersionNotice /> : null;
}
