/** The spinner in sizes xs to xl (shell §2 Generic dialogs, §9: 1, 2, 3, 5, 8 rem). */
import { CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SPINNER_SIZES, type SpinnerSize } from '@a1/shared/constants/shell';

export function Spinner({ size = 'md', label }: { size?: SpinnerSize; label?: string }) {
  const translate = useTranslate();
  return (
    <CircularProgress size={SPINNER_SIZES[size]} aria-label={label ?? translate('a1.shell.spinner')} data-size={size} />
  );
}
