/**
 * The ticket form's guard of unsaved edits: Close (and Esc), a linked ticket and leaving by the address ask before
 * they drop them. Answers Close, the dialog's own way out, the linked-ticket opener and what the Confirm asks.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useBlocker } from 'react-router-dom';
import { useUnloadPrompt } from '../../../forms/useUnloadPrompt';
import type { Values } from './ticketFormValues';

/** Dirty as react-hook-form counts it, or a field the user changed still dirty after a reset that kept it. */
const hasUnsavedEdit = (state: { isDirty: boolean; dirtyFields: object }, edited: boolean) =>
  state.isDirty || (edited && Object.keys(state.dirtyFields).length > 0);

export function useDiscardGuard({
  onClose,
  onOpenTicket,
  requestClose,
}: {
  onClose: (next?: unknown) => void;
  onOpenTicket: (id: number) => void;
  /** Where the form puts its Close, which the dialog's Esc calls. */
  requestClose: RefObject<(() => void) | null>;
}) {
  // Close (and Esc) with unsaved edits asks before it drops them (issue 29 point 8); a form as read closes at once.
  const { isDirty, dirtyFields } = useFormState<Values>();
  // The decisions read the form as it is at the moment they are taken, not as of the last render: a key typed an
  // instant before Close or Back has changed the form but not yet re-rendered this hook. react-hook-form sets its
  // control's isDirty as the change is made; useFormState hands it on at the next render.
  const { control, watch } = useFormContext<Values>();
  // The form opens on the list row and is reset when the whole ticket answers: that reset keeps what the user typed
  // (keepDirtyValues) and the fields it marks dirty, but clears isDirty. A field the user changed (a change event, not
  // a value an input sets as it mounts) and that is still dirty is an unsaved edit all the same.
  const edited = useRef(false);
  useEffect(() => {
    const { unsubscribe } = watch((_values, { type }) => {
      if (type === 'change') edited.current = true;
    });
    return unsubscribe;
  }, [watch]);
  const dirtyNow = useCallback(() => hasUnsavedEdit(control._formState, edited.current), [control]);
  // What Confirm does once the user agrees to drop the edits: close, or open a linked ticket.
  const [discard, setDiscard] = useState<{ then: () => void } | null>(null);
  // Leaving by the address with unsaved edits asks the same (issue 29 point 8): Back and Forward, a link, the header's
  // shortcuts (the app's hash router is a data router, so react-router's useBlocker sees them). The dialog's own moves
  // once the edits are settled (a confirmed close or link, a save of a new ticket, a delete) pass.
  const leaving = useRef(false);
  const leave = (next?: unknown) => {
    leaving.current = true;
    onClose(next);
  };
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current &&
      dirtyNow() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  // Closing the tab or reloading with unsaved edits asks too (the browser's own prompt).
  useUnloadPrompt(hasUnsavedEdit({ isDirty, dirtyFields }, edited.current) && !leaving.current);
  const close = () => (dirtyNow() ? setDiscard({ then: leave }) : onClose());
  // A linked ticket (#number in the description) asks here rather than through the blocker: on a new ticket the
  // screen closes the dialog as it opens the link, before the address would have been blocked.
  const openLinked = useCallback(
    (id: number) => {
      const go = () => {
        leaving.current = true;
        onOpenTicket(id);
      };
      if (dirtyNow()) setDiscard({ then: go });
      else go();
    },
    [onOpenTicket, dirtyNow],
  );
  useLayoutEffect(() => {
    requestClose.current = close;
    return () => {
      if (requestClose.current === close) requestClose.current = null;
    };
  });
  return { close, leave, openLinked, discard, setDiscard, blocker };
}
