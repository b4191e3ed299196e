import type { login as en } from '../en/login';

export const login: typeof en = {
  email: 'E-mail',
  password: 'Mot de passe',
  next: 'Suivant',
  login: 'Connexion',
  cancel: 'Annuler',
  signingIn: 'Connexion en cours…',
};
