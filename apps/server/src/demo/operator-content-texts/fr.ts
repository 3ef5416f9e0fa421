import type { Texts } from './texts.ts';

/** French (France): French for the French market. */
export const fr: Texts = ({ brand, money, odds, accaBoost, home, email, address, shops }) => ({
  adverts: {
    welcome: {
      name: 'Offre de bienvenue',
      description: `Nouveau sur ${brand} ? Misez ${money(10)} sur le sport de votre choix et recevez ${money(30)} en freebets.`,
      linkName: "Voir l'offre",
    },
    firstDeposit: {
      name: 'Bonus de premier dépôt',
      description: `Effectuez votre premier dépôt aujourd'hui et nous ajoutons 50 % en plus, jusqu'à ${money(100)}.`,
      linkName: 'Déposer maintenant',
    },
    accaBoost: {
      name: 'Boost combiné',
      description: `Jusqu'à ${accaBoost.at(-1)?.percent} % de gains en plus sur les combinés de ${accaBoost[0]?.legs} sélections ou plus.`,
      linkName: 'Créer un combiné',
    },
    oddsBoost: {
      name: 'Cotes boostées',
      description:
        "Chaque jour, nous boostons la cote d'un favori d'une grande affiche. Repérez le badge de cote boostée.",
      linkName: 'Voir le boost',
    },
    responsible: {
      name: 'Jouez de manière responsable',
      description:
        'Fixez une limite de dépôt, faites une pause ou parlez-nous. Interdit aux moins de 18 ans.',
      linkName: 'Fixer mes limites',
    },
    welcomeTour: {
      name: 'Bienvenue à bord',
      description:
        'Votre compte est prêt. Découvrez en deux minutes les cotes, le coupon, le cash out et vos limites.',
      linkName: 'Lancer la visite',
    },
    firstBet: {
      name: 'Placez votre premier pari',
      description:
        'Choisissez une cote, indiquez votre mise et suivez le match en direct. Votre premier pari est à portée de main.',
      linkName: 'Voir les sports',
    },
    cashOut: {
      name: 'Le cash out, à votre façon',
      description:
        'Encaissez vos gains avant la fin, ou encaissez une partie de votre pari et laissez le reste en jeu.',
      linkName: 'Ouvrir Mes paris',
    },
    liveStreaming: {
      name: 'En direct et en streaming',
      description: "Des milliers d'événements en direct chaque mois, avec scores, statistiques et streaming.",
      linkName: 'Regarder en direct',
    },
    jackpot: {
      name: 'Jackpot du week-end',
      description: `Trouvez 13 résultats et remportez une part de ${money(50_000)}.`,
      linkName: 'Jouer au jackpot',
    },
    jackpotTips: {
      name: 'Astuces jackpot',
      description: 'Couvrez un match difficile avec un double : deux résultats sur une même ligne.',
      linkName: 'Comment ça marche',
    },
  },
  widgets: {
    welcome: {
      title: 'Comment parier',
      content: `<h2>Nouveau dans les paris sportifs ?</h2>
<p>Parier sur ${brand} se fait en trois étapes.</p>
<ol>
  <li><strong>Choisissez une cote.</strong> Touchez la cote du résultat que vous attendez : elle s'ajoute à votre coupon.</li>
  <li><strong>Indiquez votre mise.</strong> Le coupon affiche votre gain potentiel avant que vous ne validiez.</li>
  <li><strong>Suivez votre pari.</strong> Vos paris se trouvent dans Mes paris, où vous pouvez faire un cash out avant la fin.</li>
</ol>
<h3>Jouez de manière responsable</h3>
<p>Parier est un divertissement, pas un moyen de gagner de l'argent. Fixez-vous un budget avant de commencer et respectez-le.</p>
<p><a href="/public/responsible-gaming" data-popup>Limites, pauses et auto-exclusion</a></p>`,
    },
    tips: {
      title: 'Conseils du jour',
      content: `<h3>Conseils du jour</h3>
<ul>
  <li><strong>Regardez au-delà du résultat.</strong> Les deux équipes marquent ou le nombre total de buts conviennent souvent mieux à un match serré.</li>
  <li><strong>Consultez les infos d'équipe.</strong> L'absence d'un attaquant fait bouger les cotes : pariez une fois les compositions connues.</li>
  <li><strong>Gardez vos combinés courts.</strong> Chaque sélection ajoutée multiplie la cote, et le risque.</li>
</ul>
<p><a href="/public/help">Plus d'infos dans notre centre d'aide</a></p>`,
    },
  },
  newsPopups: [
    {
      title: `Les nouveautés de ${brand}`,
      pages: [
        {
          title: 'Cash out partiel',
          content:
            '<p>Encaissez une partie de votre mise et laissez le reste en jeu. Ouvrez Mes paris et déplacez le curseur.</p>',
        },
        {
          title: 'Centre live',
          content:
            '<p>Scores, statistiques et streaming sur la page de chaque événement en direct, mis à jour au fil du match.</p>',
        },
        {
          title: 'Favoris',
          content:
            '<p>Ajoutez une étoile aux événements qui vous intéressent : ils restent en haut de vos pages sports et direct.</p>',
        },
      ],
    },
    {
      title: 'Gardez le contrôle',
      pages: [
        {
          title: 'Limites de dépôt',
          content:
            "<p>Choisissez combien vous pouvez déposer par jour, par semaine ou par mois. La baisse d'une limite s'applique immédiatement.</p>",
        },
        {
          title: 'Pause',
          content:
            '<p>Besoin d\'une pause ? Bloquez votre compte d\'un jour à six semaines. <a href="/public/responsible-gaming" data-popup>En savoir plus</a></p>',
        },
      ],
    },
  ],
  promotions: {
    welcome: {
      title: `Misez ${money(10)}, recevez ${money(30)} en freebets`,
      summary: `Ouvrez un compte, placez un premier pari de ${money(10)} ou plus et nous vous offrons ${money(30)} en freebets.`,
      body: `<h2>Votre offre de bienvenue</h2>
<ol>
  <li>Ouvrez votre compte ${brand} et effectuez votre premier dépôt.</li>
  <li>Placez un pari de ${money(10)} ou plus à une cote de ${odds(1.5)} ou plus.</li>
  <li>Une fois le pari réglé, gagnant ou perdant, trois freebets de ${money(10)} sont crédités sur votre compte.</li>
</ol>
<p>Utilisez-les sur le sport de votre choix, avant le match ou en direct.</p>`,
      terms: `<ul>
  <li>Offre réservée aux nouveaux clients âgés de 18 ans ou plus, une offre par personne et par foyer.</li>
  <li>Le pari qualifiant doit être placé dans les 14 jours suivant l'inscription ; les paris système et les paris encaissés via cash out ne sont pas éligibles.</li>
  <li>Les freebets expirent au bout de 7 jours. La mise du freebet n'est pas incluse dans les gains.</li>
  <li>${brand} peut modifier ou retirer cette offre à tout moment.</li>
</ul>`,
      cta: 'Commencer à parier',
    },
    accaBoost: {
      title: `Boost combiné : jusqu'à ${accaBoost.at(-1)?.percent} % en plus`,
      summary: `Des gains supplémentaires sur chaque combiné de ${accaBoost[0]?.legs} sélections ou plus, qui augmentent à chaque sélection.`,
      body: `<h2>Plus de sélections, plus de boost</h2>
<ul>
${accaBoost.map(({ legs, percent }) => `  <li>${legs} sélections : ${percent} % en plus</li>`).join('\n')}
</ul>
<p>Le boost s'ajoute à vos gains lorsque le pari est réglé. Votre coupon l'affiche avant que vous ne validiez.</p>`,
      terms: `<ul>
  <li>Chaque sélection doit avoir une cote de ${odds(1.2)} ou plus.</li>
  <li>La dernière ligne s'applique à tout combiné comportant plus de sélections.</li>
  <li>Les paris encaissés via cash out, en totalité ou en partie, ne bénéficient pas du boost.</li>
</ul>`,
      cta: 'Créer votre combiné',
    },
    oddsBoost: {
      title: 'Des cotes boostées chaque jour',
      summary: "Une cote plus élevée sur le favori d'une grande affiche, chaque jour, pour tous les clients.",
      body: `<h2>Meilleure cote, même match</h2>
<p>Chaque jour, nos traders choisissent un favori lors d'un grand match et augmentent sa cote. Les cotes boostées portent le badge boost sur la page du match et dans votre coupon.</p>
<p>Ajoutez la sélection boostée à votre coupon comme n'importe quelle autre : les paris simples comme les combinés bénéficient de la cote plus élevée.</p>`,
      terms: `<ul>
  <li>La cote boostée s'applique aux paris placés tant que le boost est affiché.</li>
  <li>Mise maximale de ${money(50)} par client sur chaque boost.</li>
</ul>`,
      cta: 'Voir le boost',
    },
    cashback: {
      title: 'Remboursement Ligue des champions',
      summary: `Votre mise remboursée en freebet, jusqu'à ${money(25)}, si votre pari sur le premier buteur est perdant.`,
      body: "<p>Pariez sur le premier buteur de n'importe quel match de Ligue des champions. Si votre joueur marque plus tard dans la rencontre, nous vous remboursons votre mise en freebet.</p>",
      terms: `<ul>
  <li>Un remboursement par client et par match, jusqu'à ${money(25)}.</li>
  <li>Les buts contre son camp ne comptent pas. Les remboursements sont crédités sous 24 heures.</li>
</ul>`,
      cta: 'Voir les matchs',
    },
    earlyPayout: {
      title: 'Paiement anticipé au tennis',
      summary:
        'Votre joueur mène deux sets à zéro dans un match en cinq sets : nous vous payons comme gagnant.',
      body: "<p>Pariez sur la victoire d'un joueur dans un match de Grand Chelem. S'il mène de deux sets, votre pari est réglé gagnant immédiatement, quoi qu'il arrive ensuite.</p>",
      terms: `<ul>
  <li>Uniquement les paris simples avant-match sur le marché Vainqueur du match.</li>
  <li>Mise maximale de ${money(200)} par match.</li>
</ul>`,
      cta: 'Parier sur le tennis',
    },
  },
  pages: {
    help: {
      title: "Centre d'aide",
      body: `<h2>Votre compte</h2>
<p>Connectez-vous avec votre identifiant et votre mot de passe. Mot de passe oublié ? Utilisez le lien de la fenêtre de connexion et nous vous en enverrons un nouveau par e-mail.</p>
<h2>Placer des paris</h2>
<ul>
  <li><strong>Simples</strong> : une sélection, une mise.</li>
  <li><strong>Combinés</strong> : deux sélections ou plus sur des événements différents ; toutes doivent être gagnantes.</li>
  <li><strong>Systèmes</strong> : toutes les combinaisons de vos sélections, certaines peuvent donc être perdantes.</li>
</ul>
<p>Les cotes peuvent bouger pendant que vous hésitez. Activez « Accepter les cotes plus élevées » dans Paramètres pour conserver automatiquement une meilleure cote.</p>
<h2>Dépôts et retraits</h2>
<p>Les dépôts sont crédités immédiatement. Les retraits sont versés sur le moyen de paiement utilisé pour le dépôt, généralement sous un jour ouvré.</p>
<h2>Besoin d'aide ?</h2>
<p><a href="/public/contact">Contactez notre service client</a>, tous les jours de 8 h à minuit.</p>`,
    },
    terms: {
      title: 'Conditions générales',
      body: `<h2>1. À propos des présentes conditions</h2>
<p>Les présentes conditions s'appliquent à chaque pari que vous placez sur ${brand}. En ouvrant un compte, vous les acceptez.</p>
<h2>2. Votre compte</h2>
<p>Vous devez être âgé de 18 ans ou plus et ne pouvez détenir qu'un seul compte. Gardez votre mot de passe pour vous : les paris placés avec celui-ci sont les vôtres.</p>
<h2>3. Paris</h2>
<p>Un pari est accepté lorsqu'il apparaît dans Mes paris avec une référence. Un pari placé à une cote manifestement erronée est réglé à la cote correcte.</p>
<h2>4. Cash out</h2>
<p>Le cash out est proposé lorsqu'il est disponible et peut être retiré pendant que les cotes évoluent.</p>
<h2>5. Paris annulés</h2>
<p>Si un événement est interrompu ou n'a pas lieu dans les 24 heures suivant son heure de début, les paris correspondants sont annulés et les mises remboursées.</p>
<h2>6. Réclamations</h2>
<p>Écrivez à <a href="mailto:${email}">${email}</a>. Nous répondons sous 14 jours.</p>`,
    },
    'responsible-gaming': {
      title: 'Jeu responsable',
      body: `<p>Parier doit rester un plaisir. Ces outils vous aident à ce qu'il en reste ainsi.</p>
<h2>Vos outils</h2>
<ul>
  <li><strong>Limites de dépôt</strong> : par jour, par semaine ou par mois.</li>
  <li><strong>Rappels de temps de jeu</strong> : un rappel du temps passé à jouer.</li>
  <li><strong>Pause</strong> : une interruption d'un jour à six semaines.</li>
  <li><strong>Auto-exclusion</strong> : six mois ou plus. <a href="/public/self-exclusion">Comment ça marche</a></li>
</ul>
<h2>Signaux d'alerte</h2>
<p>Chercher à se refaire, parier plus que prévu ou le cacher à ses proches sont des signes qu'il faut s'arrêter et en parler à quelqu'un.</p>
<h2>Où trouver de l'aide</h2>
<p><a href="https://www.joueurs-info-service.fr" target="_blank" rel="noopener noreferrer">Joueurs Info Service</a> (09 74 75 13 13, appel non surtaxé) offre une aide gratuite et confidentielle.</p>`,
    },
    contact: {
      title: 'Nous contacter',
      body: `<p>Notre service client est disponible tous les jours de 8 h à minuit.</p>
<ul>
  <li><strong>Chat en direct</strong> : le bouton de chat en bas de chaque page.</li>
  <li><strong>E-mail</strong> : <a href="mailto:${email}">${email}</a></li>
  <li><strong>Courrier</strong> : ${brand}, Service client, ${address}</li>
</ul>
<p>Munissez-vous de votre identifiant. Nous ne vous demanderons jamais votre mot de passe.</p>`,
    },
    privacy: {
      title: 'Politique de confidentialité',
      body: `<h2>Ce que nous collectons</h2>
<p>Votre nom, vos coordonnées, votre date de naissance, vos paiements et les paris que vous placez.</p>
<h2>Pourquoi</h2>
<p>Pour gérer votre compte, vérifier votre âge et votre identité, prévenir la fraude et respecter nos obligations légales.</p>
<h2>Combien de temps</h2>
<p>Tant que votre compte est ouvert et jusqu'à cinq ans après sa clôture, comme l'exige la loi.</p>
<h2>Vos droits</h2>
<p>Vous pouvez à tout moment demander une copie de vos données, les faire rectifier ou vous opposer à la prospection commerciale : écrivez à <a href="mailto:${email}">${email}</a>.</p>
<h2>Cookies</h2>
<p>Nous utilisons des cookies pour vous garder connecté et mémoriser vos paramètres, comme le format des cotes et le thème.</p>`,
    },
    'self-exclusion': {
      title: 'Auto-exclusion',
      body: `<p>L'auto-exclusion ferme votre compte pour la durée de votre choix : six mois, un an ou cinq ans.</p>
<ul>
  <li>Vous ne pouvez ni vous connecter, ni parier, ni déposer jusqu'à la fin de cette période.</li>
  <li>Les paris en cours sont réglés normalement et votre solde vous est reversé.</li>
  <li>Nous cessons de vous envoyer toute communication commerciale.</li>
</ul>
<p>Pour vous auto-exclure, contactez-nous par chat en direct ou à <a href="mailto:${email}">${email}</a>. Une auto-exclusion ne peut pas être levée avant son terme.</p>
<p><a href="/public/responsible-gaming">D'autres moyens de garder le contrôle</a></p>`,
    },
    vip: {
      title: 'Club VIP',
      body: `<p>Le club VIP ${brand} est accessible sur invitation, pour nos clients les plus fidèles.</p>
<ul>
  <li><strong>Bronze</strong> : un gestionnaire de compte dédié.</li>
  <li><strong>Argent</strong> : des limites plus élevées et des retraits plus rapides.</li>
  <li><strong>Or</strong> : des places pour les grands matchs et des offres sur mesure.</li>
</ul>
<p>Être membre ne modifie jamais vos limites ni notre engagement en faveur du jeu responsable.</p>`,
    },
    services: {
      title: 'Nos services',
      body: `<ul>
  <li><strong>Cash out</strong> : clôturez un pari avant la fin, en totalité ou en partie.</li>
  <li><strong>Streaming en direct</strong> : regardez une sélection d'événements tout en pariant.</li>
  <li><strong>Scores en direct</strong> : tableaux de score et statistiques pour chaque événement en direct.</li>
  <li><strong>Mobile</strong> : tout sur votre téléphone, sans application à installer.</li>
  <li><strong>Points de vente</strong> : pariez en personne avec ${brand}. <a href="/public/store-locator">Trouver un point de vente</a></li>
</ul>`,
    },
    'store-locator': {
      title: 'Trouver un point de vente',
      body: `<p>Pariez en personne, suivez les matchs sur nos écrans et encaissez vos gains au comptoir.</p>
<ul>
${shops.map((s) => `  <li><strong>${s.city}</strong> : ${s.address}</li>`).join('\n')}
</ul>
<p>Tous nos points de vente sont ouverts tous les jours de 9 h à 23 h.</p>`,
    },
    licence: {
      title: 'Licence',
      body: `<p>${brand} propose des paris sportifs sous licence de jeux. Le sceau en bas de chaque page renvoie ici pour que vous puissiez vérifier son authenticité.</p>
<p>Ceci est un site de démonstration : aucune licence n'a été délivrée et aucun argent réel n'est en jeu.</p>
<p><a href="${home}">Retour aux paris sportifs</a></p>`,
    },
  },
});
