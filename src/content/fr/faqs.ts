/** French words of ../faqs.ts: same items, same order, same non-text values. */
export const contactFaqs: readonly {
  question: string
  answer: string
  link?: { label: string; href: string }
}[] = [
  {
    question: 'En combien de temps puis-je être jumelé à des prêteurs ?',
    answer:
      'Le jumelage se fait en quelques minutes. Une fois votre profil d’entreprise rempli, notre jumelage par IA le compare aux critères de notre réseau de plus de 120 prêteurs vérifiés et vous présente les options qui vous conviennent, pour que vous puissiez présenter une demande à plusieurs d’entre eux à la fois plutôt qu’un par un.',
  },
  {
    question: 'Combien coûte l’utilisation de la plateforme ?',
    answer:
      'Elle est gratuite pour les entreprises. Créer un profil, être jumelé et présenter des demandes ne vous coûte rien. Ce sont les prêteurs qui nous paient, pas vous : un prêteur nous verse des frais lorsqu’une entreprise avec laquelle il a été jumelé obtient un prêt, et ces frais ne changent ni les options que vous voyez ni leur ordre. Les frais ou les intérêts éventuels sont fixés par le prêteur que vous choisissez et vous sont présentés avant la signature ; la convention de prêt est conclue directement entre vous et ce prêteur.',
    link: { label: 'Notre rémunération', href: '/how-we-make-money' },
  },
  {
    question: 'Avec quels types d’entreprises travaillez-vous ?',
    answer:
      'Avec les entreprises constituées au Canada ou aux États-Unis, à des fins commerciales. La plupart des entreprises que nous jumelons sont des entreprises de commerce électronique et de logiciel-service (SaaS), et nous travaillons aussi avec des entreprises du commerce de détail, des services professionnels, de la fabrication et du transport, ainsi qu’avec d’autres secteurs comme le cannabis et le chanvre, le financement de prêteurs, les produits pharmaceutiques et l’immobilier. Le financement va de 10 k$ à 10 M$.',
  },
  {
    question: 'Comment mes données sont-elles protégées ?',
    answer:
      'Vos documents et vos renseignements sont protégés par un chiffrement 256 bits, en transit et au repos. Vos données ne sont transmises qu’aux prêteurs que vous choisissez, et nous ne les vendons jamais. Toute personne peut demander en tout temps à notre responsable de la protection des renseignements personnels une copie de ses renseignements, ou leur correction ou leur suppression ; notre politique de confidentialité précise ce que nous conservons et pendant combien de temps.',
    link: { label: 'Lire notre politique de confidentialité', href: '/privacy-terms' },
  },
]
