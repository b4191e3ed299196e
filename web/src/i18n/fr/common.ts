import type { common as en } from '../en/common';

export const common: typeof en = {
  app: { title: 'A1 Back Office' },
  home: {
    title: 'Accueil',
    welcome: 'Bienvenue, %{name}',
    intro: "Votre travail en un coup d'œil ; le menu Modules donne accès au reste.",
    loading: 'Chargement…',
    unread: {
      title: 'Tickets non lus',
      empty: 'Aucun ticket non lu : vous êtes à jour.',
      all: 'Voir les %{count}',
    },
    holds: {
      title: 'Travaux en attente',
      count: '%{smart_count} travail en attente |||| %{smart_count} travaux en attente',
      failed: "Les travaux n'ont pas pu être chargés. Ouvrez Travaux en attente pour réessayer.",
      open: 'Ouvrir Travaux en attente',
    },
    pages: {
      title: 'Vos pages dans %{module}',
      empty: "Ce module n'a aucune page pour vous. Choisissez un autre module dans le menu Modules.",
    },
  },
  shortcuts: {
    title: 'Raccourcis clavier',
    close: 'Fermer',
    everywhere: 'Sur chaque écran',
    help: 'Afficher cette liste',
    dateField: {
      title: 'Dans un champ de date',
      leave: 'Aller au champ suivant (ou précédent)',
      parts: 'Passer du jour au mois et à l’année',
      change: 'Modifier la partie sous le curseur',
    },
  },
  forms: {
    saveShortcut: 'Ctrl+S ou Ctrl+Entrée',
    shortcuts: {
      title: 'Dans une fenêtre de saisie',
      save: 'Enregistrer (quand Enregistrer est disponible)',
      cancel: 'Fermer sans enregistrer',
    },
  },
};
