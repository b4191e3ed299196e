/**
 * A package's notes (internal staff, issue 25 point 4): the package-notes resource's list (useGetList), newest first,
 * each with its author and time; add and edit in NoteDialog, delete after a confirm (useDelete). Every change
 * invalidates the package's timeline, where notes show among the other events.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQueryClient } from '@tanstack/react-query';
import { Confirm, useDelete, useGetList, useNotify, useTranslate } from 'react-admin';
import type { PackageNote } from '@a1/shared';
import { currentLocale } from '../../shell/useLocaleFormat';
import { packageChanged } from './queries';
import { storyTime, userTimeZone } from './time';
import { NoteDialog } from './NoteDialog';
import { Section, type PackageRecord } from './PackagePage';

type NoteRecord = PackageNote & { id: number };

export function PackageNotes({ pkg }: { pkg: PackageRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data, isLoading } = useGetList<NoteRecord>('package-notes', { filter: { packageId: pkg.packageId } });
  const [editing, setEditing] = useState<NoteRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<NoteRecord | null>(null);
  const [remove, { isPending: removing }] = useDelete<NoteRecord>();
  const format = currentLocale().format;
  const zone = userTimeZone();
  const when = (on: string) => storyTime(on, null, zone, format).user ?? '';
  const t = (key: string, options?: object) => translate(`a1.packages.notes.${key}`, options);

  const confirmDelete = () => {
    if (!deleting) return;
    remove(
      'package-notes',
      { id: deleting.id, previousData: deleting, meta: { packageId: pkg.packageId } },
      {
        onSuccess: () => {
          notify(t('deleted'), { type: 'info' });
          setDeleting(null);
        },
        onSettled: () => packageChanged(queryClient, pkg.packageId),
      },
    );
  };

  return (
    <Section
      title={t('title')}
      id="package-notes"
      action={
        <Button startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
      }
    >
      {isLoading ? (
        <CircularProgress size={20} aria-label={translate('a1.grid.loading')} />
      ) : !data?.length ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <List dense aria-labelledby="package-notes" data-testid="package-notes">
          {data.map((note) => (
            <ListItem
              key={note.id}
              divider
              secondaryAction={
                <Stack direction="row">
                  <IconButton aria-label={t('edit')} onClick={() => setEditing(note)}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton aria-label={t('delete')} onClick={() => setDeleting(note)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Stack>
              }
            >
              <ListItemText
                primary={<Box sx={{ whiteSpace: 'pre-wrap', pr: 8 }}>{note.note}</Box>}
                secondary={[
                  t('by', { name: note.createdByName, time: when(note.createdOn) }),
                  note.modifiedOn ? t('edited', { time: when(note.modifiedOn) }) : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      {editing && (
        <NoteDialog
          packageId={pkg.packageId}
          trackingNumber={pkg.trackingNumber}
          note={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <Confirm
        isOpen={!!deleting}
        loading={removing}
        title={t('deleteTitle')}
        content={t('deleteText', { note: deleting?.note.slice(0, 80) ?? '', number: pkg.trackingNumber })}
        confirm={t('delete')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Section>
  );
}
