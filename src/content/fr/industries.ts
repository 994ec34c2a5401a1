/** French words of ../industries.ts: same items, same order, same non-text values. */
import type { IndustryCard } from '../types'

export const industries: IndustryCard[] = [
  {
    icon: 'ShoppingCart',
    title: 'Commerce électronique',
    description:
      'Des marques en ligne qui ont besoin de financement avant que les revenus n’entrent : des stocks pour les hautes saisons, des dépenses publicitaires qui suivent la demande et de nouveaux canaux de vente.',
    items: [
      'Financement des stocks pour les hautes saisons',
      'Financement fondé sur les revenus pour les dépenses publicitaires',
      'Avances de fonds aux commerçants',
      'Financement de bons de commande pour les grosses commandes en gros',
    ],
  },
  {
    icon: 'Cloud',
    title: 'SaaS',
    description:
      'Des éditeurs de logiciels par abonnement qui financent leur croissance grâce à leurs revenus récurrents, sans céder de participation entre deux rondes de financement en capital.',
    items: [
      'Marges de crédit fondées sur les revenus récurrents',
      'Dette de capital de risque pour prolonger l’autonomie financière',
      'Prêts à terme pour l’embauche et le développement de produits',
    ],
  },
  {
    icon: 'Store',
    title: 'Commerce de détail',
    description:
      'Des magasins indépendants et des détaillants à plusieurs succursales qui financent leurs ouvertures, leurs rénovations, leurs stocks saisonniers et l’écart entre le moment de l’achat et celui de la vente.',
    items: [
      'Ouverture et aménagement de magasins',
      'Achats de stocks saisonniers',
      'Avances de fonds aux commerçants sur les ventes par carte',
      'Mise à niveau de l’équipement et des points de vente',
    ],
  },
  {
    icon: 'Briefcase',
    title: 'Services professionnels',
    description:
      'Agences, cabinets-conseils, cabinets comptables et cabinets d’avocats qui pallient la lenteur de paiement de leurs clients, financent des embauches ou rachètent un cabinet.',
    items: [
      'Fonds de roulement pour la paie',
      'Affacturage pour les longs délais de paiement',
      'Prêts à terme pour l’acquisition de cabinets',
    ],
  },
  {
    icon: 'Factory',
    title: 'Fabrication',
    description:
      'Des fabricants et des ateliers de transformation qui financent leur équipement, leurs matières premières et leurs grosses commandes, souvent en donnant en garantie les actifs déjà inscrits à leur bilan.',
    items: [
      'Financement adossé à l’actif sur les comptes clients et les stocks',
      'Financement d’équipement pour de nouvelles lignes de production',
      'Financement de bons de commande pour les matières premières',
      'Prêts de la SBA pour l’agrandissement des installations',
    ],
  },
  {
    icon: 'Truck',
    title: 'Transport',
    description:
      'Transporteurs, exploitants de parcs de véhicules et entreprises de logistique qui paient le carburant, la paie et l’entretien en attendant de 30 à 90 jours le règlement des factures de leurs expéditeurs.',
    items: [
      'Affacturage des factures de fret',
      'Financement de parcs de véhicules et de remorques',
      'Fonds de roulement pour le carburant et la paie',
    ],
  },
  {
    icon: 'Layers',
    title: 'Autres secteurs',
    description:
      'Des secteurs spécialisés pour lesquels notre réseau compte des prêteurs qui comprennent leur réglementation, leurs garanties et leurs cycles de trésorerie.',
    items: [
      'Cannabis et chanvre',
      'Financement de prêteurs',
      'Produits pharmaceutiques',
      'Immobilier',
    ],
  },
]
