/**
 * While `dirty` is true, closing the tab, reloading or typing another address makes the browser ask before the page
 * goes (its own "Leave site?" prompt: browsers show no page text there). Moves inside the app are asked by the form's
 * own dialog and react-router's blocker; this covers the ways out that leave the page itself.
 */
import { useEffect } from 'react';

export function useUnloadPrompt(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 and Safari ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
