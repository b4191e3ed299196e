/** The History tab (issue 26 point 8): every receiving write on the job, who and when, newest first. */
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useJobHistory } from './queries';
import { useLocaleFormat } from '../../shell/useLocaleFormat';

export function JobHistory({ jobId }: { jobId: number }) {
  const translate = useTranslate();
  const format = useLocaleFormat();
  const history = useJobHistory(jobId);
  if (history.isPending) return <Typography>{translate('a1.receiving.loading')}</Typography>;
  if (!history.data?.length)
    return <Typography color="text.secondary">{translate('a1.receiving.history.none')}</Typography>;
  return (
    <List dense aria-label={translate('a1.receiving.history.list')}>
      {history.data.map((entry, i) => (
        <ListItem key={i} divider>
          <ListItemText
            primary={entry.detail}
            secondary={`${translate(`a1.receiving.history.kinds.${entry.kind}`)} · ${entry.createdBy} · ${format.dateTime(entry.createdOn)}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
