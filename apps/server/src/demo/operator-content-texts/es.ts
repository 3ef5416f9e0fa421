import type { Texts } from './texts.ts';

/** Spanish (Spain): the Spanish brand's first language. */
export const es: Texts = ({ brand, money, odds, accaBoost, home, email, address, shops }) => ({
  adverts: {
    welcome: {
      name: 'Oferta de bienvenida',
      description: `¿Nuevo en ${brand}? Apuesta ${money(10)} en cualquier deporte y llévate ${money(30)} en apuestas gratis.`,
      linkName: 'Ver la oferta',
    },
    firstDeposit: {
      name: 'Bono de primer depósito',
      description: `Haz tu primer depósito hoy y te añadimos un 50 % más, hasta ${money(100)}.`,
      linkName: 'Depositar ahora',
    },
    accaBoost: {
      name: 'Combinada potenciada',
      description: `Hasta un ${accaBoost.at(-1)?.percent} % más de ganancias en combinadas de ${accaBoost[0]?.legs} selecciones o más.`,
      linkName: 'Crear una combinada',
    },
    oddsBoost: {
      name: 'Cuotas mejoradas',
      description:
        'Cada día mejoramos la cuota de un favorito de un gran partido. Busca la marca de cuota mejorada.',
      linkName: 'Ver la cuota',
    },
    responsible: {
      name: 'Juega con responsabilidad',
      description:
        'Fija un límite de depósito, tómate un descanso o habla con nosotros. Solo mayores de 18 años.',
      linkName: 'Fijar mis límites',
    },
    welcomeTour: {
      name: 'Te damos la bienvenida',
      description:
        'Tu cuenta está lista. Descubre en dos minutos las cuotas, el boleto, el cash out y tus límites.',
      linkName: 'Empezar el recorrido',
    },
    firstBet: {
      name: 'Haz tu primera apuesta',
      description:
        'Elige una cuota, indica tu importe y sigue el partido en directo. Tu primera apuesta está a un toque.',
      linkName: 'Ver deportes',
    },
    cashOut: {
      name: 'Cash out a tu manera',
      description: 'Cobra antes de tiempo, o cobra una parte de la apuesta y deja correr el resto.',
      linkName: 'Abrir Mis apuestas',
    },
    liveStreaming: {
      name: 'En directo y en streaming',
      description: 'Miles de eventos en directo cada mes, con marcadores, estadísticas y retransmisiones.',
      linkName: 'Ver en directo',
    },
    jackpot: {
      name: 'Bote del fin de semana',
      description: `Acierta 13 resultados y llévate una parte de ${money(50_000)}.`,
      linkName: 'Jugar al bote',
    },
    jackpotTips: {
      name: 'Consejos para el bote',
      description: 'Cubre un partido difícil con un doble: dos resultados en la misma línea.',
      linkName: 'Cómo funciona',
    },
  },
  widgets: {
    welcome: {
      title: 'Cómo funcionan las apuestas',
      content: `<h2>¿Es tu primera vez?</h2>
<p>Apostar en ${brand} lleva tres pasos.</p>
<ol>
  <li><strong>Elige una cuota.</strong> Toca la cuota del resultado que esperas: pasa a tu boleto.</li>
  <li><strong>Indica tu importe.</strong> El boleto muestra lo que cobrarías antes de confirmar.</li>
  <li><strong>Síguela.</strong> Tus apuestas están en Mis apuestas, donde puedes hacer cash out antes del final.</li>
</ol>
<h3>Juega con responsabilidad</h3>
<p>Apostar es entretenimiento, no una forma de ganar dinero. Fija un presupuesto antes de empezar y respétalo.</p>
<p><a href="/public/responsible-gaming" data-popup>Límites, pausas y autoexclusión</a></p>`,
    },
    tips: {
      title: 'Consejos del día',
      content: `<h3>Consejos del día</h3>
<ul>
  <li><strong>Mira más allá del resultado.</strong> Ambos marcan o el total de goles suelen encajar mejor en un partido igualado.</li>
  <li><strong>Consulta las alineaciones.</strong> La baja de un delantero mueve las cuotas: apuesta cuando se conozcan los onces.</li>
  <li><strong>Combinadas cortas.</strong> Cada selección que añades multiplica la cuota, y también el riesgo.</li>
</ul>
<p><a href="/public/help">Más en nuestro centro de ayuda</a></p>`,
    },
  },
  newsPopups: [
    {
      title: `Novedades en ${brand}`,
      pages: [
        {
          title: 'Cash out parcial',
          content:
            '<p>Cobra una parte de tu apuesta y deja el resto en juego. Abre Mis apuestas y mueve el control.</p>',
        },
        {
          title: 'Centro en directo',
          content:
            '<p>Marcadores, estadísticas y retransmisiones en cada evento en directo, al ritmo del partido.</p>',
        },
        {
          title: 'Favoritos',
          content:
            '<p>Marca con una estrella los eventos que te interesan: se quedan arriba en tus páginas de deportes y directo.</p>',
        },
      ],
    },
    {
      title: 'Mantén el control',
      pages: [
        {
          title: 'Límites de depósito',
          content:
            '<p>Elige cuánto puedes depositar al día, a la semana o al mes. Bajar un límite tiene efecto inmediato.</p>',
        },
        {
          title: 'Pausa',
          content:
            '<p>¿Necesitas un descanso? Bloquea tu cuenta desde un día hasta seis semanas. <a href="/public/responsible-gaming" data-popup>Más información</a></p>',
        },
      ],
    },
  ],
  promotions: {
    welcome: {
      title: `Apuesta ${money(10)} y llévate ${money(30)} en apuestas gratis`,
      summary: `Abre tu cuenta, haz tu primera apuesta de ${money(10)} o más y te regalamos ${money(30)} en apuestas gratis.`,
      body: `<h2>Tu oferta de bienvenida</h2>
<ol>
  <li>Abre tu cuenta de ${brand} y haz tu primer depósito.</li>
  <li>Haz una apuesta de ${money(10)} o más a una cuota de ${odds(1.5)} o superior.</li>
  <li>Cuando se liquide, ganes o pierdas, tendrás tres apuestas gratis de ${money(10)} en tu cuenta.</li>
</ol>
<p>Úsalas en cualquier deporte, antes del partido o en directo.</p>`,
      terms: `<ul>
  <li>Nuevos clientes mayores de 18 años; una oferta por persona y domicilio.</li>
  <li>La apuesta debe hacerse en los 14 días siguientes al registro; no cuentan las apuestas de sistema ni las cobradas con cash out.</li>
  <li>Las apuestas gratis caducan a los 7 días. Su importe no forma parte de las ganancias.</li>
  <li>${brand} puede modificar o retirar esta oferta en cualquier momento.</li>
</ul>`,
      cta: 'Empezar a apostar',
    },
    accaBoost: {
      title: `Combinada potenciada: hasta un ${accaBoost.at(-1)?.percent} % más`,
      summary: `Ganancias extra en cada combinada de ${accaBoost[0]?.legs} selecciones o más, que crecen con cada selección.`,
      body: `<h2>Cuantas más selecciones, mayor el premio</h2>
<ul>
${accaBoost.map(({ legs, percent }) => `  <li>${legs} selecciones: ${percent} % extra</li>`).join('\n')}
</ul>
<p>El extra se suma a tus ganancias al liquidarse la apuesta. Tu boleto lo muestra antes de confirmar.</p>`,
      terms: `<ul>
  <li>Cada selección debe tener una cuota de ${odds(1.2)} o superior.</li>
  <li>La última línea vale para cualquier combinada con más selecciones.</li>
  <li>Las apuestas cobradas con cash out, total o parcial, no reciben el extra.</li>
</ul>`,
      cta: 'Crear tu combinada',
    },
    oddsBoost: {
      title: 'Cuotas mejoradas cada día',
      summary: 'Una cuota más alta para el favorito de un gran partido, cada día y para todos los clientes.',
      body: `<h2>Mejor cuota, mismo partido</h2>
<p>Cada día nuestros traders eligen un favorito de un partido destacado y suben su cuota. Las cuotas mejoradas llevan su marca en la página del partido y en tu boleto.</p>
<p>Añade la selección mejorada a tu boleto como cualquier otra: tanto las simples como las combinadas reciben la cuota más alta.</p>`,
      terms: `<ul>
  <li>La cuota mejorada vale para las apuestas hechas mientras se muestra.</li>
  <li>Importe máximo de ${money(50)} por cliente en cada cuota mejorada.</li>
</ul>`,
      cta: 'Ver la cuota',
    },
    cashback: {
      title: 'Reembolso en la Champions',
      summary: `Te devolvemos hasta ${money(25)} en apuesta gratis si falla tu apuesta al primer goleador.`,
      body: '<p>Apuesta al primer goleador de cualquier partido de la Champions. Si tu jugador marca más tarde, te devolvemos el importe como apuesta gratis.</p>',
      terms: `<ul>
  <li>Un reembolso por cliente y partido, hasta ${money(25)}.</li>
  <li>Los goles en propia puerta no cuentan. Los reembolsos se abonan en 24 horas.</li>
</ul>`,
      cta: 'Ver los partidos',
    },
    earlyPayout: {
      title: 'Pago anticipado en tenis',
      summary: 'Si tu jugador gana los dos primeros sets de un partido a cinco, te pagamos como ganador.',
      body: '<p>Apuesta al ganador de un partido de Grand Slam. Si tu jugador va dos sets arriba, tu apuesta se liquida como ganadora al momento, pase lo que pase después.</p>',
      terms: `<ul>
  <li>Solo apuestas simples prepartido al mercado de ganador del partido.</li>
  <li>Importe máximo de ${money(200)} por partido.</li>
</ul>`,
      cta: 'Apostar al tenis',
    },
  },
  pages: {
    help: {
      title: 'Centro de ayuda',
      body: `<h2>Tu cuenta</h2>
<p>Entra con tu usuario y contraseña. ¿Has olvidado la contraseña? Usa el enlace de la ventana de acceso y te enviaremos una nueva por correo.</p>
<h2>Cómo apostar</h2>
<ul>
  <li><strong>Simples</strong>: una selección, un importe.</li>
  <li><strong>Combinadas</strong>: dos o más selecciones de eventos distintos; todas deben acertarse.</li>
  <li><strong>Sistemas</strong>: todas las combinaciones de tus selecciones, así que alguna puede fallar.</li>
</ul>
<p>Las cuotas pueden cambiar mientras decides. Activa «aceptar cuotas más altas» en Ajustes para quedarte con una cuota mejor automáticamente.</p>
<h2>Depósitos y retiradas</h2>
<p>Los depósitos llegan al momento. Las retiradas vuelven al método con el que depositaste, normalmente en un día hábil.</p>
<h2>¿Sigues con dudas?</h2>
<p><a href="/public/contact">Contacta con atención al cliente</a>, todos los días de 08:00 a 24:00.</p>`,
    },
    terms: {
      title: 'Términos y condiciones',
      body: `<h2>1. Sobre estos términos</h2>
<p>Estos términos se aplican a todas las apuestas que hagas en ${brand}. Al abrir una cuenta los aceptas.</p>
<h2>2. Tu cuenta</h2>
<p>Debes tener 18 años o más y solo puedes tener una cuenta. No compartas tu contraseña: las apuestas hechas con ella son tuyas.</p>
<h2>3. Apuestas</h2>
<p>Una apuesta queda aceptada cuando aparece en Mis apuestas con una referencia. Una apuesta hecha a una cuota claramente errónea se liquida a la cuota correcta.</p>
<h2>4. Cash out</h2>
<p>El cash out se ofrece cuando está disponible y puede retirarse mientras cambian las cuotas.</p>
<h2>5. Apuestas anuladas</h2>
<p>Si un evento se suspende o no se celebra en las 24 horas siguientes a su inicio, las apuestas quedan anuladas y se devuelve el importe.</p>
<h2>6. Reclamaciones</h2>
<p>Escribe a <a href="mailto:${email}">${email}</a>. Respondemos en un plazo de 14 días.</p>`,
    },
    'responsible-gaming': {
      title: 'Juego responsable',
      body: `<p>Apostar debe ser divertido. Estas herramientas te ayudan a que siga siéndolo.</p>
<h2>Tus herramientas</h2>
<ul>
  <li><strong>Límites de depósito</strong>: diarios, semanales o mensuales.</li>
  <li><strong>Recordatorios</strong>: un aviso del tiempo que llevas jugando.</li>
  <li><strong>Pausa</strong>: un descanso de un día a seis semanas.</li>
  <li><strong>Autoexclusión</strong>: seis meses o más. <a href="/public/self-exclusion">Cómo funciona</a></li>
</ul>
<h2>Señales de alerta</h2>
<p>Intentar recuperar lo perdido, apostar más de lo previsto u ocultarlo a los demás son señales para parar y hablar con alguien.</p>
<h2>Dónde pedir ayuda</h2>
<p><a href="https://www.jugarbien.es" target="_blank" rel="noopener noreferrer">JugarBIEN.es</a> ofrece información y ayuda gratuita y confidencial.</p>`,
    },
    contact: {
      title: 'Contacto',
      body: `<p>Nuestro equipo de atención al cliente te atiende todos los días de 08:00 a 24:00.</p>
<ul>
  <li><strong>Chat en directo</strong>: el botón de chat al pie de cada página.</li>
  <li><strong>Correo electrónico</strong>: <a href="mailto:${email}">${email}</a></li>
  <li><strong>Correo postal</strong>: ${brand}, Atención al cliente, ${address}</li>
</ul>
<p>Ten a mano tu nombre de usuario. Nunca te pediremos tu contraseña.</p>`,
    },
    privacy: {
      title: 'Política de privacidad',
      body: `<h2>Qué datos recogemos</h2>
<p>Tu nombre, tus datos de contacto, tu fecha de nacimiento, tus pagos y las apuestas que haces.</p>
<h2>Para qué</h2>
<p>Para gestionar tu cuenta, comprobar tu edad e identidad, prevenir el fraude y cumplir nuestras obligaciones legales.</p>
<h2>Durante cuánto tiempo</h2>
<p>Mientras tu cuenta esté abierta y hasta cinco años después, como exige la ley.</p>
<h2>Tus derechos</h2>
<p>Puedes pedir una copia de tus datos, corregirlos u oponerte a recibir publicidad en cualquier momento: escribe a <a href="mailto:${email}">${email}</a>.</p>
<h2>Cookies</h2>
<p>Usamos cookies para mantener tu sesión y recordar tus ajustes, como el formato de cuotas y el tema.</p>`,
    },
    'self-exclusion': {
      title: 'Autoexclusión',
      body: `<p>La autoexclusión cierra tu cuenta durante el periodo que elijas: seis meses, un año o cinco años.</p>
<ul>
  <li>No podrás entrar, apostar ni depositar hasta que termine.</li>
  <li>Las apuestas abiertas se liquidan con normalidad y te pagamos tu saldo.</li>
  <li>Dejamos de enviarte cualquier comunicación comercial.</li>
</ul>
<p>Para autoexcluirte, contacta con nosotros por chat o en <a href="mailto:${email}">${email}</a>. La autoexclusión no puede anularse antes de su fin.</p>
<p><a href="/public/responsible-gaming">Otras formas de mantener el control</a></p>`,
    },
    vip: {
      title: 'Club VIP',
      body: `<p>El club VIP de ${brand} es solo por invitación, para nuestros clientes más fieles.</p>
<ul>
  <li><strong>Bronce</strong>: un gestor de cuenta personal.</li>
  <li><strong>Plata</strong>: límites más altos y retiradas más rápidas.</li>
  <li><strong>Oro</strong>: entradas para grandes partidos y ofertas a tu medida.</li>
</ul>
<p>Ser miembro nunca cambia tus límites ni nuestro compromiso con el juego seguro.</p>`,
    },
    services: {
      title: 'Nuestros servicios',
      body: `<ul>
  <li><strong>Cash out</strong>: cierra una apuesta antes de tiempo, total o parcialmente.</li>
  <li><strong>Streaming en directo</strong>: mira eventos seleccionados mientras apuestas.</li>
  <li><strong>Resultados en directo</strong>: marcadores y estadísticas de cada evento en directo.</li>
  <li><strong>Móvil</strong>: todo en tu teléfono, sin descargar ninguna aplicación.</li>
  <li><strong>Locales</strong>: apuesta en persona con ${brand}. <a href="/public/store-locator">Buscar un local</a></li>
</ul>`,
    },
    'store-locator': {
      title: 'Buscar un local',
      body: `<p>Apuesta en persona, sigue los partidos en nuestras pantallas y cobra tus premios en el mostrador.</p>
<ul>
${shops.map((s) => `  <li><strong>${s.city}</strong>: ${s.address}</li>`).join('\n')}
</ul>
<p>Todos los locales abren a diario de 09:00 a 23:00.</p>`,
    },
    licence: {
      title: 'Licencia',
      body: `<p>${brand} ofrece apuestas deportivas con una licencia de juego. El sello al pie de cada página lleva aquí para que puedas comprobar que es auténtico.</p>
<p>Este es un sitio de demostración: no se ha concedido ninguna licencia y no se juega con dinero real.</p>
<p><a href="${home}">Volver a las apuestas</a></p>`,
    },
  },
});
