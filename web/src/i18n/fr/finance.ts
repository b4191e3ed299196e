import type { finance as en } from '../en/finance';

export const finance: typeof en = {
  queue: {
    title: 'File de facturation automatique',
    intro:
      'Les jobs clôturés en attente de facturation, et le résultat de chaque commande envoyée au système de facturation. Un envoi en échec peut être relancé.',
    loading: 'Chargement de la file de facturation…',
    empty: "Aucun job n'attend d'être facturé et aucune commande n'a encore été envoyée.",
    error: "La file de facturation n'a pas pu être chargée : %{message}",
    refused:
      "La file de facturation est réservée au personnel financier dont les rôles l'accordent : votre compte ne peut pas la lire.",
    filterLabel: 'État de facturation',
    all: 'Tous (%{count})',
    states: { Unbilled: 'En attente', Billed: 'Facturé', Failed: 'Échec' },
    columns: {
      number: 'Numéro de job',
      customer: 'Client',
      status: 'Statut du job',
      closedOn: 'Clôturé le',
      billing: 'Facturation',
      outcome: 'Résultat',
      billedOn: 'Facturé le',
      action: 'Action',
    },
    reference: 'Référence %{reference}',
    post: 'Envoyer',
    retry: 'Relancer',
    postLabel: 'Envoyer la commande du job %{number}',
    retryLabel: 'Relancer la commande du job %{number}',
    readOnly: 'Seuls les administrateurs finance envoient les commandes : cette liste est en lecture seule pour vous.',
    billed: 'Job %{number} facturé : référence %{reference}.',
    failed: "Le job %{number} n'a pas été facturé : %{reason}",
    tableLabel: 'Jobs de la file de facturation',
  },
  invoices: {
    title: 'Informations de facture',
    intro: 'Recherchez des jobs par numéro pour voir leur numéro de facture et leur numéro de facture droits et taxes.',
    searchLabel: 'Numéro de job',
    searchHint: "Saisissez au moins 3 caractères d'un numéro de job.",
    loading: 'Recherche…',
    empty: 'Aucun numéro de job ne contient « %{term} ».',
    error: "Les numéros de facture n'ont pas pu être chargés : %{message}",
    refused:
      'Les numéros de facture sont réservés au personnel financier dont les rôles les accordent : votre compte ne peut pas les chercher.',
    none: '—',
    columns: {
      number: 'Numéro de job',
      customer: 'Client',
      status: 'Statut du job',
      invoiceNumber: 'Numéro de facture',
      dutyInvoiceNumber: 'Numéro de facture droits et taxes',
      createdOn: 'Créé le',
    },
    tableLabel: 'Numéros de facture des jobs trouvés',
  },
};
