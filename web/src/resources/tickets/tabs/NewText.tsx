/** The add row of a tab's list (a comment, a checklist item, an e-mail): one text field and its button. */
import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { canSaveText } from '@a1/shared/rules/ticketing/index';

export function NewText({
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
  // A refused save keeps the text (the error dialog has said why).
  const save = useMutation({ mutationFn: onSave, onSuccess: () => setText('') });
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
        disabled={save.isPending || !canSaveText(text)}
        onClick={() => save.mutate(text.trim())}
      >
        {button}
      </Button>
    </Stack>
  );
}
