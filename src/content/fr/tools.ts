/** French words of ../tools.ts: same items, same order, same non-text values. */

import type { ListedFundingTool } from '../tools'

export const fundingTools: readonly ListedFundingTool[] = [
  {
    slug: 'product-finder',
    title: 'Trouver le bon financement',
    summary:
      'Six questions sur votre entreprise pour savoir quels types de financement méritent habituellement votre attention, et pourquoi.',
    icon: 'Compass',
  },
  {
    slug: 'funding-readiness',
    title: 'Bilan de préparation au financement',
    summary:
      'Ce que les prêteurs vont demander, les documents à préparer là où vous êtes et les trois étapes qui amélioreraient le plus vos chances, avant de faire une demande.',
    icon: 'ClipboardCheck',
  },
  {
    slug: 'term-loan-calculator',
    title: 'Calculateur de prêt à terme',
    summary:
      'Votre versement, l’intérêt total et le TAP avec les frais, et le tableau d’amortissement complet, à l’écran, en graphique ou en feuille de calcul.',
    icon: 'Calculator',
  },
  {
    slug: 'merchant-cash-advance-calculator',
    title: 'Calculateur d’avance de fonds',
    summary:
      'Ce que coûte une avance en dollars et en TAP estimatif, remboursée par un prélèvement quotidien ou hebdomadaire ou par une part de vos ventes.',
    icon: 'Zap',
  },
  {
    slug: 'line-of-credit-calculator',
    title: 'Calculateur de marge de crédit',
    summary:
      'L’intérêt sur le solde que vous utilisez, par jour et par mois, et ce qu’il représente pendant toute la période où vous le conservez.',
    icon: 'Banknote',
  },
  {
    slug: 'invoice-factoring-calculator',
    title: 'Calculateur d’affacturage',
    summary:
      'Ce qu’une société d’affacturage vous verse maintenant et plus tard pour une facture, ses frais, et ces frais exprimés en taux annuel sur la somme avancée.',
    icon: 'FileStack',
  },
  {
    slug: 'offer-check',
    title: 'Vérifier une offre',
    summary:
      'Saisissez les conditions qu’on vous a offertes, telles qu’on vous les a données, et voyez ce que l’offre coûte vraiment, exprimé comme toute autre ; comparez-en jusqu’à trois côte à côte.',
    icon: 'Scale',
  },
]
