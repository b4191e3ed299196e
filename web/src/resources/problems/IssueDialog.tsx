/**
 * A card's dialog (issue 27 point 4): the card (package issue) read with its extra info, in tabs: details (the
 * package's data, the card's category, issue level, issue and agent, editable), comments (with default comments),
 * attachments, the activity log (every change, by whom, when, before and after) and the package's tracking (package
 * search's timeline). Its actions: edit the package's information, download the PIM log, force-close the card's job
 * (Aimban administrators).
 */
import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Tab,
  Tabs,
} from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { A1 } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { saveBlob } from '../../files/saveBlob';
import { PackageTimeline } from '../packages/PackageTimeline';
import type { BoardCard } from './board';
import { CardDetails } from './CardDetails';
import { CommentsPanel } from './CommentsPanel';
import { AttachmentsPanel } from './AttachmentsPanel';
import { ActivityPanel } from './ActivityPanel';
import { EditPackageDialog } from './EditPackageDialog';
import { ForceCloseDialog } from './ForceCloseDialog';
import { useIsAdmin } from './queries';
import { ModalDialog } from '../../forms/ModalDialog';

const TABS = ['details', 'comments', 'attachments', 'activity', 'tracking'] as const;
type TabName = (typeof TABS)[number];

export function IssueDialog({ packageIssueId, onClose }: { packageIssueId: number; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.problems.dialog.${key}`, options);
  const card = useGetOne<BoardCard>('package-issues', { id: packageIssueId });
  const isAdmin = useIsAdmin();
  const a1 = useA1();
  const [tab, setTab] = useState<TabName>('details');
  const [sub, setSub] = useState<'edit' | 'forceClose' | null>(null);
  const pimLog = useMutation({
    mutationFn: async (c: BoardCard) =>
      saveBlob(
        await a1.download(A1.aimbanDownloadPimLog, { packageId: c.packageId }),
        `pim-log-${c.trackingNumber}.csv`,
      ),
  });
  const data = card.data;
  return (
    <ModalDialog titleId="problem-card-title" size="md" onClose={onClose} tabbed>
      <DialogTitle id="problem-card-title">
        {data ? t('title', { number: data.trackingNumber }) : t('loading')}
      </DialogTitle>
      <DialogContent dividers sx={{ minHeight: 420 }}>
        {!data ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label={t('loading')} />
          </Box>
        ) : (
          <>
            <Stack direction="row" spacing={1} sx={{ mb: 1 }} flexWrap="wrap" useFlexGap>
              <Chip size="small" label={data.customer} />
              {data.overAge && <Chip size="small" color="error" label={translate('a1.problems.board.overdue')} />}
              {data.isDangerousGoods && <Chip size="small" color="warning" label={t('dangerousGoods')} />}
              {data.isDeniedParty && <Chip size="small" color="error" label={t('deniedParty')} />}
              {data.archived && <Chip size="small" label={t('archived')} />}
            </Stack>
            <Tabs value={tab} onChange={(_, next: TabName) => setTab(next)} aria-label={t('tabs')} variant="scrollable">
              {TABS.map((name) => (
                <Tab
                  key={name}
                  value={name}
                  label={t(`tab.${name}`)}
                  id={`problem-tab-${name}`}
                  aria-controls="problem-tab-panel"
                />
              ))}
            </Tabs>
            <Box role="tabpanel" id="problem-tab-panel" aria-labelledby={`problem-tab-${tab}`} sx={{ pt: 2 }}>
              {tab === 'details' && <CardDetails card={data} />}
              {tab === 'comments' && <CommentsPanel card={data} />}
              {tab === 'attachments' && <AttachmentsPanel card={data} />}
              {tab === 'activity' && <ActivityPanel packageIssueId={data.packageIssueId} />}
              {tab === 'tracking' && <PackageTimeline packageId={data.packageId} />}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {data && (
          <>
            <Button onClick={() => setSub('edit')}>{t('editPackage')}</Button>
            <Button onClick={() => pimLog.mutate(data)} disabled={pimLog.isPending}>
              {t('pimLog')}
            </Button>
            {isAdmin.data && data.jobId && (
              <Button color="warning" onClick={() => setSub('forceClose')}>
                {t('forceClose')}
              </Button>
            )}
          </>
        )}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose} variant="contained">
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
      {data && sub === 'edit' && <EditPackageDialog card={data} onClose={() => setSub(null)} />}
      {data && sub === 'forceClose' && data.jobId && (
        <ForceCloseDialog jobId={data.jobId} jobNumber={data.jobNumber ?? ''} onClose={() => setSub(null)} />
      )}
    </ModalDialog>
  );
}
