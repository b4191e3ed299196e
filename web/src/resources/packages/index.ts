/**
 * Packages (spec 3 §7 "Package search", issue 25): their screen is package search at the shell's route
 * search/package-search and a package's page below it (custom routes under the route guard, as the job dashboard's),
 * so the resource declares no list of its own; a package reads as its tracking number. Its notes are the
 * package-notes resource (read and written on the package's page).
 */
import Inventory2Icon from '@mui/icons-material/Inventory2';
import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import { resource } from '../types';

export default resource(Inventory2Icon, (pkg) => String(pkg.trackingNumber ?? pkg.id));

export const packageNotes = resource(StickyNote2Icon, (note) => String(note.note ?? note.id).slice(0, 40));
