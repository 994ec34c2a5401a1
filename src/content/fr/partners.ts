import type { IconCard, PartnerCaseStudy, StatTile } from '../types'

/** French words of ../partners.ts: same items, same order, same non-text values. */

/** The three clickable cards of the partners hub. */
export const partnerHubCards: (IconCard & { href: string })[] = [
  {
    icon: 'Landmark',
    title: 'Prêteurs',
    description:
      'Recevez un flux de dossiers qualifiés d’entreprises vérifiées dont le profil correspond déjà à vos critères de crédit.',
    href: '/lenders',
  },
  {
    icon: 'Handshake',
    title: 'Partenaires de recommandation',
    description:
      'Recommandez des clients qui ont besoin de financement, suivez chaque demande en temps réel et touchez des commissions concurrentielles.',
    href: '/referral-partners',
  },
  {
    icon: 'Code2',
    title: 'Partenaires API',
    description:
      'Intégrez le financement à votre plateforme grâce à notre API REST, à nos options en marque blanche et à un soutien technique attitré pour vos développeurs.',
    href: '/apis',
  },
]

/** The case study on the partners hub (invented sample partner; its article is flagged too). */
export const partnerCaseStudy: PartnerCaseStudy & {
  /** The slug of its article (linked in each language through the article lists). */
  article: string
  results: StatTile[]
} = {
  title: 'Tallyhouse : du soutien au financement pour des clients du commerce électronique',
  summary:
    'Tallyhouse est un cabinet comptable qui tient les livres de marques de commerce électronique en forte croissance. Il est devenu partenaire de recommandation pour que ses clients aux prises avec des besoins liés aux stocks et des creux de flux de trésorerie puissent joindre de nombreux prêteurs au moyen d’une seule demande, au lieu de solliciter les banques une à une.',
  quote:
    'Avant, nos clients perdaient des semaines à présenter leur demande à un prêteur après l’autre. Maintenant, ils remplissent un seul profil, comparent de vraies offres en quelques jours, et beaucoup plus d’entre eux sont approuvés. Cela a renforcé chacune de nos relations avec nos clients.',
  quoteName: 'Gwen Halvorsen',
  quoteRole: 'PDG, Tallyhouse',
  article: 'tallyhouse-partnership-case-study',
  results: [
    { number: '79 %', label: 'taux d’approbation des clients recommandés' },
    { number: '7 fois', label: 'supérieur à la moyenne du secteur' },
    { number: '150 k$', label: 'obtenus en moins d’une heure' },
  ],
  illustrative: true,
}

/** Benefit cards of the partners hub. */
export const partnerBenefits: IconCard[] = [
  {
    icon: 'Globe',
    title: 'Élargissez votre portée',
    description:
      'Joignez des entreprises du Canada et des États-Unis qui cherchent activement du financement, de 10 k$ à 10 M$.',
  },
  {
    icon: 'TrendingUp',
    title: 'Croissance mutuelle',
    description:
      'Grandissez au sein d’une plateforme qui réunit plus de 120 prêteurs vérifiés et plus de 1 000 entreprises financées, avec des incitatifs qui récompensent la valeur que vous apportez.',
  },
  {
    icon: 'Headset',
    title: 'Un gestionnaire attitré',
    description:
      'Un gestionnaire des partenariats attitré vous aide à démarrer, répond rapidement à vos questions et fait le point avec vous sur les résultats à mesure que le partenariat grandit.',
  },
]

/** The four auto-rotating features of /lenders. */
export const lenderFeatures: IconCard[] = [
  {
    icon: 'UserCheck',
    title: 'Accédez à des entreprises vérifiées',
    description:
      'Examinez les demandes d’entreprises aux profils vérifiés, aux documents financiers complets et aux besoins de financement déjà jumelés à vos critères de crédit, pour que votre équipe consacre son temps à de vraies occasions.',
  },
  {
    icon: 'Users',
    title: 'Attirez et fidélisez des clients',
    description:
      'Joignez des emprunteurs dans les secteurs et les régions que vous servez déjà, et restez présent auprès d’eux à mesure qu’ils grandissent et reviennent chercher du financement supplémentaire au moyen du même profil.',
  },
  {
    icon: 'Workflow',
    title: 'Simplifiez votre processus',
    description:
      'Recevez des demandes normalisées, toutes dans le même format, au lieu de courir après les documents manquants par courriel. Définissez vos critères une seule fois et laissez le jumelage vous acheminer les dossiers qui vous conviennent.',
  },
  {
    icon: 'FileCheck2',
    title: 'Modernisez votre vérification diligente',
    description:
      'Commencez l’analyse de crédit avec des relevés bancaires, des états financiers et des renseignements sur l’entreprise bien organisés dans un seul espace sécurisé, protégés par un chiffrement de 256 bits et transmis à votre équipe seulement quand l’entreprise vous choisit.',
  },
]

/** Benefit cards of /lenders. */
export const lenderBenefits: IconCard[] = [
  {
    icon: 'Cpu',
    title: 'Jumelage par IA',
    description:
      'Nos modèles comparent chaque profil d’entreprise à vos critères de prêt, pour que seules les demandes qui correspondent à vos produits arrivent dans votre file de dossiers.',
  },
  {
    icon: 'Target',
    title: 'Flux de dossiers qualifiés',
    description:
      'Un flot constant de demandes complètes d’entreprises du Canada et des États-Unis prêtes à aller de l’avant.',
  },
  {
    icon: 'ShieldCheck',
    title: 'Atténuation des risques',
    description:
      'Des renseignements vérifiés sur l’entreprise et une documentation uniforme donnent plus tôt une image plus claire à votre équipe de crédit, et la décision finale vous revient toujours.',
  },
]

/** The three advantages of /referral-partners. */
export const referralAdvantages: IconCard[] = [
  {
    icon: 'Link2',
    title: 'Un processus de recommandation simple',
    description:
      'Transmettez votre lien de recommandation ou présentez directement un client. Il remplit un seul profil gratuit et peut présenter une demande à de nombreux prêteurs à la fois.',
  },
  {
    icon: 'Activity',
    title: 'Suivi en temps réel',
    description:
      'Suivez chaque recommandation, du profil au financement, dans votre tableau de bord partenaire, avec l’état de chaque demande mis à jour à mesure qu’elle progresse.',
  },
  {
    icon: 'Percent',
    title: 'Commissions concurrentielles',
    description:
      'Touchez une commission pour chaque entreprise recommandée qui obtient du financement, versée selon un calendrier clair que vous pouvez consulter dans votre tableau de bord.',
  },
]

/** 'Who We Empower': the six referral segments. */
export const referralSegments: IconCard[] = [
  {
    icon: 'Calculator',
    title: 'Cabinets comptables',
    description:
      'Vos clients vous parlent d’abord de flux de trésorerie. Offrez-leur un accès rapide à du fonds de roulement quand les impôts à payer, la paie ou les stocks pèsent sur leurs finances.',
  },
  {
    icon: 'BarChart3',
    title: 'Chefs des finances',
    description:
      'Les chefs des finances à temps partagé ou à temps plein peuvent présenter rapidement des options de financement à la direction quand les plans de croissance dépassent les liquidités disponibles.',
  },
  {
    icon: 'Landmark',
    title: 'Prêteurs',
    description:
      'Les demandeurs qui ne correspondent pas à vos critères de crédit ont quand même besoin de financement. Dirigez-les ailleurs et conservez la relation au lieu de leur opposer un refus.',
  },
  {
    icon: 'Laptop',
    title: 'Éditeurs de logiciels',
    description:
      'Les entreprises qui utilisent votre plateforme ont régulièrement besoin de financement pour leurs stocks, leurs embauches et leur expansion. Offrez-leur une voie vers le financement sans avoir à la bâtir vous-même.',
  },
  {
    icon: 'Route',
    title: 'Consultants en logistique',
    description:
      'Les transporteurs et les expéditeurs attendent des semaines le paiement de leurs factures alors que le carburant et la paie sont à régler tout de suite. Mettez-les en contact avec des prêteurs en affacturage et en fonds de roulement.',
  },
  {
    icon: 'Megaphone',
    title: 'Agences de marketing',
    description:
      'Les clients prêts à intensifier leurs campagnes n’ont souvent pas le budget pour les financer. Aidez-les à obtenir du financement pour leurs dépenses publicitaires et leurs lancements.',
  },
]

/** The case study of /referral-partners (invented sample partner). */
export const referralCaseStudy: PartnerCaseStudy = {
  title:
    'Comment Ledgerpoint Partners a transformé les manques de financement en service aux clients',
  summary:
    'Ledgerpoint Partners est un cabinet de chefs des finances à temps partagé qui sert des entreprises de commerce électronique et de logiciel-service (SaaS) en phase de croissance. Ses chefs des finances recommandent maintenant les clients qui ont besoin de financement au moyen d’un seul lien de recommandation et suivent chaque demande en temps réel. Les clients recommandés joignent plusieurs prêteurs avec un seul profil, et le cabinet touche une commission sur chaque financement conclu.',
  quote:
    'Avant, trouver du financement par emprunt pour un client demandait des semaines d’appels. Maintenant, un seul profil joint les bons prêteurs, je peux suivre l’avancement en temps réel, et mes clients choisissent parmi des offres au lieu d’attendre la réponse d’une seule banque.',
  quoteName: 'Renata Sousa',
  quoteRole: 'Fondatrice et chef des finances à temps partagé, Ledgerpoint Partners',
  illustrative: true,
}

/** 'Enhance Your Value' on /apis. */
export const apiValuePoints: IconCard[] = [
  {
    icon: 'Plug',
    title: 'Offres de financement intégrées',
    description:
      'Présentez à vos utilisateurs les options de financement de plus de 120 prêteurs vérifiés directement dans votre produit, au moment où ils ont besoin de financement.',
  },
  {
    icon: 'Wallet',
    title: 'Un nouveau partage des revenus',
    description:
      'Touchez une part des revenus sur chaque entreprise financée grâce à votre intégration : une source de revenus de plus, sans avoir à exploiter une activité de prêt.',
  },
  {
    icon: 'Layers',
    title: 'Expérience en marque blanche',
    description:
      'Présentez la demande sous votre propre marque, avec un style et des parcours qui s’harmonisent avec le reste de votre plateforme.',
  },
]

/** 'Integrate With Ease': the three integration steps on /apis. */
export const apiSteps: IconCard[] = [
  {
    icon: 'Handshake',
    title: 'Mise en place du partenariat',
    description:
      'Convenez de la portée et des conditions commerciales avec notre équipe des partenariats, puis recevez vos identifiants pour le bac à sable et la documentation de l’API pour commencer à développer.',
  },
  {
    icon: 'Code2',
    title: 'Intégration de l’API',
    description:
      'Connectez-vous à notre API REST et testez chaque parcours dans le bac à sable, avec une équipe de soutien aux développeurs prête à examiner votre mise en œuvre.',
  },
  {
    icon: 'Rocket',
    title: 'Lancement et optimisation',
    description:
      'Passez en production avec vos clés de production, puis suivez avec nous la conversion et le volume financé pour peaufiner l’expérience au fil du temps.',
  },
]

/** The two rotating panels on /apis. */
export const apiPanels: { title: string; description: string; points: string[] }[] = [
  {
    title: 'Pour les plateformes',
    description:
      'Offrez du financement d’entreprise dans votre logiciel, votre place de marché ou votre produit de paiement sans devenir prêteur.',
    points: [
      'Demande en marque blanche sous votre marque',
      'Profils préremplis avec les données que vous détenez déjà',
      'Partage des revenus sur chaque entreprise financée',
    ],
  },
  {
    title: 'Pour les prêteurs',
    description:
      'Recevez les demandes jumelées directement dans vos propres systèmes et répondez sans ressaisir de données.',
    points: [
      'Données de demande structurées transmises par API',
      'Mises à jour de l’état et décisions en temps réel',
      'Un soutien technique attitré jusqu’au lancement',
    ],
  },
]

/** 'Powerful API Features' on /apis. */
export const apiFeatures: IconCard[] = [
  {
    icon: 'Code2',
    title: 'API REST',
    description:
      'Des points de terminaison JSON prévisibles pour les profils, les documents, les jumelages et l’état des demandes, documentés et testables dans un bac à sable.',
  },
  {
    icon: 'Zap',
    title: 'Traitement en temps réel',
    description:
      'Des webhooks avisent votre système dès qu’un jumelage, une offre ou un changement d’état survient, pour que vos utilisateurs voient toujours de l’information à jour.',
  },
  {
    icon: 'Lock',
    title: 'Sécurité de niveau entreprise',
    description:
      'Chiffrement de 256 bits, clés d’API à portée limitée et partage des données fondé sur le consentement : les données d’une entreprise ne parviennent qu’aux prêteurs qu’elle choisit.',
  },
]

/** The 'Why Partner' trio of /partner-contact. */
export const whyPartner: IconCard[] = [
  {
    icon: 'Users',
    title: 'Joignez des entreprises prêtes',
    description:
      'Entrez en contact avec des entreprises du Canada et des États-Unis qui ont rempli leur profil et cherchent activement du financement.',
  },
  {
    icon: 'TrendingUp',
    title: 'Augmentez vos revenus',
    description:
      'Ajoutez des commissions, un partage des revenus ou un nouveau volume de prêts, selon la forme de votre partenariat avec nous.',
  },
  {
    icon: 'HeartHandshake',
    title: 'Travaillez avec une équipe attitrée',
    description:
      'Un gestionnaire des partenariats vous accompagne de l’intégration au lancement et répond à chaque demande dans un délai de 24 heures.',
  },
]
