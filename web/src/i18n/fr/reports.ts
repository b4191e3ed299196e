import type { reports as en } from '../en/reports';

export const reports: typeof en = {
  title: 'Générer un rapport',
  report: 'Rapport',
  choose: 'Choisissez un rapport pour voir ses paramètres.',
  run: 'Exécuter le rapport',
  print: 'Imprimer',
  from: '%{label} du',
  to: '%{label} au',
  any: 'Tous',
  required: '%{label} est obligatoire',
  rows: '%{name} : %{smart_count} ligne |||| %{name} : %{smart_count} lignes',
  printed: 'Rapport envoyé à l’imprimante',
};
