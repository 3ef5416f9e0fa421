import type { Texts } from './texts.ts';

/** Kiswahili (Kenya): the Kenyan brand's second language. */
export const sw: Texts = ({ brand, money, odds, accaBoost, home, email, address, shops }) => ({
  adverts: {
    welcome: {
      name: 'Ofa ya kukaribisha',
      description: `Mpya kwenye ${brand}? Beti ${money(10)} kwenye mchezo wowote na upate beti za bure za ${money(30)}.`,
      linkName: 'Tazama ofa',
    },
    firstDeposit: {
      name: 'Bonasi ya kuweka pesa mara ya kwanza',
      description: `Weka pesa kwa mara ya kwanza leo nasi tutakuongezea 50%, hadi ${money(100)}.`,
      linkName: 'Weka pesa sasa',
    },
    accaBoost: {
      name: 'Bonasi ya multibet',
      description: `Ushindi wa ziada hadi ${accaBoost.at(-1)?.percent}% kwenye multibet zenye machaguo ${accaBoost[0]?.legs} au zaidi.`,
      linkName: 'Tengeneza multibet',
    },
    oddsBoost: {
      name: 'Odds zilizoongezwa',
      description:
        'Kila siku tunaongeza odds za timu inayopewa nafasi kubwa katika mechi kubwa. Tafuta alama ya odds zilizoongezwa.',
      linkName: 'Tafuta odds zilizoongezwa',
    },
    responsible: {
      name: 'Cheza kwa uwajibikaji',
      description: 'Weka kikomo cha kuweka pesa, pumzika au zungumza nasi. 18+ pekee.',
      linkName: 'Weka vikomo vyako',
    },
    welcomeTour: {
      name: 'Karibu sana',
      description:
        'Akaunti yako iko tayari. Pitia mwongozo wa dakika mbili: odds, tiketi ya beti, cash out na vikomo vyako.',
      linkName: 'Anza mwongozo',
    },
    firstBet: {
      name: 'Weka beti yako ya kwanza',
      description:
        'Chagua odds, weka dau lako na ufuatilie mechi mubashara. Beti yako ya kwanza iko umbali wa mguso mmoja tu.',
      linkName: 'Vinjari michezo',
    },
    cashOut: {
      name: 'Cash out kwa njia yako',
      description:
        'Chukua ushindi wako mapema, au fanya cash out ya sehemu ya beti na uache sehemu iliyobaki iendelee.',
      linkName: 'Fungua Beti zangu',
    },
    liveStreaming: {
      name: 'Mubashara na matangazo',
      description: 'Maelfu ya mechi mubashara kila mwezi, pamoja na matokeo, takwimu na matangazo.',
      linkName: 'Tazama mubashara',
    },
    jackpot: {
      name: 'Jackpot ya wikendi',
      description: `Tabiri matokeo 13 ujishindie sehemu ya ${money(50_000)}.`,
      linkName: 'Cheza jackpot',
    },
    jackpotTips: {
      name: 'Vidokezo vya jackpot',
      description: 'Mechi ngumu? Ifunike kwa chaguo mbili (double): matokeo mawili kwenye mstari mmoja.',
      linkName: 'Jinsi inavyofanya kazi',
    },
  },
  widgets: {
    welcome: {
      title: 'Jinsi ya kubeti',
      content: `<h2>Mgeni kwenye kubeti michezo?</h2>
<p>Kubeti na ${brand} ni hatua tatu tu.</p>
<ol>
  <li><strong>Chagua odds.</strong> Gusa odds za matokeo unayotarajia: chaguo linaingia kwenye tiketi yako ya beti.</li>
  <li><strong>Weka dau lako.</strong> Tiketi ya beti inaonyesha utakachopata kabla hujathibitisha.</li>
  <li><strong>Fuatilia.</strong> Beti zako ziko kwenye Beti zangu, ambapo unaweza kufanya cash out kabla mechi haijaisha.</li>
</ol>
<h3>Cheza kwa uwajibikaji</h3>
<p>Kubeti ni burudani, si njia ya kutafuta pesa. Weka bajeti kabla ya kuanza na uifuate.</p>
<p><a href="/public/responsible-gaming" data-popup>Vikomo, mapumziko na kujizuia kucheza</a></p>`,
    },
    tips: {
      title: 'Vidokezo vya leo',
      content: `<h3>Vidokezo vya leo</h3>
<ul>
  <li><strong>Angalia zaidi ya matokeo.</strong> Timu zote kufunga au jumla ya magoli mara nyingi hufaa zaidi kwenye mechi iliyo ngumu.</li>
  <li><strong>Fuatilia habari za timu.</strong> Kukosekana kwa mshambuliaji hubadilisha odds: beti baada ya vikosi kutangazwa.</li>
  <li><strong>Weka multibet fupi.</strong> Kila chaguo unaloongeza huzidisha odds, na hatari pia.</li>
</ul>
<p><a href="/public/help">Zaidi kwenye kituo chetu cha msaada</a></p>`,
    },
  },
  newsPopups: [
    {
      title: `Mapya kwenye ${brand}`,
      pages: [
        {
          title: 'Cash out ya sehemu',
          content:
            '<p>Fanya cash out ya sehemu ya dau lako na uache sehemu iliyobaki iendelee. Fungua Beti zangu na usogeze kitelezi.</p>',
        },
        {
          title: 'Kituo cha mubashara',
          content:
            '<p>Matokeo, takwimu na matangazo kwenye ukurasa wa kila mechi mubashara, yakisasishwa mechi inavyoendelea.</p>',
        },
        {
          title: 'Vipendwa',
          content:
            '<p>Weka nyota kwenye mechi unazojali: zinabaki juu kwenye kurasa zako za michezo na mubashara.</p>',
        },
      ],
    },
    {
      title: 'Endelea kujidhibiti',
      pages: [
        {
          title: 'Vikomo vya kuweka pesa',
          content:
            '<p>Chagua kiasi unachoweza kuweka kwa siku, wiki au mwezi. Kupunguza kikomo kunaanza kutumika mara moja.</p>',
        },
        {
          title: 'Mapumziko',
          content:
            '<p>Unahitaji kupumzika? Funga akaunti yako kwa kipindi cha siku moja hadi wiki sita. <a href="/public/responsible-gaming" data-popup>Soma zaidi</a></p>',
        },
      ],
    },
  ],
  promotions: {
    welcome: {
      title: `Beti ${money(10)}, upate beti za bure za ${money(30)}`,
      summary: `Fungua akaunti, weka beti yako ya kwanza ya ${money(10)} au zaidi na tutakupa beti za bure za ${money(30)}.`,
      body: `<h2>Ofa yako ya kukaribisha</h2>
<ol>
  <li>Fungua akaunti yako ya ${brand} na uweke pesa kwa mara ya kwanza.</li>
  <li>Weka beti ya ${money(10)} au zaidi kwa odds za ${odds(1.5)} au zaidi.</li>
  <li>Beti ikishakamilika, ushinde au upoteze, beti tatu za bure za ${money(10)} zitaingia kwenye akaunti yako.</li>
</ol>
<p>Zitumie kwenye mchezo wowote, kabla ya mechi au mubashara.</p>`,
      terms: `<ul>
  <li>Wateja wapya wenye umri wa miaka 18 au zaidi; ofa moja kwa kila mtu na kila kaya.</li>
  <li>Beti inayostahili lazima iwekwe ndani ya siku 14 baada ya kujisajili; beti za mfumo na beti zilizofanyiwa cash out hazihesabiwi.</li>
  <li>Beti za bure zinaisha muda baada ya siku 7. Dau la beti ya bure halijumuishwi kwenye malipo.</li>
  <li>${brand} inaweza kubadilisha au kuondoa ofa hii wakati wowote.</li>
</ul>`,
      cta: 'Anza kubeti',
    },
    accaBoost: {
      title: `Bonasi ya multibet: hadi ${accaBoost.at(-1)?.percent}% zaidi`,
      summary: `Ushindi wa ziada kwenye kila multibet yenye machaguo ${accaBoost[0]?.legs} au zaidi, ukiongezeka kwa kila chaguo.`,
      body: `<h2>Machaguo mengi zaidi, bonasi kubwa zaidi</h2>
<ul>
${accaBoost.map(({ legs, percent }) => `  <li>Machaguo ${legs}: ${percent}% ya ziada</li>`).join('\n')}
</ul>
<p>Bonasi inaongezwa kwenye ushindi wako beti inapokamilika. Tiketi yako ya beti inaionyesha kabla hujathibitisha.</p>`,
      terms: `<ul>
  <li>Kila chaguo lazima liwe na odds za ${odds(1.2)} au zaidi.</li>
  <li>Mstari wa mwisho unahusu multibet yoyote yenye machaguo zaidi.</li>
  <li>Beti zilizofanyiwa cash out kamili au ya sehemu hazipati bonasi.</li>
</ul>`,
      cta: 'Tengeneza multibet yako',
    },
    oddsBoost: {
      title: 'Odds zilizoongezwa kila siku',
      summary:
        'Odds kubwa zaidi kwa timu inayopewa nafasi kubwa katika mechi kubwa, kila siku, kwa kila mteja.',
      body: `<h2>Mechi ileile, odds bora zaidi</h2>
<p>Kila siku wataalamu wetu wa odds huchagua timu inayopewa nafasi kubwa kutoka mechi kubwa na kuongeza odds zake. Odds zilizoongezwa zina alama maalum kwenye ukurasa wa mechi na kwenye tiketi yako ya beti.</p>
<p>Ongeza chaguo lenye odds zilizoongezwa kwenye tiketi yako ya beti kama chaguo lingine lolote: beti moja na multibet zote zinapata odds za juu zaidi.</p>`,
      terms: `<ul>
  <li>Odds zilizoongezwa zinahusu beti zilizowekwa wakati ofa inaonyeshwa.</li>
  <li>Dau la juu kabisa ni ${money(50)} kwa kila mteja kwa kila ofa ya odds zilizoongezwa.</li>
</ul>`,
      cta: 'Tafuta odds zilizoongezwa',
    },
    cashback: {
      title: 'Cashback ya Ligi ya Mabingwa',
      summary: `Pesa zako zinarudishwa kama beti ya bure, hadi ${money(25)}, ikiwa beti yako ya mfungaji wa kwanza itapoteza.`,
      body: '<p>Weka beti kwa mfungaji wa kwanza katika mechi yoyote ya Ligi ya Mabingwa. Mchezaji wako akifunga baadaye katika mechi, tunakurudishia dau lako kama beti ya bure.</p>',
      terms: `<ul>
  <li>Kurudishiwa mara moja kwa kila mteja kwa kila mechi, hadi ${money(25)}.</li>
  <li>Magoli ya kujifunga hayahesabiwi. Pesa zinarudishwa ndani ya saa 24.</li>
</ul>`,
      cta: 'Tazama mechi',
    },
    earlyPayout: {
      title: 'Malipo ya mapema ya tenisi',
      summary: 'Mchezaji wako akiongoza kwa seti mbili katika mechi ya seti tano: tunakulipa kama mshindi.',
      body: '<p>Weka beti kwa mchezaji atakayeshinda mechi ya Grand Slam. Akiongoza kwa seti mbili, beti yako inakamilika kama iliyoshinda mara moja, lolote litakalotokea baadaye.</p>',
      terms: `<ul>
  <li>Beti moja za kabla ya mechi kwenye soko la mshindi wa mechi pekee.</li>
  <li>Dau la juu kabisa ni ${money(200)} kwa kila mechi.</li>
</ul>`,
      cta: 'Beti tenisi',
    },
  },
  pages: {
    help: {
      title: 'Kituo cha msaada',
      body: `<h2>Akaunti yako</h2>
<p>Ingia kwa jina lako la mtumiaji na nenosiri. Umesahau nenosiri? Tumia kiungo kilicho kwenye dirisha la kuingia na tutakutumia jipya kwa barua pepe.</p>
<h2>Kuweka beti</h2>
<ul>
  <li><strong>Beti moja</strong>: chaguo moja, dau moja.</li>
  <li><strong>Multibet</strong>: machaguo mawili au zaidi kutoka mechi tofauti; yote lazima yashinde.</li>
  <li><strong>Mfumo</strong>: kila mchanganyiko wa machaguo yako, hivyo baadhi yanaweza kupoteza.</li>
</ul>
<p>Odds zinaweza kubadilika wakati unafanya uamuzi. Washa "Kubali odds za juu zaidi" kwenye Mipangilio ili upate odds bora zaidi moja kwa moja.</p>
<h2>Kuweka na kutoa pesa</h2>
<p>Pesa unazoweka zinaingia mara moja. Pesa unazotoa zinarudi kwenye njia uliyotumia kuweka, kwa kawaida ndani ya siku moja ya kazi.</p>
<h2>Bado unahitaji msaada?</h2>
<p><a href="/public/contact">Wasiliana na timu yetu ya huduma kwa wateja</a>, kila siku kuanzia 08:00 hadi 24:00.</p>`,
    },
    terms: {
      title: 'Sheria na masharti',
      body: `<h2>1. Kuhusu masharti haya</h2>
<p>Masharti haya yanahusu kila beti unayoweka na ${brand}. Kwa kufungua akaunti, unayakubali.</p>
<h2>2. Akaunti yako</h2>
<p>Lazima uwe na umri wa miaka 18 au zaidi na unaweza kuwa na akaunti moja tu. Usimpe mtu yeyote nenosiri lako: beti zinazowekwa kwa nenosiri hilo ni zako.</p>
<h2>3. Beti</h2>
<p>Beti inakubaliwa inapoonekana kwenye Beti zangu ikiwa na nambari ya kumbukumbu. Beti iliyowekwa kwa odds zilizo wazi kuwa si sahihi hukamilishwa kwa odds sahihi.</p>
<h2>4. Cash out</h2>
<p>Cash out hutolewa inapopatikana na inaweza kuondolewa wakati odds zinabadilika.</p>
<h2>5. Beti zilizobatilishwa</h2>
<p>Mechi ikisitishwa au isipofanyika ndani ya saa 24 tangu muda wake wa kuanza, beti zake zinabatilishwa na dau linarudishwa.</p>
<h2>6. Malalamiko</h2>
<p>Tuandikie kupitia <a href="mailto:${email}">${email}</a>. Tunajibu ndani ya siku 14.</p>`,
    },
    'responsible-gaming': {
      title: 'Kucheza kwa uwajibikaji',
      body: `<p>Kubeti kunapaswa kuwa burudani. Zana hizi zinakusaidia kuhakikisha kunabaki hivyo.</p>
<h2>Zana zako</h2>
<ul>
  <li><strong>Vikomo vya kuweka pesa</strong>: kwa siku, wiki au mwezi.</li>
  <li><strong>Vikumbusho vya muda</strong>: ukumbusho wa muda ambao umekuwa ukicheza.</li>
  <li><strong>Mapumziko</strong>: pumziko la kuanzia siku moja hadi wiki sita.</li>
  <li><strong>Kujizuia kucheza</strong>: miezi sita au zaidi. <a href="/public/self-exclusion">Jinsi inavyofanya kazi</a></li>
</ul>
<h2>Dalili za hatari</h2>
<p>Kufukuzia hasara, kubeti zaidi ya ulivyopanga au kuficha kubeti kwako kwa wengine ni dalili kwamba unapaswa kusimama na kuzungumza na mtu.</p>
<h2>Mahali pa kupata msaada</h2>
<p><a href="https://www.gamblingtherapy.org" target="_blank" rel="noopener noreferrer">Gambling Therapy</a> inatoa ushauri wa bure na wa siri mtandaoni.</p>`,
    },
    contact: {
      title: 'Wasiliana nasi',
      body: `<p>Timu yetu ya huduma kwa wateja inapatikana kila siku kuanzia 08:00 hadi 24:00.</p>
<ul>
  <li><strong>Gumzo la moja kwa moja</strong>: kitufe cha gumzo chini ya kila ukurasa.</li>
  <li><strong>Barua pepe</strong>: <a href="mailto:${email}">${email}</a></li>
  <li><strong>Posta</strong>: ${brand} Huduma kwa Wateja, ${address}</li>
</ul>
<p>Tafadhali kuwa na jina lako la mtumiaji tayari. Hatutawahi kukuomba nenosiri lako.</p>`,
    },
    privacy: {
      title: 'Taarifa ya faragha',
      body: `<h2>Tunachokusanya</h2>
<p>Jina lako, maelezo yako ya mawasiliano, tarehe yako ya kuzaliwa, malipo yako na beti unazoweka.</p>
<h2>Kwa nini</h2>
<p>Ili kuendesha akaunti yako, kuthibitisha umri na utambulisho wako, kuzuia ulaghai na kutimiza wajibu wetu wa kisheria.</p>
<h2>Kwa muda gani</h2>
<p>Muda wote akaunti yako iko wazi na hadi miaka mitano baadaye, kama sheria inavyotaka.</p>
<h2>Haki zako</h2>
<p>Unaweza kuomba nakala ya data yako, kuirekebisha au kukataa matangazo ya biashara wakati wowote: tuandikie kupitia <a href="mailto:${email}">${email}</a>.</p>
<h2>Vidakuzi</h2>
<p>Tunatumia vidakuzi (cookies) ili uendelee kuwa umeingia na kukumbuka mipangilio yako, kama vile muundo wa odds na mandhari.</p>`,
    },
    'self-exclusion': {
      title: 'Kujizuia kucheza',
      body: `<p>Kujizuia kucheza kunafunga akaunti yako kwa kipindi unachochagua: miezi sita, mwaka mmoja au miaka mitano.</p>
<ul>
  <li>Huwezi kuingia, kubeti wala kuweka pesa hadi kipindi kiishe.</li>
  <li>Beti zilizo wazi zinakamilishwa kama kawaida na unalipwa salio lako.</li>
  <li>Tunasitisha matangazo yote ya biashara kwako.</li>
</ul>
<p>Ili kujizuia kucheza, wasiliana nasi kupitia gumzo la moja kwa moja au <a href="mailto:${email}">${email}</a>. Kujizuia kucheza hakuwezi kutenguliwa kabla ya kipindi kuisha.</p>
<p><a href="/public/responsible-gaming">Njia nyingine za kujidhibiti</a></p>`,
    },
    vip: {
      title: 'Klabu ya VIP',
      body: `<p>Klabu ya VIP ya ${brand} ni kwa mwaliko tu, kwa wateja wetu waaminifu zaidi.</p>
<ul>
  <li><strong>Shaba</strong>: meneja wako binafsi wa akaunti.</li>
  <li><strong>Fedha</strong>: vikomo vya juu zaidi na kutoa pesa kwa haraka zaidi.</li>
  <li><strong>Dhahabu</strong>: tiketi za mechi kubwa na ofa maalum kwa ajili yako.</li>
</ul>
<p>Uanachama haubadilishi kamwe vikomo vyako wala kujali kwetu kuhusu kubeti kwa usalama.</p>`,
    },
    services: {
      title: 'Huduma zetu',
      body: `<ul>
  <li><strong>Cash out</strong>: kamilisha beti mapema, yote au sehemu yake.</li>
  <li><strong>Matangazo mubashara</strong>: tazama mechi teule huku ukibeti.</li>
  <li><strong>Matokeo mubashara</strong>: ubao wa matokeo na takwimu za kila mechi mubashara.</li>
  <li><strong>Simu</strong>: kila kitu kwenye simu yako, bila kuhitaji programu.</li>
  <li><strong>Maduka</strong>: beti ana kwa ana na ${brand}. <a href="/public/store-locator">Tafuta duka</a></li>
</ul>`,
    },
    'store-locator': {
      title: 'Tafuta duka',
      body: `<p>Beti ana kwa ana, tazama mechi kwenye skrini zetu na uchukue ushindi wako kaunta.</p>
<ul>
${shops.map((s) => `  <li><strong>${s.city}</strong>: ${s.address}</li>`).join('\n')}
</ul>
<p>Kila duka liko wazi kila siku kuanzia 09:00 hadi 23:00.</p>`,
    },
    licence: {
      title: 'Leseni',
      body: `<p>${brand} inatoa huduma za kubeti michezo chini ya leseni ya michezo ya kubahatisha. Muhuri ulio chini ya kila ukurasa unakuleta hapa, ili uweze kuthibitisha kuwa ni halali.</p>
<p>Hii ni tovuti ya maonyesho: hakuna leseni iliyotolewa na hakuna pesa halisi inayotumika.</p>
<p><a href="${home}">Rudi kwenye ukurasa wa kubeti</a></p>`,
    },
  },
});
