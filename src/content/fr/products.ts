/** French words of ../products.ts: same items, same order, same non-text values. */
import type { FinancialProduct } from '../types'

export const financialProducts: FinancialProduct[] = [
  {
    id: 'merchant-cash-advance',
    title: 'Avance de fonds aux commerçants',
    subtitle: 'Du financement rapide, remboursé à même vos ventes',
    description:
      'Recevez une somme forfaitaire en échange d’une part de vos ventes futures par carte et en ligne. Certaines avances prélèvent un pourcentage des ventes de chaque jour, de sorte que vos remboursements suivent vos revenus à la hausse comme à la baisse ; bon nombre prélèvent plutôt un montant fixe chaque jour ou chaque semaine dans votre compte bancaire, peu importe vos ventes de la semaine.',
    icon: 'Zap',
    features: [
      'Approbation en 24 à 48 heures',
      'Jusqu’à 500 k$',
      'Remboursée par une part des ventes ou par un prélèvement fixe quotidien ou hebdomadaire',
      'Tarifée selon un facteur de remboursement, et non un taux d’intérêt',
    ],
    imageAlt: 'Illustration d’un terminal de paiement et d’une courbe de revenus ascendante',
    tool: { slug: 'merchant-cash-advance-calculator', label: 'Calculer le TAP' },
  },
  {
    id: 'asset-based-lending',
    title: 'Financement adossé à l’actif',
    subtitle: 'Empruntez sur la valeur de ce que possède votre entreprise',
    description:
      'Transformez vos comptes clients, vos stocks et votre équipement en marge de crédit renouvelable. Votre base d’emprunt croît avec vos actifs, ce qui donne aux entreprises qui en possèdent beaucoup plus de latitude que le crédit non garanti.',
    icon: 'Scale',
    features: [
      'Garanti par les comptes clients, les stocks ou l’équipement',
      'Accès renouvelable aux fonds',
      'Des limites qui augmentent avec vos garanties',
      'Adapté aux bilans riches en actifs',
    ],
    imageAlt:
      'Illustration de boîtes empilées, d’une facture et d’une machine posées sur une balance',
    tool: { slug: 'line-of-credit-calculator', label: 'Estimer le coût d’un tirage' },
  },
  {
    id: 'term-loans',
    title: 'Prêts à terme',
    subtitle: 'Un financement prévisible pour une croissance planifiée',
    description:
      'Empruntez un montant fixe dès le départ et remboursez-le selon un calendrier établi. Les prêts à terme conviennent aux investissements de longue durée, comme les acquisitions, l’expansion, l’ouverture de nouveaux emplacements et l’achat d’équipement important.',
    icon: 'CalendarRange',
    features: [
      'Durées de 1 à 7 ans',
      'Taux fixes ou variables',
      'Remboursements mensuels planifiés',
      'Pour l’expansion, les acquisitions et l’équipement',
    ],
    imageAlt:
      'Illustration d’un calendrier à côté d’un graphique à barres en escalier orienté à la hausse',
    tool: { slug: 'term-loan-calculator', label: 'Estimer un versement' },
  },
  {
    id: 'po-financing',
    title: 'Financement de bons de commande',
    subtitle: 'Honorez les grosses commandes sans épuiser vos liquidités',
    description:
      'Quand la commande d’un client dépasse votre fonds de roulement, un prêteur paie directement votre fournisseur. Vous livrez la marchandise, votre client paie, et l’avance est réglée à même ce paiement.',
    icon: 'ClipboardCheck',
    features: [
      'Jusqu’à 10 M$',
      'Durée moyenne de 90 jours',
      'Fournisseurs payés directement',
      'Fondé sur la solvabilité de votre client',
    ],
    imageAlt: 'Illustration d’un bon de commande coché relié à un camion de livraison',
  },
  {
    id: 'inventory-financing',
    title: 'Financement des stocks',
    subtitle: 'Faites le plein de stock avant que la demande arrive',
    description:
      'Achetez vos stocks avant les hautes saisons et les lancements de produits, en utilisant la marchandise elle-même comme garantie. Remboursez au fil des ventes plutôt que d’immobiliser vos liquidités pendant des mois.',
    icon: 'Boxes',
    features: [
      'Les stocks servent de garantie',
      'Financez vos achats saisonniers et en gros',
      'Remboursez au fil des ventes',
      'Vos liquidités d’exploitation restent libres',
    ],
    imageAlt:
      'Illustration d’étagères d’entrepôt remplies de boîtes étiquetées et d’une étiquette de prix',
  },
  {
    id: 'supply-chain-financing',
    title: 'Financement de la chaîne d’approvisionnement',
    subtitle: 'Payez vos fournisseurs plus tôt, gardez vos délais',
    description:
      'Un prêteur paie vos fournisseurs de façon anticipée pendant que vous conservez des délais de paiement plus longs, ce qui renforce vos relations avec vos fournisseurs et votre trésorerie. Les factures et les données des fournisseurs sont protégées par un chiffrement 256 bits.',
    icon: 'Network',
    features: [
      'Paiement anticipé pour vos fournisseurs',
      'Délais prolongés pour votre entreprise',
      'Libère du fonds de roulement',
      'Factures transmises seulement aux prêteurs que vous choisissez',
    ],
    imageAlt:
      'Illustration d’une usine, d’un entrepôt et d’un magasin reliés par un flux de paiements',
  },
]
