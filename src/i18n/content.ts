import * as company from '@/content/company'
import * as disclosures from '@/content/disclosures'
import * as faqs from '@/content/faqs'
import * as features from '@/content/features'
import * as frenchCompany from '@/content/fr/company'
import * as frenchDisclosures from '@/content/fr/disclosures'
import * as frenchFaqs from '@/content/fr/faqs'
import * as frenchFeatures from '@/content/fr/features'
import * as frenchIndustries from '@/content/fr/industries'
import * as frenchPartners from '@/content/fr/partners'
import * as frenchProducts from '@/content/fr/products'
import * as frenchReadiness from '@/content/fr/readiness'
import * as frenchStats from '@/content/fr/stats'
import * as frenchSteps from '@/content/fr/steps'
import * as frenchSuccessStories from '@/content/fr/success-stories'
import * as frenchTestimonials from '@/content/fr/testimonials'
import * as frenchTools from '@/content/fr/tools'
import * as industries from '@/content/industries'
import * as partners from '@/content/partners'
import * as products from '@/content/products'
import * as readiness from '@/content/readiness'
import * as stats from '@/content/stats'
import * as steps from '@/content/steps'
import * as successStories from '@/content/success-stories'
import * as testimonials from '@/content/testimonials'
import * as tools from '@/content/tools'
import type { ListedFundingTool } from '@/content/tools'
import { frenchTypography } from '@/lib/french-typography'
import type { Locale } from './locales'
import { typesetAll } from './messages'

/** The text of the site's content modules (src/content/*.ts) that pages show, in English. */
const english = {
  aiFeatures: features.aiFeatures,
  testimonials: testimonials.testimonials,
  companyStats: stats.companyStats,
  partnerStats: stats.partnerStats,
  howItWorksSteps: steps.howItWorksSteps,
  industries: industries.industries,
  successStories: successStories.successStories,
  financialProducts: products.financialProducts,
  contactFaqs: faqs.contactFaqs,
  fundingTools: tools.fundingTools as readonly ListedFundingTool[],
  mission: company.mission,
  values: company.values,
  ourStory: company.ourStory,
  founders: company.founders,
  partnerFeeNote: disclosures.partnerFeeNote,
  howWeMakeMoney: disclosures.howWeMakeMoney,
  partnerHubCards: partners.partnerHubCards,
  partnerCaseStudy: partners.partnerCaseStudy,
  partnerBenefits: partners.partnerBenefits,
  lenderFeatures: partners.lenderFeatures,
  lenderBenefits: partners.lenderBenefits,
  referralAdvantages: partners.referralAdvantages,
  referralSegments: partners.referralSegments,
  referralCaseStudy: partners.referralCaseStudy,
  apiValuePoints: partners.apiValuePoints,
  apiSteps: partners.apiSteps,
  apiPanels: partners.apiPanels,
  apiFeatures: partners.apiFeatures,
  whyPartner: partners.whyPartner,
  readiness: readiness.readinessText,
}

export type SiteContent = typeof english

/**
 * The same in French (src/content/fr/*.ts, the same items with French words), set in French
 * typography once, here. TypeScript holds each French module to its English one's type; the
 * test beside this file holds every non-text value to the English one.
 */
const french: SiteContent = typesetAll(
  {
    aiFeatures: frenchFeatures.aiFeatures,
    testimonials: frenchTestimonials.testimonials,
    companyStats: frenchStats.companyStats,
    partnerStats: frenchStats.partnerStats,
    howItWorksSteps: frenchSteps.howItWorksSteps,
    industries: frenchIndustries.industries,
    successStories: frenchSuccessStories.successStories,
    financialProducts: frenchProducts.financialProducts,
    contactFaqs: frenchFaqs.contactFaqs,
    fundingTools: frenchTools.fundingTools,
    mission: frenchCompany.mission,
    values: frenchCompany.values,
    ourStory: frenchCompany.ourStory,
    founders: frenchCompany.founders,
    partnerFeeNote: frenchDisclosures.partnerFeeNote,
    howWeMakeMoney: frenchDisclosures.howWeMakeMoney,
    partnerHubCards: frenchPartners.partnerHubCards,
    partnerCaseStudy: frenchPartners.partnerCaseStudy,
    partnerBenefits: frenchPartners.partnerBenefits,
    lenderFeatures: frenchPartners.lenderFeatures,
    lenderBenefits: frenchPartners.lenderBenefits,
    referralAdvantages: frenchPartners.referralAdvantages,
    referralSegments: frenchPartners.referralSegments,
    referralCaseStudy: frenchPartners.referralCaseStudy,
    apiValuePoints: frenchPartners.apiValuePoints,
    apiSteps: frenchPartners.apiSteps,
    apiPanels: frenchPartners.apiPanels,
    apiFeatures: frenchPartners.apiFeatures,
    whyPartner: frenchPartners.whyPartner,
    readiness: frenchReadiness.readinessText,
  },
  frenchTypography,
)

/** The site's content in one language. */
export function contentIn(locale: Locale): SiteContent {
  return locale === 'fr' ? french : english
}

/** Both languages, for the test that holds them to the same items. */
export const contentByLocale: Record<Locale, SiteContent> = { en: english, fr: french }
