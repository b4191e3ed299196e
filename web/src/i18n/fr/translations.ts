import type { translations as en } from '../en/translations';

export const translations: typeof en = {
  title: 'Traductions',
  languages: 'Langues',
  enabled: '%{name} activée',
  keys: 'Clés',
  newKey: 'Nouvelle clé',
  addKey: 'Ajouter la clé',
  keyAdded: 'Clé %{name} ajoutée',
  language: 'Langue',
  columns: { key: 'Clé', value: 'Valeur', enabled: 'Activée', edit: 'Modifier' },
  edit: 'Modifier',
  editTitle: 'Traduction de %{key}',
  addTitle: 'Traduire une clé',
  add: 'Ajouter une traduction',
  value: 'Valeur',
  key: 'Clé',
  isEnabled: 'Activée',
  save: 'Enregistrer',
  cancel: 'Annuler',
  saved: 'Traduction enregistrée : elle s’affiche au prochain chargement',
};
