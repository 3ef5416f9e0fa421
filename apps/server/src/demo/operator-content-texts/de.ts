import type { Texts } from './texts.ts';

/** German. */
export const de: Texts = ({ brand, money, odds, accaBoost, home, email, address, shops }) => ({
  adverts: {
    welcome: {
      name: 'Willkommensangebot',
      description: `Neu bei ${brand}? Wette ${money(10)} auf einen beliebigen Sport und erhalte ${money(30)} in Gratiswetten.`,
      linkName: 'Zum Angebot',
    },
    firstDeposit: {
      name: 'Bonus auf die erste Einzahlung',
      description: `Zahle heute zum ersten Mal ein und wir legen 50 % drauf, bis zu ${money(100)}.`,
      linkName: 'Jetzt einzahlen',
    },
    accaBoost: {
      name: 'Kombi-Boost',
      description: `Bis zu ${accaBoost.at(-1)?.percent} % mehr Gewinn auf Kombiwetten ab ${accaBoost[0]?.legs} Tipps.`,
      linkName: 'Kombi erstellen',
    },
    oddsBoost: {
      name: 'Erhöhte Quoten',
      description:
        'Jeden Tag erhöhen wir die Quote eines Favoriten in einem Topspiel. Achte auf die Boost-Markierung.',
      linkName: 'Zum Boost',
    },
    responsible: {
      name: 'Verantwortungsvoll spielen',
      description: 'Setze ein Einzahlungslimit, lege eine Pause ein oder sprich mit uns. Erst ab 18.',
      linkName: 'Limits festlegen',
    },
    welcomeTour: {
      name: 'Willkommen an Bord',
      description:
        'Dein Konto ist bereit. Lerne in zwei Minuten Quoten, Wettschein, Cash-out und deine Limits kennen.',
      linkName: 'Tour starten',
    },
    firstBet: {
      name: 'Deine erste Wette',
      description:
        'Quote wählen, Einsatz eingeben und das Spiel live verfolgen. Deine erste Wette ist nur einen Tipp entfernt.',
      linkName: 'Sportarten ansehen',
    },
    cashOut: {
      name: 'Cash-out nach deinen Regeln',
      description: 'Sichere dir deinen Gewinn vorzeitig oder zahle einen Teil aus und lass den Rest laufen.',
      linkName: 'Meine Wetten öffnen',
    },
    liveStreaming: {
      name: 'Live und im Stream',
      description: 'Tausende Live-Events jeden Monat, mit Spielständen, Statistiken und Streams.',
      linkName: 'Live ansehen',
    },
    jackpot: {
      name: 'Wochenend-Jackpot',
      description: `Tippe 13 Ergebnisse richtig und gewinne einen Anteil an ${money(50_000)}.`,
      linkName: 'Jackpot spielen',
    },
    jackpotTips: {
      name: 'Jackpot-Tipps',
      description: 'Sichere ein schweres Spiel mit einem Doppeltipp ab: zwei Ausgänge in einer Zeile.',
      linkName: "So funktioniert's",
    },
  },
  widgets: {
    welcome: {
      title: "So funktioniert's",
      content: `<h2>Neu bei Sportwetten?</h2>
<p>Eine Wette bei ${brand} in drei Schritten.</p>
<ol>
  <li><strong>Quote wählen.</strong> Tippe auf die Quote des erwarteten Ausgangs: Sie landet auf deinem Wettschein.</li>
  <li><strong>Einsatz festlegen.</strong> Der Wettschein zeigt deinen möglichen Gewinn, bevor du bestätigst.</li>
  <li><strong>Mitfiebern.</strong> Deine Wetten findest du unter Meine Wetten, wo du vor dem Ende auszahlen kannst.</li>
</ol>
<h3>Verantwortungsvoll spielen</h3>
<p>Wetten ist Unterhaltung, kein Weg, Geld zu verdienen. Lege vorher ein Budget fest und halte dich daran.</p>
<p><a href="/public/responsible-gaming" data-popup>Limits, Pausen und Selbstsperre</a></p>`,
    },
    tips: {
      title: 'Tipps des Tages',
      content: `<h3>Tipps des Tages</h3>
<ul>
  <li><strong>Nicht nur auf den Sieger schauen.</strong> Beide Teams treffen oder die Torzahl passen oft besser zu einem engen Spiel.</li>
  <li><strong>Aufstellungen prüfen.</strong> Fehlt ein Stürmer, bewegen sich die Quoten: Wette, wenn die Aufstellungen feststehen.</li>
  <li><strong>Kombis kurz halten.</strong> Jeder weitere Tipp erhöht die Quote, aber auch das Risiko.</li>
</ul>
<p><a href="/public/help">Mehr in unserem Hilfebereich</a></p>`,
    },
  },
  newsPopups: [
    {
      title: `Neu bei ${brand}`,
      pages: [
        {
          title: 'Teil-Cash-out',
          content:
            '<p>Zahle einen Teil deines Einsatzes aus und lass den Rest weiterlaufen. Öffne Meine Wetten und bewege den Regler.</p>',
        },
        {
          title: 'Live-Center',
          content: '<p>Spielstände, Statistiken und Streams auf jeder Live-Seite, laufend aktualisiert.</p>',
        },
        {
          title: 'Favoriten',
          content:
            '<p>Markiere deine Spiele mit einem Stern: Sie bleiben oben auf deinen Sport- und Live-Seiten.</p>',
        },
      ],
    },
    {
      title: 'Behalte die Kontrolle',
      pages: [
        {
          title: 'Einzahlungslimits',
          content:
            '<p>Lege fest, wie viel du pro Tag, Woche oder Monat einzahlen kannst. Eine Senkung gilt sofort.</p>',
        },
        {
          title: 'Pause',
          content:
            '<p>Brauchst du eine Auszeit? Sperre dein Konto für einen Tag bis zu sechs Wochen. <a href="/public/responsible-gaming" data-popup>Mehr erfahren</a></p>',
        },
      ],
    },
  ],
  promotions: {
    welcome: {
      title: `Wette ${money(10)}, erhalte ${money(30)} in Gratiswetten`,
      summary: `Eröffne ein Konto, platziere deine erste Wette ab ${money(10)} und wir schenken dir ${money(30)} in Gratiswetten.`,
      body: `<h2>Dein Willkommensangebot</h2>
<ol>
  <li>Eröffne dein ${brand}-Konto und zahle zum ersten Mal ein.</li>
  <li>Platziere eine Wette ab ${money(10)} zu einer Quote von mindestens ${odds(1.5)}.</li>
  <li>Sobald sie abgerechnet ist, ob gewonnen oder verloren, findest du drei Gratiswetten zu je ${money(10)} in deinem Konto.</li>
</ol>
<p>Setze sie auf jeden Sport, vor dem Spiel oder live.</p>`,
      terms: `<ul>
  <li>Nur für Neukunden ab 18 Jahren, ein Angebot pro Person und Haushalt.</li>
  <li>Die Wette muss innerhalb von 14 Tagen nach der Registrierung platziert werden; Systemwetten und ausgezahlte Wetten zählen nicht.</li>
  <li>Gratiswetten verfallen nach 7 Tagen. Der Einsatz der Gratiswette ist nicht Teil des Gewinns.</li>
  <li>${brand} kann dieses Angebot jederzeit ändern oder beenden.</li>
</ul>`,
      cta: 'Jetzt wetten',
    },
    accaBoost: {
      title: `Kombi-Boost: bis zu ${accaBoost.at(-1)?.percent} % mehr`,
      summary: `Extragewinn auf jede Kombiwette ab ${accaBoost[0]?.legs} Tipps, mit jedem Tipp mehr.`,
      body: `<h2>Je mehr Tipps, desto größer der Boost</h2>
<ul>
${accaBoost.map(({ legs, percent }) => `  <li>${legs} Tipps: ${percent} % extra</li>`).join('\n')}
</ul>
<p>Der Boost wird bei der Abrechnung zu deinem Gewinn addiert. Dein Wettschein zeigt ihn vor dem Bestätigen.</p>`,
      terms: `<ul>
  <li>Jeder Tipp braucht eine Quote von mindestens ${odds(1.2)}.</li>
  <li>Die letzte Zeile gilt für jede Kombi mit mehr Tipps.</li>
  <li>Ganz oder teilweise ausgezahlte Wetten erhalten keinen Boost.</li>
</ul>`,
      cta: 'Kombi erstellen',
    },
    oddsBoost: {
      title: 'Jeden Tag erhöhte Quoten',
      summary: 'Eine höhere Quote auf den Favoriten eines Topspiels, jeden Tag und für alle Kunden.',
      body: `<h2>Bessere Quote, gleiches Spiel</h2>
<p>Jeden Tag wählen unsere Trader einen Favoriten aus einem Topspiel und erhöhen seine Quote. Erhöhte Quoten tragen die Boost-Markierung auf der Spielseite und im Wettschein.</p>
<p>Lege den Tipp wie jeden anderen auf deinen Wettschein: Einzel- und Kombiwetten erhalten die höhere Quote.</p>`,
      terms: `<ul>
  <li>Die erhöhte Quote gilt für Wetten, die platziert werden, solange der Boost angezeigt wird.</li>
  <li>Höchsteinsatz ${money(50)} pro Kunde und Boost.</li>
</ul>`,
      cta: 'Zum Boost',
    },
    cashback: {
      title: 'Champions-League-Cashback',
      summary: `Geld zurück als Gratiswette, bis zu ${money(25)}, wenn deine Torschützenwette verliert.`,
      body: '<p>Wette auf den ersten Torschützen eines Champions-League-Spiels. Trifft dein Spieler später im Spiel, erstatten wir deinen Einsatz als Gratiswette.</p>',
      terms: `<ul>
  <li>Eine Erstattung pro Kunde und Spiel, bis zu ${money(25)}.</li>
  <li>Eigentore zählen nicht. Erstattungen werden innerhalb von 24 Stunden gutgeschrieben.</li>
</ul>`,
      cta: 'Zu den Spielen',
    },
    earlyPayout: {
      title: 'Tennis-Frühauszahlung',
      summary:
        'Führt dein Spieler in einem Match über fünf Sätze mit zwei Sätzen, zahlen wir dich als Gewinner aus.',
      body: '<p>Wette auf den Sieger eines Grand-Slam-Matches. Führt dein Spieler mit zwei Sätzen, wird deine Wette sofort als gewonnen abgerechnet, egal was danach passiert.</p>',
      terms: `<ul>
  <li>Nur Einzelwetten vor dem Spiel auf den Matchsieger.</li>
  <li>Höchsteinsatz ${money(200)} pro Match.</li>
</ul>`,
      cta: 'Auf Tennis wetten',
    },
  },
  pages: {
    help: {
      title: 'Hilfe',
      body: `<h2>Dein Konto</h2>
<p>Melde dich mit Benutzername und Passwort an. Passwort vergessen? Nutze den Link im Anmeldefenster und wir senden dir per E-Mail ein neues.</p>
<h2>Wetten platzieren</h2>
<ul>
  <li><strong>Einzelwetten</strong>: ein Tipp, ein Einsatz.</li>
  <li><strong>Kombiwetten</strong>: zwei oder mehr Tipps aus verschiedenen Spielen; alle müssen gewinnen.</li>
  <li><strong>Systemwetten</strong>: alle Kombinationen deiner Tipps, einzelne dürfen verlieren.</li>
</ul>
<p>Quoten können sich ändern, während du überlegst. Aktiviere in den Einstellungen „Höhere Quoten akzeptieren“, um einen besseren Kurs automatisch zu behalten.</p>
<h2>Ein- und Auszahlungen</h2>
<p>Einzahlungen sind sofort da. Auszahlungen gehen an die Zahlungsart, mit der du eingezahlt hast, meist innerhalb eines Werktags.</p>
<h2>Noch Fragen?</h2>
<p><a href="/public/contact">Kontaktiere unseren Kundendienst</a>, täglich von 08:00 bis 24:00 Uhr.</p>`,
    },
    terms: {
      title: 'Allgemeine Geschäftsbedingungen',
      body: `<h2>1. Über diese Bedingungen</h2>
<p>Diese Bedingungen gelten für jede Wette bei ${brand}. Mit der Kontoeröffnung stimmst du ihnen zu.</p>
<h2>2. Dein Konto</h2>
<p>Du musst mindestens 18 Jahre alt sein und darfst nur ein Konto haben. Gib dein Passwort nicht weiter: Wetten, die damit platziert werden, sind deine.</p>
<h2>3. Wetten</h2>
<p>Eine Wette ist angenommen, sobald sie mit einer Referenz unter Meine Wetten erscheint. Eine Wette zu einer offensichtlich falschen Quote wird zur richtigen Quote abgerechnet.</p>
<h2>4. Cash-out</h2>
<p>Cash-out wird angeboten, wenn verfügbar, und kann bei Quotenänderungen zurückgezogen werden.</p>
<h2>5. Ungültige Wetten</h2>
<p>Wird ein Spiel abgebrochen oder findet es nicht innerhalb von 24 Stunden nach dem geplanten Beginn statt, sind Wetten darauf ungültig und der Einsatz wird erstattet.</p>
<h2>6. Beschwerden</h2>
<p>Schreibe an <a href="mailto:${email}">${email}</a>. Wir antworten innerhalb von 14 Tagen.</p>`,
    },
    'responsible-gaming': {
      title: 'Verantwortungsvolles Spielen',
      body: `<p>Wetten soll Spaß machen. Diese Werkzeuge helfen dir, dass es so bleibt.</p>
<h2>Deine Werkzeuge</h2>
<ul>
  <li><strong>Einzahlungslimits</strong>: pro Tag, Woche oder Monat.</li>
  <li><strong>Spielzeit-Erinnerung</strong>: ein Hinweis, wie lange du schon spielst.</li>
  <li><strong>Pause</strong>: eine Auszeit von einem Tag bis zu sechs Wochen.</li>
  <li><strong>Selbstsperre</strong>: sechs Monate oder länger. <a href="/public/self-exclusion">So funktioniert's</a></li>
</ul>
<h2>Warnsignale</h2>
<p>Verlusten hinterherjagen, mehr setzen als geplant oder das Wetten vor anderen verbergen sind Zeichen, aufzuhören und mit jemandem zu sprechen.</p>
<h2>Hier gibt es Hilfe</h2>
<p><a href="https://www.check-dein-spiel.de" target="_blank" rel="noopener noreferrer">check-dein-spiel.de</a> bietet kostenlose und vertrauliche Beratung.</p>`,
    },
    contact: {
      title: 'Kontakt',
      body: `<p>Unser Kundendienst ist täglich von 08:00 bis 24:00 Uhr für dich da.</p>
<ul>
  <li><strong>Live-Chat</strong>: der Chat-Button unten auf jeder Seite.</li>
  <li><strong>E-Mail</strong>: <a href="mailto:${email}">${email}</a></li>
  <li><strong>Post</strong>: ${brand} Kundendienst, ${address}</li>
</ul>
<p>Halte bitte deinen Benutzernamen bereit. Wir fragen nie nach deinem Passwort.</p>`,
    },
    privacy: {
      title: 'Datenschutzerklärung',
      body: `<h2>Welche Daten wir erheben</h2>
<p>Deinen Namen, deine Kontaktdaten, dein Geburtsdatum, deine Zahlungen und deine Wetten.</p>
<h2>Wozu</h2>
<p>Um dein Konto zu führen, Alter und Identität zu prüfen, Betrug zu verhindern und gesetzliche Pflichten zu erfüllen.</p>
<h2>Wie lange</h2>
<p>Solange dein Konto besteht und bis zu fünf Jahre danach, wie gesetzlich vorgeschrieben.</p>
<h2>Deine Rechte</h2>
<p>Du kannst jederzeit Auskunft über deine Daten verlangen, sie berichtigen lassen oder Werbung widersprechen: schreibe an <a href="mailto:${email}">${email}</a>.</p>
<h2>Cookies</h2>
<p>Wir nutzen Cookies, damit du angemeldet bleibst und deine Einstellungen wie Quotenformat und Design erhalten bleiben.</p>`,
    },
    'self-exclusion': {
      title: 'Selbstsperre',
      body: `<p>Die Selbstsperre schließt dein Konto für einen Zeitraum deiner Wahl: sechs Monate, ein Jahr oder fünf Jahre.</p>
<ul>
  <li>Bis zum Ende kannst du dich nicht anmelden, wetten oder einzahlen.</li>
  <li>Offene Wetten werden normal abgerechnet und dein Guthaben wird dir ausgezahlt.</li>
  <li>Wir stellen jede Werbung an dich ein.</li>
</ul>
<p>Für eine Selbstsperre kontaktiere uns per Live-Chat oder unter <a href="mailto:${email}">${email}</a>. Eine Selbstsperre kann nicht vorzeitig aufgehoben werden.</p>
<p><a href="/public/responsible-gaming">Weitere Wege, die Kontrolle zu behalten</a></p>`,
    },
    vip: {
      title: 'VIP-Club',
      body: `<p>Der ${brand} VIP-Club ist unseren treuesten Kunden vorbehalten, nur auf Einladung.</p>
<ul>
  <li><strong>Bronze</strong>: ein persönlicher Kundenbetreuer.</li>
  <li><strong>Silber</strong>: höhere Limits und schnellere Auszahlungen.</li>
  <li><strong>Gold</strong>: Tickets für Topspiele und maßgeschneiderte Angebote.</li>
</ul>
<p>Die Mitgliedschaft ändert nie deine Limits oder unseren Einsatz für sicheres Spielen.</p>`,
    },
    services: {
      title: 'Unsere Services',
      body: `<ul>
  <li><strong>Cash-out</strong>: eine Wette vorzeitig abrechnen, ganz oder teilweise.</li>
  <li><strong>Live-Streaming</strong>: ausgewählte Spiele sehen, während du wettest.</li>
  <li><strong>Live-Ergebnisse</strong>: Spielstände und Statistiken zu jedem Live-Event.</li>
  <li><strong>Mobil</strong>: alles auf deinem Handy, ohne App.</li>
  <li><strong>Wettshops</strong>: wette persönlich bei ${brand}. <a href="/public/store-locator">Shop finden</a></li>
</ul>`,
    },
    'store-locator': {
      title: 'Wettshop finden',
      body: `<p>Wette persönlich, verfolge die Spiele auf unseren Bildschirmen und hol dir deinen Gewinn am Schalter ab.</p>
<ul>
${shops.map((s) => `  <li><strong>${s.city}</strong>: ${s.address}</li>`).join('\n')}
</ul>
<p>Alle Shops sind täglich von 09:00 bis 23:00 Uhr geöffnet.</p>`,
    },
    licence: {
      title: 'Lizenz',
      body: `<p>${brand} bietet Sportwetten mit einer Glücksspiellizenz an. Das Siegel unten auf jeder Seite führt hierher, damit du prüfen kannst, ob es echt ist.</p>
<p>Dies ist eine Demo-Website: Es wurde keine Lizenz erteilt und es wird kein echtes Geld eingesetzt.</p>
<p><a href="${home}">Zurück zu den Sportwetten</a></p>`,
    },
  },
});
