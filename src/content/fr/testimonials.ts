/** French words of ../testimonials.ts: same items, same order, same non-text values. */
import type { Testimonial } from '../types'

export const testimonials: Testimonial[] = [
  {
    quote:
      'Il nous fallait du financement pour nos stocks six semaines avant notre lancement du temps des Fêtes. Un seul profil a été transmis à plusieurs prêteurs, nous avions trois offres à comparer en moins d’une semaine, et les fonds sont arrivés avant l’expédition de notre premier conteneur.',
    name: 'Maya Thornton',
    position: 'Fondatrice et chef de la direction, Harbourline Goods (Vancouver)',
    rating: 5,
    illustrative: true,
    avatarSeed: 'maya',
  },
  {
    quote:
      'Notre dernière levée de fonds avait exigé quatre mois d’allers-retours avec des banques, une à une. Cette fois, j’ai téléversé nos états financiers une seule fois, j’ai été jumelé à des prêteurs qui comprenaient les revenus récurrents, et nous avons conclu un financement de croissance en moins de trois semaines.',
    name: 'Ethan Brandt',
    position: 'Chef des finances, Relaymark Software (Austin)',
    rating: 5,
    illustrative: true,
    avatarSeed: 'ethan',
  },
  {
    quote:
      'Avec deux épiceries à gérer, je n’ai pas le temps de remplir cinq fois les mêmes formulaires. La demande guidée m’a pris un après-midi, et l’équipe de soutien a répondu le jour même à toutes nos questions sur nos documents.',
    name: 'Aisha Mensah',
    position: 'Propriétaire, Corner & Co. Market (Toronto)',
    rating: 5,
    illustrative: true,
    avatarSeed: 'aisha',
  },
  {
    quote:
      'Le jumelage a été rapide et les offres, solides. Rassembler les déclarations de revenus de notre société de personnes nous a pris quelques jours de plus, mais une fois le dossier complet, deux prêteurs nous ont proposé des conditions que nous pouvions comparer côte à côte.',
    name: 'Robert Lindqvist',
    position: 'Associé directeur, Northway Advisory Group (Chicago)',
    rating: 4,
    illustrative: true,
    avatarSeed: 'robert',
  },
  {
    quote:
      'Nous financions une nouvelle ligne d’usinage CNC et il nous fallait des prêteurs à l’aise avec un bilan chargé en équipement. La plateforme nous a fait découvrir des prêteurs en financement adossé à l’actif dont nous n’avions jamais entendu parler, et nous avons choisi la structure adaptée à notre cycle de trésorerie.',
    name: 'Sophie Tremblay',
    position: 'Chef de l’exploitation, Laurentide Precision (Montréal)',
    rating: 5,
    illustrative: true,
    avatarSeed: 'sophie',
  },
  {
    quote:
      'Le carburant et la paie n’attendent pas le règlement de factures à 60 jours. Nous avons rempli notre profil un mardi, vu des options jumelées en quelques minutes et mis en place une entente d’affacturage la semaine suivante. La demande ne nous a rien coûté.',
    name: 'Luis Delgado',
    position: 'Président, Ridgeway Freight Lines (Dallas)',
    rating: 5,
    illustrative: true,
    avatarSeed: 'luis',
  },
  {
    quote:
      'Chaque prêteur que nous avions appelé auparavant voulait un chiffrier différent. Avec un seul profil numérique, nos documents étaient réunis au même endroit et n’allaient qu’aux prêteurs que nous choisissions. Ce contrôle comptait autant pour nous que la rapidité.',
    name: 'Jenna Whitfield',
    position: 'Cofondatrice, Fernpath Apparel (Brooklyn)',
    rating: 5,
    illustrative: true,
    avatarSeed: 'jenna',
  },
  {
    quote:
      'Nous avons comparé des offres de dette de capital de risque et de financement fondé sur les revenus dans le même tableau de bord, au lieu de mener deux processus distincts. Voir les conditions côte à côte a simplifié la décision, et le financement qui prolonge notre autonomie financière a été conclu en moins d’un mois.',
    name: 'Arjun Mehta',
    position: 'Chef de la direction, Cobalt Ledger (Waterloo)',
    rating: 5,
    illustrative: true,
    avatarSeed: 'arjun',
  },
  {
    quote:
      'Les analyses de préparation au financement ont montré exactement ce qui freinait notre demande : notre tenue de livres accusait trois mois de retard. Nous l’avons mise à jour, avons présenté une nouvelle demande et reçu deux offres pour aménager notre deuxième magasin.',
    name: 'Claire Beaumont',
    position: 'Fondatrice, Maple & Mortar Home (Calgary)',
    rating: 5,
    illustrative: true,
    avatarSeed: 'claire',
  },
  {
    quote:
      'Notre contrôleur et moi nous attendions à un parcours du combattant. Au contraire, la demande guidée nous a accompagnés document par document, l’équipe de soutien a fait le point avec nous à chaque étape, et nous avons obtenu une marge de crédit d’équipement de 1,2 M$ pour douze nouvelles remorques.',
    name: 'Tomás Rivera',
    position: 'Chef des finances, Brightwater Logistics (Miami)',
    rating: 5,
    illustrative: true,
    avatarSeed: 'tomas',
  },
  {
    quote:
      'Nous avons reçu un bon de commande plus important que ce que notre fonds de roulement pouvait couvrir. En quelques minutes, nous avons été jumelés à des prêteurs en financement de bons de commande, et notre fournisseur a été payé à temps pour que nous respections la date de livraison du client.',
    name: 'Nadia Rahimi',
    position: 'Directrice de l’exploitation, Wrenfield Components (Cleveland)',
    rating: 5,
    illustrative: true,
    avatarSeed: 'nadia',
  },
  {
    quote:
      'Nous embauchons du personnel saisonnier chaque printemps et avions besoin d’une marge de crédit de fonds de roulement pour assurer la paie en attendant les revenus de la saison. Une seule demande a rejoint des prêteurs que nous n’aurions jamais trouvés par nous-mêmes, et l’équipe nous a tenus informés jusqu’à l’arrivée des fonds.',
    name: 'Oliver Grant',
    position: 'Dirigeant, Grant & Ashby Garden Centres (Ottawa)',
    rating: 5,
    illustrative: true,
    avatarSeed: 'oliver',
  },
]
