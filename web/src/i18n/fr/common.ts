import type { common as en } from '../en/common';

export const common: typeof en = {
  app: { title: 'A1 Back Office' },
  home: { title: 'Accueil', welcome: 'Bienvenue, %{name}', intro: 'Choisissez un module dans le menu pour commencer.' },
  forms: {
    saveShortcut: 'Ctrl+S ou Ctrl+Entrée',
    shortcuts: {
      title: 'Dans une fenêtre de saisie',
      save: 'Enregistrer (quand Enregistrer est disponible)',
      cancel: 'Fermer sans enregistrer',
    },
  },
};
