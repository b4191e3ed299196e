/**
 * Session timers (shell §4 Timers): idle sign-out after more than 2 hours without touch, click or key,
 * checked every 5 minutes; and the version check every 15 minutes (skipped on localhost), which shows
 * the new-version notice when the build time is later than the first one seen.
 */
import { useEffect, useRef, useState } from 'react';
import { useLogout } from 'react-admin';
import { sharedCalls, IDLE_CHECK_INTERVAL_MS, VERSION_CHECK_INTERVAL_MS } from '@a1/shared';
import { isIdle, isLocalhost, isNewerBuild } from '@a1/shared/rules/sign-in';
import { useA1, type A1Calls } from '../../providers/useA1';
import { NewVersionNotice } from './NewVersionNotice';

/** Last touch, click or key, shared by every mounted timer (the page has one activity clock). */
let lastActivity = Date.now();
const ACTIVITY_EVENTS = ['mousedown', 'click', 'keydown', 'touchstart'] as const;

export function useIdleSignOut() {
  const logout = useLogout();
  // The latest sign-out, read when the check fires: the timer and the activity clock start once per mount, so a
  // re-render that hands back a new logout function neither counts as activity nor restarts the 5-minute phase.
  const logoutRef = useRef(logout);
  logoutRef.current = logout;
  useEffect(() => {
    lastActivity = Date.now();
    const touch = () => {
      lastActivity = Date.now();
    };
    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, touch, { capture: true, passive: true }));
    const timer = window.setInterval(() => {
      if (isIdle(lastActivity, Date.now())) void logoutRef.current();
    }, IDLE_CHECK_INTERVAL_MS);
    return () => {
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, touch, { capture: true }));
      window.clearInterval(timer);
    };
  }, []);
}

/** The first build time this page has seen; a reload (Refresh) starts over. */
let firstBuild: string | undefined;

/** The server's build time, or undefined when it cannot be read (the check shows nothing then). */
async function fetchBuildTime(a1: A1Calls): Promise<string | undefined> {
  const buildTime = await a1.call(sharedCalls.appVersion, {}, { quiet: true }).catch(() => undefined);
  return typeof buildTime === 'string' ? buildTime : undefined;
}

export function useVersionCheck(hostname = window.location.hostname): boolean {
  const [newVersion, setNewVersion] = useState(false);
  const active = useRef(true);
  const a1 = useA1();
  useEffect(() => {
    if (isLocalhost(hostname)) return;
    active.current = true;
    const check = async () => {
      const current = await fetchBuildTime(a1);
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
  }, [a1, hostname]);
  return newVersion;
}

export function SessionTimers() {
  useIdleSignOut();
  const newVersion = useVersionCheck();
  return newVersion ? <NewVersionNotice /> : null;
}
