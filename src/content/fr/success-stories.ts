/** French words of ../success-stories.ts: same items, same order, same non-text values. */
import type { SuccessStory } from '../types'

export const successStories: SuccessStory[] = [
  {
    amount: '5 M$',
    productType: 'Prêt à terme',
    industry: 'Services professionnels',
    company: 'Kestrel Managed IT',
    place: 'Charlotte, Caroline du Nord',
    description:
      'Une entreprise de services TI gérés a racheté un concurrent plus petit grâce à un prêt à terme, à un billet du vendeur et à ses propres liquidités, en accueillant l’ensemble de son personnel sans céder de participation.',
    fundedYear: 2024,
    article: 'case-study-acquisition-term-loan',
    illustrative: true,
  },
  {
    amount: '1 M$',
    productType: 'Prêt à terme par tranches',
    industry: 'SaaS',
    company: 'Pinecrest Field Software',
    place: 'Kitchener, Ontario',
    description:
      'Une entreprise de logiciels de gestion des services sur le terrain a reçu son prêt en trois tranches, à mesure que ses revenus récurrents annuels atteignaient des jalons convenus. Elle a ainsi embauché son équipe de vente sans ouvrir son capital prématurément.',
    fundedYear: 2023,
    article: 'case-study-saas-tranched-term-loan',
    illustrative: true,
  },
  {
    amount: '1,5 M$',
    productType: 'Affacturage',
    industry: 'Transport',
    company: 'Ridgeway Freight Lines',
    place: 'Dallas, Texas',
    description:
      'Un transporteur routier a obtenu des avances sur les factures de ses expéditeurs payables à 60 jours, ce qui a couvert le carburant et la paie des chauffeurs pendant qu’il ajoutait quinze camions à son parc.',
    fundedYear: 2025,
    illustrative: true,
  },
  {
    amount: '3,2 M$',
    productType: 'Prêt de la SBA',
    industry: 'Commerce de détail',
    company: 'Hartwell Home Furnishings',
    place: 'Erie, Pennsylvanie',
    description:
      'Un détaillant de meubles familial a utilisé un prêt garanti par la SBA (Small Business Administration) pour acheter l’immeuble qu’il louait depuis dix ans et ouvrir une deuxième salle d’exposition.',
    fundedYear: 2024,
    illustrative: true,
  },
  {
    amount: '700 k$',
    productType: 'Dette de capital de risque',
    industry: 'SaaS',
    company: 'Trellis Route Software',
    place: 'Denver, Colorado',
    description:
      'Une entreprise de logiciels de logistique, qui avait conclu sa ronde de série A, a prolongé de neuf mois son autonomie financière pour financer l’agrandissement de son équipe de vente avant sa prochaine ronde de financement en capital.',
    fundedYear: 2025,
    illustrative: true,
  },
  {
    amount: '1,6 M$',
    productType: 'Crédit renouvelable adossé à l’actif',
    industry: 'Fabrication',
    company: 'Corbel Precision Components',
    place: 'Dayton, Ohio',
    description:
      'Un sous-traitant manufacturier qui avait décroché un contrat d’approvisionnement pluriannuel a ouvert un crédit renouvelable garanti par ses comptes clients et ses stocks : sa capacité d’emprunt croît ainsi avec ses ventes.',
    fundedYear: 2024,
    article: 'case-study-manufacturer-asset-based-revolver',
    illustrative: true,
  },
]
