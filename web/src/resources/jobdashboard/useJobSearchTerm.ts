/**
 * The job-number search term of the header's Job Search and Finance's Invoice Information (both on Job/Search): the
 * term is searched once the user has paused for JOB_SEARCH_DEBOUNCE_MS, and only from JOB_SEARCH_MIN_LENGTH
 * characters. Each screen reads its answer with react-query keyed by `searched`, so an older term's late answer never
 * replaces a newer one's.
 */
import { useEffect, useState } from 'react';
import { JOB_SEARCH_DEBOUNCE_MS, JOB_SEARCH_MIN_LENGTH } from '@a1/shared/constants/jobs';

export interface JobSearchTerm {
  /** The term to search (trimmed), null while it is too short; the last one settled while the user types on. */
  searched: string | null;
  /** The user has typed since `searched` (a search will follow the pause). */
  settling: boolean;
}

export function useJobSearchTerm(term: string): JobSearchTerm {
  const trimmed = term.trim();
  const long = trimmed.length >= JOB_SEARCH_MIN_LENGTH;
  const [settled, setSettled] = useState('');
  useEffect(() => {
    // Too short: nothing to search, and no older term to come back to.
    if (!long) return setSettled('');
    const timer = setTimeout(() => setSettled(trimmed), JOB_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed, long]);
  return { searched: long && settled ? settled : null, settling: long && settled !== trimmed };
}
