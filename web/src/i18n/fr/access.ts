import type { access as en } from '../en/access';

export const access: typeof en = {
  unauthorizedTitle: 'Accès refusé',
  unauthorizedText: "La page demandée n'est pas disponible pour cet utilisateur",
  contactIt: "Si vous en avez besoin pour votre travail, contactez le service informatique pour demander l'accès.",
  notFoundTitle: 'Page introuvable',
  notFoundText: 'La page demandée est introuvable.',
  goHome: 'Accueil',
  goBack: 'Retour',
  newVersion: "Une nouvelle version d'A1 Back Office est disponible.",
  refresh: 'Actualiser',
  signedOutIdle: "Vous avez été déconnecté après 2 heures d'inactivité.",
};
