/** French words of ../readiness.ts: the same keys, the same figures and the same articles. */

import type { ReadinessText } from '../readiness'

export const readinessText: ReadinessText = {
  title: 'Bilan de préparation au financement',
  disclaimer:
    'De l’information générale tirée des critères que publient les prêteurs, et non une préapprobation, une décision de crédit ou un conseil. Chaque prêteur décide selon ses propres critères ; rien n’est transmis à qui que ce soit, sauf si vous choisissez de l’envoyer.',
  questions: {
    country: {
      legend: 'Où se trouve l’entreprise ?',
      options: { ca: 'Canada', us: 'États-Unis' },
    },
    region: {
      legend: 'Dans quelle province, quel territoire ou quel État ?',
      options: {
        AB: 'Alberta',
        BC: 'Colombie-Britannique',
        MB: 'Manitoba',
        NB: 'Nouveau-Brunswick',
        NL: 'Terre-Neuve-et-Labrador',
        NS: 'Nouvelle-Écosse',
        NT: 'Territoires du Nord-Ouest',
        NU: 'Nunavut',
        ON: 'Ontario',
        PE: 'Île-du-Prince-Édouard',
        QC: 'Québec',
        SK: 'Saskatchewan',
        YT: 'Yukon',
        AL: 'Alabama',
        AK: 'Alaska',
        AZ: 'Arizona',
        AR: 'Arkansas',
        CA: 'Californie',
        CO: 'Colorado',
        CT: 'Connecticut',
        DE: 'Delaware',
        DC: 'District de Columbia',
        FL: 'Floride',
        GA: 'Géorgie',
        HI: 'Hawaï',
        ID: 'Idaho',
        IL: 'Illinois',
        IN: 'Indiana',
        IA: 'Iowa',
        KS: 'Kansas',
        KY: 'Kentucky',
        LA: 'Louisiane',
        ME: 'Maine',
        MD: 'Maryland',
        MA: 'Massachusetts',
        MI: 'Michigan',
        MN: 'Minnesota',
        MS: 'Mississippi',
        MO: 'Missouri',
        MT: 'Montana',
        NE: 'Nebraska',
        NV: 'Nevada',
        NH: 'New Hampshire',
        NJ: 'New Jersey',
        NM: 'Nouveau-Mexique',
        NY: 'New York',
        NC: 'Caroline du Nord',
        ND: 'Dakota du Nord',
        OH: 'Ohio',
        OK: 'Oklahoma',
        OR: 'Oregon',
        PA: 'Pennsylvanie',
        RI: 'Rhode Island',
        SC: 'Caroline du Sud',
        SD: 'Dakota du Sud',
        TN: 'Tennessee',
        TX: 'Texas',
        UT: 'Utah',
        VT: 'Vermont',
        VA: 'Virginie',
        WA: 'Washington',
        WV: 'Virginie-Occidentale',
        WI: 'Wisconsin',
        WY: 'Wyoming',
      },
    },
    years: {
      legend: 'Depuis combien de temps l’entreprise est-elle en activité ?',
      options: {
        starting: 'Pas encore en activité',
        under6: 'Moins de 6 mois',
        under12: 'De 6 à 12 mois',
        under24: 'De 1 à 2 ans',
        under36: 'De 2 à 3 ans',
        over36: '3 ans ou plus',
      },
    },
    revenue: {
      legend: 'Environ combien vend-elle par mois ?',
      options: {
        under10k: 'Moins de 10 000 $',
        under25k: 'De 10 000 $ à 25 000 $',
        under50k: 'De 25 000 $ à 50 000 $',
        under100k: 'De 50 000 $ à 100 000 $',
        under250k: 'De 100 000 $ à 250 000 $',
        over250k: 'Plus de 250 000 $',
      },
    },
    credit: {
      legend: 'Comment décririez-vous le crédit personnel des propriétaires ?',
      hint: 'Votre propre appréciation suffit : rien ici ne consulte un dossier de crédit.',
      options: {
        excellent: 'Excellent',
        good: 'Bon',
        fair: 'Passable',
        poor: 'Faible',
      },
    },
    businessCredit: {
      legend: 'Et le dossier de crédit de l’entreprise elle-même, si vous le connaissez ?',
      options: {
        strong: 'Les fournisseurs sont payés à temps et le dossier est propre',
        thin: 'Peu ou pas de dossier pour l’instant',
        problems: 'Des retards, des recouvrements ou des jugements au dossier',
      },
    },
    purpose: {
      legend: 'À quoi servira l’argent ?',
      options: {
        cashflow: 'Fonds de roulement entre les ventes',
        equipment: 'Équipement ou véhicules',
        stock: 'Des stocks avant une haute saison',
        order: 'Honorer une grosse commande',
        growth: 'Une expansion ou une acquisition',
        suppliers: 'Payer les fournisseurs plus tôt',
      },
    },
    speed: {
      legend: 'D’ici quand en avez-vous besoin ?',
      options: {
        days: 'D’ici quelques jours',
        weeks: 'D’ici un mois',
        months: 'Dans un mois ou plus',
      },
    },
    amount: {
      legend: 'Quel montant cherchez-vous ?',
      options: {
        under10k: 'Moins de 10 000 $',
        under50k: 'De 10 000 $ à 50 000 $',
        under150k: 'De 50 000 $ à 150 000 $',
        under500k: 'De 150 000 $ à 500 000 $',
        under1m: 'De 500 000 $ à 1 million de dollars',
        under5m: 'De 1 à 5 millions de dollars',
        under10m: 'De 5 à 10 millions de dollars',
        over10m: 'Plus de 10 millions de dollars',
      },
    },
    debt: {
      legend:
        'Qu’en est-il des versements de prêts, de crédits-bails et d’avances que l’entreprise fait déjà ?',
      hint: 'Les liquidités disponibles pour le service de la dette divisées par les versements, le nouveau compris : à 1,25, il y a 1,25 $ pour chaque dollar dû.',
      options: {
        none: 'Il n’y en a aucun pour l’instant',
        comfortable:
          'Les flux de trésorerie les couvrent, nouveau versement compris, 1,25 fois ou plus',
        thin: 'Les flux de trésorerie les couvrent, mais avec moins de marge que cela',
        short: 'Les flux de trésorerie ne les couvrent pas toujours',
      },
    },
    documents: {
      legend: 'Parmi ces documents, lesquels l’entreprise a-t-elle aujourd’hui ?',
      options: {
        registration: 'Son numéro d’entreprise (NEQ, numéro d’entreprise de l’ARC ou EIN)',
        statements: 'Des états financiers des derniers exercices',
        taxReturns: 'Des déclarations de revenus produites pour les dernières années',
        bankStatements: 'Des relevés bancaires des derniers mois',
        debtSchedule: 'La liste de ses dettes, avec soldes et versements',
        businessPlan: 'Un plan d’affaires',
        collateral: 'Des actifs qu’elle pourrait offrir en garantie',
      },
    },
    assets: {
      legend: 'Sur quoi un financement pourrait-il s’appuyer ?',
      options: {
        invoices: 'Des factures impayées de clients entreprises',
        inventory: 'Des stocks',
        orders: 'Des bons de commande de clients',
        equipment: 'De l’équipement ou des véhicules',
        recurring: 'Des revenus récurrents ou d’abonnement',
        cards: 'Des ventes par carte ou en ligne',
      },
    },
    industry: {
      legend: 'Quel est son secteur ?',
      options: {
        retail: 'Commerce de détail',
        ecommerce: 'Commerce électronique',
        restaurant: 'Restauration et services alimentaires',
        construction: 'Construction',
        transport: 'Transport et camionnage',
        manufacturing: 'Fabrication',
        wholesale: 'Commerce de gros et distribution',
        services: 'Services professionnels',
        software: 'Logiciels et SaaS',
        finance: 'Prêt, placement ou détention immobilière',
        other: 'Un autre secteur',
      },
    },
  },
  statuses: {
    met: 'Atteint',
    close: 'Presque',
    notYet: 'Pas encore',
    unknown: 'Sans réponse',
  },
  criteria: {
    bankHistory: {
      title: 'Années d’activité',
      lookFor:
        'Les banques demandent couramment 2 années complètes de déclarations de revenus, et beaucoup en préfèrent 3.',
      figures: [2, 3],
      source: {
        article: 'how-lenders-evaluate-your-business',
        quotes: [
          'Les banques demandent couramment deux années complètes de déclarations de revenus, et beaucoup en préfèrent trois.',
        ],
      },
    },
    alternativeHistory: {
      title: 'Années d’activité',
      lookFor:
        'Les prêteurs en ligne et non traditionnels peuvent se contenter de 6 à 12 mois d’activité, généralement à un prix plus élevé.',
      figures: [6, 12],
      source: {
        article: 'how-lenders-evaluate-your-business',
        quotes: [
          'Les prêteurs en ligne et non traditionnels peuvent se contenter de six à douze mois d’activité, généralement à un prix plus élevé.',
        ],
      },
    },
    debtCoverage: {
      title: 'Flux de trésorerie et versements sur la dette',
      lookFor:
        'Bien des prêteurs traditionnels visent des flux de trésorerie d’au moins 1,25 fois l’ensemble des versements sur la dette, le nouveau compris.',
      figures: [1.25],
      source: {
        article: 'debt-financing-guide',
        quotes: ['Bien des prêteurs traditionnels visent 1,25 ou plus.'],
      },
    },
    ownerCredit: {
      title: 'Crédit personnel des propriétaires',
      lookFor:
        'Les propriétaires signent habituellement une garantie ; les prêteurs lisent donc leur dossier de crédit (les cotes vont de 300 à 900 au Canada et de 300 à 850 aux États-Unis) et regardent au-delà de la cote : retards de paiement, recouvrements, soldes élevés.',
      figures: [300, 900, 850],
      source: {
        article: 'how-lenders-evaluate-your-business',
        quotes: [
          'Aux États-Unis, les cotes FICO vont de 300 à 850 ; au Canada, celles d’Equifax et de TransUnion vont de 300 à 900.',
          'Les prêteurs regardent au-delà de la cote, dans le détail : retards de paiement, comptes en recouvrement, soldes élevés par rapport aux limites',
        ],
      },
    },
    businessCredit: {
      title: 'Le dossier de crédit de l’entreprise',
      lookFor:
        'Les agences suivent la rapidité avec laquelle l’entreprise paie ses fournisseurs ; sur l’échelle PAYDEX, 80 signifie un paiement dans les délais.',
      figures: [80],
      source: {
        article: 'business-credit-scores-canada-us',
        quotes: ['Une cote de 80 signale un paiement dans les délais'],
      },
    },
    statements: {
      title: 'États financiers',
      lookFor:
        'Les prêteurs demandent les états financiers des 2 ou 3 derniers exercices, plus les chiffres de l’exercice en cours à ce jour.',
      figures: [2, 3],
      source: {
        article: 'debt-financing-guide',
        quotes: [
          'les états financiers des deux ou trois derniers exercices, plus les chiffres de l’exercice en cours à ce jour',
        ],
      },
    },
    bankStatements: {
      title: 'Relevés bancaires récents',
      lookFor:
        'Chez les prêteurs en ligne, 3 à 6 mois de relevés bancaires pèsent souvent plus lourd que les déclarations de revenus.',
      figures: [3, 6],
      source: {
        article: 'how-lenders-evaluate-your-business',
        quotes: [
          'Chez les prêteurs en ligne, trois à six mois de relevés pèsent souvent plus lourd que les déclarations de revenus.',
        ],
      },
    },
    businessPlan: {
      title: 'Un plan d’affaires',
      lookFor:
        'Pour les demandes plus importantes ou plus récentes, les prêteurs demandent un plan d’affaires et des prévisions de flux de trésorerie.',
      figures: [],
      source: {
        article: 'debt-financing-guide',
        quotes: [
          'pour les demandes plus importantes ou plus récentes, un plan d’affaires et des prévisions de flux de trésorerie',
        ],
      },
    },
    industry: {
      title: 'Secteur',
      lookFor:
        'Certains secteurs, comme la restauration, la construction et le camionnage, affichent des taux de défaut plus élevés ou des cycles plus marqués, et les prêteurs posent plus de questions à leur sujet.',
      figures: [],
      source: {
        article: 'how-lenders-evaluate-your-business',
        quotes: [
          'Certains secteurs affichent des taux de défaut plus élevés ou des cycles plus marqués, comme la restauration, la construction et le camionnage',
        ],
      },
    },
    cardSales: {
      title: 'Des ventes par carte ou en ligne régulières',
      lookFor:
        'Les fournisseurs s’appuient surtout sur les relevés bancaires et de traitement des cartes récents, plutôt que sur des états financiers audités ou des évaluations.',
      figures: [],
      source: {
        article: 'asset-based-loans-vs-merchant-cash-advances',
        quotes: [
          'l’analyse repose surtout sur les relevés bancaires et les relevés de traitement des cartes récents plutôt que sur des états financiers audités ou des évaluations',
        ],
      },
    },
    advanceSize: {
      title: 'Montant',
      lookFor:
        'Les avances de fonds aux commerçants commencent entre 5 000 $ et 10 000 $ et peuvent atteindre 500 k$.',
      figures: [5_000, 10_000, 500_000],
      source: {
        article: 'asset-based-loans-vs-merchant-cash-advances',
        quotes: ['Ces avances commencent entre 5 000 $ et 10 000 $ et peuvent atteindre 500 k$'],
      },
    },
    assetBase: {
      title: 'Des comptes clients ou des stocks sur lesquels emprunter',
      lookFor:
        'Une marge adossée à l’actif tourne sur d’importants comptes clients et stocks, que le prêteur vérifie.',
      figures: [],
      source: {
        article: 'asset-based-loans-vs-merchant-cash-advances',
        quotes: [
          'un crédit renouvelable destiné aux entreprises qui ont d’importants comptes clients et stocks',
        ],
      },
    },
    assetLineSize: {
      title: 'Montant',
      lookFor:
        'Les prêteurs adossés à l’actif exigent généralement un prêt minimal de 500 000 $ et environ 1 000 000 $ de garanties admissibles.',
      figures: [500_000, 1_000_000],
      source: {
        article: 'asset-based-loans-vs-merchant-cash-advances',
        quotes: [
          'Les partenaires qui offrent ce financement exigent généralement un prêt minimal de 500 000 $ et environ 1 000 000 $ de garanties admissibles.',
        ],
      },
    },
    assetLineTime: {
      title: 'Délai de mise en place',
      lookFor:
        'Une marge adossée à l’actif prend des semaines à mettre en place, examens sur place et évaluations compris.',
      figures: [],
      source: {
        article: 'asset-based-loans-vs-merchant-cash-advances',
        quotes: [
          'le financement adossé à l’actif prend des semaines, examens sur place et évaluations compris',
        ],
      },
    },
    creditworthyCustomer: {
      title: 'Une commande confirmée d’un client solvable',
      lookFor:
        'Les fournisseurs analysent la commande : les antécédents de paiement de l’acheteur comptent plus que votre propre historique de crédit.',
      figures: [],
      source: {
        article: 'purchase-order-financing-for-ecommerce',
        quotes: [
          'Les antécédents de paiement de l’acheteur comptent plus que votre propre historique de crédit',
        ],
      },
    },
    orderMargin: {
      title: 'La marge brute de la commande',
      lookFor:
        'Bien des financiers visent une marge brute d’au moins 20 %, et souvent 30 % ou plus, pour que la commande demeure rentable après les frais.',
      figures: [20, 30],
      source: {
        article: 'purchase-order-financing-for-ecommerce',
        quotes: ['Bien des financiers visent au moins 20 %, et souvent 30 % ou plus'],
      },
    },
    orderSize: {
      title: 'Montant',
      lookFor:
        'Le financement de bons de commande est offert jusqu’à 10 M$, avec des durées moyennes de 90 jours.',
      figures: [10_000_000, 90],
      source: {
        article: 'purchase-order-financing-for-ecommerce',
        quotes: [
          'Le financement de bons de commande est offert jusqu’à 10 M$, avec des durées moyennes de 90 jours',
        ],
      },
    },
    sellableStock: {
      title: 'Des stocks qu’un prêteur peut évaluer',
      lookFor:
        'Les produits finis largement demandés obtiennent les taux d’avance les plus élevés ; les articles sans vente depuis 6 à 12 mois sont généralement exclus.',
      figures: [6, 12],
      source: {
        article: 'inventory-financing-before-peak-season',
        quotes: [
          'largement demandés obtiennent les taux d’avance les plus élevés',
          'souvent définis comme les articles sans vente depuis six à douze mois, sont généralement exclus',
        ],
      },
    },
    stockLeadTime: {
      title: 'Délai de mise en place',
      lookFor:
        'L’approbation d’une nouvelle marge de crédit sur stocks peut prendre plusieurs semaines, le prêteur pouvant d’abord exiger une évaluation ou un examen sur place.',
      figures: [],
      source: {
        article: 'inventory-financing-before-peak-season',
        quotes: [
          'l’approbation d’une nouvelle marge de crédit sur stocks peut prendre plusieurs semaines',
        ],
      },
    },
    buyerStrength: {
      title: 'La solidité de l’entreprise comme acheteur',
      lookFor:
        'Les programmes sont menés par l’acheteur et tarifés selon son crédit ; la plupart sont gérés par des entreprises à la cote de crédit élevée.',
      figures: [],
      source: {
        article: 'supply-chain-financing-explained',
        quotes: [
          'La plupart des programmes sont gérés par de grandes entreprises à la cote de crédit élevée',
        ],
      },
    },
  },
  documents: {
    neq: {
      label: 'Numéro d’entreprise du Québec (NEQ)',
      detail:
        'Attribué par le Registraire des entreprises, sous le même nom légal que partout ailleurs.',
      figures: [],
      source: {
        article: 'business-credit-scores-canada-us',
        quotes: [
          'le numéro d’entreprise du Québec, ou NEQ, attribué par le Registraire des entreprises',
        ],
      },
    },
    craBusinessNumber: {
      label: 'Numéro d’entreprise de l’Agence du revenu du Canada',
      detail: 'Sous le même nom légal que vos comptes bancaires et vos comptes fournisseurs.',
      figures: [],
      source: {
        article: 'business-credit-scores-canada-us',
        quotes: ['obtenez un numéro d’entreprise de l’Agence du revenu du Canada'],
      },
    },
    ein: {
      label: 'Employer Identification Number (EIN) de l’IRS',
      detail: 'Sous le même nom légal que vos comptes bancaires et vos comptes fournisseurs.',
      figures: [],
      source: {
        article: 'business-credit-scores-canada-us',
        quotes: ['un Employer Identification Number (EIN) de l’IRS'],
      },
    },
    quebecTaxReturns: {
      label: 'Déclarations CO-17 et avis de cotisation de Revenu Québec',
      detail: 'Pour les mêmes années que les états financiers, avec les déclarations fédérales T2.',
      figures: [17, 2],
      source: {
        article: 'building-a-funding-ready-financial-package',
        quotes: [
          'les déclarations T2 de la société avec leurs annexes',
          'au Québec : aussi les déclarations CO-17 et les avis de cotisation de Revenu Québec',
        ],
      },
    },
    craTaxReturns: {
      label: 'Déclarations T2 et avis de cotisation de l’ARC',
      detail:
        'Les déclarations T2 de la société et leurs annexes pour les mêmes années ; les propriétaires uniques fournissent leurs déclarations personnelles T1.',
      figures: [2, 1],
      source: {
        article: 'building-a-funding-ready-financial-package',
        quotes: [
          'les déclarations T2 de la société avec leurs annexes, et les avis de cotisation de l’Agence du revenu du Canada',
          'Les propriétaires uniques fournissent leurs déclarations personnelles T1',
        ],
      },
    },
    irsReturns: {
      label: 'Déclarations de revenus fédérales produites auprès de l’IRS',
      detail:
        'Formulaire 1120, 1120-S ou 1065 (annexe C pour les propriétaires uniques), avec les déclarations des propriétaires ; bien des prêteurs font signer le formulaire 4506-C de l’IRS.',
      figures: [1120, 1065, 4506],
      source: {
        article: 'building-a-funding-ready-financial-package',
        quotes: [
          'le formulaire 1120 pour les sociétés de type C, le formulaire 1120-S pour les sociétés de type S ou le formulaire 1065',
          'Bien des prêteurs font aussi signer le formulaire 4506-C',
        ],
      },
    },
    quebecRemittances: {
      label: 'TPS, TVQ et retenues à la source à jour auprès de Revenu Québec',
      detail: 'Les sommes impayées dues à Revenu Québec peuvent primer la sûreté d’un prêteur.',
      figures: [],
      source: {
        article: 'building-a-funding-ready-financial-package',
        quotes: [
          'la TPS/TVH (et la TVQ au Québec) et les retenues à la source sur la paie sont à jour, car les sommes impayées dues à l’ARC ou à Revenu Québec peuvent primer la sûreté d’un prêteur',
        ],
      },
    },
    craRemittances: {
      label: 'TPS/TVH et retenues à la source à jour auprès de l’ARC',
      detail: 'Les sommes impayées dues à l’ARC peuvent primer la sûreté d’un prêteur.',
      figures: [],
      source: {
        article: 'building-a-funding-ready-financial-package',
        quotes: [
          'la TPS/TVH (et la TVQ au Québec) et les retenues à la source sur la paie sont à jour, car les sommes impayées dues à l’ARC ou à Revenu Québec peuvent primer la sûreté d’un prêteur',
        ],
      },
    },
    irsPayroll: {
      label: 'Charges sociales à jour auprès de l’IRS',
      detail:
        'Des charges sociales impayées sont un sérieux signal d’alarme : l’IRS peut avoir priorité sur les autres créanciers.',
      figures: [],
      source: {
        article: 'how-lenders-evaluate-your-business',
        quotes: ['Des charges sociales impayées à l’IRS'],
      },
    },
    financialStatements: {
      label: 'États financiers',
      detail:
        'Les états de fin d’exercice des 2 ou 3 derniers exercices, et des états intermédiaires vieux d’au plus 60 à 90 jours.',
      figures: [2, 3, 60, 90],
      source: {
        article: 'building-a-funding-ready-financial-package',
        quotes: [
          'les états financiers de fin d’exercice des deux ou trois derniers exercices',
          'Des chiffres intermédiaires vieux de plus de 60 à 90 jours',
        ],
      },
    },
    bankStatements: {
      label: 'Relevés bancaires',
      detail:
        'De 3 à 12 mois de relevés pour chaque compte de l’entreprise, pas seulement le compte principal.',
      figures: [3, 12],
      source: {
        article: 'building-a-funding-ready-financial-package',
        quotes: ['de trois à douze mois de relevés pour chaque compte de l’entreprise'],
      },
    },
    debtSchedule: {
      label: 'Tableau des dettes',
      detail:
        'Chaque prêt, crédit-bail, marge et avance, avec son solde, son versement, son taux, son échéance et ses garanties.',
      figures: [],
      source: {
        article: 'building-a-funding-ready-financial-package',
        quotes: ['C’est le document le plus souvent incomplet.'],
      },
    },
    cardStatements: {
      label: 'Relevés de traitement des cartes',
      detail: 'Les relevés récents de chaque fournisseur de paiement, avec les relevés bancaires.',
      figures: [],
      source: {
        article: 'asset-based-loans-vs-merchant-cash-advances',
        quotes: ['les relevés bancaires et les relevés de traitement des cartes récents'],
      },
    },
    agings: {
      label: 'Classements chronologiques des comptes clients et fournisseurs',
      detail:
        'Ce que doit chaque client et ce que vous devez aux fournisseurs, par ancienneté, à la même date.',
      figures: [],
      source: {
        article: 'building-a-funding-ready-financial-package',
        quotes: ['Produisez les deux à la même date que votre bilan intermédiaire'],
      },
    },
    collateralList: {
      label: 'La liste des actifs offerts en garantie',
      detail:
        'Comptes clients, stocks, équipement ou immeubles, avec leur valeur : les prêteurs les évaluent à ce qu’une vente rapide rapporterait.',
      figures: [],
      source: {
        article: 'how-lenders-evaluate-your-business',
        quotes: [
          'Les prêteurs appliquent des taux d’avance qui reflètent ce qu’un actif rapporterait lors d’une vente forcée.',
        ],
      },
    },
    businessPlan: {
      label: 'Un court plan d’affaires',
      detail: 'Surtout pour une jeune entreprise ou une acquisition.',
      figures: [],
      source: {
        article: 'building-a-funding-ready-financial-package',
        quotes: [
          'd’un court plan d’affaires, surtout pour les jeunes entreprises ou les acquisitions',
        ],
      },
    },
    projections: {
      label: 'Prévisions',
      detail:
        'De 12 à 24 mois d’état des résultats, de bilan et de flux de trésorerie prévisionnels, avec les hypothèses consignées.',
      figures: [12, 24],
      source: {
        article: 'building-a-funding-ready-financial-package',
        quotes: [
          'fournissez de 12 à 24 mois d’état des résultats, de bilan et d’état des flux de trésorerie prévisionnels',
        ],
      },
    },
    purchaseOrder: {
      label: 'Le bon de commande et la soumission du fournisseur',
      detail:
        'Avec les renseignements sur le client et le fournisseur, que le financier vérifiera.',
      figures: [],
      source: {
        article: 'purchase-order-financing-for-ecommerce',
        quotes: [
          'Vous transmettez au financier le bon de commande, la soumission ou la facture pro forma du fournisseur et des renseignements sur le client et le fournisseur.',
        ],
      },
    },
    stockForecast: {
      label: 'Prévisions de ventes et calendrier d’achats',
      detail:
        'Les ventes par UGS et par mois, les paiements aux fournisseurs, et ce qui arrive si le taux d’écoulement est inférieur de 20 %.',
      figures: [20],
      source: {
        article: 'inventory-financing-before-peak-season',
        quotes: [
          'Des prévisions de ventes par UGS et par mois',
          'Montrez ce qui arrive si le taux d’écoulement est inférieur de 20 %',
        ],
      },
    },
    programmeOnboarding: {
      label: 'Les documents d’adhésion du bailleur de fonds du programme',
      detail:
        'Vérifications de connaissance du client, coordonnées bancaires et documents juridiques.',
      figures: [],
      source: {
        article: 'supply-chain-financing-explained',
        quotes: [
          'des vérifications de connaissance du client, à fournir vos coordonnées bancaires et à signer des documents juridiques',
        ],
      },
    },
  },
  placeNotes: {
    sba: {
      title: 'Les prêts garantis par la SBA',
      text: 'Les prêts 7(a) de la SBA vont jusqu’à 5 millions de dollars. Les prêteurs ajoutent les formulaires SBA 1919 et 413 pour chaque propriétaire de 20 % ou plus, 3 ans de déclarations fédérales de l’entreprise et personnelles, et le formulaire 4506-C de l’IRS.',
      figures: [7, 5_000_000, 1919, 413, 20, 3, 4506],
      source: {
        article: 'what-is-an-sba-loan',
        quotes: [
          'Le programme 7(a) est le prêt polyvalent',
          'Il va jusqu’à 5 millions de dollars',
          'le formulaire SBA 1919 (Borrower Information Form), rempli pour l’entreprise et chaque propriétaire de 20 % ou plus',
          'le formulaire SBA 413 (Personal Financial Statement, ou bilan personnel)',
          'trois ans de déclarations de revenus fédérales, de l’entreprise et personnelles, et le formulaire 4506-C',
        ],
      },
    },
    csbfp: {
      title: 'Programme de financement des petites entreprises du Canada',
      text: 'Les banques, les coopératives de crédit et les caisses prêtent dans ce cadre : des prêts à terme d’au plus 1 million de dollars et des marges de crédit d’au plus 150 000 $, pour les entreprises dont les revenus bruts annuels ne dépassent pas 10 millions de dollars, avec des garanties personnelles limitées à 25 % du prêt.',
      figures: [1_000_000, 150_000, 10_000_000, 25],
      source: {
        article: 'what-is-an-sba-loan',
        quotes: [
          'Il soutient des prêts à terme d’au plus 1 million de dollars et des marges de crédit d’au plus 150 000 $',
          'pour les entreprises dont les revenus bruts annuels ne dépassent pas 10 millions de dollars',
          'Les garanties personnelles y sont limitées à 25 % du montant initial du prêt.',
        ],
      },
    },
    bdc: {
      title: 'La BDC',
      text: 'La Banque de développement du Canada, société d’État fédérale, accepte souvent plus de risque qu’une banque, ou prête sur des amortissements plus longs ou avec moins de garanties, par exemple pour une acquisition, un projet technologique ou le fonds de roulement.',
      figures: [],
      source: {
        article: 'state-of-small-business-lending-in-canada',
        quotes: [
          'La BDC accepte souvent plus de risque qu’une banque, prête sur des amortissements plus longs ou avec moins de garanties',
        ],
      },
    },
    aprDisclosure: {
      title: 'Un TAP estimatif',
      text: 'En Californie et dans l’État de New York, les fournisseurs doivent indiquer un TAP estimatif pour bon nombre d’offres ; demandez-le, et comparez-le à celui d’un prêt.',
      figures: [],
      source: {
        article: 'merchant-cash-advance-true-cost',
        quotes: [
          'En Californie et dans l’État de New York, les fournisseurs doivent l’indiquer pour bon nombre d’offres',
        ],
      },
    },
  },
  steps: {
    checkCredit: {
      title: 'Consultez d’abord vos propres dossiers de crédit',
      detail:
        'Vérifiez le dossier des propriétaires et celui de l’entreprise, et contestez toute erreur avant qu’un prêteur ne les voie.',
    },
    buildBusinessCredit: {
      title: 'Bâtissez le dossier de crédit de l’entreprise',
      detail:
        'Ouvrez des comptes chez des fournisseurs qui déclarent à une agence d’évaluation du crédit des entreprises, et payez-les à temps ou d’avance.',
    },
    workOutCoverage: {
      title: 'Calculez votre couverture du service de la dette',
      detail:
        'Divisez les liquidités disponibles pour le service de la dette par l’ensemble des versements, le nouveau compris ; si le résultat est trop juste, un montant plus petit ou une durée plus longue peut mieux convenir.',
    },
    closeTheBooks: {
      title: 'Mettez vos livres à jour',
      detail:
        'Fermez chaque mois, rapprochez chaque compte et produisez des états à jour, pour que les chiffres concordent avec les déclarations de revenus et la banque.',
    },
    gatherStatements: {
      title: 'Rassemblez les relevés récents de chaque compte',
      detail:
        'Téléchargez les relevés bancaires et de traitement des cartes que lisent les prêteurs, et préparez-vous à expliquer les gros dépôts ponctuels.',
    },
    writePlan: {
      title: 'Rédigez un court plan d’affaires',
      detail:
        'Dites combien il vous faut, à quoi servira l’argent et comment il sera remboursé, avec des prévisions mensuelles de flux de trésorerie.',
    },
    listAssets: {
      title: 'Dressez la liste de ce qui peut servir de garantie',
      detail:
        'Comptes clients, stocks et équipement, avec leur valeur ; les prêteurs avancent une part de ce que chacun rapporterait.',
    },
    sizeTheRequest: {
      title: 'Liez le montant à ce qu’il financera',
      detail:
        'Sachez exactement ce que l’argent achètera et comment il produira de quoi le rembourser ; un produit conçu pour ce montant peut mieux convenir.',
    },
    applyEarly: {
      title: 'Faites votre demande avant d’avoir besoin de l’argent',
      detail:
        'Les marges qui exigent des évaluations ou des examens sur place prennent des semaines ; négociées au cours d’un bon trimestre, elles s’obtiennent plus facilement.',
    },
    buildHistory: {
      title: 'Continuez de bâtir vos antécédents',
      detail:
        'Bien des prêteurs fixent un minimum d’années d’activité ; d’ici là, gardez vos livres et vos relevés bancaires à jour, et comparez sur le coût total les prêteurs qui acceptent des antécédents plus courts.',
    },
    confirmTheOrder: {
      title: 'Faites confirmer la commande, et vérifiez sa marge',
      detail:
        'Un bon de commande écrit d’une entreprise cliente solvable, et une marge brute qui résiste aux frais de financement.',
    },
    planTheStock: {
      title: 'Planifiez les stocks à financer',
      detail:
        'Financez des produits finis qui ont un historique de ventes, appuyés par des prévisions par produit et par mois.',
    },
    explainTheCycle: {
      title: 'Expliquez le cycle de votre secteur',
      detail:
        'Une courte note sur la saisonnalité, un mauvais trimestre ou un client perdu répond à la question avant qu’un prêteur ne la pose.',
    },
  },
}
