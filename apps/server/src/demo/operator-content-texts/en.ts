import type { Texts } from './texts.ts';

/** English: every brand's first or only language. */
export const en: Texts = ({ brand, money, odds, accaBoost, home, email, address, shops }) => ({
  adverts: {
    welcome: {
      name: 'Welcome offer',
      description: `New to ${brand}? Bet ${money(10)} on any sport and get ${money(30)} in free bets.`,
      linkName: 'See the offer',
    },
    firstDeposit: {
      name: 'First deposit bonus',
      description: `Make your first deposit today and we add 50% on top, up to ${money(100)}.`,
      linkName: 'Deposit now',
    },
    accaBoost: {
      name: 'Acca boost',
      description: `Up to ${accaBoost.at(-1)?.percent}% extra winnings on accumulators of ${accaBoost[0]?.legs} legs or more.`,
      linkName: 'Build an acca',
    },
    oddsBoost: {
      name: 'Boosted odds',
      description: 'Every day we boost the price of a big-match favourite. Look for the boosted mark.',
      linkName: 'Find the boost',
    },
    responsible: {
      name: 'Play responsibly',
      description: 'Set a deposit limit, take a break or talk to us. 18+ only.',
      linkName: 'Set your limits',
    },
    welcomeTour: {
      name: 'Welcome aboard',
      description:
        'Your account is ready. Take the two-minute tour: odds, betslip, cash out and your limits.',
      linkName: 'Take the tour',
    },
    firstBet: {
      name: 'Place your first bet',
      description: 'Pick a price, set your stake and follow the game live. Your first bet is a tap away.',
      linkName: 'Browse sports',
    },
    cashOut: {
      name: 'Cash out, your way',
      description: 'Take your winnings early, or cash out part of a bet and let the rest ride.',
      linkName: 'Open My bets',
    },
    liveStreaming: {
      name: 'Live and streaming',
      description: 'Thousands of live events every month, with scores, stats and streams.',
      linkName: 'Watch live',
    },
    jackpot: {
      name: 'Weekend jackpot',
      description: `Predict 13 results and win a share of ${money(50_000)}.`,
      linkName: 'Play the jackpot',
    },
    jackpotTips: {
      name: 'Jackpot tips',
      description: 'Cover a hard match with a double pick: two outcomes on one line.',
      linkName: 'How it works',
    },
  },
  widgets: {
    welcome: {
      title: 'How betting works',
      content: `<h2>New to sports betting?</h2>
<p>A bet at ${brand} takes three steps.</p>
<ol>
  <li><strong>Pick a price.</strong> Tap the odds of the outcome you expect: it goes to your betslip.</li>
  <li><strong>Set your stake.</strong> The betslip shows what you would get back before you confirm.</li>
  <li><strong>Follow it.</strong> Your bets are in My bets, where you can cash out before the end.</li>
</ol>
<h3>Play responsibly</h3>
<p>Betting is entertainment, not a way to make money. Set a budget before you start and stick to it.</p>
<p><a href="/public/responsible-gaming" data-popup>Limits, time-outs and self-exclusion</a></p>`,
    },
    tips: {
      title: "Today's tips",
      content: `<h3>Today's tips</h3>
<ul>
  <li><strong>Look beyond the result.</strong> Both teams to score or total goals often suit a tight game better.</li>
  <li><strong>Check the team news.</strong> A missing striker moves the odds: bet after the line-ups are out.</li>
  <li><strong>Keep accumulators short.</strong> Every leg you add multiplies the odds, and the risk.</li>
</ul>
<p><a href="/public/help">More in our help centre</a></p>`,
    },
  },
  newsPopups: [
    {
      title: `What's new at ${brand}`,
      pages: [
        {
          title: 'Partial cash out',
          content:
            '<p>Cash out part of your stake and keep the rest running. Open My bets and move the slider.</p>',
        },
        {
          title: 'Live centre',
          content:
            '<p>Scores, statistics and streams on every live event page, updated as the game goes on.</p>',
        },
        {
          title: 'Favourites',
          content:
            '<p>Star the events you care about: they stay at the top of your sports and live pages.</p>',
        },
      ],
    },
    {
      title: 'Stay in control',
      pages: [
        {
          title: 'Deposit limits',
          content:
            '<p>Choose how much you can deposit per day, week or month. Lowering a limit takes effect at once.</p>',
        },
        {
          title: 'Time-out',
          content:
            '<p>Need a break? Lock your account for a day up to six weeks. <a href="/public/responsible-gaming" data-popup>Read more</a></p>',
        },
      ],
    },
  ],
  promotions: {
    welcome: {
      title: `Bet ${money(10)}, get ${money(30)} in free bets`,
      summary: `Open an account, place your first bet of ${money(10)} or more and we give you ${money(30)} in free bets.`,
      body: `<h2>Your welcome offer</h2>
<ol>
  <li>Open your ${brand} account and make your first deposit.</li>
  <li>Place a bet of ${money(10)} or more at odds of ${odds(1.5)} or longer.</li>
  <li>Once it is settled, win or lose, three ${money(10)} free bets are in your account.</li>
</ol>
<p>Use them on any sport, pre-match or live.</p>`,
      terms: `<ul>
  <li>New customers aged 18 or over, one offer per person and household.</li>
  <li>The qualifying bet must be placed within 14 days of registration; system bets and cashed-out bets do not qualify.</li>
  <li>Free bets expire after 7 days. The free bet stake is not part of the returns.</li>
  <li>${brand} may change or withdraw this offer at any time.</li>
</ul>`,
      cta: 'Start betting',
    },
    accaBoost: {
      title: `Acca boost: up to ${accaBoost.at(-1)?.percent}% more`,
      summary: `Extra winnings on every accumulator of ${accaBoost[0]?.legs} legs or more, growing with each leg.`,
      body: `<h2>The more legs, the bigger the boost</h2>
<ul>
${accaBoost.map(({ legs, percent }) => `  <li>${legs} legs: ${percent}% extra</li>`).join('\n')}
</ul>
<p>The boost is added to your winnings when the bet is settled. Your betslip shows it before you confirm.</p>`,
      terms: `<ul>
  <li>Every leg must have odds of ${odds(1.2)} or longer.</li>
  <li>The last line applies to any accumulator with more legs.</li>
  <li>Bets cashed out in full or in part do not get the boost.</li>
</ul>`,
      cta: 'Build your acca',
    },
    oddsBoost: {
      title: 'Boosted odds every day',
      summary: 'A bigger price on a big-match favourite, every day, for every customer.',
      body: `<h2>Better odds, same match</h2>
<p>Each day our traders pick a favourite from a top match and raise its price. Boosted prices carry the boosted mark on the match page and in your betslip.</p>
<p>Add the boosted selection to your betslip like any other: singles and accumulators both get the higher price.</p>`,
      terms: `<ul>
  <li>The boosted price applies to bets placed while the boost is shown.</li>
  <li>Maximum stake ${money(50)} per customer on each boost.</li>
</ul>`,
      cta: 'Find the boost',
    },
    cashback: {
      title: 'Champions League cashback',
      summary: `Money back as a free bet, up to ${money(25)}, if your first goalscorer bet loses.`,
      body: '<p>Back a first goalscorer in any Champions League match. If your player scores later in the game, we refund your stake as a free bet.</p>',
      terms: `<ul>
  <li>One refund per customer per match, up to ${money(25)}.</li>
  <li>Own goals do not count. Refunds are credited within 24 hours.</li>
</ul>`,
      cta: 'See the matches',
    },
    earlyPayout: {
      title: 'Tennis early payout',
      summary: 'Your player goes two sets up in a best-of-five match: we pay you out as a winner.',
      body: '<p>Back a player to win a Grand Slam match. If they lead by two sets, your bet is settled as a winner at once, whatever happens next.</p>',
      terms: `<ul>
  <li>Pre-match singles on the match winner market only.</li>
  <li>Maximum stake ${money(200)} per match.</li>
</ul>`,
      cta: 'Bet on tennis',
    },
  },
  pages: {
    help: {
      title: 'Help centre',
      body: `<h2>Your account</h2>
<p>Log in with your username and password. Forgotten your password? Use the link in the login window and we email you a new one.</p>
<h2>Placing bets</h2>
<ul>
  <li><strong>Singles</strong>: one selection, one stake.</li>
  <li><strong>Multiples</strong>: two or more selections from different events; all must win.</li>
  <li><strong>Systems</strong>: every combination of your selections, so some may lose.</li>
</ul>
<p>Odds can move while you decide. Turn on "accept higher odds" in Settings to keep a better price automatically.</p>
<h2>Deposits and withdrawals</h2>
<p>Deposits arrive at once. Withdrawals go back to the method you deposited with, usually within one working day.</p>
<h2>Still stuck?</h2>
<p><a href="/public/contact">Contact our support team</a>, every day from 08:00 to midnight.</p>`,
    },
    terms: {
      title: 'Terms and conditions',
      body: `<h2>1. About these terms</h2>
<p>These terms apply to every bet you place with ${brand}. By opening an account you accept them.</p>
<h2>2. Your account</h2>
<p>You must be 18 or older and may hold one account only. Keep your password to yourself: bets placed with it are yours.</p>
<h2>3. Bets</h2>
<p>A bet is accepted when it appears in My bets with a reference. A bet placed at an obviously wrong price is settled at the correct price.</p>
<h2>4. Cash out</h2>
<p>Cash out is offered when available and may be withdrawn while prices change.</p>
<h2>5. Void bets</h2>
<p>If an event is abandoned or does not take place within 24 hours of its start, bets on it are void and stakes are returned.</p>
<h2>6. Complaints</h2>
<p>Write to <a href="mailto:${email}">${email}</a>. We reply within 14 days.</p>`,
    },
    'responsible-gaming': {
      title: 'Responsible gaming',
      body: `<p>Betting should be fun. These tools help you keep it that way.</p>
<h2>Your tools</h2>
<ul>
  <li><strong>Deposit limits</strong>: per day, week or month.</li>
  <li><strong>Reality checks</strong>: a reminder of how long you have been playing.</li>
  <li><strong>Time-out</strong>: a break from one day to six weeks.</li>
  <li><strong>Self-exclusion</strong>: six months or more. <a href="/public/self-exclusion">How it works</a></li>
</ul>
<h2>Warning signs</h2>
<p>Chasing losses, betting more than you planned or hiding it from others are signs to stop and talk to someone.</p>
<h2>Where to get help</h2>
<p><a href="https://www.begambleaware.org" target="_blank" rel="noopener noreferrer">BeGambleAware.org</a> and <a href="https://www.gamcare.org.uk" target="_blank" rel="noopener noreferrer">GamCare</a> offer free, confidential advice.</p>`,
    },
    contact: {
      title: 'Contact us',
      body: `<p>Our support team is here every day from 08:00 to midnight.</p>
<ul>
  <li><strong>Live chat</strong>: the chat button at the bottom of every page.</li>
  <li><strong>Email</strong>: <a href="mailto:${email}">${email}</a></li>
  <li><strong>Post</strong>: ${brand} Customer Services, ${address}</li>
</ul>
<p>Please have your username ready. We will never ask for your password.</p>`,
    },
    privacy: {
      title: 'Privacy notice',
      body: `<h2>What we collect</h2>
<p>Your name, contact details, date of birth, payments and the bets you place.</p>
<h2>Why</h2>
<p>To run your account, check your age and identity, prevent fraud and meet our legal duties.</p>
<h2>How long</h2>
<p>For as long as your account is open and up to five years after, as the law requires.</p>
<h2>Your rights</h2>
<p>You may ask for a copy of your data, correct it or object to marketing at any time: write to <a href="mailto:${email}">${email}</a>.</p>
<h2>Cookies</h2>
<p>We use cookies to keep you logged in and to remember your settings, such as the odds format and theme.</p>`,
    },
    'self-exclusion': {
      title: 'Self-exclusion',
      body: `<p>Self-exclusion closes your account for a period you choose: six months, one year or five years.</p>
<ul>
  <li>You cannot log in, bet or deposit until the period ends.</li>
  <li>Open bets are settled as normal and your balance is paid out to you.</li>
  <li>We stop all marketing to you.</li>
</ul>
<p>To exclude yourself, contact us through live chat or <a href="mailto:${email}">${email}</a>. A self-exclusion cannot be undone before it ends.</p>
<p><a href="/public/responsible-gaming">Other ways to stay in control</a></p>`,
    },
    vip: {
      title: 'VIP club',
      body: `<p>The ${brand} VIP club is by invitation, for our most loyal customers.</p>
<ul>
  <li><strong>Bronze</strong>: a personal account manager.</li>
  <li><strong>Silver</strong>: higher limits and faster withdrawals.</li>
  <li><strong>Gold</strong>: tickets to big matches and tailored offers.</li>
</ul>
<p>Membership never changes your limits or our care for safer gambling.</p>`,
    },
    services: {
      title: 'Our services',
      body: `<ul>
  <li><strong>Cash out</strong>: settle a bet early, in full or in part.</li>
  <li><strong>Live streaming</strong>: watch selected events as you bet.</li>
  <li><strong>Live scores</strong>: scoreboards and statistics for every live event.</li>
  <li><strong>Mobile</strong>: everything on your phone, no app needed.</li>
  <li><strong>Shops</strong>: bet in person with ${brand}. <a href="/public/store-locator">Find a shop</a></li>
</ul>`,
    },
    'store-locator': {
      title: 'Find a shop',
      body: `<p>Bet in person, watch the games on our screens and collect your winnings at the counter.</p>
<ul>
${shops.map((s) => `  <li><strong>${s.city}</strong>: ${s.address}</li>`).join('\n')}
</ul>
<p>Every shop is open daily from 09:00 to 23:00.</p>`,
    },
    licence: {
      title: 'Licence',
      body: `<p>${brand} offers sports betting under a gaming licence. The seal at the bottom of each page leads here, so you can check that it is genuine.</p>
<p>This is a demonstration site: no licence has been issued and no real money is at stake.</p>
<p><a href="${home}">Back to the sportsbook</a></p>`,
    },
  },
});
