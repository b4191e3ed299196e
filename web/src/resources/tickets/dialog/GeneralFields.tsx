/**
 * The General tab's fields (spec 3 §2, §5): the main module → sub-modules cascade, linked tickets from #number in
 * the description, and the description's Severe placeholder.
 */
import { useMemo } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { AutocompleteInput, SelectInput, TextInput, useTranslate } from 'react-admin';
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
import { useFormContext, useWatch } from 'react-hook-form';
import { A1, type Ticket } from '@a1/shared';
import { TICKET_PRIORITIES, TICKET_TYPE_NAME_CONTEXT, TICKET_TYPES } from '@a1/shared/constants/ticketing-ui';
import { descriptionPlaceholderKey, linkedTickets } from '@a1/shared/rules/ticketing/index';
import { useA1 } from '../../../providers/useA1';
import { useDbName } from '../../../providers/i18nProvider';
import { useLookup, useTicketUsers } from '../useTicketing';
import { useLocked } from '../readOnlyMode';
import type { Values } from './ticketFormValues';

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
export function GeneralFields({
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
