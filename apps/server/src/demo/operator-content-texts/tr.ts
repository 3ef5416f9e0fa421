import type { Texts } from './texts.ts';

/** Turkish (Türkiye). */
export const tr: Texts = ({ brand, money, odds, accaBoost, home, email, address, shops }) => ({
  adverts: {
    welcome: {
      name: 'Hoş geldin teklifi',
      description: `${brand} ile ilk kez mi oynuyorsunuz? Herhangi bir spora ${money(10)} tutarında bahis yapın, ${money(30)} değerinde bedava bahis kazanın.`,
      linkName: 'Teklifi gör',
    },
    firstDeposit: {
      name: 'İlk yatırım bonusu',
      description: `İlk para yatırma işleminizi bugün yapın, üzerine %50 ekleyelim, en fazla ${money(100)}.`,
      linkName: 'Şimdi yatır',
    },
    accaBoost: {
      name: 'Kombine bonusu',
      description: `${accaBoost[0]?.legs} ve üzeri seçimli kombinelerde en fazla %${accaBoost.at(-1)?.percent} ekstra kazanç.`,
      linkName: 'Kombine oluştur',
    },
    oddsBoost: {
      name: 'Artırılmış oranlar',
      description:
        'Her gün büyük bir maçın favorisinin oranını artırıyoruz. Artırılmış oran işaretini arayın.',
      linkName: 'Artırılmış oranı bul',
    },
    responsible: {
      name: 'Sorumlu oynayın',
      description: 'Para yatırma limiti belirleyin, ara verin ya da bizimle konuşun. Yalnızca 18+.',
      linkName: 'Limitlerini belirle',
    },
    welcomeTour: {
      name: 'Aramıza hoş geldiniz',
      description:
        'Hesabınız hazır. İki dakikalık turla oranları, kuponu, kupon bozdurmayı ve limitlerinizi tanıyın.',
      linkName: 'Tura başla',
    },
    firstBet: {
      name: 'İlk bahsinizi yapın',
      description:
        'Bir oran seçin, bahis tutarınızı girin ve maçı canlı takip edin. İlk bahsiniz bir dokunuş uzağınızda.',
      linkName: 'Sporlara göz at',
    },
    cashOut: {
      name: 'Kupon bozdurma, sizin kurallarınızla',
      description: 'Kazancınızı erkenden alın ya da bahsinizin bir kısmını bozdurup kalanını oyunda bırakın.',
      linkName: 'Bahislerim’i aç',
    },
    liveStreaming: {
      name: 'Canlı bahis ve canlı yayın',
      description: 'Her ay binlerce canlı karşılaşma; skorlar, istatistikler ve canlı yayınlarla.',
      linkName: 'Canlı izle',
    },
    jackpot: {
      name: 'Hafta sonu jackpotu',
      description: `13 maçın sonucunu tahmin edin, ${money(50_000)} tutarındaki ödülden payınızı alın.`,
      linkName: 'Jackpot oyna',
    },
    jackpotTips: {
      name: 'Jackpot ipuçları',
      description: 'Zor bir maçı çifte tahminle güvenceye alın: tek kolonda iki sonuç.',
      linkName: 'Nasıl çalışır?',
    },
  },
  widgets: {
    welcome: {
      title: 'Bahis nasıl yapılır?',
      content: `<h2>Spor bahislerinde yeni misiniz?</h2>
<p>${brand} ile bahis yapmak üç adımdan oluşur.</p>
<ol>
  <li><strong>Bir oran seçin.</strong> Beklediğiniz sonucun oranına dokunun: seçim kuponunuza eklenir.</li>
  <li><strong>Bahis tutarını girin.</strong> Kupon, onaylamadan önce ne kadar geri alacağınızı gösterir.</li>
  <li><strong>Takip edin.</strong> Bahisleriniz Bahislerim bölümündedir; maç bitmeden orada kuponunuzu bozdurabilirsiniz.</li>
</ol>
<h3>Sorumlu oynayın</h3>
<p>Bahis bir eğlencedir, para kazanma yolu değildir. Başlamadan önce bir bütçe belirleyin ve ona bağlı kalın.</p>
<p><a href="/public/responsible-gaming" data-popup>Limitler, ara verme ve kendini hariç tutma</a></p>`,
    },
    tips: {
      title: 'Günün ipuçları',
      content: `<h3>Günün ipuçları</h3>
<ul>
  <li><strong>Maç sonucunun ötesine bakın.</strong> Karşılıklı gol veya alt/üst, çekişmeli bir maça çoğu zaman daha uygundur.</li>
  <li><strong>Takım haberlerini kontrol edin.</strong> Eksik bir forvet oranları değiştirir: bahsinizi kadrolar açıklandıktan sonra yapın.</li>
  <li><strong>Kombineleri kısa tutun.</strong> Eklediğiniz her seçim oranı katlar, riski de.</li>
</ul>
<p><a href="/public/help">Yardım merkezimizde daha fazlası</a></p>`,
    },
  },
  newsPopups: [
    {
      title: `${brand} yenilikleri`,
      pages: [
        {
          title: 'Kısmi bozdurma',
          content:
            '<p>Bahis tutarınızın bir kısmını bozdurun, kalanı oyunda kalsın. Bahislerim’i açın ve kaydırıcıyı hareket ettirin.</p>',
        },
        {
          title: 'Canlı merkez',
          content:
            '<p>Her canlı karşılaşma sayfasında skorlar, istatistikler ve yayınlar; maç boyunca güncellenir.</p>',
        },
        {
          title: 'Favoriler',
          content:
            '<p>İlgilendiğiniz karşılaşmaları yıldızla işaretleyin: spor ve canlı sayfalarınızın en üstünde kalırlar.</p>',
        },
      ],
    },
    {
      title: 'Kontrol sizde',
      pages: [
        {
          title: 'Para yatırma limitleri',
          content:
            '<p>Günlük, haftalık veya aylık ne kadar yatırabileceğinizi seçin. Limiti düşürmek hemen geçerli olur.</p>',
        },
        {
          title: 'Ara verme',
          content:
            '<p>Molaya mı ihtiyacınız var? Hesabınızı bir günden altı haftaya kadar kilitleyin. <a href="/public/responsible-gaming" data-popup>Devamını oku</a></p>',
        },
      ],
    },
  ],
  promotions: {
    welcome: {
      title: `${money(10)} bahis yap, ${money(30)} bedava bahis kazan`,
      summary: `Hesap açın, ${money(10)} veya üzeri ilk bahsinizi yapın, size ${money(30)} değerinde bedava bahis verelim.`,
      body: `<h2>Hoş geldin teklifiniz</h2>
<ol>
  <li>${brand} hesabınızı açın ve ilk para yatırma işleminizi yapın.</li>
  <li>En az ${odds(1.5)} oranla ${money(10)} veya üzeri bir bahis yapın.</li>
  <li>Bahis sonuçlandığında, kazansa da kaybetse de, hesabınıza ${money(10)} değerinde üç bedava bahis eklenir.</li>
</ol>
<p>Bunları istediğiniz sporda, maç öncesi veya canlı kullanın.</p>`,
      terms: `<ul>
  <li>18 yaş ve üzeri yeni müşteriler için geçerlidir; kişi ve hane başına bir teklif.</li>
  <li>Koşulu sağlayan bahis, kayıttan itibaren 14 gün içinde yapılmalıdır; sistem bahisleri ve bozdurulan bahisler geçerli değildir.</li>
  <li>Bedava bahislerin süresi 7 gün sonra dolar. Bedava bahis tutarı ödemeye dahil edilmez.</li>
  <li>${brand} bu teklifi dilediği zaman değiştirebilir veya geri çekebilir.</li>
</ul>`,
      cta: 'Bahse başla',
    },
    accaBoost: {
      title: `Kombine bonusu: en fazla %${accaBoost.at(-1)?.percent} ekstra`,
      summary: `${accaBoost[0]?.legs} ve üzeri seçimli her kombinede, her seçimle artan ekstra kazanç.`,
      body: `<h2>Seçim arttıkça bonus büyür</h2>
<ul>
${accaBoost.map(({ legs, percent }) => `  <li>${legs} seçim: %${percent} ekstra</li>`).join('\n')}
</ul>
<p>Bonus, bahis sonuçlandığında kazancınıza eklenir. Kuponunuz, onaylamadan önce bonusu gösterir.</p>`,
      terms: `<ul>
  <li>Her seçimin oranı en az ${odds(1.2)} olmalıdır.</li>
  <li>Son satır, daha fazla seçimli tüm kombineler için geçerlidir.</li>
  <li>Tamamen veya kısmen bozdurulan bahisler bonus almaz.</li>
</ul>`,
      cta: 'Kombineni oluştur',
    },
    oddsBoost: {
      title: 'Her gün artırılmış oranlar',
      summary: 'Her gün, her müşteriye, büyük bir maçın favorisine daha yüksek oran.',
      body: `<h2>Aynı maç, daha iyi oran</h2>
<p>Her gün oran uzmanlarımız büyük bir maçtan bir favori seçer ve oranını artırır. Artırılmış oranlar, maç sayfasında ve kuponunuzda özel bir işaretle gösterilir.</p>
<p>Artırılmış seçimi diğerleri gibi kuponunuza ekleyin: tekli ve kombine bahislerin ikisi de yüksek oranı alır.</p>`,
      terms: `<ul>
  <li>Artırılmış oran, artırım gösterildiği sürece yapılan bahisler için geçerlidir.</li>
  <li>Her artırılmış oranda müşteri başına en yüksek bahis tutarı ${money(50)}.</li>
</ul>`,
      cta: 'Artırılmış oranı bul',
    },
    cashback: {
      title: 'Şampiyonlar Ligi para iadesi',
      summary: `İlk golü atacak oyuncu bahsiniz kaybederse, en fazla ${money(25)} tutarında bedava bahis olarak iade.`,
      body: '<p>Herhangi bir Şampiyonlar Ligi maçında ilk golü atacak oyuncuya bahis yapın. Oyuncunuz maçın ilerleyen dakikalarında gol atarsa, bahis tutarınızı bedava bahis olarak iade ederiz.</p>',
      terms: `<ul>
  <li>Maç başına müşteri başına bir iade, en fazla ${money(25)}.</li>
  <li>Kendi kalesine atılan goller sayılmaz. İadeler 24 saat içinde hesaba yüklenir.</li>
</ul>`,
      cta: 'Maçları gör',
    },
    earlyPayout: {
      title: 'Tenis erken ödeme',
      summary:
        'Beş set üzerinden oynanan bir maçta oyuncunuz iki set farkla öne geçerse, bahsinizi kazanmış olarak öderiz.',
      body: '<p>Bir Grand Slam maçını kazanacak oyuncuya bahis yapın. Oyuncunuz iki set farkla öne geçerse, sonrasında ne olursa olsun bahsiniz hemen kazanmış olarak sonuçlanır.</p>',
      terms: `<ul>
  <li>Yalnızca maç sonucu bahis türünde, maç öncesi tekli bahisler.</li>
  <li>Maç başına en yüksek bahis tutarı ${money(200)}.</li>
</ul>`,
      cta: 'Tenise bahis yap',
    },
  },
  pages: {
    help: {
      title: 'Yardım merkezi',
      body: `<h2>Hesabınız</h2>
<p>Kullanıcı adınız ve şifrenizle giriş yapın. Şifrenizi mi unuttunuz? Giriş penceresindeki bağlantıyı kullanın, size e-postayla yenisini gönderelim.</p>
<h2>Bahis yapma</h2>
<ul>
  <li><strong>Tekli</strong>: bir seçim, bir bahis tutarı.</li>
  <li><strong>Kombine</strong>: farklı karşılaşmalardan iki veya daha fazla seçim; hepsinin kazanması gerekir.</li>
  <li><strong>Sistem</strong>: seçimlerinizin tüm kombinasyonları; bu yüzden bazı seçimler kaybedebilir.</li>
</ul>
<p>Siz karar verirken oranlar değişebilir. Daha iyi bir oranı otomatik olarak korumak için Ayarlar’da “Yükselen oranları kabul et” seçeneğini açın.</p>
<h2>Para yatırma ve çekme</h2>
<p>Yatırdığınız para anında hesabınıza geçer. Çekimler, para yatırdığınız yönteme, genellikle bir iş günü içinde gönderilir.</p>
<h2>Hâlâ yardıma mı ihtiyacınız var?</h2>
<p><a href="/public/contact">Destek ekibimize ulaşın</a>; her gün 08:00’den gece yarısına kadar hizmetinizdeyiz.</p>`,
    },
    terms: {
      title: 'Şartlar ve koşullar',
      body: `<h2>1. Bu şartlar hakkında</h2>
<p>Bu şartlar, ${brand} ile yaptığınız her bahis için geçerlidir. Hesap açarak bu şartları kabul etmiş olursunuz.</p>
<h2>2. Hesabınız</h2>
<p>18 yaşında veya daha büyük olmalısınız ve yalnızca bir hesabınız olabilir. Şifrenizi kimseyle paylaşmayın: şifrenizle yapılan bahisler size aittir.</p>
<h2>3. Bahisler</h2>
<p>Bir bahis, Bahislerim bölümünde bir referans numarasıyla göründüğünde kabul edilmiş olur. Açıkça hatalı bir oranla yapılan bahis, doğru oran üzerinden sonuçlandırılır.</p>
<h2>4. Kupon bozdurma</h2>
<p>Kupon bozdurma, mümkün olduğunda sunulur ve oranlar değişirken geri çekilebilir.</p>
<h2>5. Geçersiz bahisler</h2>
<p>Bir karşılaşma yarıda kalırsa veya planlanan başlangıcından itibaren 24 saat içinde oynanmazsa, üzerine yapılan bahisler geçersiz sayılır ve bahis tutarları iade edilir.</p>
<h2>6. Şikâyetler</h2>
<p><a href="mailto:${email}">${email}</a> adresine yazın. 14 gün içinde yanıt veririz.</p>`,
    },
    'responsible-gaming': {
      title: 'Sorumlu oyun',
      body: `<p>Bahis eğlenceli olmalı. Bu araçlar, öyle kalmasına yardımcı olur.</p>
<h2>Araçlarınız</h2>
<ul>
  <li><strong>Para yatırma limitleri</strong>: günlük, haftalık veya aylık.</li>
  <li><strong>Oyun süresi hatırlatıcısı</strong>: ne kadar süredir oynadığınızı hatırlatır.</li>
  <li><strong>Ara verme</strong>: bir günden altı haftaya kadar mola.</li>
  <li><strong>Kendini hariç tutma</strong>: altı ay veya daha uzun süre. <a href="/public/self-exclusion">Nasıl çalışır?</a></li>
</ul>
<h2>Uyarı işaretleri</h2>
<p>Kayıpları telafi etmeye çalışmak, planladığınızdan fazla bahis yapmak veya bunu başkalarından saklamak, durup biriyle konuşmanız gerektiğinin işaretleridir.</p>
<h2>Nereden yardım alabilirsiniz?</h2>
<p><a href="https://www.yesilay.org.tr" target="_blank" rel="noopener noreferrer">Yeşilay</a> ve Yeşilay Danışmanlık Merkezleri (YEDAM), kumar bağımlılığı konusunda ücretsiz ve gizli destek sunar.</p>`,
    },
    contact: {
      title: 'Bize ulaşın',
      body: `<p>Destek ekibimiz her gün 08:00’den gece yarısına kadar hizmetinizde.</p>
<ul>
  <li><strong>Canlı destek</strong>: her sayfanın altındaki sohbet düğmesi.</li>
  <li><strong>E-posta</strong>: <a href="mailto:${email}">${email}</a></li>
  <li><strong>Posta</strong>: ${brand} Müşteri Hizmetleri, ${address}</li>
</ul>
<p>Lütfen kullanıcı adınızı hazır bulundurun. Şifrenizi asla sormayız.</p>`,
    },
    privacy: {
      title: 'Gizlilik bildirimi',
      body: `<h2>Hangi verileri topluyoruz?</h2>
<p>Adınız, iletişim bilgileriniz, doğum tarihiniz, ödemeleriniz ve yaptığınız bahisler.</p>
<h2>Neden?</h2>
<p>Hesabınızı yönetmek, yaşınızı ve kimliğinizi doğrulamak, dolandırıcılığı önlemek ve yasal yükümlülüklerimizi yerine getirmek için.</p>
<h2>Ne kadar süre?</h2>
<p>Hesabınız açık olduğu sürece ve yasaların gerektirdiği şekilde, kapandıktan sonra beş yıla kadar.</p>
<h2>Haklarınız</h2>
<p>Dilediğiniz zaman verilerinizin bir kopyasını isteyebilir, düzeltilmesini talep edebilir veya pazarlama iletişimine itiraz edebilirsiniz: <a href="mailto:${email}">${email}</a> adresine yazın.</p>
<h2>Çerezler</h2>
<p>Oturumunuzu açık tutmak ve oran biçimi ile tema gibi ayarlarınızı hatırlamak için çerez kullanırız.</p>`,
    },
    'self-exclusion': {
      title: 'Kendini hariç tutma',
      body: `<p>Kendini hariç tutma, hesabınızı seçtiğiniz bir süre için kapatır: altı ay, bir yıl veya beş yıl.</p>
<ul>
  <li>Süre bitene kadar giriş yapamaz, bahis yapamaz ve para yatıramazsınız.</li>
  <li>Açık bahisler normal şekilde sonuçlandırılır ve bakiyeniz size ödenir.</li>
  <li>Size yönelik tüm pazarlama iletişimini durdururuz.</li>
</ul>
<p>Kendinizi hariç tutmak için canlı destek üzerinden veya <a href="mailto:${email}">${email}</a> adresinden bize ulaşın. Kendini hariç tutma, süresi dolmadan geri alınamaz.</p>
<p><a href="/public/responsible-gaming">Kontrolü elde tutmanın diğer yolları</a></p>`,
    },
    vip: {
      title: 'VIP kulübü',
      body: `<p>${brand} VIP kulübüne yalnızca davetle, en sadık müşterilerimiz katılabilir.</p>
<ul>
  <li><strong>Bronz</strong>: kişisel hesap yöneticisi.</li>
  <li><strong>Gümüş</strong>: daha yüksek limitler ve daha hızlı para çekme.</li>
  <li><strong>Altın</strong>: büyük maçlara biletler ve size özel teklifler.</li>
</ul>
<p>Üyelik, limitlerinizi veya güvenli oyun konusundaki özenimizi asla değiştirmez.</p>`,
    },
    services: {
      title: 'Hizmetlerimiz',
      body: `<ul>
  <li><strong>Kupon bozdurma</strong>: bir bahsi tamamen veya kısmen, erkenden sonuçlandırın.</li>
  <li><strong>Canlı yayın</strong>: bahis yaparken seçili karşılaşmaları izleyin.</li>
  <li><strong>Canlı skorlar</strong>: her canlı karşılaşma için skor tabloları ve istatistikler.</li>
  <li><strong>Mobil</strong>: her şey telefonunuzda, uygulama gerekmez.</li>
  <li><strong>Bayiler</strong>: ${brand} ile yüz yüze bahis yapın. <a href="/public/store-locator">Bayi bul</a></li>
</ul>`,
    },
    'store-locator': {
      title: 'Bayi bul',
      body: `<p>Yüz yüze bahis yapın, maçları ekranlarımızdan izleyin ve kazancınızı gişeden alın.</p>
<ul>
${shops.map((s) => `  <li><strong>${s.city}</strong>: ${s.address}</li>`).join('\n')}
</ul>
<p>Tüm bayilerimiz her gün 09:00–23:00 saatleri arasında açıktır.</p>`,
    },
    licence: {
      title: 'Lisans',
      body: `<p>${brand}, bir şans oyunları lisansı ile spor bahisleri sunar. Her sayfanın altındaki mühür sizi buraya getirir; böylece mührün gerçek olduğunu kontrol edebilirsiniz.</p>
<p>Bu bir demo sitesidir: herhangi bir lisans verilmemiştir ve gerçek para kullanılmaz.</p>
<p><a href="${home}">Spor bahislerine dön</a></p>`,
    },
  },
});
