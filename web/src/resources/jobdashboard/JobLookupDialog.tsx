/**
 * Job Number Lookup (spec 3 §2, §5): the search term is required and needs at least 3 characters (the hint says
 * so); the search runs about 100 ms after the last keystroke (JOB_SEARCH_DEBOUNCE_MS). A match opens the job as a
 * dashboard row would; Go To Dashboard goes to /volume/job-dashboard.
 */
import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Dialog,
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
import { A1, type JobSearchHit } from '@a1/shared';
import { JOB_SEARCH_DEBOUNCE_MS, JOB_SEARCH_MIN_LENGTH } from '@a1/shared/constants/jobs';
import { jobRowPath } from '@a1/shared/rules/jobs/index';
import { useA1 } from '../../providers/useA1';

interface Props {
  onClose: () => void;
  /** The caller's subsidiary, which decides where a match goes. */
  subsidiary: string | null;
}

export function JobLookupDialog({ onClose, subsidiary }: Props) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.jobdashboard.lookup.${key}`, options);
  const a1 = useA1();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [touched, setTouched] = useState(false);
  const [hits, setHits] = useState<JobSearchHit[] | null>(null);
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef('');

  const onChange = (next: string) => {
    setTerm(next);
    setTouched(true);
    clearTimeout(timer.current);
    const trimmed = next.trim();
    latest.current = trimmed;
    if (trimmed.length < JOB_SEARCH_MIN_LENGTH) {
      setHits(null);
      return;
    }
    timer.current = setTimeout(() => {
      setSearching(true);
      a1.call(A1.jobSearch, { query: { searchTerm: trimmed } })
        .then((found) => {
          if (latest.current === trimmed) setHits(found);
        })
        .catch(() => undefined)
        .finally(() => setSearching(false));
    }, JOB_SEARCH_DEBOUNCE_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const trimmed = term.trim();
  const error = touched && (trimmed === '' ? t('required') : trimmed.length < JOB_SEARCH_MIN_LENGTH ? t('hint') : '');
  const open = (hit: JobSearchHit) => {
    onClose();
    navigate(jobRowPath(subsidiary, hit));
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="a1-job-lookup-title" fullWidth maxWidth="xs">
      <DialogTitle id="a1-job-lookup-title">{t('title')}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('label')}
          value={term}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => setTouched(true)}
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
          <List aria-label={t('results')} dense>
            {hits.map((hit) => (
              <ListItemButton key={hit.id} onClick={() => open(hit)}>
                <ListItemText primary={hit.number} secondary={`${hit.customer} · ${hit.status}`} />
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
            navigate('/volume/job-dashboard');
          }}
        >
          {t('goToDashboard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
