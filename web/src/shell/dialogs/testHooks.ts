/**
 * The generic dialogs have no screen using them yet; the browser tests open them through the event hub.
 * Only a browser whose local storage carries the test flag gets `window.a1Dialogs`.
 */
import { LOCAL_KEYS } from '@a1/shared';
import { askInput, askSingleInput, showInfo } from './genericDialogBus';

export function installTestHooks(): void {
  if (localStorage.getItem(LOCAL_KEYS.testHooks) !== 'on') return;
  Object.assign(window, { a1Dialogs: { showInfo, askInput, askSingleInput } });
}
