/**
 * French for every name the database holds (modules, menus, job statuses, lanes, phases, option lists): keys
 * `db.<English name>`, which the web's i18nProvider looks up when it shows a name from the database.
 */
import { eq } from 'drizzle-orm';
import { TICKET_TYPE_NAME_CONTEXT } from '@a1/shared';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';

export const DB_NAME_KEY_PREFIX = 'db.';

export const DB_NAMES_FR: Record<string, string> = {
  // Modules and side menu
  Operations: 'Opérations',
  Kanban: 'Kanban',
  Ticketing: 'Tickets',
  Volume: 'Volume',
  Finance: 'Finance',
  Security: 'Sécurité',
  Report: 'Rapports',
  Search: 'Recherche',
  Aimban: 'Aimban',
  Sales: 'Ventes',
  Supplier: 'Fournisseurs',
  PRR: 'PRR',
  'Job Dashboard': 'Tableau des jobs',
  Receiving: 'Réception',
  Bins: 'Bacs',
  Projects: 'Projets',
  'Project Grid': 'Grille des projets',
  'Add Project': 'Ajouter un projet',
  'Card Board': 'Tableau des cartes',
  'My Projects': 'Mes projets',
  Tickets: 'Tickets',
  'Pricing Tickets': 'Tickets de tarification',
  Summary: 'Synthèse',
  'Automated Billing Job Queue': 'File de facturation automatique',
  'Invoice Information': 'Informations de facture',
  Users: 'Utilisateurs',
  Roles: 'Rôles',
  Translations: 'Traductions',
  'Manager Overrides': 'Dérogations des responsables',
  'Generate Report': 'Générer un rapport',
  'Package Search': 'Recherche de colis',
  'Package Board': 'Tableau des colis',
  'Package Grid': 'Grille des colis',
  'Dangerous Goods': 'Marchandises dangereuses',
  'Denied Party': 'Parties refusées',
  'Quote Request': 'Demande de devis',
  'Service Bundle': 'Offre de services',
  'New Service': 'Nouveau service',
  'Priority Tracked': 'Prioritaire suivi',
  Routings: 'Routages',
  // Job statuses
  Received: 'Reçu',
  Processing: 'En traitement',
  Open: 'Ouvert',
  'Not Received': 'Non reçu',
  Voided: 'Annulé',
  // The issue and risk status.
  Void: 'Annulé',
  Closed: 'Clôturé',
  'DNB Job Closed': 'Job DNB clôturé',
  Invoiced: 'Facturé',
  'CS Hold': 'Blocage service client',
  'Finance Hold': 'Blocage finance',
  Released: 'Libéré',
  'On Hold': 'En attente',
  Forwarded: 'Transféré',
  // Problem-package lanes (On Hold and Closed are the job statuses' words too)
  New: 'Nouveau',
  Investigating: 'En analyse',
  'Waiting for Customer': 'En attente du client',
  'Waiting for Carrier': 'En attente du transporteur',
  Customs: 'Douane',
  'Ready to Release': 'Prêt à libérer',
  // Lanes
  Inbox: 'Boîte de réception',
  Next: 'Suivant',
  'In Progress': 'En cours',
  Blocked: 'Bloqué',
  'UAT Review': 'Revue de recette',
  'Pending UAT Deployment': 'Déploiement en recette en attente',
  'Production Review': 'Revue de production',
  'Pending Production Deployment': 'Déploiement en production en attente',
  Done: 'Terminé',
  // Phases
  '1-Not Approved': '1-Non approuvé',
  '2-Approved Not Scheduled': '2-Approuvé non planifié',
  '3-Requirements': '3-Exigences',
  '4-Requirements Approval': '4-Approbation des exigences',
  '5-Ready for LOE': '5-Prêt pour estimation',
  '6-LOE Complete': '6-Estimation terminée',
  '7-Development Scheduled': '7-Développement planifié',
  '8-Development': '8-Développement',
  '9-UAT Feedback': '9-Retours de recette',
  '10-Failed UAT': '10-Recette échouée',
  '11-UAT Accepted': '11-Recette acceptée',
  '12-Complete': '12-Terminé',
  '13-Blocked': '13-Bloqué',
  // Option lists
  'On Track': 'Dans les temps',
  'At Risk': 'À risque',
  'Off Track': 'En retard',
  Development: 'Développement',
  Requirements: 'Exigences',
  Testing: 'Tests',
  Meetings: 'Réunions',
  Support: 'Support',
  Documentation: 'Documentation',
  Issue: 'Incident',
  Enhancement: 'Amélioration',
  // The ticket type, where "Report" is one report (the module is "Rapports").
  [`${TICKET_TYPE_NAME_CONTEXT}.Report`]: 'Rapport',
  Bug: 'Anomalie',
  High: 'Haute',
  Medium: 'Moyenne',
  Low: 'Basse',
  Severe: 'Critique',
  Submitted: 'Soumis',
  Assigned: 'Assigné',
  Awaiting: 'En attente de retour',
  Completed: 'Terminé',
  Complete: 'Terminé',
  'Not Started': 'Non démarré',
  'Not Scheduled': 'Non planifié',
  'Not Approved': 'Non approuvé',
  'Not Tested': 'Non testé',
  Pass: 'Réussi',
  Fail: 'Échoué',
};

/** Names translated in a context of their own (`db.<context>.<name>`): the English text is the name alone. */
const DB_NAME_CONTEXTS = [TICKET_TYPE_NAME_CONTEXT];

/** The English text of a `DB_NAMES_FR` entry: `ticketType.Report` reads "Report". */
export function englishDbName(entry: string): string {
  const context = DB_NAME_CONTEXTS.find((c) => entry.startsWith(`${c}.`));
  return context ? entry.slice(context.length + 1) : entry;
}

export async function seedDbNameTranslations(db: Db): Promise<void> {
  const [en] = await db.select().from(t.languages).where(eq(t.languages.iso2, 'en'));
  const [fr] = await db.select().from(t.languages).where(eq(t.languages.iso2, 'fr'));
  if (!en || !fr) return;
  const keys = await db
    .insert(t.translationKeys)
    .values(Object.keys(DB_NAMES_FR).map((name) => ({ name: `${DB_NAME_KEY_PREFIX}${name}` })))
    .onConflictDoNothing()
    .returning();
  await db.insert(t.translations).values(
    keys.flatMap((k) => {
      const entry = k.name.slice(DB_NAME_KEY_PREFIX.length);
      return [
        { languageId: en.id, keyId: k.id, value: englishDbName(entry) },
        { languageId: fr.id, keyId: k.id, value: DB_NAMES_FR[entry] },
      ];
    }),
  );
}
