/** The change history of one record (the audit-history lookup by keyId and historyType): who, when, before, after. */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { A1, type AuditEntry, type HistoryType } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { usePersonName } from '../../people/staff';
import { useLocaleFormat } from '../../shell/useLocaleFormat';

/** The query key of a record's history (and, with its version, of one read of it). */
export const auditHistoryKey = (historyType: HistoryType, keyId: number) =>
  ['auditHistory', historyType, keyId] as const;

/** The fields whose value changed, as "field: before → after". */
function changes(entry: AuditEntry): string {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const show = (v: unknown) => (v === undefined ? '–' : JSON.stringify(v));
  return keys
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => `${k}: ${show(before[k])} → ${show(after[k])}`)
    .join('; ');
}

export function AuditHistory({
  keyId,
  historyType,
  version,
}: {
  keyId: number;
  historyType: HistoryType;
  version?: number;
}) {
  const translate = useTranslate();
  const a1 = useA1();
  const personName = usePersonName();
  const format = useLocaleFormat();
  // Read again when the record's version changes (a save adds a row); a failed read shows as no history.
  const { data: rows } = useQuery({
    queryKey: [...auditHistoryKey(historyType, keyId), version],
    queryFn: () => a1.call(A1.lookupAuditHistory, { query: { keyId, historyType } }).catch((): AuditEntry[] => []),
  });
  const t = (k: string) => translate(`a1.security.users.historyColumns.${k}`);
  return (
    <section aria-labelledby={`history-${historyType}-${keyId}`}>
      <Typography id={`history-${historyType}-${keyId}`} component="h3" variant="subtitle1" sx={{ mt: 2 }}>
        {translate('a1.security.users.history')}
      </Typography>
      {rows && rows.length === 0 ? (
        <Typography variant="body2">{translate('a1.security.users.noHistory')}</Typography>
      ) : (
        <Table size="small" aria-labelledby={`history-${historyType}-${keyId}`}>
          <TableHead>
            <TableRow>
              <TableCell>{t('when')}</TableCell>
              <TableCell>{t('who')}</TableCell>
              <TableCell>{t('action')}</TableCell>
              <TableCell>{t('changes')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(rows ?? []).map((r) => (
              <TableRow key={r.id}>
                <TableCell>{format.dateTime(r.changedOn)}</TableCell>
                <TableCell>{personName(r.changedBy)}</TableCell>
                <TableCell>{r.action}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{changes(r)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
