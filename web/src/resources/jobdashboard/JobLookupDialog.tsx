/**
 * Job Number Lookup (spec 3 §2, §5), also the header's job search modal (shell §2 "Job Dashboard / job search modal"):
 * the search term is required and needs at least 3 characters (the hint says so); the search runs about 100 ms after
 * the last keystroke (JOB_SEARCH_DEBOUNCE_MS). A match opens the job as a dashboard row would (jobRowPath, by the
 * fetched subsidiary). Go To Dashboard goes to /volume/job-dashboard, or to the operations admin job dashboard for a
 * user who may open only that one. From the keyboard: Enter in the field opens the only match (or the one whose
 * number is the term), Down moves to the list of matches.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { A1, canAccess, type JobSearchHit } from '@a1/shared';
import { JOB_SEARCH_MIN_LENGTH } from '@a1/shared/constants/jobs';
import { SHELL_LINKS } from '@a1/shared/constants/shell';
import { jobRowPath } from '@a1/shared/rules/jobs/index';
import { useA1 } from '../../providers/useA1';
import { useDbName } from '../../providers/i18nProvider';
import { getPermissions, getSession } from '../../session/session';
import { useUserSubsidiary } from './useJobContext';
import { useJobSearchTerm } from './useJobSearchTerm';
import { ModalDialog } from '../../forms/ModalDialog';

interface Props {
  onClose: () => void;
  /** The caller's subsidiary, which decides where a match goes; fetched here when the caller has none (the header). */
  subsidiary?: string | null;
}

/** The spec's dashboard (/volume/job-dashboard), or the operations admin one for a user who may open only that. */
const VOLUME_DASHBOARD = '/volume/job-dashboard';
function dashboardPath() {
  const permissions = getPermissions();
  return canAccess(permissions, { resource: VOLUME_DASHBOARD }) ||
    !canAccess(permissions, { resource: SHELL_LINKS.jobDashboard })
    ? VOLUME_DASHBOARD
    : SHELL_LINKS.jobDashboard;
}

/** The caller's subsidiary as the job screens fetch it (spec 3 §6), unless the caller knows it already. */
function useSubsidiary(given: string | null | undefined) {
  const ask = given === undefined;
  const fetched = useUserSubsidiary(ask);
  return (ask ? fetched : given) ?? getSession()?.subsidiaryName ?? null;
}

export function JobLookupDialog({ onClose, subsidiary: given }: Props) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.jobdashboard.lookup.${key}`, options);
  const a1 = useA1();
  const navigate = useNavigate();
  const dbName = useDbName();
  const subsidiary = useSubsidiary(given);
  const list = useRef<HTMLUListElement>(null);
  const [term, setTerm] = useState('');
  const [touched, setTouched] = useState(false);
  const { searched } = useJobSearchTerm(term);
  const search = useQuery({
    queryKey: ['jobs', 'search', searched],
    enabled: searched !== null,
    queryFn: () => a1.call(A1.jobSearch, { query: { searchTerm: searched! } }),
    // While the next term's answer comes, the last one's hits stay listed.
    placeholderData: keepPreviousData,
  });
  const hits: JobSearchHit[] | null = searched === null ? null : (search.data ?? null);
  const searching = searched !== null && search.isFetching;

  const onChange = (next: string) => {
    setTerm(next);
    setTouched(true);
  };

  const trimmed = term.trim();
  const error = touched && (trimmed === '' ? t('required') : trimmed.length < JOB_SEARCH_MIN_LENGTH ? t('hint') : '');
  const open = (hit: JobSearchHit) => {
    onClose();
    navigate(jobRowPath(subsidiary, hit));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && hits?.length) {
      const exact = hits.find((h) => h.number.toLowerCase() === trimmed.toLowerCase());
      const only = hits.length === 1 ? hits[0] : undefined;
      if (exact ?? only) {
        event.preventDefault();
        open((exact ?? only)!);
      }
    } else if (event.key === 'ArrowDown' && hits?.length) {
      event.preventDefault();
      list.current?.querySelector<HTMLElement>('[role="button"], button')?.focus();
    }
  };

  return (
    <ModalDialog titleId="a1-job-lookup-title" size="xs" onClose={onClose}>
      <DialogTitle id="a1-job-lookup-title">{t('title')}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('label')}
          value={term}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => setTouched(true)}
          onKeyDown={onKeyDown}
          required
          fullWidth
          autoFocus
          margin="dense"
          error={!!error}
          helperText={error || t('hint')}
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        {searching && <Typography role="status">{t('searching')}</Typography>}
        {hits && hits.length === 0 && !searching && (
          <Typography role="status">{t('none', { term: trimmed })}</Typography>
        )}
        {hits && hits.length > 0 && (
          <List aria-label={t('results')} dense ref={list}>
            {hits.map((hit) => (
              <ListItemButton key={hit.id} onClick={() => open(hit)}>
                <ListItemText primary={hit.number} secondary={`${hit.customer} · ${dbName(hit.status)}`} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onClose();
            navigate(dashboardPath());
          }}
        >
          {t('goToDashboard')}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
