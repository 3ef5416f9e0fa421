import type { Texts } from './texts.ts';

/** Italian (Italy): Italian for the Italian market. */
export const it: Texts = ({ brand, money, odds, accaBoost, home, email, address, shops }) => ({
  adverts: {
    welcome: {
      name: 'Offerta di benvenuto',
      description: `Nuovo su ${brand}? Punta ${money(10)} su qualsiasi sport e ricevi ${money(30)} in free bet.`,
      linkName: "Scopri l'offerta",
    },
    firstDeposit: {
      name: 'Bonus sul primo deposito',
      description: `Effettua oggi il tuo primo deposito e ti aggiungiamo il 50%, fino a ${money(100)}.`,
      linkName: 'Deposita ora',
    },
    accaBoost: {
      name: 'Bonus multipla',
      description: `Fino al ${accaBoost.at(-1)?.percent}% di vincite in più sulle multiple da ${accaBoost[0]?.legs} eventi in su.`,
      linkName: 'Crea una multipla',
    },
    oddsBoost: {
      name: 'Quote maggiorate',
      description:
        'Ogni giorno maggioriamo la quota di una favorita in un big match. Cerca il simbolo della quota maggiorata.',
      linkName: 'Scopri la quota',
    },
    responsible: {
      name: 'Gioca responsabilmente',
      description:
        'Imposta un limite di deposito, prenditi una pausa o parla con noi. Vietato ai minori di 18 anni.',
      linkName: 'Imposta i tuoi limiti',
    },
    welcomeTour: {
      name: 'Benvenuto a bordo',
      description: 'Il tuo conto è pronto. Scopri in due minuti quote, schedina, cash out e i tuoi limiti.',
      linkName: 'Inizia il tour',
    },
    firstBet: {
      name: 'Piazza la tua prima scommessa',
      description:
        'Scegli una quota, inserisci la puntata e segui la partita live. La tua prima scommessa è a portata di tocco.',
      linkName: 'Vai agli sport',
    },
    cashOut: {
      name: 'Il cash out, come vuoi tu',
      description:
        'Incassa le tue vincite in anticipo, oppure incassa una parte della scommessa e lascia in gioco il resto.',
      linkName: 'Apri Le mie scommesse',
    },
    liveStreaming: {
      name: 'Live e streaming',
      description: 'Migliaia di eventi live ogni mese, con risultati, statistiche e dirette streaming.',
      linkName: 'Guarda live',
    },
    jackpot: {
      name: 'Jackpot del weekend',
      description: `Indovina 13 risultati e vinci una parte di ${money(50_000)}.`,
      linkName: 'Gioca al jackpot',
    },
    jackpotTips: {
      name: 'Consigli per il jackpot',
      description: 'Copri una partita difficile con una doppia: due esiti sulla stessa riga.',
      linkName: 'Come funziona',
    },
  },
  widgets: {
    welcome: {
      title: 'Come funzionano le scommesse',
      content: `<h2>Nuovo nelle scommesse sportive?</h2>
<p>Scommettere su ${brand} richiede tre passaggi.</p>
<ol>
  <li><strong>Scegli una quota.</strong> Tocca la quota dell'esito che ti aspetti: finisce nella tua schedina.</li>
  <li><strong>Inserisci la puntata.</strong> La schedina ti mostra la vincita potenziale prima della conferma.</li>
  <li><strong>Seguila.</strong> Le tue scommesse sono in Le mie scommesse, dove puoi fare cash out prima della fine.</li>
</ol>
<h3>Gioca responsabilmente</h3>
<p>Scommettere è un divertimento, non un modo per guadagnare. Stabilisci un budget prima di iniziare e rispettalo.</p>
<p><a href="/public/responsible-gaming" data-popup>Limiti, pause e autoesclusione</a></p>`,
    },
    tips: {
      title: 'I consigli di oggi',
      content: `<h3>I consigli di oggi</h3>
<ul>
  <li><strong>Guarda oltre l'1X2.</strong> Goal/No Goal o Under/Over spesso si adattano meglio a una partita equilibrata.</li>
  <li><strong>Controlla le formazioni.</strong> L'assenza di un attaccante sposta le quote: scommetti dopo l'uscita delle formazioni ufficiali.</li>
  <li><strong>Tieni corte le multiple.</strong> Ogni evento che aggiungi moltiplica la quota, e anche il rischio.</li>
</ul>
<p><a href="/public/help">Scopri di più nel nostro centro assistenza</a></p>`,
    },
  },
  newsPopups: [
    {
      title: `Le novità di ${brand}`,
      pages: [
        {
          title: 'Cash out parziale',
          content:
            '<p>Incassa una parte della puntata e lascia in gioco il resto. Apri Le mie scommesse e sposta il cursore.</p>',
        },
        {
          title: 'Centro live',
          content:
            '<p>Risultati, statistiche e dirette streaming nella pagina di ogni evento live, aggiornati durante la partita.</p>',
        },
        {
          title: 'Preferiti',
          content:
            '<p>Segna con la stella gli eventi che ti interessano: restano in cima alle tue pagine sport e live.</p>',
        },
      ],
    },
    {
      title: 'Mantieni il controllo',
      pages: [
        {
          title: 'Limiti di deposito',
          content:
            '<p>Scegli quanto puoi depositare al giorno, alla settimana o al mese. La riduzione di un limite ha effetto immediato.</p>',
        },
        {
          title: 'Pausa',
          content:
            '<p>Hai bisogno di una pausa? Blocca il tuo conto da un giorno a sei settimane. <a href="/public/responsible-gaming" data-popup>Scopri di più</a></p>',
        },
      ],
    },
  ],
  promotions: {
    welcome: {
      title: `Punta ${money(10)} e ricevi ${money(30)} in free bet`,
      summary: `Apri un conto, piazza la tua prima scommessa da ${money(10)} o più e ti regaliamo ${money(30)} in free bet.`,
      body: `<h2>La tua offerta di benvenuto</h2>
<ol>
  <li>Apri il tuo conto ${brand} ed effettua il primo deposito.</li>
  <li>Piazza una scommessa da ${money(10)} o più con quota pari o superiore a ${odds(1.5)}.</li>
  <li>Una volta chiusa la scommessa, vinta o persa, trovi tre free bet da ${money(10)} sul tuo conto.</li>
</ol>
<p>Usale su qualsiasi sport, prematch o live.</p>`,
      terms: `<ul>
  <li>Riservata ai nuovi clienti maggiorenni (18 anni compiuti), un'offerta per persona e per nucleo familiare.</li>
  <li>La scommessa valida deve essere piazzata entro 14 giorni dalla registrazione; non sono valide le scommesse sistemistiche né quelle chiuse con cash out.</li>
  <li>Le free bet scadono dopo 7 giorni. L'importo della free bet non è incluso nella vincita.</li>
  <li>${brand} può modificare o ritirare questa offerta in qualsiasi momento.</li>
</ul>`,
      cta: 'Inizia a scommettere',
    },
    accaBoost: {
      title: `Bonus multipla: fino al ${accaBoost.at(-1)?.percent}% in più`,
      summary: `Vincite extra su ogni multipla da ${accaBoost[0]?.legs} eventi in su, che crescono a ogni evento.`,
      body: `<h2>Più eventi, più bonus</h2>
<ul>
${accaBoost.map(({ legs, percent }) => `  <li>${legs} eventi: ${percent}% in più</li>`).join('\n')}
</ul>
<p>Il bonus si aggiunge alla vincita quando la scommessa viene chiusa. La schedina te lo mostra prima della conferma.</p>`,
      terms: `<ul>
  <li>Ogni evento deve avere una quota pari o superiore a ${odds(1.2)}.</li>
  <li>L'ultima riga vale per qualsiasi multipla con più eventi.</li>
  <li>Le scommesse chiuse con cash out, totale o parziale, non ricevono il bonus.</li>
</ul>`,
      cta: 'Crea la tua multipla',
    },
    oddsBoost: {
      title: 'Quote maggiorate ogni giorno',
      summary: 'Una quota più alta sulla favorita di un big match, ogni giorno, per tutti i clienti.',
      body: `<h2>Quota migliore, stessa partita</h2>
<p>Ogni giorno i nostri trader scelgono una favorita in una partita di cartello e ne alzano la quota. Le quote maggiorate hanno il loro simbolo nella pagina della partita e nella tua schedina.</p>
<p>Aggiungi la selezione maggiorata alla schedina come qualsiasi altra: sia le singole sia le multiple ricevono la quota più alta.</p>`,
      terms: `<ul>
  <li>La quota maggiorata vale per le scommesse piazzate finché la maggiorazione è visibile.</li>
  <li>Puntata massima di ${money(50)} per cliente su ogni quota maggiorata.</li>
</ul>`,
      cta: 'Scopri la quota',
    },
    cashback: {
      title: 'Rimborso Champions League',
      summary: `Puntata rimborsata in free bet, fino a ${money(25)}, se perdi la scommessa sul primo marcatore.`,
      body: '<p>Scommetti sul primo marcatore di qualsiasi partita di Champions League. Se il tuo giocatore segna più tardi nella partita, ti rimborsiamo la puntata in free bet.</p>',
      terms: `<ul>
  <li>Un rimborso per cliente per partita, fino a ${money(25)}.</li>
  <li>Gli autogol non contano. I rimborsi vengono accreditati entro 24 ore.</li>
</ul>`,
      cta: 'Vedi le partite',
    },
    earlyPayout: {
      title: 'Pagamento anticipato nel tennis',
      summary:
        'Il tuo giocatore va avanti di due set in una partita al meglio dei cinque: ti paghiamo come vincente.',
      body: '<p>Scommetti sulla vittoria di un giocatore in una partita del Grande Slam. Se va avanti di due set, la tua scommessa viene pagata subito come vincente, qualunque cosa accada dopo.</p>',
      terms: `<ul>
  <li>Solo scommesse singole prematch sul mercato Testa a testa (vincente incontro).</li>
  <li>Puntata massima di ${money(200)} per partita.</li>
</ul>`,
      cta: 'Scommetti sul tennis',
    },
  },
  pages: {
    help: {
      title: 'Centro assistenza',
      body: `<h2>Il tuo conto</h2>
<p>Accedi con nome utente e password. Hai dimenticato la password? Usa il link nella finestra di accesso e te ne invieremo una nuova via e-mail.</p>
<h2>Come scommettere</h2>
<ul>
  <li><strong>Singole</strong>: una selezione, una puntata.</li>
  <li><strong>Multiple</strong>: due o più selezioni di eventi diversi; devono essere tutte vincenti.</li>
  <li><strong>Sistemi</strong>: tutte le combinazioni delle tue selezioni, quindi qualcuna può essere perdente.</li>
</ul>
<p>Le quote possono cambiare mentre decidi. Attiva "Accetta quote più alte" in Impostazioni per ottenere automaticamente una quota migliore.</p>
<h2>Depositi e prelievi</h2>
<p>I depositi sono accreditati subito. I prelievi tornano sul metodo usato per il deposito, di solito entro un giorno lavorativo.</p>
<h2>Serve ancora aiuto?</h2>
<p><a href="/public/contact">Contatta il nostro servizio clienti</a>, tutti i giorni dalle 8:00 a mezzanotte.</p>`,
    },
    terms: {
      title: 'Termini e condizioni',
      body: `<h2>1. Informazioni su questi termini</h2>
<p>Questi termini si applicano a ogni scommessa che piazzi con ${brand}. Aprendo un conto li accetti.</p>
<h2>2. Il tuo conto</h2>
<p>Devi avere almeno 18 anni e puoi essere titolare di un solo conto. Non condividere la tua password: le scommesse piazzate con essa sono tue.</p>
<h2>3. Scommesse</h2>
<p>Una scommessa è accettata quando compare in Le mie scommesse con un codice di riferimento. Una scommessa piazzata a una quota palesemente errata viene liquidata alla quota corretta.</p>
<h2>4. Cash out</h2>
<p>Il cash out è offerto quando disponibile e può essere sospeso mentre le quote cambiano.</p>
<h2>5. Scommesse annullate</h2>
<p>Se un evento viene sospeso o non si disputa entro 24 ore dall'orario di inizio, le scommesse su di esso vengono annullate e le puntate rimborsate.</p>
<h2>6. Reclami</h2>
<p>Scrivi a <a href="mailto:${email}">${email}</a>. Rispondiamo entro 14 giorni.</p>`,
    },
    'responsible-gaming': {
      title: 'Gioco responsabile',
      body: `<p>Scommettere deve essere un divertimento. Questi strumenti ti aiutano a mantenerlo tale.</p>
<h2>I tuoi strumenti</h2>
<ul>
  <li><strong>Limiti di deposito</strong>: giornalieri, settimanali o mensili.</li>
  <li><strong>Promemoria di sessione</strong>: un avviso su da quanto tempo stai giocando.</li>
  <li><strong>Pausa</strong>: uno stop da un giorno a sei settimane.</li>
  <li><strong>Autoesclusione</strong>: sei mesi o più. <a href="/public/self-exclusion">Come funziona</a></li>
</ul>
<h2>Segnali di allarme</h2>
<p>Rincorrere le perdite, scommettere più del previsto o nasconderlo agli altri sono segnali per fermarsi e parlarne con qualcuno.</p>
<h2>Dove chiedere aiuto</h2>
<p>Il Telefono Verde Nazionale per le problematiche legate al gioco d'azzardo dell'Istituto Superiore di Sanità, <strong>800 558 822</strong>, offre un aiuto gratuito e anonimo.</p>`,
    },
    contact: {
      title: 'Contattaci',
      body: `<p>Il nostro servizio clienti è a tua disposizione tutti i giorni dalle 8:00 a mezzanotte.</p>
<ul>
  <li><strong>Chat dal vivo</strong>: il pulsante della chat in fondo a ogni pagina.</li>
  <li><strong>E-mail</strong>: <a href="mailto:${email}">${email}</a></li>
  <li><strong>Posta</strong>: ${brand}, Servizio clienti, ${address}</li>
</ul>
<p>Tieni a portata di mano il tuo nome utente. Non ti chiederemo mai la password.</p>`,
    },
    privacy: {
      title: 'Informativa sulla privacy',
      body: `<h2>Quali dati raccogliamo</h2>
<p>Il tuo nome, i tuoi recapiti, la tua data di nascita, i tuoi pagamenti e le scommesse che piazzi.</p>
<h2>Perché</h2>
<p>Per gestire il tuo conto, verificare la tua età e identità, prevenire le frodi e adempiere ai nostri obblighi di legge.</p>
<h2>Per quanto tempo</h2>
<p>Per tutto il tempo in cui il tuo conto è aperto e fino a cinque anni dopo, come previsto dalla legge.</p>
<h2>I tuoi diritti</h2>
<p>Puoi in qualsiasi momento chiedere una copia dei tuoi dati, rettificarli od opporti alle comunicazioni di marketing: scrivi a <a href="mailto:${email}">${email}</a>.</p>
<h2>Cookie</h2>
<p>Usiamo i cookie per mantenere attivo il tuo accesso e ricordare le tue impostazioni, come il formato delle quote e il tema.</p>`,
    },
    'self-exclusion': {
      title: 'Autoesclusione',
      body: `<p>L'autoesclusione chiude il tuo conto per il periodo che scegli: sei mesi, un anno o cinque anni.</p>
<ul>
  <li>Fino alla fine del periodo non puoi accedere, scommettere né depositare.</li>
  <li>Le scommesse aperte vengono liquidate normalmente e il tuo saldo ti viene pagato.</li>
  <li>Smettiamo di inviarti qualsiasi comunicazione di marketing.</li>
</ul>
<p>Per autoescluderti, contattaci tramite la chat dal vivo o all'indirizzo <a href="mailto:${email}">${email}</a>. Un'autoesclusione non può essere revocata prima della scadenza.</p>
<p><a href="/public/responsible-gaming">Altri modi per mantenere il controllo</a></p>`,
    },
    vip: {
      title: 'Club VIP',
      body: `<p>Il club VIP di ${brand} è solo su invito, per i nostri clienti più fedeli.</p>
<ul>
  <li><strong>Bronzo</strong>: un account manager personale.</li>
  <li><strong>Argento</strong>: limiti più alti e prelievi più rapidi.</li>
  <li><strong>Oro</strong>: biglietti per i big match e offerte su misura.</li>
</ul>
<p>Essere membri non cambia mai i tuoi limiti né il nostro impegno per il gioco sicuro.</p>`,
    },
    services: {
      title: 'I nostri servizi',
      body: `<ul>
  <li><strong>Cash out</strong>: chiudi una scommessa in anticipo, in tutto o in parte.</li>
  <li><strong>Diretta streaming</strong>: guarda una selezione di eventi mentre scommetti.</li>
  <li><strong>Risultati live</strong>: tabellini e statistiche per ogni evento live.</li>
  <li><strong>Mobile</strong>: tutto sul tuo telefono, senza bisogno di app.</li>
  <li><strong>Punti vendita</strong>: scommetti di persona con ${brand}. <a href="/public/store-locator">Trova un punto vendita</a></li>
</ul>`,
    },
    'store-locator': {
      title: 'Trova un punto vendita',
      body: `<p>Scommetti di persona, segui le partite sui nostri schermi e riscuoti le tue vincite allo sportello.</p>
<ul>
${shops.map((s) => `  <li><strong>${s.city}</strong>: ${s.address}</li>`).join('\n')}
</ul>
<p>Tutti i punti vendita sono aperti ogni giorno dalle 9:00 alle 23:00.</p>`,
    },
    licence: {
      title: 'Licenza',
      body: `<p>${brand} offre scommesse sportive con una licenza di gioco. Il sigillo in fondo a ogni pagina rimanda qui, così puoi verificarne l'autenticità.</p>
<p>Questo è un sito dimostrativo: non è stata rilasciata alcuna licenza e non si gioca con denaro reale.</p>
<p><a href="${home}">Torna alle scommesse</a></p>`,
    },
  },
});
