/** What the job screens ask the server once: the caller's subsidiary (row navigation) and finance-admin flag. */
import { useEffect, useState } from 'react';
import { A1 } from '@a1/shared';
import { useA1 } from '../../providers/useA1';

export function useJobContext() {
  const a1 = useA1();
  const [subsidiary, setSubsidiary] = useState<string | null>(null);
  const [financeAdmin, setFinanceAdmin] = useState(false);
  useEffect(() => {
    let live = true;
    a1.call(A1.jobUserSubsidiary)
      .then((s) => live && setSubsidiary(s.subsidiaryName))
      .catch(() => undefined);
    a1.call(A1.jobIsFinanceAdmin)
      .then((flag) => live && setFinanceAdmin(flag))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [a1]);
  return { subsidiary, financeAdmin };
}
