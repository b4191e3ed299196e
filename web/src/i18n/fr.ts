import type { Messages } from './en';

/** French app strings: typed against en, so a missing key fails the build. */
export const fr: Messages = {
  a1: {
    app: { title: 'A1 Back Office' },
    login: {
      email: 'E-mail',
      password: 'Mot de passe',
      next: 'Suivant',
      login: 'Connexion',
      cancel: 'Annuler',
      signingIn: 'Connexion en cours…',
    },
    home: { title: 'Accueil', welcome: 'Bienvenue, %{name}', intro: 'Choisissez un module dans le menu pour commencer.' },
    shell: { signOut: 'Déconnexion', error: 'Erreur', close: 'Fermer' },
  },
};
