/** Supporting Documents tab (spec 3 §2): the feature's documents, 10 a page. */
import { useState } from 'react';
import { Pagination, Stack, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { A1, type SupportingDocument } from '@a1/shared';
import { SUPPORTING_DOCUMENTS_PAGE_SIZE } from '@a1/shared/constants/ticketing-ui';
import { useA1 } from '../../../providers/useA1';
import { usePersonName } from '../../../people/staff';
import { useList } from './useList';
import { day, Grid } from './Grid';

export function SupportingDocumentsTab({
  sprintId,
  onCount,
}: {
  sprintId: number | null;
  onCount: (n: number) => void;
}) {
  const personName = usePersonName();
  const translate = useTranslate();
  const a1 = useA1();
  const [page, setPage] = useState(1);
  const [rows] = useList<SupportingDocument>(
    () => (sprintId ? a1.call(A1.ticketSupportingDocuments, { query: { sprintId } }) : Promise.resolve([])),
    onCount,
    [sprintId],
  );
  const t = (k: string) => translate(`a1.ticketing.supportingDocuments.${k}`);
  const all = rows ?? [];
  const pages = Math.max(1, Math.ceil(all.length / SUPPORTING_DOCUMENTS_PAGE_SIZE));
  const shown = all.slice((page - 1) * SUPPORTING_DOCUMENTS_PAGE_SIZE, page * SUPPORTING_DOCUMENTS_PAGE_SIZE);
  return (
    <Stack spacing={1}>
      <Grid head={[t('link'), t('createdBy'), t('createdOn')]} empty={t('empty')}>
        {shown.map((d, i) => (
          <TableRow key={`${d.document_Link}-${i}`}>
            <TableCell>
              <a
                href={/^https?:\/\//i.test(d.document_Link) ? d.document_Link : undefined}
                target="_blank"
                rel="noreferrer noopener"
              >
                {d.document_Link}
              </a>
            </TableCell>
            <TableCell>{personName(d.created_By)}</TableCell>
            <TableCell>{day(d.created_On)}</TableCell>
          </TableRow>
        ))}
      </Grid>
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_, p) => setPage(p)} size="small" />}
    </Stack>
  );
}
