/** Tickets (spec 3 §2 Ticketing): a ticket reads '#id title'. */
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { resource } from '../types';

export default resource(ConfirmationNumberIcon, (ticket) => `#${ticket.id} ${ticket.title}`);
