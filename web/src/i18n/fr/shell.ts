import type { shell as en } from '../en/shell';

export const shell: typeof en = { signOut: 'Déconnexion', error: 'Erreur', close: 'Fermer' };
