/**
 * The ticket dialog (spec 3 §2, §5, §6, §9), loaded with its rich-text editor only when a ticket opens: its four
 * titles, the coloured status label, the tabs the viewer may see (with counts), the General, IT and Assignments
 * fields with their cascades (project → initiatives, initiative → features, main module → sub-modules), linked
 * tickets from #number in the description, the Severe placeholder, the lane rules and the footer: Delete, Clear,
 * Save and Email, Create QA Ticket, Submit, Save.
 */
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  Alert,
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
  Tooltip,
  Typography,
} from '@mui/material';
import {
  AutocompleteInput,
  Confirm,
  DateInput,
  Form,
  NumberInput,
  SelectInput,
  TextInput,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { Placeholder } from '@tiptap/extensions';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useBlocker } from 'react-router-dom';
import { useUnloadPrompt } from '../../forms/useUnloadPrompt';
import { usePersonName } from '../../people/staff';
import { A1, type Ticket, type TicketListItem, type TicketSettingsAnswer } from '@a1/shared';
import {
  SORT_PRIORITIES,
  TICKET_PRIORITIES,
  TICKET_TYPE_NAME_CONTEXT,
  TICKET_TYPES,
  type TicketDialogTab,
} from '@a1/shared/constants/ticketing-ui';
import {
  canSave,
  commentRequired,
  descriptionPlaceholderKey,
  dialogTabs,
  dialogTitle,
  footerButtons,
  linkedTickets,
  missingFields,
  newTicketDefaults,
  offeredScheduleGroups,
  statusColour,
  tabShowsCount,
  type TicketFormValues,
  type TicketScreenKind,
} from '@a1/shared/rules/ticketing/index';
import { useA1 } from '../../providers/useA1';
import { useDbName } from '../../providers/i18nProvider';
import { useLookup, useTicketUsers, type Viewer } from './useTicketing';
import { TabPanels, type TabCounts } from './TicketTabs';
import { ReadOnlyMode, useLocked } from './readOnlyMode';
import { TicketChangedContext } from './ticketChanges';
import { SaveShortcutDialog, useSaveShortcut } from '../../forms/SaveShortcutDialog';

const WRITABLE = [
  'title',
  'type',
  'priority',
  'description',
  'sprintId',
  'projectId',
  'milestoneId',
  'requesterId',
  'customerId',
  'agentId',
  'moduleName',
  'subModuleName',
  'laneId',
  'points',
  'sortPriority',
  'sticker',
  'scheduleGroupId',
  'healthStatusId',
  'crfLink',
  'endDate',
  'newComment',
] as const;

type Values = TicketFormValues & Record<string, unknown>;

/**
 * True from the frame after the first paint: the dialog paints its title, tabs and General fields first and mounts
 * the heavy parts (the rich-text editor, the hidden tabs' fields and lists) after (issue 12 speed).
 */
function useAfterPaint() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    // rAF runs before the next paint; the timeout after it, so the first paint is not held back.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** The body of POST or PUT Ticket: the writable fields only (the contract is strict), blanks as null. */
function bodyOf(values: Values) {
  const body: Record<string, unknown> = {};
  for (const key of WRITABLE) {
    let value = values[key];
    if (value === '' || value === undefined) value = null;
    if (key === 'endDate' && typeof value === 'string') value = value.slice(0, 10);
    if (
      value === null &&
      ['projectId', 'milestoneId', 'laneId', 'healthStatusId', 'points', 'sortPriority'].includes(key)
    )
      continue;
    body[key] = value;
  }
  return body;
}

export function TicketDialog({
  ticketId,
  preview,
  kind,
  settings,
  viewer,
  liveVersion,
  onClose,
  onOpenTicket,
  onChanged,
}: {
  ticketId: number;
  /**
   * The ticket's list row, when the screen has it: the form shows it at once and takes the description when GET
   * Ticket answers (it remounts with the answer only when the ticket changed meanwhile).
   */
  preview?: TicketListItem;
  kind: TicketScreenKind;
  settings: TicketSettingsAnswer;
  viewer: Viewer;
  liveVersion: number;
  onClose: (next?: unknown) => void;
  onOpenTicket: (id: number) => void;
  /** Tickets saved, created (a QA ticket too) or deleted here: the screen reads just their rows again. */
  onChanged?: (ticketIds: number[]) => void;
}) {
  const translate = useTranslate();
  const a1 = useA1();
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  // The ticket saved by someone else while the form was open (issue 23 point 8): offered, never forced on the form.
  const [newer, setNewer] = useState<Ticket | null>(null);
  const shownTicket = useRef<Ticket | null>(null);
  shownTicket.current = ticket;
  useEffect(() => {
    if (!ticketId) return;
    let live = true;
    a1.call(A1.ticketGet, { query: { ticketId } }, { quiet: true }).then(
      (t) => {
        if (!live) return;
        const prev = shownTicket.current;
        if (!prev || prev.ticketId !== t.ticketId) setTicket(t);
        // Saved by someone else: the form keeps what the user typed (and its version, so a Save answers 409) and
        // the notice offers the newer ticket. The same version (a comment, a mark) keeps the form as it is.
        else if (t.version > prev.version) setNewer(t);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [a1, ticketId, version, liveVersion]);
  const reload = useCallback(() => {
    if (!newer) return;
    setTicket(newer);
    setNewer(null);
    setVersion((v) => v + 1);
  }, [newer]);

  // Until GET Ticket answers: the list row, without description (the editor waits for it) or notification e-mails.
  const previewTicket = useMemo<Ticket | null>(() => {
    if (!preview || preview.ticketId !== ticketId) return null;
    // The row's own fields only: an `id` in the record would make the answer's record a different one to the form.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    const { supportTicket, isFeature, id, ...fields } = preview as TicketListItem & { id?: unknown };
    return { ...fields, description: null, notificationEmails: [] };
  }, [preview, ticketId]);
  const shown = ticket ?? previewTicket;
  const loaded = !ticketId || !!ticket;
  const pricing = kind === 'pricing' || !!shown?.isPricing;
  const defaults = useMemo<Values>(() => {
    if (shown) return { ...shown, endDate: shown.endDate?.slice(0, 10) ?? null, newComment: '' } as Values;
    const placement =
      kind === 'pricing'
        ? {
            projectId: settings.pricingProjectId,
            milestoneId: settings.pricingInitiativeId,
            sprintId: settings.pricingFeatureId,
          }
        : { projectId: settings.newProjectId, milestoneId: settings.newInitiativeId, sprintId: settings.newFeatureId };
    return {
      ...newTicketDefaults(placement, settings.newLaneId),
      ticketId: 0,
      title: '',
      type: null,
      priority: null,
      description: '',
      requesterId: viewer.userId,
    } as Values;
  }, [shown, kind, settings, viewer.userId]);

  const changed = useCallback((ids: number[]) => onChanged?.(ids), [onChanged]);
  const changedOne = useCallback((id: number) => changed([id]), [changed]);
  const title = dialogTitle({ ticketId: ticketId || null, pricing });
  const titleText = translate(`a1.ticketing.dialog.titles.${title.key}`, { id: title.id });
  // Esc (and a click beside the dialog) closes as Close does: the form asks first when it has unsaved edits.
  const requestClose = useRef<(() => void) | null>(null);
  const close = useCallback(() => (requestClose.current ? requestClose.current() : onClose()), [onClose]);

  return (
    // Ctrl+S or Ctrl+Enter saves (Save or Submit, while enabled), Esc closes as Close does, Title has the focus.
    <SaveShortcutDialog open onClose={close} aria-labelledby="ticket-dialog-title" fullWidth maxWidth="lg" tabbed>
      <TicketChangedContext.Provider value={changedOne}>
        {ticketId > 0 && (!shown || (failed && !ticket)) ? (
          <>
            <DialogTitle id="ticket-dialog-title">{titleText}</DialogTitle>
            <DialogContent>
              {failed ? (
                <Typography role="alert">{translate('a1.ticketing.dialog.notFound', { id: ticketId })}</Typography>
              ) : (
                <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
                  <CircularProgress aria-label={translate('a1.ticketing.dialog.loading')} />
                </Box>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => onClose()}>{translate('a1.ticketing.dialog.buttons.close')}</Button>
            </DialogActions>
          </>
        ) : (
          // The same updatedOn keeps the form: the answer's description fills in, keeping what the user typed.
          <Form
            key={`${shown?.updatedOn ?? 'new'}-${version}`}
            record={defaults}
            resetOptions={KEEP_EDITS}
            mode="onChange"
            noValidate
          >
            <TicketForm
              ticket={shown}
              loaded={loaded}
              pricing={pricing}
              titleText={titleText}
              settings={settings}
              viewer={viewer}
              onClose={onClose}
              requestClose={requestClose}
              onOpenTicket={onOpenTicket}
              onChanged={changed}
              onSaved={(saved) => {
                setTicket(saved);
                setNewer(null);
                setVersion((v) => v + 1);
              }}
              newer={newer}
              onReload={reload}
            />
          </Form>
        )}
      </TicketChangedContext.Provider>
    </SaveShortcutDialog>
  );
}

const KEEP_EDITS = { keepDirtyValues: true } as const;

function TicketForm({
  ticket,
  loaded,
  pricing,
  titleText,
  settings,
  viewer,
  onClose,
  requestClose,
  onOpenTicket,
  onChanged,
  onSaved,
  newer,
  onReload,
}: {
  ticket: Ticket | null;
  /** False while the form shows the list row: no description yet, so nothing may be saved. */
  loaded: boolean;
  pricing: boolean;
  titleText: string;
  settings: TicketSettingsAnswer;
  viewer: Viewer;
  onClose: (next?: unknown) => void;
  /** Where the form puts its Close, which the dialog's Esc calls. */
  requestClose: RefObject<(() => void) | null>;
  onOpenTicket: (id: number) => void;
  onChanged: (ticketIds: number[]) => void;
  onSaved: (ticket: Ticket) => void;
  /** The ticket as someone else saved it since the form was read; null when the form is current. */
  newer: Ticket | null;
  /** Reads the newer ticket into the form (what the user typed is dropped). */
  onReload: () => void;
}) {
  const personName = usePersonName();
  const translate = useTranslate();
  const notify = useNotify();
  const a1 = useA1();
  const dataProvider = useDataProvider();
  const form = useFormContext<Values>();
  const values = useWatch<Values>() as Values;
  const isNew = !ticket;
  const type = values.type ?? ticket?.type ?? null;
  const tabs = dialogTabs(viewer, { ticketId: ticket?.ticketId ?? 0, type, pricing });
  const [tab, setTab] = useState<TicketDialogTab>('general');
  const activeTab = tabs.includes(tab) ? tab : 'general';
  const [counts, setCounts] = useState<TabCounts>({});
  const [busy, setBusy] = useState(false);
  // The footer's actions wait for the whole ticket (its description).
  const blocked = busy || !loaded;
  const painted = useAfterPaint();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const itTab = tabs.includes('it');
  // Close (and Esc) with unsaved edits asks before it drops them (issue 29 point 8); a form as read closes at once.
  const { isDirty } = useFormState<Values>();
  // What Confirm does once the user agrees to drop the edits: close, or open a linked ticket.
  const [discard, setDiscard] = useState<{ then: () => void } | null>(null);
  // Leaving by the address with unsaved edits asks the same (issue 29 point 8): Back and Forward, a link, the header's
  // shortcuts (the app's hash router is a data router, so react-router's useBlocker sees them). The dialog's own moves
  // once the edits are settled (a confirmed close or link, a save of a new ticket, a delete) pass.
  const leaving = useRef(false);
  const leave = (next?: unknown) => {
    leaving.current = true;
    onClose(next);
  };
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      !leaving.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  // Closing the tab or reloading with unsaved edits asks too (the browser's own prompt).
  useUnloadPrompt(isDirty && !leaving.current);
  const close = () => (isDirty ? setDiscard({ then: leave }) : onClose());
  // A linked ticket (#number in the description) asks here rather than through the blocker: on a new ticket the
  // screen closes the dialog as it opens the link, before the address would have been blocked.
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  const openLinked = useCallback(
    (id: number) => {
      const go = () => {
        leaving.current = true;
        onOpenTicket(id);
      };
      if (dirty.current) setDiscard({ then: go });
      else go();
    },
    [onOpenTicket],
  );
  useLayoutEffect(() => {
    requestClose.current = close;
    return () => {
      if (requestClose.current === close) requestClose.current = null;
    };
  });

  const context = {
    savedLaneId: ticket?.laneId,
    specialProjectId: settings.scheduleGroupProjectId,
    scheduleGroupLaneId: settings.scheduleGroupLaneId,
    commentLaneIds: settings.commentLaneIds,
    itTab,
  };
  const missing = missingFields(values, context);
  const valid = canSave(values, context);
  const readOnly = !!viewer.readOnly;
  const buttons = footerButtons(
    activeTab,
    { ticketId: ticket?.ticketId ?? 0, type, pricing },
    !isNew && itTab,
    readOnly,
  );

  const save = async (sendEmail = false) => {
    setBusy(true);
    try {
      const body = bodyOf(form.getValues());
      if (isNew) {
        const { data } = await dataProvider.create('tickets', { data: body });
        notify(translate('a1.ticketing.dialog.created', { id: data.ticketId }), { type: 'success' });
        onChanged([data.ticketId]);
        leave(data.ticketId);
      } else {
        const { data } = await dataProvider.update('tickets', {
          id: ticket.ticketId,
          // The version the form was read at: a save after someone else's answers 409 with who and when.
          data: { ...body, version: ticket.version },
          previousData: { ...ticket, id: ticket.ticketId },
          meta: { sendEmail: sendEmail || undefined },
        });
        notify(
          translate(sendEmail ? 'a1.ticketing.dialog.emailed' : 'a1.ticketing.dialog.saved', { id: data.ticketId }),
          {
            type: 'success',
          },
        );
        onSaved(data as Ticket);
        onChanged([data.ticketId]);
      }
    } catch {
      // The API wrapper has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const createQa = async () => {
    if (!ticket) return;
    setBusy(true);
    try {
      const qa = await a1.call(A1.ticketCreateQa, { body: { ticketId: ticket.ticketId } }, { quiet: true });
      notify(translate('a1.ticketing.dialog.qaCreated', { id: qa.ticketId }), { type: 'success' });
      onChanged([qa.ticketId]);
    } catch {
      notify(translate('a1.ticketing.dialog.qaFailed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!ticket) return;
    setConfirmDelete(false);
    setBusy(true);
    try {
      await dataProvider.delete('tickets', { id: ticket.ticketId, previousData: { ...ticket, id: ticket.ticketId } });
      notify(translate('a1.ticketing.dialog.deleted', { id: ticket.ticketId }), { type: 'success' });
      onChanged([ticket.ticketId]);
      leave();
    } catch {
      // shown by the wrapper
    } finally {
      setBusy(false);
    }
  };

  // The save shortcut does what the enabled Save (or a new ticket's Submit) does.
  const saves = buttons.includes('save') || buttons.includes('submit');
  const shortcut = useSaveShortcut(saves && !blocked && valid ? () => void save() : null);

  const missingText = missing.map((f) => translate(`a1.ticketing.fields.${FIELD_LABEL[f]}`)).join(', ');
  const button = (key: (typeof buttons)[number]): ReactNode => {
    const label = translate(`a1.ticketing.dialog.buttons.${key}`);
    switch (key) {
      case 'delete':
        return (
          <Button key={key} color="error" onClick={() => setConfirmDelete(true)} disabled={blocked} sx={{ mr: 'auto' }}>
            {label}
          </Button>
        );
      case 'clear':
        return (
          <Button key={key} onClick={() => form.reset()} disabled={blocked} sx={{ mr: 'auto' }}>
            {label}
          </Button>
        );
      case 'saveAndEmail': {
        const disabled = blocked || !valid || !settings.mailConfigured;
        const btn = (
          <Button key={key} onClick={() => void save(true)} disabled={disabled}>
            {label}
          </Button>
        );
        return settings.mailConfigured ? (
          btn
        ) : (
          <Tooltip key={key} title={translate('a1.ticketing.dialog.buttons.mailNotConfigured')}>
            <span>{btn}</span>
          </Tooltip>
        );
      }
      case 'createQa':
        return (
          <Button key={key} onClick={() => void createQa()} disabled={blocked}>
            {label}
          </Button>
        );
      default:
        return (
          <Button key={key} variant="contained" onClick={() => void save()} disabled={blocked || !valid} {...shortcut}>
            {label}
          </Button>
        );
    }
  };

  return (
    <ReadOnlyMode.Provider value={readOnly}>
      <DialogTitle id="ticket-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {titleText}
        {ticket && (
          <Chip
            label={translate('a1.ticketing.dialog.status', { status: ticket.status })}
            color={statusColour(ticket.status)}
            size="small"
            data-testid="ticket-status"
          />
        )}
      </DialogTitle>
      <Tabs
        value={activeTab}
        onChange={(_, next: TicketDialogTab) => setTab(next)}
        aria-label={translate('a1.ticketing.dialog.tabs.label')}
        variant="scrollable"
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((t) => {
          const name = translate(`a1.ticketing.dialog.tabs.${t}`);
          const count = counts[t];
          return (
            <Tab
              key={t}
              value={t}
              label={
                tabShowsCount(t) && count != null
                  ? translate('a1.ticketing.dialog.tabs.withCount', { name, count })
                  : name
              }
            />
          );
        })}
      </Tabs>
      <DialogContent sx={{ minHeight: 420 }}>
        {newer && (
          <Alert
            severity="info"
            role="status"
            sx={{ mb: 2 }}
            data-testid="ticket-saved-elsewhere"
            action={
              <Button color="inherit" size="small" onClick={onReload}>
                {translate('a1.ticketing.dialog.savedElsewhere.reload')}
              </Button>
            }
          >
            {translate('a1.ticketing.dialog.savedElsewhere.notice', {
              who: personName(newer.updatedBy) || translate('a1.ticketing.dialog.savedElsewhere.someone'),
            })}
          </Alert>
        )}
        <Box hidden={activeTab !== 'general'}>
          <GeneralFields ticket={ticket} loaded={loaded} painted={painted} onOpenTicket={openLinked} />
        </Box>
        {/* Hidden panels mount after the first paint; they stay mounted (their lists give the tabs' counts). */}
        {itTab && (painted || activeTab === 'it') && (
          <Box hidden={activeTab !== 'it'}>
            <PlacementFields ticket={ticket} settings={settings} variant="it" />
          </Box>
        )}
        {tabs.includes('assignments') && (painted || activeTab === 'assignments') && (
          <Box hidden={activeTab !== 'assignments'}>
            <PlacementFields ticket={ticket} settings={settings} variant="assignments" />
          </Box>
        )}
        {(painted || activeTab !== 'general') && (
          // The tabs' lists save their own rows (a comment, a checklist item): the save shortcut leaves them.
          <Box data-save-shortcut="off">
            <TabPanels ticket={ticket} active={activeTab} tabs={tabs} onCounts={setCounts} />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {readOnly && (
          <Typography variant="caption" color="text.secondary" sx={{ mr: 'auto' }} data-testid="ticket-read-only">
            {translate('a1.ticketing.dialog.readOnly')}
          </Typography>
        )}
        {!valid && !readOnly && (
          <Typography variant="caption" color="text.secondary" sx={{ mr: 'auto' }} data-testid="ticket-missing">
            {translate('a1.ticketing.dialog.required', { fields: missingText })}
          </Typography>
        )}
        {buttons.map(button)}
        <Button onClick={close} disabled={busy}>
          {translate('a1.ticketing.dialog.buttons.close')}
        </Button>
      </DialogActions>
      <Confirm
        isOpen={confirmDelete}
        title={titleText}
        content={translate('a1.ticketing.dialog.confirmDelete', { id: ticket?.ticketId ?? 0 })}
        onConfirm={() => void remove()}
        onClose={() => setConfirmDelete(false)}
      />
      <Confirm
        isOpen={discard !== null || blocker.state === 'blocked'}
        title={titleText}
        content="ra.message.unsaved_changes"
        onConfirm={() => {
          setDiscard(null);
          // A blocked move goes on where it led (proceed asks no more); otherwise Close or the linked ticket.
          if (blocker.state === 'blocked') blocker.proceed();
          else discard?.then();
        }}
        onClose={() => {
          setDiscard(null);
          if (blocker.state === 'blocked') blocker.reset();
        }}
      />
    </ReadOnlyMode.Provider>
  );
}

const FIELD_LABEL: Record<string, string> = {
  title: 'title',
  type: 'type',
  priority: 'priority',
  description: 'description',
  sprintId: 'feature',
  healthStatusId: 'health',
  scheduleGroupId: 'sprint',
  newComment: 'newComment',
  sortPriority: 'sortPriority',
};

/**
 * The description's toolbar: the default one without its heading-level list (a list item button that fails axe's
 * label and list rules), images, colours and alignment, which the server's allow-list drops anyway.
 */
const DESCRIPTION_TOOLBAR = (
  <RichTextInputToolbar size="small">
    <FormatButtons size="small" />
    <ListButtons size="small" />
    <LinkButtons size="small" />
    <QuoteButtons size="small" />
    <ClearButtons size="small" />
  </RichTextInputToolbar>
);

/** Shows the placeholder Tiptap puts in `data-placeholder` on the empty first paragraph. */
const PLACEHOLDER_SX = {
  '& .tiptap p.is-editor-empty:first-of-type::before': {
    content: 'attr(data-placeholder)',
    color: 'text.secondary',
    float: 'left',
    height: 0,
    pointerEvents: 'none',
  },
} as const;

const DESCRIPTION_LOADING_SX = {
  '& .description-box': { minHeight: 120, border: 1, borderColor: 'divider', borderRadius: 1, mt: 0.5 },
} as const;

const choices = (values: readonly string[]) => values.map((v) => ({ id: v, name: v }));
/** Options whose names come from the database: the stored name is the value, its translation the text. */
const dbChoices = (values: readonly string[], dbName: (name: string) => string) =>
  values.map((v) => ({ id: v, name: dbName(v) }));

/** General tab (spec 3 §2): Title, Requester, Start Date (read-only), Type, Priority, modules, Customer, Description. */
function GeneralFields({
  ticket,
  loaded,
  painted,
  onOpenTicket,
}: {
  ticket: Ticket | null;
  loaded: boolean;
  painted: boolean;
  onOpenTicket: (id: number) => void;
}) {
  const translate = useTranslate();
  const dbName = useDbName();
  const typeName = useDbName(TICKET_TYPE_NAME_CONTEXT);
  const a1 = useA1();
  const users = useTicketUsers();
  const { setValue } = useFormContext<Values>();
  const locked = useLocked();
  const moduleName = useWatch<Values>({ name: 'moduleName' }) as string | null;
  const priority = useWatch<Values>({ name: 'priority' }) as string | null;
  const description = useWatch<Values>({ name: 'description' }) as string | null;
  const modules = useLookup(['modules'], () => a1.call(A1.ticketModuleList));
  const subModules = useLookup(
    ['subModules', moduleName],
    () => a1.call(A1.ticketSubModuleList, { query: { moduleName: moduleName! } }),
    !!moduleName,
  );
  const customers = useLookup(['customers'], () => a1.call(A1.ticketCustomerList));
  const userChoices = useMemo(() => (users ?? []).map((u) => ({ id: u.userId, name: u.fullName })), [users]);
  const links = linkedTickets(description, ticket?.ticketId);
  const f = (key: string) => translate(`a1.ticketing.fields.${key}`);
  // The empty description's placeholder; with priority Severe it asks for a cell phone number (spec 3 §5). A new
  // text makes new options, which rebuilds the editor from the form value.
  const placeholder =
    descriptionPlaceholderKey(priority) === 'severe' ? f('severePlaceholder') : f('descriptionPlaceholder');
  const descriptionLabel = f('description');
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      extensions: [...(DefaultEditorOptions.extensions ?? []), Placeholder.configure({ placeholder })],
      // The editable area's accessible name (axe: an ARIA text box needs one).
      editorProps: { attributes: { 'aria-label': descriptionLabel } },
    }),
    [placeholder, descriptionLabel],
  );
  return (
    <Stack spacing={1}>
      <TextInput source="title" disabled={locked('title')} label={f('title')} isRequired fullWidth />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <AutocompleteInput
          source="requesterId"
          disabled={locked('requesterId')}
          label={f('requester')}
          choices={userChoices}
          fullWidth
        />
        <TextInput
          source="startDate"
          label={f('startDate')}
          disabled
          format={(v: string | null) => (v ? String(v).slice(0, 10) : '')}
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SelectInput
          source="type"
          disabled={locked('type')}
          label={f('type')}
          choices={dbChoices(TICKET_TYPES, typeName)}
          isRequired
          fullWidth
        />
        <SelectInput
          source="priority"
          disabled={locked('priority')}
          label={f('priority')}
          choices={dbChoices(TICKET_PRIORITIES, dbName)}
          isRequired
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SelectInput
          source="moduleName"
          disabled={locked('moduleName')}
          label={f('mainModule')}
          choices={(modules ?? []).map((m) => ({ id: m.moduleName, name: m.moduleName }))}
          onChange={() => setValue('subModuleName', null)}
          fullWidth
        />
        <SelectInput
          source="subModuleName"
          label={f('subModule')}
          choices={choices(subModules ?? [])}
          disabled={!moduleName || locked('subModuleName')}
          fullWidth
        />
        <AutocompleteInput
          source="customerId"
          disabled={locked('customerId')}
          label={f('customer')}
          choices={customers ?? []}
          fullWidth
        />
      </Stack>
      {loaded && painted ? (
        <RichTextInput
          source="description"
          disabled={locked('description')}
          label={f('description')}
          isRequired
          fullWidth
          editorOptions={editorOptions}
          toolbar={DESCRIPTION_TOOLBAR}
          sx={PLACEHOLDER_SX}
        />
      ) : (
        // The editor mounts after the first paint and with the ticket's description, so nobody types into a blank
        // one that a save would write.
        <Box data-testid="description-loading" sx={DESCRIPTION_LOADING_SX}>
          <Typography variant="caption" color="text.secondary">
            {descriptionLabel}
          </Typography>
          <Box className="description-box" />
        </Box>
      )}
      <Box>
        <Typography variant="subtitle2" component="h3">
          {f('linkedTickets')}
        </Typography>
        {links.length ? (
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap data-testid="linked-tickets">
            {links.map((id) => (
              <Chip key={id} label={`#${id}`} onClick={() => onOpenTicket(id)} size="small" />
            ))}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {f('noLinkedTickets')}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

/**
 * IT tab (spec 3 §2): Project, Initiative, Feature, End Date, Sprint, Lane, Points, Sort Priority, New Comment
 * (when mandatory), Requester, Business Analyst (read-only), Assigned Agent, Sticker, CRF Link, Ticket Health.
 * Assignments tab: Project, Initiative, Feature, Lane, Sticker, New Comment, Requester, Assigned Agent.
 */
function PlacementFields({
  ticket,
  settings,
  variant,
}: {
  ticket: Ticket | null;
  settings: TicketSettingsAnswer;
  variant: 'it' | 'assignments';
}) {
  const translate = useTranslate();
  const dbName = useDbName();
  const a1 = useA1();
  const users = useTicketUsers();
  const { setValue } = useFormContext<Values>();
  const locked = useLocked();
  const projectId = useWatch<Values>({ name: 'projectId' }) as number | null;
  const milestoneId = useWatch<Values>({ name: 'milestoneId' }) as number | null;
  const sprintId = useWatch<Values>({ name: 'sprintId' }) as number | null;
  const laneId = useWatch<Values>({ name: 'laneId' }) as number | null;
  const projects = useLookup(['projects'], () => a1.call(A1.ticketProjectList));
  const milestones = useLookup(
    ['milestones', projectId],
    () => a1.call(A1.ticketMilestoneList, { query: { projectId: projectId! } }),
    !!projectId,
  );
  const sprints = useLookup(
    ['sprints', milestoneId],
    () => a1.call(A1.ticketSprintList, { query: { milestoneId: milestoneId! } }),
    !!milestoneId,
  );
  const lanes = useLookup(['lanes'], () => a1.call(A1.ticketCardLane));
  const groups = useLookup(['scheduleGroups'], () => a1.call(A1.ticketScheduleGroupList), variant === 'it');
  const health = useLookup(['health'], () => a1.call(A1.healthStatusList), variant === 'it');
  const analyst = useLookup(
    ['analyst', sprintId],
    () => a1.call(A1.sprintBusinessAnalyst, { query: { sprintId: sprintId! } }),
    variant === 'it' && !!sprintId,
  );
  const userChoices = useMemo(() => (users ?? []).map((u) => ({ id: u.userId, name: u.fullName })), [users]);
  const groupChoices = useMemo(
    () =>
      offeredScheduleGroups(groups ?? [], ticket?.scheduleGroupId).map((g) => ({
        id: g.scheduleGroupId,
        name: g.scheduleGroupName,
      })),
    [groups, ticket?.scheduleGroupId],
  );
  const mandatory = commentRequired(!ticket, ticket?.laneId, laneId, settings.commentLaneIds);
  const f = (key: string) => translate(`a1.ticketing.fields.${key}`);
  const it = variant === 'it';
  return (
    <Stack spacing={1} data-testid={`ticket-placement-${variant}`}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SelectInput
          source="projectId"
          disabled={locked('projectId')}
          label={f('project')}
          choices={(projects ?? []).map((p) => ({ id: p.projectId, name: p.projectName }))}
          // Changing project reloads initiatives and resets the initiative (and so the feature).
          onChange={() => {
            setValue('milestoneId', null, { shouldDirty: true });
            setValue('sprintId', null, { shouldDirty: true });
          }}
          fullWidth
        />
        <SelectInput
          source="milestoneId"
          label={f('initiative')}
          choices={(milestones ?? []).map((m) => ({ id: m.milestoneId, name: m.milestoneName }))}
          onChange={() => setValue('sprintId', null, { shouldDirty: true })}
          disabled={!projectId || locked('milestoneId')}
          fullWidth
        />
        <SelectInput
          source="sprintId"
          label={f('feature')}
          choices={(sprints ?? []).map((s) => ({ id: s.sprintId, name: s.sprintName }))}
          disabled={!milestoneId || locked('sprintId')}
          isRequired
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {it && <DateInput source="endDate" disabled={locked('endDate')} label={f('endDate')} fullWidth />}
        {it && (
          <SelectInput
            source="scheduleGroupId"
            disabled={locked('scheduleGroupId')}
            label={f('sprint')}
            choices={groupChoices}
            emptyText={f('none')}
            isRequired={projectId === settings.scheduleGroupProjectId && laneId === settings.scheduleGroupLaneId}
            fullWidth
          />
        )}
        <SelectInput
          source="laneId"
          label={f('lane')}
          choices={(lanes ?? []).map((l) => ({ id: l.laneId, name: dbName(l.laneName) }))}
          disabled={!ticket || locked('laneId')}
          fullWidth
        />
      </Stack>
      {it && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <NumberInput source="points" disabled={locked('points')} label={f('points')} step={0.25} min={0} fullWidth />
          <SelectInput
            source="sortPriority"
            disabled={locked('sortPriority')}
            label={f('sortPriority')}
            choices={SORT_PRIORITIES.map((p) => ({ id: p, name: String(p) }))}
            fullWidth
          />
          <SelectInput
            source="healthStatusId"
            disabled={locked('healthStatusId')}
            label={f('health')}
            choices={(health ?? []).map((h) => ({ id: h.id, name: dbName(h.name) }))}
            isRequired
            fullWidth
          />
        </Stack>
      )}
      {(!it || mandatory) && (
        <TextInput
          source="newComment"
          disabled={locked('newComment')}
          label={f('newComment')}
          multiline
          minRows={2}
          isRequired={mandatory}
          helperText={mandatory ? f('newCommentHelp') : undefined}
          fullWidth
        />
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <AutocompleteInput
          source="requesterId"
          disabled={locked('requesterId')}
          label={f('requester')}
          choices={userChoices}
          fullWidth
        />
        {it && (
          <TextInput
            source="businessAnalystDisplay"
            label={f('businessAnalyst')}
            disabled
            format={() => analyst?.fullName ?? ticket?.businessAnalystName ?? ''}
            fullWidth
          />
        )}
        <AutocompleteInput
          source="agentId"
          disabled={locked('agentId')}
          label={f('assignedAgent')}
          choices={userChoices}
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextInput source="sticker" disabled={locked('sticker')} label={f('sticker')} fullWidth />
        {it && <TextInput source="crfLink" disabled={locked('crfLink')} label={f('crfLink')} fullWidth />}
      </Stack>
    </Stack>
  );
}
