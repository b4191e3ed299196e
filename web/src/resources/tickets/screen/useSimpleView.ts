/** The ticket screen's simple view, kept in local storage (spec 3 §4): it hides the tabs and stops auto-refresh. */
import { useState } from 'react';
import { LOCAL_KEYS } from '@a1/shared';
import { parseSimpleView } from '@a1/shared/rules/ticketing/index';

export function useSimpleView() {
  const [simpleView, setSimpleView] = useState(() => parseSimpleView(localStorage.getItem(LOCAL_KEYS.simpleView)));
  const toggleSimpleView = () => {
    const next = !simpleView;
    localStorage.setItem(LOCAL_KEYS.simpleView, String(next));
    setSimpleView(next);
  };
  return { simpleView, toggleSimpleView };
}
