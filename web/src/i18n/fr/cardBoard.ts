import type { cardBoard as en } from '../en/cardBoard';

/** Le tableau des cartes (shell §2 kanban/card/board-view). */
export const cardBoard: typeof en = {
  title: 'Tableau des cartes',
  project: 'Projet',
  allProjects: 'Tous les projets',
  search: 'Rechercher des cartes',
  mine: 'Qui me sont assignées',
  refresh: 'Actualiser',
  addCard: 'Ajouter une carte',
  loading: 'Chargement des cartes…',
  failed: "Les cartes n'ont pas pu être chargées. Appuyez sur Actualiser pour réessayer.",
  forbidden:
    'Le tableau des cartes est réservé au personnel dont les rôles ouvrent le tableau, les tickets ou les projets : votre compte ne peut pas lire ses cartes.',
  empty: 'Aucune carte ne correspond à ces filtres.',
  laneHeading: '%{name} (%{count})',
  laneEmpty: 'Aucune carte',
  more: '%{count} de plus : affinez les filtres pour les voir',
  points: '%{points} pts',
  unassigned: 'Non assignée',
};
