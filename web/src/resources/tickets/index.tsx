/**
 * Tickets (spec 3 §2 Ticketing): their list is the tickets screen at ticketing/ticket, where ticket/{id} opens one
 * in its dialog over the list; the pricing tickets are routes of their own (routes.tsx). A ticket reads '#id title'.
 */
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { lazyNamed } from '../../shell/lazy';
import { resource } from '../types';

const TicketsScreen = lazyNamed(() => import('./TicketsScreen'), 'TicketsScreen');

export default resource(ConfirmationNumberIcon, (ticket) => `#${ticket.id} ${ticket.title}`, {
  list: <TicketsScreen kind="tickets" />,
  path: '/ticketing/ticket',
});
