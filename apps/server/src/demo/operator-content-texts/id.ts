import type { Texts } from './texts.ts';

/** Indonesian (Bahasa Indonesia). */
export const id: Texts = ({ brand, money, odds, accaBoost, home, email, address, shops }) => ({
  adverts: {
    welcome: {
      name: 'Bonus sambutan',
      description: `Baru di ${brand}? Pasang taruhan ${money(10)} di olahraga apa saja dan dapatkan taruhan gratis senilai ${money(30)}.`,
      linkName: 'Lihat penawaran',
    },
    firstDeposit: {
      name: 'Bonus deposit pertama',
      description: `Lakukan deposit pertama hari ini dan kami tambahkan 50%, hingga ${money(100)}.`,
      linkName: 'Deposit sekarang',
    },
    accaBoost: {
      name: 'Bonus parlay',
      description: `Kemenangan ekstra hingga ${accaBoost.at(-1)?.percent}% untuk parlay dengan ${accaBoost[0]?.legs} pilihan atau lebih.`,
      linkName: 'Buat parlay',
    },
    oddsBoost: {
      name: 'Odds boost',
      description: 'Setiap hari kami menaikkan odds tim unggulan di satu laga besar. Cari tanda odds boost.',
      linkName: 'Lihat odds boost',
    },
    responsible: {
      name: 'Bermain secara bertanggung jawab',
      description: 'Atur batas deposit, ambil jeda, atau bicaralah dengan kami. Khusus 18+.',
      linkName: 'Atur batas Anda',
    },
    welcomeTour: {
      name: 'Selamat bergabung',
      description: 'Akun Anda sudah siap. Ikuti tur dua menit: odds, slip taruhan, cash out, dan batas Anda.',
      linkName: 'Mulai tur',
    },
    firstBet: {
      name: 'Pasang taruhan pertama Anda',
      description:
        'Pilih odds, masukkan nilai taruhan, dan ikuti pertandingannya secara langsung. Taruhan pertama Anda hanya sejauh satu ketukan.',
      linkName: 'Jelajahi olahraga',
    },
    cashOut: {
      name: 'Cash out sesuka Anda',
      description:
        'Ambil kemenangan lebih awal, atau cash out sebagian taruhan dan biarkan sisanya tetap berjalan.',
      linkName: 'Buka Taruhan saya',
    },
    liveStreaming: {
      name: 'Taruhan langsung dan streaming',
      description: 'Ribuan pertandingan langsung setiap bulan, lengkap dengan skor, statistik, dan siaran.',
      linkName: 'Tonton langsung',
    },
    jackpot: {
      name: 'Jackpot akhir pekan',
      description: `Tebak 13 hasil pertandingan dan menangkan bagian dari ${money(50_000)}.`,
      linkName: 'Main jackpot',
    },
    jackpotTips: {
      name: 'Tips jackpot',
      description: 'Amankan laga yang sulit ditebak dengan pilihan ganda: dua hasil dalam satu baris.',
      linkName: 'Cara kerjanya',
    },
  },
  widgets: {
    welcome: {
      title: 'Cara bertaruh',
      content: `<h2>Baru mengenal taruhan olahraga?</h2>
<p>Bertaruh di ${brand} hanya butuh tiga langkah.</p>
<ol>
  <li><strong>Pilih odds.</strong> Ketuk odds hasil yang Anda perkirakan: pilihan itu masuk ke slip taruhan.</li>
  <li><strong>Masukkan nilai taruhan.</strong> Slip taruhan menampilkan jumlah yang akan Anda terima sebelum Anda mengonfirmasi.</li>
  <li><strong>Ikuti jalannya.</strong> Taruhan Anda ada di Taruhan saya, tempat Anda bisa melakukan cash out sebelum pertandingan selesai.</li>
</ol>
<h3>Bermain secara bertanggung jawab</h3>
<p>Taruhan adalah hiburan, bukan cara untuk mencari uang. Tetapkan anggaran sebelum mulai dan patuhi anggaran itu.</p>
<p><a href="/public/responsible-gaming" data-popup>Batas, jeda, dan pengecualian diri</a></p>`,
    },
    tips: {
      title: 'Tips hari ini',
      content: `<h3>Tips hari ini</h3>
<ul>
  <li><strong>Jangan hanya melihat hasil akhir.</strong> Pada laga yang ketat, pasar kedua tim mencetak gol atau total gol sering kali lebih cocok.</li>
  <li><strong>Cek kabar tim.</strong> Absennya seorang striker menggeser odds: pasang taruhan setelah susunan pemain diumumkan.</li>
  <li><strong>Jangan buat parlay terlalu panjang.</strong> Setiap pilihan yang Anda tambahkan melipatgandakan odds, dan juga risikonya.</li>
</ul>
<p><a href="/public/help">Selengkapnya di pusat bantuan kami</a></p>`,
    },
  },
  newsPopups: [
    {
      title: `Yang baru di ${brand}`,
      pages: [
        {
          title: 'Cash out sebagian',
          content:
            '<p>Cash out sebagian nilai taruhan Anda dan biarkan sisanya tetap berjalan. Buka Taruhan saya dan geser penggesernya.</p>',
        },
        {
          title: 'Pusat pertandingan langsung',
          content:
            '<p>Skor, statistik, dan siaran di setiap halaman pertandingan langsung, diperbarui sepanjang pertandingan.</p>',
        },
        {
          title: 'Favorit',
          content:
            '<p>Beri bintang pada pertandingan yang Anda minati: pertandingan itu tetap berada di bagian atas halaman olahraga dan halaman langsung Anda.</p>',
        },
      ],
    },
    {
      title: 'Tetap memegang kendali',
      pages: [
        {
          title: 'Batas deposit',
          content:
            '<p>Tentukan berapa banyak Anda boleh melakukan deposit per hari, minggu, atau bulan. Menurunkan batas langsung berlaku.</p>',
        },
        {
          title: 'Jeda',
          content:
            '<p>Butuh istirahat? Kunci akun Anda selama satu hari hingga enam minggu. <a href="/public/responsible-gaming" data-popup>Baca selengkapnya</a></p>',
        },
      ],
    },
  ],
  promotions: {
    welcome: {
      title: `Pasang ${money(10)}, dapatkan taruhan gratis ${money(30)}`,
      summary: `Buka akun, pasang taruhan pertama Anda senilai ${money(10)} atau lebih, dan kami berikan taruhan gratis senilai ${money(30)}.`,
      body: `<h2>Bonus sambutan Anda</h2>
<ol>
  <li>Buka akun ${brand} Anda dan lakukan deposit pertama.</li>
  <li>Pasang taruhan senilai ${money(10)} atau lebih dengan odds ${odds(1.5)} atau lebih tinggi.</li>
  <li>Setelah taruhan diselesaikan, menang atau kalah, tiga taruhan gratis senilai ${money(10)} masuk ke akun Anda.</li>
</ol>
<p>Gunakan untuk olahraga apa saja, sebelum pertandingan atau saat pertandingan berlangsung.</p>`,
      terms: `<ul>
  <li>Khusus pelanggan baru berusia 18 tahun ke atas; satu penawaran per orang dan per rumah tangga.</li>
  <li>Taruhan yang memenuhi syarat harus dipasang dalam 14 hari setelah pendaftaran; taruhan sistem dan taruhan yang sudah di-cash out tidak dihitung.</li>
  <li>Taruhan gratis berlaku selama 7 hari. Nilai taruhan gratis tidak termasuk dalam pembayaran.</li>
  <li>${brand} dapat mengubah atau menarik penawaran ini kapan saja.</li>
</ul>`,
      cta: 'Mulai bertaruh',
    },
    accaBoost: {
      title: `Bonus parlay: hingga ${accaBoost.at(-1)?.percent}% lebih banyak`,
      summary: `Kemenangan ekstra untuk setiap parlay dengan ${accaBoost[0]?.legs} pilihan atau lebih, makin besar di setiap pilihan.`,
      body: `<h2>Makin banyak pilihan, makin besar bonusnya</h2>
<ul>
${accaBoost.map(({ legs, percent }) => `  <li>${legs} pilihan: ekstra ${percent}%</li>`).join('\n')}
</ul>
<p>Bonus ditambahkan ke kemenangan Anda saat taruhan diselesaikan. Slip taruhan menampilkannya sebelum Anda mengonfirmasi.</p>`,
      terms: `<ul>
  <li>Setiap pilihan harus memiliki odds ${odds(1.2)} atau lebih tinggi.</li>
  <li>Baris terakhir berlaku untuk parlay apa pun dengan jumlah pilihan lebih banyak.</li>
  <li>Taruhan yang di-cash out seluruhnya atau sebagian tidak mendapat bonus.</li>
</ul>`,
      cta: 'Buat parlay Anda',
    },
    oddsBoost: {
      title: 'Odds boost setiap hari',
      summary: 'Odds lebih tinggi untuk tim unggulan di laga besar, setiap hari, untuk semua pelanggan.',
      body: `<h2>Laga yang sama, odds lebih baik</h2>
<p>Setiap hari, trader kami memilih tim unggulan dari laga papan atas dan menaikkan odds-nya. Odds boost diberi tanda khusus di halaman pertandingan dan di slip taruhan Anda.</p>
<p>Tambahkan pilihan odds boost ke slip taruhan seperti pilihan lainnya: taruhan tunggal maupun parlay sama-sama mendapat odds yang lebih tinggi.</p>`,
      terms: `<ul>
  <li>Odds boost berlaku untuk taruhan yang dipasang selama boost ditampilkan.</li>
  <li>Nilai taruhan maksimum ${money(50)} per pelanggan untuk setiap odds boost.</li>
</ul>`,
      cta: 'Lihat odds boost',
    },
    cashback: {
      title: 'Cashback Liga Champions',
      summary: `Uang kembali sebagai taruhan gratis, hingga ${money(25)}, jika taruhan pencetak gol pertama Anda kalah.`,
      body: '<p>Pasang taruhan pencetak gol pertama di pertandingan Liga Champions mana pun. Jika pemain pilihan Anda mencetak gol di menit-menit berikutnya, kami kembalikan nilai taruhan Anda sebagai taruhan gratis.</p>',
      terms: `<ul>
  <li>Satu pengembalian per pelanggan per pertandingan, hingga ${money(25)}.</li>
  <li>Gol bunuh diri tidak dihitung. Pengembalian dikreditkan dalam 24 jam.</li>
</ul>`,
      cta: 'Lihat pertandingan',
    },
    earlyPayout: {
      title: 'Pembayaran lebih awal tenis',
      summary:
        'Pemain pilihan Anda unggul dua set dalam pertandingan lima set: kami bayar Anda sebagai pemenang.',
      body: '<p>Pasang taruhan pada pemenang pertandingan Grand Slam. Jika pemain pilihan Anda unggul dua set, taruhan Anda langsung diselesaikan sebagai menang, apa pun yang terjadi setelahnya.</p>',
      terms: `<ul>
  <li>Hanya taruhan tunggal sebelum pertandingan di pasar pemenang pertandingan.</li>
  <li>Nilai taruhan maksimum ${money(200)} per pertandingan.</li>
</ul>`,
      cta: 'Bertaruh di tenis',
    },
  },
  pages: {
    help: {
      title: 'Pusat bantuan',
      body: `<h2>Akun Anda</h2>
<p>Masuk dengan nama pengguna dan kata sandi Anda. Lupa kata sandi? Gunakan tautan di jendela masuk dan kami akan mengirimkan kata sandi baru melalui email.</p>
<h2>Memasang taruhan</h2>
<ul>
  <li><strong>Tunggal</strong>: satu pilihan, satu nilai taruhan.</li>
  <li><strong>Parlay</strong>: dua pilihan atau lebih dari pertandingan yang berbeda; semuanya harus menang.</li>
  <li><strong>Sistem</strong>: semua kombinasi dari pilihan Anda, sehingga sebagian pilihan boleh kalah.</li>
</ul>
<p>Odds dapat berubah selagi Anda memutuskan. Aktifkan "Terima odds lebih tinggi" di Pengaturan agar odds yang lebih baik diterima secara otomatis.</p>
<h2>Deposit dan penarikan</h2>
<p>Deposit langsung masuk. Penarikan dikirim kembali ke metode yang Anda gunakan untuk deposit, biasanya dalam satu hari kerja.</p>
<h2>Masih butuh bantuan?</h2>
<p><a href="/public/contact">Hubungi tim dukungan kami</a>, setiap hari pukul 08.00 hingga 24.00.</p>`,
    },
    terms: {
      title: 'Syarat dan ketentuan',
      body: `<h2>1. Tentang ketentuan ini</h2>
<p>Ketentuan ini berlaku untuk setiap taruhan yang Anda pasang di ${brand}. Dengan membuka akun, Anda menyetujuinya.</p>
<h2>2. Akun Anda</h2>
<p>Anda harus berusia 18 tahun atau lebih dan hanya boleh memiliki satu akun. Jaga kerahasiaan kata sandi Anda: taruhan yang dipasang dengan kata sandi tersebut menjadi tanggung jawab Anda.</p>
<h2>3. Taruhan</h2>
<p>Taruhan diterima saat muncul di Taruhan saya dengan nomor referensi. Taruhan yang dipasang pada odds yang jelas keliru diselesaikan dengan odds yang benar.</p>
<h2>4. Cash out</h2>
<p>Cash out ditawarkan jika tersedia dan dapat ditarik sewaktu-waktu saat odds berubah.</p>
<h2>5. Taruhan batal</h2>
<p>Jika pertandingan dihentikan atau tidak berlangsung dalam 24 jam sejak jadwal mulainya, taruhan pada pertandingan itu batal dan nilai taruhan dikembalikan.</p>
<h2>6. Keluhan</h2>
<p>Kirim email ke <a href="mailto:${email}">${email}</a>. Kami membalas dalam 14 hari.</p>`,
    },
    'responsible-gaming': {
      title: 'Bermain secara bertanggung jawab',
      body: `<p>Bertaruh seharusnya menyenangkan. Fitur-fitur ini membantu Anda menjaganya tetap begitu.</p>
<h2>Fitur untuk Anda</h2>
<ul>
  <li><strong>Batas deposit</strong>: per hari, minggu, atau bulan.</li>
  <li><strong>Pengingat waktu</strong>: pemberitahuan tentang berapa lama Anda sudah bermain.</li>
  <li><strong>Jeda</strong>: istirahat mulai dari satu hari hingga enam minggu.</li>
  <li><strong>Pengecualian diri</strong>: enam bulan atau lebih. <a href="/public/self-exclusion">Cara kerjanya</a></li>
</ul>
<h2>Tanda-tanda peringatan</h2>
<p>Mengejar kekalahan, bertaruh lebih banyak dari yang direncanakan, atau menyembunyikannya dari orang lain adalah tanda untuk berhenti dan berbicara dengan seseorang.</p>
<h2>Tempat mencari bantuan</h2>
<p><a href="https://www.gamblingtherapy.org" target="_blank" rel="noopener noreferrer">Gambling Therapy</a> menyediakan konseling daring yang gratis dan rahasia.</p>`,
    },
    contact: {
      title: 'Hubungi kami',
      body: `<p>Tim dukungan kami siap membantu setiap hari pukul 08.00 hingga 24.00.</p>
<ul>
  <li><strong>Live chat</strong>: tombol chat di bagian bawah setiap halaman.</li>
  <li><strong>Email</strong>: <a href="mailto:${email}">${email}</a></li>
  <li><strong>Surat</strong>: ${brand} Layanan Pelanggan, ${address}</li>
</ul>
<p>Siapkan nama pengguna Anda. Kami tidak akan pernah meminta kata sandi Anda.</p>`,
    },
    privacy: {
      title: 'Pemberitahuan privasi',
      body: `<h2>Data yang kami kumpulkan</h2>
<p>Nama, detail kontak, tanggal lahir, pembayaran, dan taruhan yang Anda pasang.</p>
<h2>Alasannya</h2>
<p>Untuk mengelola akun Anda, memeriksa usia dan identitas Anda, mencegah penipuan, dan memenuhi kewajiban hukum kami.</p>
<h2>Berapa lama</h2>
<p>Selama akun Anda masih aktif dan hingga lima tahun setelahnya, sesuai ketentuan hukum.</p>
<h2>Hak Anda</h2>
<p>Anda dapat meminta salinan data Anda, memperbaikinya, atau menolak pemasaran kapan saja: kirim email ke <a href="mailto:${email}">${email}</a>.</p>
<h2>Cookie</h2>
<p>Kami menggunakan cookie agar Anda tetap masuk dan untuk mengingat pengaturan Anda, seperti format odds dan tema.</p>`,
    },
    'self-exclusion': {
      title: 'Pengecualian diri',
      body: `<p>Pengecualian diri menutup akun Anda selama periode yang Anda pilih: enam bulan, satu tahun, atau lima tahun.</p>
<ul>
  <li>Anda tidak dapat masuk, bertaruh, atau melakukan deposit sampai periode tersebut berakhir.</li>
  <li>Taruhan yang masih terbuka diselesaikan seperti biasa dan saldo Anda dibayarkan kepada Anda.</li>
  <li>Kami menghentikan semua pemasaran kepada Anda.</li>
</ul>
<p>Untuk mengecualikan diri, hubungi kami melalui live chat atau <a href="mailto:${email}">${email}</a>. Pengecualian diri tidak dapat dibatalkan sebelum periodenya berakhir.</p>
<p><a href="/public/responsible-gaming">Cara lain untuk tetap memegang kendali</a></p>`,
    },
    vip: {
      title: 'Klub VIP',
      body: `<p>Klub VIP ${brand} hanya melalui undangan, untuk pelanggan kami yang paling setia.</p>
<ul>
  <li><strong>Perunggu</strong>: manajer akun pribadi.</li>
  <li><strong>Perak</strong>: batas lebih tinggi dan penarikan lebih cepat.</li>
  <li><strong>Emas</strong>: tiket laga-laga besar dan penawaran khusus untuk Anda.</li>
</ul>
<p>Keanggotaan tidak pernah mengubah batas Anda ataupun kepedulian kami terhadap taruhan yang aman.</p>`,
    },
    services: {
      title: 'Layanan kami',
      body: `<ul>
  <li><strong>Cash out</strong>: selesaikan taruhan lebih awal, seluruhnya atau sebagian.</li>
  <li><strong>Siaran langsung</strong>: tonton pertandingan pilihan sambil bertaruh.</li>
  <li><strong>Skor langsung</strong>: papan skor dan statistik untuk setiap pertandingan langsung.</li>
  <li><strong>Seluler</strong>: semuanya di ponsel Anda, tanpa perlu aplikasi.</li>
  <li><strong>Gerai</strong>: bertaruh langsung di gerai ${brand}. <a href="/public/store-locator">Cari gerai</a></li>
</ul>`,
    },
    'store-locator': {
      title: 'Cari gerai',
      body: `<p>Bertaruh langsung di tempat, tonton pertandingan di layar kami, dan ambil kemenangan Anda di konter.</p>
<ul>
${shops.map((s) => `  <li><strong>${s.city}</strong>: ${s.address}</li>`).join('\n')}
</ul>
<p>Semua gerai buka setiap hari pukul 09.00 hingga 23.00.</p>`,
    },
    licence: {
      title: 'Lisensi',
      body: `<p>${brand} menawarkan taruhan olahraga berdasarkan lisensi perjudian. Segel di bagian bawah setiap halaman mengarah ke sini agar Anda dapat memeriksa keasliannya.</p>
<p>Ini adalah situs demonstrasi: tidak ada lisensi yang diterbitkan dan tidak ada uang sungguhan yang dipertaruhkan.</p>
<p><a href="${home}">Kembali ke sportsbook</a></p>`,
    },
  },
});
