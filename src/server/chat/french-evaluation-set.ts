import 'server-only'
import { site } from '@/content/site'
import type { EvaluationCase } from './evaluation-set'

/**
 * Questions a visitor asks on a French page (issue 23), with what the French answer must contain
 * and the French pages it should link to. Figures are the French content's, as written there.
 */
export const frenchEvaluationSet: EvaluationCase[] = [
  { question: 'Bonjour', anyOf: ['bonjour'], kind: 'greeting' },
  { question: 'Salut!', anyOf: ['bonjour'], kind: 'greeting' },
  { question: 'merci beaucoup', anyOf: ['avec plaisir'], kind: 'greeting' },
  {
    question: 'Est-ce que c’est gratuit pour les entreprises?',
    anyOf: ['ne vous coûte rien', 'gratuit'],
    links: ['/fr/nous-joindre'],
    kind: 'cost',
  },
  {
    question: 'Combien ça coûte?',
    anyOf: ['ne vous coûte rien', 'gratuit'],
    links: ['/fr/nous-joindre'],
    kind: 'cost',
  },
  {
    question: 'Combien puis-je emprunter?',
    mustInclude: ['10 k$', '10 M$'],
    links: ['/fr/produits-financiers'],
    kind: 'amounts',
  },
  {
    question: 'En combien de temps suis-je jumelé à des prêteurs?',
    anyOf: ['quelques minutes'],
    links: ['/fr/nous-joindre'],
    kind: 'speed',
  },
  {
    question: 'Mon entreprise est au Québec, suis-je admissible?',
    mustInclude: ['Canada'],
    anyOf: ['constituées'],
    kind: 'eligibility',
  },
  {
    question: 'Qu’est-ce qu’une avance de fonds aux commerçants?',
    anyOf: ['ventes'],
    links: ['/fr/produits-financiers#merchant-cash-advance'],
    kind: 'definitions',
  },
  {
    question: 'Qu’est-ce que le financement de bons de commande?',
    anyOf: ['fournisseur'],
    links: ['/fr/produits-financiers#po-financing'],
    kind: 'definitions',
  },
  {
    question: 'C’est quoi le financement des stocks?',
    anyOf: ['stocks'],
    links: ['/fr/produits-financiers#inventory-financing'],
    kind: 'definitions',
  },
  {
    question: 'Comment vous joindre?',
    mustInclude: [site.supportEmail],
    links: ['/fr/nous-joindre'],
    kind: 'contact',
  },
  {
    question: 'Quelles sont vos heures d’ouverture?',
    anyOf: ['lundi au vendredi'],
    links: ['/fr/nous-joindre'],
    kind: 'contact',
  },
  {
    question: 'Qui a fondé l’entreprise?',
    mustInclude: ['Okafor', 'Raman'],
    links: ['/fr/qui-nous-sommes'],
    kind: 'founders',
  },
  {
    question: 'Mes données sont-elles protégées?',
    anyOf: ['chiffrement'],
    kind: 'data-protection',
  },
  {
    question: 'Je veux devenir partenaire de recommandation',
    anyOf: ['recommand'],
    links: ['/fr/partenaires', '/fr/partenaires-de-recommandation'],
    kind: 'partners',
  },
  {
    question: 'Comment fonctionne l’API?',
    anyOf: ['API REST'],
    links: ['/fr/api', '/fr/partenaires'],
    kind: 'partners',
  },
  {
    question: 'Devrais-je prendre une marge de crédit ou un prêt à terme?',
    links: ['/fr/produits-financiers'],
    kind: 'advice',
  },
  {
    question: 'Que me recommandez-vous entre l’affacturage et une marge de crédit?',
    links: ['/fr/produits-financiers'],
    kind: 'advice',
  },
  {
    question: 'Quel prêteur choisir pour mon restaurant?',
    links: ['/fr/produits-financiers'],
    kind: 'advice',
  },
  {
    question: 'Quelle est la capitale de la France?',
    anyOf: ['pas de cette question'],
    kind: 'off-topic',
  },
]
