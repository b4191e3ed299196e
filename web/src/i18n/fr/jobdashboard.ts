import type { jobdashboard as en } from '../en/jobdashboard';

export const jobdashboard: typeof en = {
  title: 'Tableau de bord des jobs',
  importedTitle: 'Lignes importées',
  columns: {
    number: 'Numéro de job', customer: 'Client', status: 'Statut', location: 'Bureau', type: 'Type',
    firstInvoiceNumber: 'Numéro de facture', dandTInvoiceNumber: 'Numéro de facture D&T', receivedBy: 'Reçu par',
    receivedOn: 'Reçu le', closedOn: 'Clôturé le', createdOn: 'Créé le', updatedOn: 'Mis à jour le', invoiced: 'Facturé',
    received: 'Reçu', id: 'Id',
    open: 'Ouvrir',
  },
  footer: 'Jobs créés sur la période choisie. Cliquez sur un filtre de statut pour affiner la liste.',
  open: 'Ouvrir',
  excelFileName: 'Tableau de bord des jobs',
  newJob: {
    title: 'Nouveau job',
    number: 'Numéro de job',
    customer: 'Client',
    office: 'Bureau',
    type: 'Type',
    received: 'Reçu',
    create: 'Créer',
    created: 'Job %{number} créé.',
  },
};
