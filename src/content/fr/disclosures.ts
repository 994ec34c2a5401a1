/** French words of ../disclosures.ts: same items, same order, same non-text values. */
import { site } from '../site'
import type { IconCard } from '../types'

/** The short line the lender and referral pages carry, linking to /how-we-make-money. */
export const partnerFeeNote = {
  lenders: `Les prêteurs versent des frais à ${site.name} seulement lorsqu’une entreprise avec laquelle ils ont été jumelés obtient leur financement. Aucuns frais ne permettent d’acheter une place parmi les jumelages d’une entreprise.`,
  referralPartners: `Les commissions sont versées par ${site.name} à même les frais que nous paient les prêteurs ; elles ne sont jamais facturées aux entreprises que vous recommandez.`,
  linkLabel: 'Notre rémunération',
  href: '/how-we-make-money',
}

export const howWeMakeMoney = {
  title: 'Notre rémunération',
  summary: `L’utilisation de ${site.name} est gratuite pour les entreprises. Ce sont les prêteurs, et certains partenaires, qui nous paient. Voici qui nous paie, pour quoi, et ce que ce paiement ne change pas.`,

  payers: {
    title: 'Qui nous paie',
    cards: [
      {
        icon: 'Landmark',
        title: 'Les prêteurs',
        description: `Un prêteur nous verse des frais lorsqu’une entreprise avec laquelle il a été jumelé par l’entremise de ${site.name} obtient de lui un prêt ou un autre financement. Ces frais sont fixés dans l’entente de chaque prêteur avec nous, habituellement sous forme de pourcentage du montant financé. Les prêteurs ne paient rien pour être jumelés ni pour recevoir une demande.`,
      },
      {
        icon: 'Handshake',
        title: 'Les partenaires',
        description: `Les sociétés dont nous présentons les services aux entreprises, comme les fournisseurs de services bancaires et de paiement mentionnés dans nos communiqués de presse, peuvent nous verser des frais de recommandation lorsqu’une entreprise s’inscrit chez eux au moyen de notre lien. Le recours à ces services est toujours facultatif.`,
      },
      {
        icon: 'Wallet',
        title: 'Les entreprises : rien',
        description: `Les entreprises ne paient rien à ${site.name}. La création d’un profil, le jumelage, les demandes aux prêteurs et l’aide de notre équipe tout au long du processus sont gratuits, et nous ne facturons aucuns frais lorsque le financement est accordé.`,
      },
    ] satisfies IconCard[],
  },

  payees: {
    title: 'Qui nous payons',
    paragraphs: [
      'Les partenaires de recommandation, comme les cabinets comptables et les chefs des finances à temps partiel, touchent une commission de notre part lorsqu’une entreprise qu’ils ont recommandée est financée. Les plateformes logicielles qui offrent le jumelage à leurs clients au moyen de notre API reçoivent une part des frais que nous touchons sur les entreprises qui nous arrivent par leur intermédiaire.',
      'Nous payons ces montants à même ce que nous versent les prêteurs. Ils ne s’ajoutent jamais à ce que paie une entreprise, et une entreprise recommandée par un partenaire voit les mêmes jumelages, dans le même ordre, que toute autre entreprise ayant le même profil.',
    ],
  },

  ranking: {
    title: 'Ce que la rémunération ne change pas',
    points: [
      {
        title: 'Les options que vous voyez',
        text: 'Le jumelage compare votre profil d’entreprise aux critères que chaque prêteur nous a fournis. Un prêteur figure parmi vos jumelages parce que ses critères correspondent à votre profil, jamais parce qu’il nous paie, ou qu’il nous paie davantage.',
      },
      {
        title: 'L’ordre dans lequel elles s’affichent',
        text: `Les jumelages sont classés selon le degré de correspondance entre votre profil et les critères de chaque prêteur. Les frais qu’un prêteur verse à ${site.name} n’ont aucune incidence sur ce classement, et aucun prêteur ne peut payer pour obtenir une meilleure place ou un placement commandité.`,
      },
      {
        title: 'Qui voit vos renseignements',
        text: 'Votre profil n’est transmis qu’aux prêteurs que vous choisissez. Le fait que les prêteurs nous paient ne donne à aucun d’entre eux accès aux entreprises qui ne l’ont pas choisi.',
      },
      {
        title: 'Ce que nous vous disons',
        text: 'Nous ne recommandons aucun prêteur ni aucun produit et ne donnons pas de conseils financiers. Si vous le demandez, nous vous expliquons en quoi les offres diffèrent ; le choix vous appartient.',
      },
    ],
  },

  agreement: {
    title: 'Votre entente est conclue avec le prêteur',
    paragraphs: [
      `${site.name} est une place de marché, et non un prêteur. Toute convention de prêt ou autre entente de financement est conclue directement entre l’entreprise et le prêteur qu’elle choisit ; ${site.name} n’y est pas partie. Le prêteur décide s’il offre un financement et en fixe le montant, le taux, les frais et les conditions, que vous voyez avant de signer.`,
      'Comme toute entreprise, un prêteur peut compter ce qu’il paie pour trouver des clients, nos frais compris, parmi les coûts dont il tient compte pour établir le prix de ses offres. C’est pourquoi nous encourageons chaque entreprise à comparer le coût total de chaque offre, et pas seulement le taux.',
    ],
  },

  questions: {
    title: 'Questions',
    /** Followed by the support e-mail address as a link. */
    text: `Pour en savoir plus sur la rémunération de ${site.name}, écrivez-nous à`,
  },
}
