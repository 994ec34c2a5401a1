import { site } from './site'
import type { IconCard } from './types'

/**
 * What the company discloses about itself: how it is paid (/how-we-make-money) and the note that
 * ends every article (docs/product.md, How we make money; Article). This is the default brand's
 * statement; an operator whose contracts differ adapts the text here, in one place.
 */

/** The sentence under every article. */
export const articleStandingNote = {
  en: `This article is general information, not financial, legal or tax advice. ${site.name} matches businesses with lenders; it does not lend, and it does not recommend a lender or product. For a decision about your business, speak with a qualified professional.`,
  fr: `Cet article est de l’information générale, et non un conseil financier, juridique ou fiscal. ${site.name} jumelle des entreprises et des prêteurs\u00a0: elle ne prête pas et ne recommande aucun prêteur ni aucun produit. Pour une décision concernant votre entreprise, consultez un professionnel qualifié.`,
}

/** The short line the lender and referral pages carry, linking to /how-we-make-money. */
export const partnerFeeNote = {
  lenders: `Lenders pay ${site.name} a fee only when a business they were matched with takes their funding. Fees never buy a place in a business's matches.`,
  referralPartners: `Commissions are paid by ${site.name} out of the fees lenders pay us, never charged to the businesses you refer.`,
  linkLabel: 'How we make money',
  href: '/how-we-make-money',
}

export const howWeMakeMoney = {
  title: 'How we make money',
  summary: `${site.name} is free for businesses. Lenders, and some partners, pay us. Here is who pays, for what, and what that payment does not change.`,

  payers: {
    title: 'Who pays us',
    cards: [
      {
        icon: 'Landmark',
        title: 'Lenders',
        description: `A lender pays us a fee when a business it was matched with through ${site.name} takes a loan or other funding from it. The fee is set in each lender's agreement with us, usually as a share of the amount funded. Lenders pay nothing to be matched or to receive an application.`,
      },
      {
        icon: 'Handshake',
        title: 'Partners',
        description: `Companies whose services we present to businesses, such as the banking and payments providers in our press releases, may pay us a referral fee when a business signs up with them through our link. Using those services is always optional.`,
      },
      {
        icon: 'Wallet',
        title: 'Businesses: nothing',
        description: `Businesses pay ${site.name} nothing. Building a profile, being matched, applying to lenders and our team's help with the process are free, and we charge no fee when funding comes through.`,
      },
    ] satisfies IconCard[],
  },

  payees: {
    title: 'Who we pay',
    paragraphs: [
      'Referral partners, such as accounting firms and fractional CFOs, earn a commission from us when a business they referred is funded. Software platforms that offer matching to their customers through our API receive a share of the fees we earn on the businesses that come through them.',
      'We pay these amounts out of what lenders pay us. They are never added to what a business pays, and a business referred by a partner sees the same matches, in the same order, as any other business with the same profile.',
    ],
  },

  ranking: {
    title: 'What payment does not change',
    points: [
      {
        title: 'Which options you see',
        text: 'Matching compares your business profile with the criteria each lender has given us. A lender appears in your matches because its criteria fit your profile, never because it pays us, or pays us more.',
      },
      {
        title: 'The order they appear in',
        text: `Matches are ordered by how closely your profile fits each lender's criteria. The fee a lender pays ${site.name} plays no part in that order, and no lender can pay for a higher place or for sponsored placement.`,
      },
      {
        title: 'Who sees your information',
        text: 'Your profile goes only to the lenders you choose. Being paid by lenders does not give any lender access to businesses that did not choose it.',
      },
      {
        title: 'What we tell you',
        text: 'We do not recommend a lender or a product and do not give financial advice. We explain how offers differ when you ask; the choice is yours.',
      },
    ],
  },

  agreement: {
    title: 'Your agreement is with the lender',
    paragraphs: [
      `${site.name} is a marketplace, not a lender. Every loan or other funding agreement is made directly between the business and the lender it chooses; ${site.name} is not a party to it. The lender decides whether to offer funding and sets the amount, rate, fees and terms, which you see before you sign.`,
      'Like any business, a lender may count what it pays to find customers, our fee included, among the costs it considers when it prices its offers. That is why we encourage every business to compare the full cost of each offer, not only the rate.',
    ],
  },

  questions: {
    title: 'Questions',
    /** Followed by the support e-mail address as a link. */
    text: `If you want to know more about how ${site.name} is paid, write to us at`,
  },
}
