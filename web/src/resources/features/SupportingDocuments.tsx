/**
 * A feature's Supporting Documents tab (spec 2 §2, §3, §4, §5, §9): the links, 10 a page; Add and a row click open
 * Edit Supporting Document (neither in read-only mode), whose link is required and whose Delete asks 'Are you
 * sure?' and saves the document disabled (soft delete). A failed save only stops the loading indicator.
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, Link, Stack, TablePagination } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { A1 } from '@a1/shared';
import { SUPPORTING_DOCUMENT_PAGE_SIZE } from '@a1/shared/constants/projecttracking';
import type { SupportingDocument } from '@a1/shared/contract/projecttracking';
import { isSupportingDocumentValid } from '@a1/shared/rules/projecttracking/index';
import { useA1 } from '../../providers/useA1';
import { SimpleTable } from '../projects/SimpleTable';
import { showDate } from '../projects/dates';
import { SingleTextDialog } from '../projects/SingleTextDialog';
import { usePersonName } from '../../people/staff';

export function SupportingDocuments({
  featureId,
  readOnly,
  onChanged,
}: {
  featureId: number;
  readOnly: boolean;
  onChanged: () => void;
}) {
  const personName = usePersonName();
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.projects.document.${key}`);
  const a1 = useA1();
  const [docs, setDocs] = useState<SupportingDocument[]>([]);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<SupportingDocument | 'new' | null>(null);

  const load = useCallback(() => {
    a1.call(A1.kanbanSupportingDocuments, { query: { FeatureId: featureId } }, { quiet: true })
      .then((list) => setDocs(list.filter((d) => d.is_Enabled)))
      .catch(() => undefined);
  }, [a1, featureId]);
  useEffect(load, [load]);

  const shown = docs.slice(page * SUPPORTING_DOCUMENT_PAGE_SIZE, (page + 1) * SUPPORTING_DOCUMENT_PAGE_SIZE);
  return (
    <Stack spacing={2}>
      <div>
        <Button variant="outlined" startIcon={<AddIcon />} disabled={readOnly} onClick={() => setEditing('new')}>
          {translate('a1.projects.common.add')}
        </Button>
      </div>
      <SimpleTable<SupportingDocument>
        label={translate('a1.projects.feature.tabs.supportingDocuments')}
        rows={shown}
        rowKey={(d) => d.id}
        onRowClick={readOnly ? undefined : (d) => setEditing(d)}
        columns={[
          {
            title: t('link'),
            render: (d) =>
              /^https?:\/\//i.test(d.document_Link) ? (
                <Link
                  href={d.document_Link}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={(e) => e.stopPropagation()}
                >
                  {d.document_Link}
                </Link>
              ) : (
                d.document_Link
              ),
          },
          { title: t('createdBy'), render: (d) => personName(d.created_By) },
          { title: t('createdOn'), render: (d) => showDate(d.created_On) },
        ]}
      />
      <TablePagination
        component="div"
        count={docs.length}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={SUPPORTING_DOCUMENT_PAGE_SIZE}
        rowsPerPageOptions={[SUPPORTING_DOCUMENT_PAGE_SIZE]}
        data-testid="documents-paging"
      />
      {editing && (
        <SupportingDocumentDialog
          document={editing === 'new' ? null : editing}
          featureId={featureId}
          readOnly={readOnly}
          onClose={(saved) => {
            setEditing(null);
            if (saved) {
              load();
              onChanged();
            }
          }}
        />
      )}
    </Stack>
  );
}

export function SupportingDocumentDialog({
  document,
  featureId,
  readOnly,
  onClose,
}: {
  document: SupportingDocument | null;
  featureId: number;
  readOnly: boolean;
  onClose: (saved?: boolean) => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`a1.projects.document.${key}`);
  const a1 = useA1();
  return (
    <SingleTextDialog
      titleId="a1-document-title"
      title={document ? t('editTitle') : t('addTitle')}
      label={t('link')}
      initial={document?.document_Link ?? ''}
      exists={!!document}
      isValid={isSupportingDocumentValid}
      readOnly={readOnly}
      // Quiet: spec 2 §8 shows no message for a failed supporting-document save (§8: the area's only messages are
      // the comment length and the clone); a save error only stops the loading indicator.
      write={(link, enabled) =>
        document
          ? a1.call(
              A1.kanbanSupportingDocumentUpdate,
              {
                body: {
                  id: document.id,
                  feature_Id: featureId,
                  document_Link: enabled ? link : document.document_Link,
                  is_Enabled: enabled,
                },
              },
              { quiet: true },
            )
          : a1.call(
              A1.kanbanSupportingDocumentCreate,
              { body: { feature_Id: featureId, document_Link: link, is_Enabled: true } },
              { quiet: true },
            )
      }
      onClose={onClose}
    />
  );
}
