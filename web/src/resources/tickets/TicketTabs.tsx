/**
 * The ticket dialog's list tabs (spec 3 §2, §5, §8): Attachments (upload, download, delete), Supporting Documents
 * (10 a page), Comments (new, grid, edit dialog with Delete), Checklist (new, checkboxes, Edit), Notifications
 * (Subscribe Email, the people told, subscribed e-mails with Edit), Timesheets (Post, grid, edit with Update and
 * Delete) and Test Cases (dialog titled New Test Case / Test Case {id}, Delete as a save with isenabled false).
 * Each loads when the dialog opens, so the tabs show their counts; a falsy server answer reverts a local change.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTicketChanged } from './ticketChanges';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify, useTranslate } from 'react-admin';
import {
  A1,
  type Attachment,
  type ChecklistItem,
  type Comment,
  type Notification,
  type NotificationPeople,
  type SupportingDocument,
  type TestCase,
  type Ticket,
  type Timesheet,
} from '@a1/shared';
import { SUPPORTING_DOCUMENTS_PAGE_SIZE, TEST_STATUSES, type TicketDialogTab } from '@a1/shared/constants/ticketing-ui';
import {
  applyOrRevert,
  canSaveText,
  stripHtml,
  testCaseDeletion,
  testCaseMissing,
  timesheetMissing,
} from '@a1/shared/rules/ticketing/index';
import { useA1 } from '../../providers/useA1';
import { useDbName } from '../../providers/i18nProvider';
import { useLookup } from './useTicketing';
import { useReadOnlyMode } from './readOnlyMode';
import { usePersonName } from '../../people/staff';

export type TabCounts = Partial<Record<TicketDialogTab, number>>;

const day = (iso: string | null | undefined) => (iso ? String(iso).slice(0, 10) : '');

export function TabPanels({
  ticket,
  active,
  tabs,
  onCounts,
}: {
  ticket: Ticket | null;
  active: TicketDialogTab;
  tabs: TicketDialogTab[];
  onCounts: (update: (prev: TabCounts) => TabCounts) => void;
}) {
  const translate = useTranslate();
  const count = useCallback(
    (tab: TicketDialogTab, n: number) => onCounts((prev) => ({ ...prev, [tab]: n })),
    [onCounts],
  );
  const panel = (tab: TicketDialogTab, node: ReactNode) =>
    tabs.includes(tab) ? (
      <Box hidden={active !== tab} key={tab} data-testid={`ticket-tab-${tab}`}>
        {node}
      </Box>
    ) : null;
  if (!ticket) {
    return panel(
      'attachments',
      <Typography color="text.secondary">{translate('a1.ticketing.attachments.newTicket')}</Typography>,
    );
  }
  const id = ticket.ticketId;
  return (
    <>
      {panel('attachments', <AttachmentsTab ticketId={id} onCount={(n) => count('attachments', n)} />)}
      {panel(
        'supportingDocuments',
        <SupportingDocumentsTab sprintId={ticket.sprintId} onCount={(n) => count('supportingDocuments', n)} />,
      )}
      {panel('comments', <CommentsTab ticketId={id} onCount={(n) => count('comments', n)} />)}
      {panel('checklist', <ChecklistTab ticketId={id} onCount={(n) => count('checklist', n)} />)}
      {panel('notifications', <NotificationsTab ticketId={id} />)}
      {panel('timesheets', <TimesheetsTab ticketId={id} onCount={(n) => count('timesheets', n)} />)}
      {panel('testCases', <TestCasesTab ticketId={id} onCount={(n) => count('testCases', n)} />)}
    </>
  );
}

/** Loads a list, reports its count, and reloads on demand. */
function useList<T>(load: () => Promise<T[]>, onCount?: (n: number) => void, deps: unknown[] = []) {
  const [rows, setRows] = useState<T[] | null>(null);
  const reload = useCallback(async () => {
    const next = await load().catch(() => null);
    if (next) setRows(next);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  useEffect(() => {
    void reload();
  }, [reload]);
  useEffect(() => {
    if (rows) onCount?.(rows.length);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows]);
  return [rows, setRows, reload] as const;
}

function Grid({ head, children, empty }: { head: string[]; children: ReactNode[]; empty: string }) {
  return children.length ? (
    <Table size="small">
      <TableHead>
        <TableRow>
          {head.map((h) => (
            <TableCell key={h}>{h}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  ) : (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {empty}
    </Typography>
  );
}

function NewText({
  label,
  button,
  onSave,
  multiline,
  type,
}: {
  label: string;
  button: string;
  onSave: (text: string) => Promise<unknown>;
  multiline?: boolean;
  type?: string;
}) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ mb: 2 }}>
      <TextField
        label={label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        type={type}
        size="small"
        fullWidth
        required
      />
      <Button
        variant="contained"
        disabled={busy || !canSaveText(text)}
        onClick={async () => {
          setBusy(true);
          try {
            await onSave(text.trim());
            setText('');
          } catch {
            // shown by the wrapper
          } finally {
            setBusy(false);
          }
        }}
      >
        {button}
      </Button>
    </Stack>
  );
}

/** A small edit dialog of one text value, with Save, Delete and Cancel. */
function EditText({
  title,
  label,
  initial,
  onSave,
  onDelete,
  onClose,
  saveLabel,
}: {
  title: string;
  label: string;
  initial: string;
  onSave: (text: string) => void;
  onDelete: () => void;
  onClose: () => void;
  saveLabel?: string;
}) {
  const translate = useTranslate();
  const [text, setText] = useState(initial);
  return (
    <Dialog open onClose={onClose} aria-labelledby="ticket-edit-text" fullWidth maxWidth="sm">
      <DialogTitle id="ticket-edit-text">{title}</DialogTitle>
      <DialogContent>
        <TextField
          label={label}
          value={text}
          onChange={(e) => setText(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 1 }}
          required
        />
      </DialogContent>
      <DialogActions>
        <Button color="error" onClick={onDelete} sx={{ mr: 'auto' }}>
          {translate('a1.ticketing.comments.delete')}
        </Button>
        <Button onClick={onClose}>{translate('a1.ticketing.comments.cancel')}</Button>
        <Button variant="contained" disabled={!canSaveText(text)} onClick={() => onSave(text.trim())}>
          {saveLabel ?? translate('a1.ticketing.comments.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function AttachmentsTab({ ticketId, onCount }: { ticketId: number; onCount: (n: number) => void }) {
  const personName = usePersonName();
  const translate = useTranslate();
  const notify = useNotify();
  const a1 = useA1();
  const [rows, , reload] = useList<Attachment>(
    () => a1.call(A1.ticketAttachmentList, { query: { ticketId } }),
    onCount,
    [ticketId],
  );
  const t = (k: string, o?: object) => translate(`a1.ticketing.attachments.${k}`, o);
  const readOnly = useReadOnlyMode();
  const upload = async (file: File) => {
    const buffer = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (let i = 0; i < buffer.length; i += 0x8000) binary += String.fromCharCode(...buffer.subarray(i, i + 0x8000));
    try {
      await a1.call(A1.ticketAttachmentCreate, { body: { ticketId, fileName: file.name, content: btoa(binary) } });
      notify(t('uploaded', { name: file.name }), { type: 'success' });
      await reload();
    } catch {
      // The server's reason is shown by the wrapper.
    }
  };
  const download = async (row: Attachment) => {
    const full = await a1.call(A1.ticketAttachmentGet, { query: { attachmentId: row.attachmentId } });
    const bytes = Uint8Array.from(atob(full.content ?? ''), (c) => c.charCodeAt(0));
    const url = URL.createObjectURL(new Blob([bytes], { type: full.contentType }));
    const a = document.createElement('a');
    a.href = url;
    a.download = full.fileName;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Stack spacing={1}>
      {!readOnly && (
        <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          {t('upload')}
          <input
            type="file"
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
        </Button>
      )}
      <Grid head={[t('fileName'), t('createdBy'), t('createdOn'), '']} empty={t('empty')}>
        {(rows ?? []).map((r) => (
          <TableRow key={r.attachmentId}>
            <TableCell>{r.fileName}</TableCell>
            <TableCell>{personName(r.createdBy)}</TableCell>
            <TableCell>{day(r.createdOn)}</TableCell>
            <TableCell align="right">
              <IconButton aria-label={t('download', { name: r.fileName })} onClick={() => void download(r)}>
                <DownloadIcon />
              </IconButton>
              <IconButton
                aria-label={t('delete', { name: r.fileName })}
                disabled={readOnly}
                onClick={async () => {
                  await a1.call(A1.ticketAttachmentDelete, { query: { attachmentId: r.attachmentId } });
                  await reload();
                }}
              >
                <DeleteIcon />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </Grid>
    </Stack>
  );
}

function SupportingDocumentsTab({ sprintId, onCount }: { sprintId: number | null; onCount: (n: number) => void }) {
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

function CommentsTab({ ticketId, onCount }: { ticketId: number; onCount: (n: number) => void }) {
  const personName = usePersonName();
  const translate = useTranslate();
  const notify = useNotify();
  const a1 = useA1();
  const [rows, setRows, reload] = useList<Comment>(
    () => a1.call(A1.ticketCommentList, { query: { ticketId } }),
    onCount,
    [ticketId],
  );
  const [editing, setEditing] = useState<Comment | null>(null);
  const t = (k: string) => translate(`a1.ticketing.comments.${k}`);
  const readOnly = useReadOnlyMode();
  // A comment changes the list row's Latest Comment.
  const changed = useTicketChanged();
  return (
    <Stack spacing={1}>
      {!readOnly && (
        <NewText
          label={t('new')}
          button={t('save')}
          multiline
          onSave={async (comment) => {
            await a1.call(A1.ticketCommentCreate, { body: { cardId: ticketId, comment } });
            changed(ticketId);
            await reload();
          }}
        />
      )}
      <Grid head={[t('comment'), t('createdBy'), t('createdOn')]} empty={t('empty')}>
        {(rows ?? []).map((c) => (
          <TableRow
            key={c.commentId}
            hover
            tabIndex={0}
            sx={{ cursor: 'pointer' }}
            onClick={() => setEditing(c)}
            onKeyDown={(e) => e.key === 'Enter' && setEditing(c)}
          >
            <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{stripHtml(c.comment)}</TableCell>
            <TableCell>{personName(c.createdBy)}</TableCell>
            <TableCell>{day(c.createdOn)}</TableCell>
          </TableRow>
        ))}
      </Grid>
      {editing && !readOnly && (
        <EditText
          title={t('editTitle')}
          label={t('comment')}
          initial={stripHtml(editing.comment)}
          onClose={() => setEditing(null)}
          onSave={async (comment) => {
            const before = rows ?? [];
            setRows(before.map((c) => (c.commentId === editing.commentId ? { ...c, comment } : c)));
            setEditing(null);
            const result = await a1
              .call(A1.ticketCommentUpdate, { body: { commentId: editing.commentId, comment } })
              .catch(() => null);
            // A falsy answer reverts the local change (spec 3 §8).
            setRows((now) => applyOrRevert(before, now ?? before, result));
            if (!result) notify(t('reverted'), { type: 'warning' });
            else changed(ticketId);
          }}
          onDelete={async () => {
            const target = editing;
            setEditing(null);
            const ok = await a1
              .call(A1.ticketCommentDelete, { query: { commentId: target.commentId } })
              .catch(() => false);
            if (ok) changed(ticketId);
            if (ok) await reload();
          }}
        />
      )}
    </Stack>
  );
}

function ChecklistTab({ ticketId, onCount }: { ticketId: number; onCount: (n: number) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const a1 = useA1();
  const [rows, setRows, reload] = useList<ChecklistItem>(
    () => a1.call(A1.ticketChecklist, { query: { ticketId } }),
    onCount,
    [ticketId],
  );
  const [editing, setEditing] = useState<ChecklistItem | null>(null);
  const t = (k: string) => translate(`a1.ticketing.checklist.${k}`);
  const update = async (item: ChecklistItem) => {
    const before = rows ?? [];
    setRows(before.map((c) => (c.id === item.id ? item : c)));
    const result = await a1
      .call(A1.ticketChecklistUpdate, { body: { id: item.id, item: item.item, completed: item.completed } })
      .catch(() => null);
    setRows((now) => applyOrRevert(before, now ?? before, result));
    if (!result) notify(t('reverted'), { type: 'warning' });
  };
  return (
    <Stack spacing={1}>
      <NewText
        label={t('new')}
        button={t('save')}
        onSave={async (item) => {
          await a1.call(A1.ticketChecklistCreate, { body: { cardId: ticketId, item } });
          await reload();
        }}
      />
      {(rows ?? []).length === 0 && <Typography color="text.secondary">{t('empty')}</Typography>}
      {(rows ?? []).map((c) => (
        <Stack key={c.id} direction="row" alignItems="center" spacing={1}>
          <FormControlLabel
            control={
              <Checkbox checked={c.completed} onChange={(e) => void update({ ...c, completed: e.target.checked })} />
            }
            label={c.item}
            sx={{ flex: 1 }}
          />
          <Button size="small" onClick={() => setEditing(c)} aria-label={`${t('edit')} ${c.item}`}>
            {t('edit')}
          </Button>
        </Stack>
      ))}
      {editing && (
        <EditText
          title={t('editTitle')}
          label={t('new')}
          initial={editing.item}
          onClose={() => setEditing(null)}
          onSave={(item) => {
            setEditing(null);
            void update({ ...editing, item });
          }}
          onDelete={async () => {
            const target = editing;
            setEditing(null);
            const ok = await a1
              .call(A1.ticketChecklistDelete, { query: { checklistId: target.id } })
              .catch(() => false);
            if (ok) await reload();
          }}
        />
      )}
    </Stack>
  );
}

function NotificationsTab({ ticketId }: { ticketId: number }) {
  const personName = usePersonName();
  const translate = useTranslate();
  const notify = useNotify();
  const a1 = useA1();
  const [rows, setRows, reload] = useList<Notification>(
    () => a1.call(A1.ticketNotificationList, { query: { ticketId } }),
    undefined,
    [ticketId],
  );
  const people = useLookup<NotificationPeople>(['people', ticketId], () =>
    a1.call(A1.ticketNotificationEmail, { query: { ticketId } }),
  );
  const [editing, setEditing] = useState<Notification | null>(null);
  const t = (k: string) => translate(`a1.ticketing.notifications.${k}`);
  const person = (p: { name: string; email: string } | null | undefined) => (p ? `${p.name} <${p.email}>` : '—');
  const readOnly = useReadOnlyMode();
  return (
    <Stack spacing={1}>
      {!readOnly && (
        <NewText
          label={t('subscribe')}
          button={t('save')}
          type="email"
          onSave={async (email) => {
            await a1.call(A1.ticketNotificationCreate, { body: { cardId: ticketId, email } });
            await reload();
          }}
        />
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, m: 0 }}>
        <dt>{t('requester')}</dt>
        <dd>{person(people?.requester)}</dd>
        <dt>{t('agent')}</dt>
        <dd>{person(people?.agent)}</dd>
        <dt>{t('creator')}</dt>
        <dd>{personName(people?.createdBy) || '—'}</dd>
        <dt>{t('updater')}</dt>
        <dd>{personName(people?.updatedBy) || '—'}</dd>
      </Box>
      <Typography variant="subtitle2" component="h3">
        {t('subscribed')}
      </Typography>
      {(rows ?? []).length === 0 && <Typography color="text.secondary">{t('empty')}</Typography>}
      {(rows ?? []).map((n) => (
        <Stack key={n.notificationId} direction="row" alignItems="center" spacing={1}>
          <Typography sx={{ flex: 1 }}>{n.email}</Typography>
          <Button size="small" onClick={() => setEditing(n)} aria-label={`${t('edit')} ${n.email}`}>
            {t('edit')}
          </Button>
        </Stack>
      ))}
      {editing && !readOnly && (
        <EditText
          title={t('editTitle')}
          label={t('subscribe')}
          initial={editing.email}
          onClose={() => setEditing(null)}
          onSave={async (email) => {
            const before = rows ?? [];
            setRows(before.map((n) => (n.notificationId === editing.notificationId ? { ...n, email } : n)));
            setEditing(null);
            const result = await a1
              .call(A1.ticketNotificationUpdate, { body: { notificationId: editing.notificationId, email } })
              .catch(() => null);
            setRows((now) => applyOrRevert(before, now ?? before, result));
            if (!result) notify(t('reverted'), { type: 'warning' });
          }}
          onDelete={async () => {
            const target = editing;
            setEditing(null);
            const ok = await a1
              .call(A1.ticketNotificationDelete, { query: { notificationId: target.notificationId } })
              .catch(() => false);
            if (ok) await reload();
          }}
        />
      )}
    </Stack>
  );
}

interface TimesheetDraft {
  date: string;
  hours: string;
  categoryId: string;
  notes: string;
}
const emptyDraft = (): TimesheetDraft => ({
  date: new Date().toISOString().slice(0, 10),
  hours: '',
  categoryId: '',
  notes: '',
});

function TimesheetFields({
  draft,
  onDraft,
  categories,
}: {
  draft: TimesheetDraft;
  onDraft: (d: TimesheetDraft) => void;
  categories: Array<{ id: number; name: string }>;
}) {
  const translate = useTranslate();
  const t = (k: string) => translate(`a1.ticketing.timesheets.${k}`);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
      <TextField
        label={t('date')}
        type="date"
        size="small"
        required
        value={draft.date}
        onChange={(e) => onDraft({ ...draft, date: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label={t('hours')}
        type="number"
        size="small"
        required
        value={draft.hours}
        onChange={(e) => onDraft({ ...draft, hours: e.target.value })}
        slotProps={{ htmlInput: { min: 0, step: 0.25 } }}
      />
      <TextField
        select
        label={t('category')}
        size="small"
        required
        value={draft.categoryId}
        onChange={(e) => onDraft({ ...draft, categoryId: e.target.value })}
        sx={{ minWidth: 180 }}
      >
        {categories.map((c) => (
          <MenuItem key={c.id} value={String(c.id)}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('notes')}
        size="small"
        value={draft.notes}
        onChange={(e) => onDraft({ ...draft, notes: e.target.value })}
        sx={{ flex: 1 }}
      />
    </Stack>
  );
}

const draftMissing = (d: TimesheetDraft) =>
  timesheetMissing({
    date: d.date,
    hours: d.hours === '' ? null : Number(d.hours),
    categoryId: Number(d.categoryId) || null,
  });

function TimesheetsTab({ ticketId, onCount }: { ticketId: number; onCount: (n: number) => void }) {
  const personName = usePersonName();
  const translate = useTranslate();
  const a1 = useA1();
  const [rows, , reload] = useList<Timesheet>(() => a1.call(A1.ticketTimesheetList, { query: { ticketId } }), onCount, [
    ticketId,
  ]);
  const categories = useLookup(['timesheetCategories'], () => a1.call(A1.ticketTimesheetCategory)) ?? [];
  const [draft, setDraft] = useState<TimesheetDraft>(emptyDraft);
  const [editing, setEditing] = useState<(TimesheetDraft & { id: number }) | null>(null);
  const t = (k: string, o?: object) => translate(`a1.ticketing.timesheets.${k}`, o);
  const body = (d: TimesheetDraft) => ({
    date: d.date,
    hours: Number(d.hours),
    description: Number(d.categoryId),
    notes: d.notes || null,
  });
  const total = (rows ?? []).reduce((s, r) => s + r.hours, 0);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} alignItems="center">
        <TimesheetFields draft={draft} onDraft={setDraft} categories={categories} />
        <Button
          variant="contained"
          disabled={draftMissing(draft).length > 0}
          onClick={async () => {
            await a1.call(A1.ticketTimesheetCreate, { body: { ticketId, ...body(draft) } }).catch(() => null);
            setDraft(emptyDraft());
            await reload();
          }}
        >
          {t('post')}
        </Button>
      </Stack>
      <Grid head={[t('date'), t('hours'), t('category'), t('notes'), t('createdBy')]} empty={t('empty')}>
        {(rows ?? []).map((r) => (
          <TableRow
            key={r.id}
            hover
            tabIndex={0}
            sx={{ cursor: 'pointer' }}
            onClick={() =>
              setEditing({
                id: r.id,
                date: day(r.date),
                hours: String(r.hours),
                categoryId: String(r.description),
                notes: r.notes ?? '',
              })
            }
          >
            <TableCell>{day(r.date)}</TableCell>
            <TableCell>{r.hours}</TableCell>
            <TableCell>{r.categoryName}</TableCell>
            <TableCell>{r.notes}</TableCell>
            <TableCell>{personName(r.createdBy)}</TableCell>
          </TableRow>
        ))}
      </Grid>
      <Typography variant="body2">{t('total', { total: total.toFixed(2) })}</Typography>
      {editing && (
        <Dialog open onClose={() => setEditing(null)} aria-labelledby="ticket-timesheet-edit" fullWidth maxWidth="md">
          <DialogTitle id="ticket-timesheet-edit">{t('editTitle')}</DialogTitle>
          <DialogContent>
            <Box sx={{ pt: 1 }}>
              <TimesheetFields
                draft={editing}
                onDraft={(d) => setEditing({ ...editing, ...d })}
                categories={categories}
              />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button
              color="error"
              sx={{ mr: 'auto' }}
              onClick={async () => {
                await a1.call(A1.ticketTimesheetDelete, { query: { timesheetId: editing.id } }).catch(() => null);
                setEditing(null);
                await reload();
              }}
            >
              {t('delete')}
            </Button>
            <Button onClick={() => setEditing(null)}>{t('cancel')}</Button>
            <Button
              variant="contained"
              disabled={draftMissing(editing).length > 0}
              onClick={async () => {
                await a1
                  .call(A1.ticketTimesheetUpdate, { body: { id: editing.id, ticketId, ...body(editing) } })
                  .catch(() => null);
                setEditing(null);
                await reload();
              }}
            >
              {t('update')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}

type TestCaseDraft = Partial<TestCase>;

function TestCasesTab({ ticketId, onCount }: { ticketId: number; onCount: (n: number) => void }) {
  const translate = useTranslate();
  // Test statuses are stored in English; the French is in the translation tables (db.<status>).
  const dbName = useDbName();
  const a1 = useA1();
  const [rows, , reload] = useList<TestCase>(
    async () => (await a1.call(A1.ticketTestCases, { query: { ticketId } })).filter((c) => c.isenabled),
    onCount,
    [ticketId],
  );
  const [editing, setEditing] = useState<TestCaseDraft | null>(null);
  const t = (k: string, o?: object) => translate(`a1.ticketing.testCases.${k}`, o);
  const save = async (draft: TestCaseDraft) => {
    await a1
      .call(A1.ticketTestCaseSave, {
        body: {
          testCaseId: draft.testCaseId || undefined,
          ticketId,
          testCaseDescription: draft.testCaseDescription ?? '',
          testStatus: (draft.testStatus ?? 'Not Tested') as (typeof TEST_STATUSES)[number],
          testSteps: draft.testSteps || null,
          testData: draft.testData || null,
          expectedResults: draft.expectedResults || null,
          actualResults: draft.actualResults || null,
          testNotes: draft.testNotes || null,
          isenabled: draft.isenabled ?? true,
        },
      })
      .catch(() => null);
    setEditing(null);
    await reload();
  };
  const field = (key: keyof TestCase, label: string, required = false) => (
    <TextField
      key={key}
      label={label}
      value={(editing?.[key] as string | undefined) ?? ''}
      onChange={(e) => setEditing({ ...editing, [key]: e.target.value })}
      multiline
      required={required}
      fullWidth
      size="small"
    />
  );
  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setEditing({ testStatus: 'Not Tested' })}
      >
        {t('new')}
      </Button>
      <Grid head={['#', t('description'), t('status')]} empty={t('empty')}>
        {(rows ?? []).map((c) => (
          <TableRow key={c.testCaseId} hover tabIndex={0} sx={{ cursor: 'pointer' }} onClick={() => setEditing(c)}>
            <TableCell>{c.testCaseId}</TableCell>
            <TableCell>{c.testCaseDescription}</TableCell>
            <TableCell>{dbName(c.testStatus)}</TableCell>
          </TableRow>
        ))}
      </Grid>
      {editing && (
        <Dialog open onClose={() => setEditing(null)} aria-labelledby="ticket-test-case" fullWidth maxWidth="md">
          <DialogTitle id="ticket-test-case">
            {editing.testCaseId ? t('title', { id: editing.testCaseId }) : t('new')}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={1} sx={{ pt: 1 }}>
              {field('testCaseDescription', t('description'), true)}
              <TextField
                select
                label={t('status')}
                size="small"
                required
                value={editing.testStatus ?? ''}
                onChange={(e) => setEditing({ ...editing, testStatus: e.target.value })}
              >
                {TEST_STATUSES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {dbName(s)}
                  </MenuItem>
                ))}
              </TextField>
              {field('testSteps', t('steps'))}
              {field('testData', t('data'))}
              {field('expectedResults', t('expected'))}
              {field('actualResults', t('actual'))}
              {field('testNotes', t('notes'))}
            </Stack>
          </DialogContent>
          <DialogActions>
            {!!editing.testCaseId && (
              <Button color="error" sx={{ mr: 'auto' }} onClick={() => void save(testCaseDeletion(editing))}>
                {t('delete')}
              </Button>
            )}
            <Button onClick={() => setEditing(null)}>{t('cancel')}</Button>
            <Button
              variant="contained"
              disabled={testCaseMissing(editing).length > 0}
              onClick={() => void save(editing)}
            >
              {editing.testCaseId ? t('save') : t('submit')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}
