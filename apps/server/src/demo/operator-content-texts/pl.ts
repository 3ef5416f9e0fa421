import type { Texts } from './texts.ts';

/** Polish (Poland). */
export const pl: Texts = ({ brand, money, odds, accaBoost, home, email, address, shops }) => ({
  adverts: {
    welcome: {
      name: 'Oferta powitalna',
      description: `Pierwszy raz w ${brand}? Postaw ${money(10)} na dowolny sport i odbierz ${money(30)} we freebetach.`,
      linkName: 'Zobacz ofertę',
    },
    firstDeposit: {
      name: 'Bonus od pierwszej wpłaty',
      description: `Zrób pierwszą wpłatę już dziś, a dołożymy 50% więcej, do ${money(100)}.`,
      linkName: 'Wpłać teraz',
    },
    accaBoost: {
      name: 'Bonus AKO',
      description: `Do ${accaBoost.at(-1)?.percent}% więcej wygranej na kuponach AKO od ${accaBoost[0]?.legs} typów.`,
      linkName: 'Stwórz kupon AKO',
    },
    oddsBoost: {
      name: 'Podwyższone kursy',
      description:
        'Codziennie podwyższamy kurs faworyta wielkiego meczu. Szukaj oznaczenia podwyższonego kursu.',
      linkName: 'Znajdź podwyższony kurs',
    },
    responsible: {
      name: 'Graj odpowiedzialnie',
      description: 'Ustaw limit wpłat, zrób przerwę albo porozmawiaj z nami. Tylko 18+.',
      linkName: 'Ustaw limity',
    },
    welcomeTour: {
      name: 'Witamy na pokładzie',
      description: 'Twoje konto jest gotowe. W dwie minuty poznaj kursy, kupon, cashout i swoje limity.',
      linkName: 'Rozpocznij przewodnik',
    },
    firstBet: {
      name: 'Postaw pierwszy zakład',
      description:
        'Wybierz kurs, wpisz stawkę i śledź mecz na żywo. Twój pierwszy zakład jest na wyciągnięcie ręki.',
      linkName: 'Przeglądaj sporty',
    },
    cashOut: {
      name: 'Cashout na Twoich zasadach',
      description: 'Odbierz wygraną przed czasem albo wypłać część zakładu, a resztę zostaw w grze.',
      linkName: 'Otwórz Moje zakłady',
    },
    liveStreaming: {
      name: 'Na żywo i w transmisji',
      description: 'Tysiące wydarzeń na żywo co miesiąc, z wynikami, statystykami i transmisjami.',
      linkName: 'Oglądaj na żywo',
    },
    jackpot: {
      name: 'Weekendowy jackpot',
      description: `Wytypuj 13 wyników i zgarnij część puli ${money(50_000)}.`,
      linkName: 'Zagraj o jackpot',
    },
    jackpotTips: {
      name: 'Porady do jackpota',
      description: 'Zabezpiecz trudny mecz podwójnym typem: dwa wyniki w jednej linii.',
      linkName: 'Jak to działa',
    },
  },
  widgets: {
    welcome: {
      title: 'Jak obstawiać',
      content: `<h2>Pierwszy raz obstawiasz zakłady sportowe?</h2>
<p>Zakład w ${brand} to trzy kroki.</p>
<ol>
  <li><strong>Wybierz kurs.</strong> Kliknij kurs wyniku, którego się spodziewasz: trafi on na Twój kupon.</li>
  <li><strong>Wpisz stawkę.</strong> Kupon pokaże możliwą wygraną, zanim potwierdzisz zakład.</li>
  <li><strong>Śledź mecz.</strong> Twoje zakłady znajdziesz w Moich zakładach, gdzie możesz zrobić cashout przed końcem.</li>
</ol>
<h3>Graj odpowiedzialnie</h3>
<p>Zakłady to rozrywka, a nie sposób na zarabianie pieniędzy. Zanim zaczniesz, ustal budżet i trzymaj się go.</p>
<p><a href="/public/responsible-gaming" data-popup>Limity, przerwy i samowykluczenie</a></p>`,
    },
    tips: {
      title: 'Porady dnia',
      content: `<h3>Porady dnia</h3>
<ul>
  <li><strong>Patrz dalej niż na wynik meczu.</strong> Obie drużyny strzelą albo liczba goli często lepiej pasują do wyrównanego meczu.</li>
  <li><strong>Sprawdź wieści z obozu drużyn.</strong> Brak napastnika zmienia kursy: obstawiaj po ogłoszeniu składów.</li>
  <li><strong>Nie wydłużaj kuponów AKO.</strong> Każdy kolejny typ mnoży kurs, ale i ryzyko.</li>
</ul>
<p><a href="/public/help">Więcej w naszym centrum pomocy</a></p>`,
    },
  },
  newsPopups: [
    {
      title: `Nowości w ${brand}`,
      pages: [
        {
          title: 'Częściowy cashout',
          content: '<p>Wypłać część stawki, a resztę zostaw w grze. Otwórz Moje zakłady i przesuń suwak.</p>',
        },
        {
          title: 'Centrum na żywo',
          content:
            '<p>Wyniki, statystyki i transmisje na stronie każdego wydarzenia na żywo, aktualizowane w trakcie gry.</p>',
        },
        {
          title: 'Ulubione',
          content:
            '<p>Oznacz gwiazdką wydarzenia, które Cię interesują: zostaną na górze Twoich stron sportów i na żywo.</p>',
        },
      ],
    },
    {
      title: 'Zachowaj kontrolę',
      pages: [
        {
          title: 'Limity wpłat',
          content:
            '<p>Wybierz, ile możesz wpłacić dziennie, tygodniowo lub miesięcznie. Obniżenie limitu działa od razu.</p>',
        },
        {
          title: 'Przerwa',
          content:
            '<p>Potrzebujesz przerwy? Zablokuj konto na okres od jednego dnia do sześciu tygodni. <a href="/public/responsible-gaming" data-popup>Czytaj więcej</a></p>',
        },
      ],
    },
  ],
  promotions: {
    welcome: {
      title: `Postaw ${money(10)}, odbierz ${money(30)} we freebetach`,
      summary: `Załóż konto, postaw pierwszy zakład za co najmniej ${money(10)}, a otrzymasz ${money(30)} we freebetach.`,
      body: `<h2>Twoja oferta powitalna</h2>
<ol>
  <li>Załóż konto w ${brand} i dokonaj pierwszej wpłaty.</li>
  <li>Postaw zakład za co najmniej ${money(10)} po kursie ${odds(1.5)} lub wyższym.</li>
  <li>Po rozliczeniu zakładu, wygranego czy przegranego, na Twoje konto trafią trzy freebety po ${money(10)}.</li>
</ol>
<p>Wykorzystaj je na dowolny sport, przed meczem lub na żywo.</p>`,
      terms: `<ul>
  <li>Oferta dla nowych klientów, którzy ukończyli 18 lat; jedna oferta na osobę i gospodarstwo domowe.</li>
  <li>Zakład kwalifikujący należy postawić w ciągu 14 dni od rejestracji; zakłady systemowe i zakłady zamknięte cashoutem się nie kwalifikują.</li>
  <li>Freebety wygasają po 7 dniach. Stawka freebetu nie jest częścią wypłaty.</li>
  <li>${brand} może w każdej chwili zmienić lub wycofać tę ofertę.</li>
</ul>`,
      cta: 'Zacznij obstawiać',
    },
    accaBoost: {
      title: `Bonus AKO: do ${accaBoost.at(-1)?.percent}% więcej`,
      summary: `Dodatkowa wygrana na każdym kuponie AKO od ${accaBoost[0]?.legs} typów, rosnąca z każdym typem.`,
      body: `<h2>Im więcej typów, tym wyższy bonus</h2>
<ul>
${accaBoost.map(({ legs, percent }) => `  <li>Kupon z ${legs} typami: ${percent}% ekstra</li>`).join('\n')}
</ul>
<p>Bonus jest doliczany do wygranej przy rozliczeniu zakładu. Kupon pokazuje go, zanim potwierdzisz zakład.</p>`,
      terms: `<ul>
  <li>Każdy typ musi mieć kurs ${odds(1.2)} lub wyższy.</li>
  <li>Ostatni próg obowiązuje także dla kuponów AKO z większą liczbą typów.</li>
  <li>Zakłady zamknięte cashoutem w całości lub w części nie otrzymują bonusu.</li>
</ul>`,
      cta: 'Stwórz kupon AKO',
    },
    oddsBoost: {
      title: 'Podwyższone kursy każdego dnia',
      summary: 'Wyższy kurs na faworyta wielkiego meczu, codziennie, dla każdego klienta.',
      body: `<h2>Lepszy kurs, ten sam mecz</h2>
<p>Każdego dnia nasi traderzy wybierają faworyta jednego z topowych meczów i podwyższają jego kurs. Podwyższone kursy mają specjalne oznaczenie na stronie meczu i na Twoim kuponie.</p>
<p>Dodaj podwyższony typ do kuponu jak każdy inny: zarówno zakłady pojedyncze, jak i AKO otrzymują wyższy kurs.</p>`,
      terms: `<ul>
  <li>Podwyższony kurs obowiązuje dla zakładów postawionych w czasie, gdy podwyższenie jest widoczne.</li>
  <li>Maksymalna stawka ${money(50)} na klienta przy każdym podwyższonym kursie.</li>
</ul>`,
      cta: 'Znajdź podwyższony kurs',
    },
    cashback: {
      title: 'Cashback w Lidze Mistrzów',
      summary: `Zwrot w formie freebetu, do ${money(25)}, jeśli przegra Twój zakład na strzelca pierwszego gola.`,
      body: '<p>Obstaw strzelca pierwszego gola w dowolnym meczu Ligi Mistrzów. Jeśli Twój zawodnik strzeli gola później w meczu, zwrócimy Ci stawkę w formie freebetu.</p>',
      terms: `<ul>
  <li>Jeden zwrot na klienta na mecz, do ${money(25)}.</li>
  <li>Gole samobójcze się nie liczą. Zwroty są przyznawane w ciągu 24 godzin.</li>
</ul>`,
      cta: 'Zobacz mecze',
    },
    earlyPayout: {
      title: 'Wcześniejsza wypłata w tenisie',
      summary: 'Twój zawodnik prowadzi dwoma setami w meczu do trzech wygranych setów: wypłacamy Ci wygraną.',
      body: '<p>Obstaw zwycięzcę meczu w turnieju wielkoszlemowym. Jeśli Twój zawodnik obejmie prowadzenie dwoma setami, zakład zostanie od razu rozliczony jako wygrany, bez względu na dalszy przebieg meczu.</p>',
      terms: `<ul>
  <li>Tylko przedmeczowe zakłady pojedyncze na rynek „Zwycięzca meczu”.</li>
  <li>Maksymalna stawka ${money(200)} na mecz.</li>
</ul>`,
      cta: 'Obstawiaj tenis',
    },
  },
  pages: {
    help: {
      title: 'Centrum pomocy',
      body: `<h2>Twoje konto</h2>
<p>Zaloguj się nazwą użytkownika i hasłem. Nie pamiętasz hasła? Skorzystaj z linku w oknie logowania, a wyślemy Ci nowe e-mailem.</p>
<h2>Stawianie zakładów</h2>
<ul>
  <li><strong>Pojedyncze</strong>: jeden typ, jedna stawka.</li>
  <li><strong>AKO</strong>: dwa lub więcej typów z różnych wydarzeń; wszystkie muszą wejść.</li>
  <li><strong>Systemowe</strong>: wszystkie kombinacje Twoich typów, więc część z nich może przegrać.</li>
</ul>
<p>Kursy mogą się zmienić, gdy się zastanawiasz. Włącz „Akceptuj wyższe kursy” w Ustawieniach, aby automatycznie zachować lepszy kurs.</p>
<h2>Wpłaty i wypłaty</h2>
<p>Wpłaty są księgowane od razu. Wypłaty trafiają na tę samą metodę płatności, której użyto do wpłaty, zwykle w ciągu jednego dnia roboczego.</p>
<h2>Nadal potrzebujesz pomocy?</h2>
<p><a href="/public/contact">Skontaktuj się z naszym zespołem obsługi klienta</a> codziennie od 08:00 do północy.</p>`,
    },
    terms: {
      title: 'Regulamin',
      body: `<h2>1. O regulaminie</h2>
<p>Niniejszy regulamin dotyczy każdego zakładu postawionego w ${brand}. Zakładając konto, akceptujesz go.</p>
<h2>2. Twoje konto</h2>
<p>Musisz mieć ukończone 18 lat i możesz mieć tylko jedno konto. Nie udostępniaj nikomu hasła: zakłady postawione przy jego użyciu są Twoje.</p>
<h2>3. Zakłady</h2>
<p>Zakład jest przyjęty, gdy pojawi się w Moich zakładach z numerem referencyjnym. Zakład postawiony po oczywiście błędnym kursie zostanie rozliczony po kursie prawidłowym.</p>
<h2>4. Cashout</h2>
<p>Cashout jest oferowany, gdy jest dostępny, i może zostać wycofany podczas zmian kursów.</p>
<h2>5. Zakłady anulowane</h2>
<p>Jeśli wydarzenie zostanie przerwane lub nie odbędzie się w ciągu 24 godzin od planowanego rozpoczęcia, zakłady na nie są anulowane, a stawki zwracane.</p>
<h2>6. Reklamacje</h2>
<p>Napisz na adres <a href="mailto:${email}">${email}</a>. Odpowiadamy w ciągu 14 dni.</p>`,
    },
    'responsible-gaming': {
      title: 'Odpowiedzialna gra',
      body: `<p>Zakłady mają być rozrywką. Te narzędzia pomogą Ci o to zadbać.</p>
<h2>Twoje narzędzia</h2>
<ul>
  <li><strong>Limity wpłat</strong>: dzienne, tygodniowe lub miesięczne.</li>
  <li><strong>Przypomnienia o czasie gry</strong>: informacja o tym, jak długo już grasz.</li>
  <li><strong>Przerwa</strong>: od jednego dnia do sześciu tygodni.</li>
  <li><strong>Samowykluczenie</strong>: na sześć miesięcy lub dłużej. <a href="/public/self-exclusion">Jak to działa</a></li>
</ul>
<h2>Sygnały ostrzegawcze</h2>
<p>Odgrywanie się po przegranych, obstawianie za więcej, niż planowano, lub ukrywanie gry przed innymi to sygnały, by przestać i z kimś porozmawiać.</p>
<h2>Gdzie szukać pomocy</h2>
<p><a href="https://www.kcpu.gov.pl" target="_blank" rel="noopener noreferrer">Krajowe Centrum Przeciwdziałania Uzależnieniom</a> wskazuje, gdzie uzyskać bezpłatną i poufną pomoc; wsparcie oferują też grupy Anonimowych Hazardzistów.</p>`,
    },
    contact: {
      title: 'Kontakt',
      body: `<p>Nasz zespół obsługi klienta jest do Twojej dyspozycji codziennie od 08:00 do północy.</p>
<ul>
  <li><strong>Czat na żywo</strong>: przycisk czatu na dole każdej strony.</li>
  <li><strong>E-mail</strong>: <a href="mailto:${email}">${email}</a></li>
  <li><strong>Poczta</strong>: ${brand} Obsługa Klienta, ${address}</li>
</ul>
<p>Przygotuj swoją nazwę użytkownika. Nigdy nie poprosimy Cię o hasło.</p>`,
    },
    privacy: {
      title: 'Polityka prywatności',
      body: `<h2>Jakie dane zbieramy</h2>
<p>Imię i nazwisko, dane kontaktowe, datę urodzenia, płatności i stawiane przez Ciebie zakłady.</p>
<h2>W jakim celu</h2>
<p>Aby prowadzić Twoje konto, weryfikować wiek i tożsamość, zapobiegać oszustwom i wypełniać nasze obowiązki prawne.</p>
<h2>Jak długo</h2>
<p>Przez cały czas istnienia konta i do pięciu lat po jego zamknięciu, zgodnie z wymogami prawa.</p>
<h2>Twoje prawa</h2>
<p>W każdej chwili możesz zażądać kopii swoich danych, ich sprostowania lub wnieść sprzeciw wobec marketingu: napisz na adres <a href="mailto:${email}">${email}</a>.</p>
<h2>Pliki cookie</h2>
<p>Używamy plików cookie, aby utrzymać Twoją sesję logowania i zapamiętać Twoje ustawienia, takie jak format kursów i motyw.</p>`,
    },
    'self-exclusion': {
      title: 'Samowykluczenie',
      body: `<p>Samowykluczenie zamyka Twoje konto na wybrany przez Ciebie okres: sześć miesięcy, rok lub pięć lat.</p>
<ul>
  <li>Do końca tego okresu nie możesz się logować, obstawiać ani dokonywać wpłat.</li>
  <li>Otwarte zakłady są rozliczane normalnie, a Twoje saldo zostaje Ci wypłacone.</li>
  <li>Przestajemy kierować do Ciebie jakikolwiek marketing.</li>
</ul>
<p>Aby się wykluczyć, skontaktuj się z nami przez czat na żywo lub pod adresem <a href="mailto:${email}">${email}</a>. Samowykluczenia nie można cofnąć przed upływem wybranego okresu.</p>
<p><a href="/public/responsible-gaming">Inne sposoby na zachowanie kontroli</a></p>`,
    },
    vip: {
      title: 'Klub VIP',
      body: `<p>Klub VIP ${brand} jest dostępny wyłącznie na zaproszenie, dla naszych najwierniejszych klientów.</p>
<ul>
  <li><strong>Brąz</strong>: osobisty opiekun konta.</li>
  <li><strong>Srebro</strong>: wyższe limity i szybsze wypłaty.</li>
  <li><strong>Złoto</strong>: bilety na wielkie mecze i oferty szyte na miarę.</li>
</ul>
<p>Członkostwo nigdy nie zmienia Twoich limitów ani naszej troski o bezpieczną grę.</p>`,
    },
    services: {
      title: 'Nasze usługi',
      body: `<ul>
  <li><strong>Cashout</strong>: rozlicz zakład przed czasem, w całości lub w części.</li>
  <li><strong>Transmisje na żywo</strong>: oglądaj wybrane wydarzenia, obstawiając.</li>
  <li><strong>Wyniki na żywo</strong>: tablice wyników i statystyki każdego wydarzenia na żywo.</li>
  <li><strong>Mobile</strong>: wszystko w Twoim telefonie, bez aplikacji.</li>
  <li><strong>Punkty stacjonarne</strong>: obstawiaj osobiście w ${brand}. <a href="/public/store-locator">Znajdź punkt</a></li>
</ul>`,
    },
    'store-locator': {
      title: 'Znajdź punkt',
      body: `<p>Obstawiaj osobiście, oglądaj mecze na naszych ekranach i odbieraj wygrane w kasie.</p>
<ul>
${shops.map((s) => `  <li><strong>${s.city}</strong>: ${s.address}</li>`).join('\n')}
</ul>
<p>Wszystkie punkty są czynne codziennie od 09:00 do 23:00.</p>`,
    },
    licence: {
      title: 'Licencja',
      body: `<p>${brand} oferuje zakłady sportowe na podstawie licencji na gry hazardowe. Pieczęć na dole każdej strony prowadzi tutaj, aby można było sprawdzić, czy jest autentyczna.</p>
<p>To strona demonstracyjna: nie wydano żadnej licencji i nie gra się o prawdziwe pieniądze.</p>
<p><a href="${home}">Wróć do zakładów sportowych</a></p>`,
    },
  },
});
