/**
 * The ticket dialog's tabs say when they changed what the screen's list row shows (the Latest Comment column), so
 * the screen reads just that ticket again instead of the whole list.
 */
import { createContext, useContext } from 'react';

export const TicketChangedContext = createContext<(ticketId: number) => void>(() => {});

export const useTicketChanged = () => useContext(TicketChangedContext);
