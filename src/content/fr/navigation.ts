/**
 * The French words of the site map (src/content/navigation.ts), each under its English label.
 * The French header and footer keep the English structure and order; their addresses come from
 * the route map (src/content/french-routes.ts).
 */
export const frenchNavigationLabels: Record<string, string> = {
  // Top-level entries and column titles
  'Our Solution': 'Notre solution',
  Knowledge: 'Ressources',
  'Partner With Us': 'Devenir partenaire',
  Company: 'À propos',
  'Business Guides': 'Guides d’affaires',
  'Capital Solutions': 'Solutions de financement',
  'Funding Tools': 'Outils de financement',
  // Pages
  'How It Works': 'Comment ça marche',
  'One profile, AI matching, offers from many lenders.':
    'Un profil, un jumelage par IA, des offres de nombreux prêteurs.',
  'Who We Help': 'Qui nous aidons',
  'Industries we serve and the businesses we matched.':
    'Les secteurs que nous servons et les entreprises jumelées.',
  Lenders: 'Prêteurs',
  'Qualified deal flow from vetted businesses.':
    'Un flux de dossiers qualifiés d’entreprises vérifiées.',
  'Referral Partners': 'Partenaires de recommandation',
  'Earn commissions with real-time tracking.': 'Des commissions suivies en temps réel.',
  APIs: 'API',
  'Embed funding with our RESTful API.': 'Intégrez le financement grâce à notre API REST.',
  'Who We Are': 'Qui nous sommes',
  'Our mission, values and founders.': 'Notre mission, nos valeurs et nos fondateurs.',
  Blog: 'Blogue',
  'Guides, insights and company news.': 'Guides, analyses et nouvelles de l’entreprise.',
  'Contact Us': 'Nous joindre',
  'Talk to our team.': 'Parlez à notre équipe.',
  'Privacy Policy': 'Politique de confidentialité',
  'Terms of Service': 'Conditions d’utilisation',
  'How We Make Money': 'Notre rémunération',
  // Capital solutions (docs/decisions/0028-french.md, Terms)
  'Merchant Cash Advance': 'Avance de fonds aux commerçants',
  'Asset-Based Lending': 'Financement adossé à l’actif',
  'Term Loans': 'Prêts à terme',
  'PO Financing': 'Financement de bons de commande',
  'Inventory Financing': 'Financement des stocks',
  'Supply Chain Financing': 'Financement de la chaîne d’approvisionnement',
  // Guides
  'Debt Financing Guide': 'Guide du financement par emprunt',
  'Understanding Business Financing Options': 'Comprendre les options de financement',
  'How to Write a Business Plan': 'Rédiger un plan d’affaires',
  'All Business Guides': 'Tous les guides d’affaires',
  // Tools
  'Funding Product Finder': 'Trouver le bon financement',
  'Funding Readiness Check': 'Bilan de préparation au financement',
  'Term Loan Calculator': 'Calculateur de prêt à terme',
  'Merchant Cash Advance Calculator': 'Calculateur d’avance de fonds',
  'Line of Credit Calculator': 'Calculateur de marge de crédit',
  'Invoice Factoring Calculator': 'Calculateur d’affacturage',
  'Offer Check': 'Vérifier une offre',
  'All Funding Tools': 'Tous les outils de financement',
}
