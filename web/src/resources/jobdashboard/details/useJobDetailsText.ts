/** How a job's page words things: its translation keys (a1.jobdashboard.details.*), yes/no, hold types and dates. */
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../shell/useLocaleFormat';

export const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : '—');

export function useJobDetailsText() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`a1.jobdashboard.details.${key}`, options);
  const f = (key: string) => t(`fields.${key}`);
  const yesNo = (v: boolean) => (v ? f('yes') : f('no'));
  const holdType = (type: string) => t(`onHold.types.${type}`);
  return { translate, t, f, yesNo, holdType };
}
