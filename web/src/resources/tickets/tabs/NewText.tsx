/** The add row of a tab's list (a comment, a checklist item, an e-mail): one text field and its button. */
import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
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
