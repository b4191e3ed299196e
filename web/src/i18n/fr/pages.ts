import type { pages as en } from '../en/pages';

export const pages: typeof en = {
  sections: {
    home: 'Accueil', operations: 'Opérations', kanban: 'Kanban', 'information-technology': 'Informatique',
    customer: 'Clients', shipment: 'Expéditions', shipment2: 'Expéditions 2', search: 'Recherche', aimban: 'Aimban',
    testing: 'Tests', security: 'Sécurité', report: 'Rapports', tracking: 'Suivi', volume: 'Volume', finance: 'Finance',
    prr: 'PRR', wholesale: 'Vente en gros', compliance: 'Conformité', lettershop: 'Lettershop', partners: 'Partenaires',
    'rate-sheet': 'Grilles tarifaires', reporting: 'Reporting', quote: 'Devis', supplier: 'Fournisseurs', operation: 'Exploitation',
    ticketing: 'Tickets', product: 'Produits', invoice: 'Factures', routing: 'Routage', margin: 'Marges',
    research: 'Études', fulfillment: 'Préparation de commandes', 'globe-billing': 'Globe Billing',
    'a1-slice-and-dice': 'A1 Slice and Dice', transportation: 'Transport', 'central-admin': 'Administration centrale',
  },
  notAvailable: 'Cet écran n\'est pas encore disponible.',
  sectionPages: 'Écrans de cette section',
  sectionEmpty: 'Aucun écran de cette section ne vous est encore disponible.',
  routings: 'Routages',
  quoteRequest: 'Demande de devis',
  serviceBundle: 'Lot de services',
  newService: 'Nouveau service',
};
