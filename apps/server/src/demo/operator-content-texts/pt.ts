import type { Texts } from './texts.ts';

/** Portuguese (Brazil): Brazilian Portuguese for the Brazilian market. */
export const pt: Texts = ({ brand, money, odds, accaBoost, home, email, address, shops }) => ({
  adverts: {
    welcome: {
      name: 'Oferta de boas-vindas',
      description: `Novo na ${brand}? Aposte ${money(10)} em qualquer esporte e ganhe ${money(30)} em apostas grátis.`,
      linkName: 'Ver a oferta',
    },
    firstDeposit: {
      name: 'Bônus de primeiro depósito',
      description: `Faça seu primeiro depósito hoje e nós acrescentamos 50%, até ${money(100)}.`,
      linkName: 'Depositar agora',
    },
    accaBoost: {
      name: 'Múltipla turbinada',
      description: `Até ${accaBoost.at(-1)?.percent}% a mais de ganhos em múltiplas com ${accaBoost[0]?.legs} seleções ou mais.`,
      linkName: 'Montar uma múltipla',
    },
    oddsBoost: {
      name: 'Odds turbinadas',
      description:
        'Todo dia turbinamos a odd de um favorito em um jogo importante. Procure o selo de odd turbinada.',
      linkName: 'Ver a odd turbinada',
    },
    responsible: {
      name: 'Jogue com responsabilidade',
      description:
        'Defina um limite de depósito, faça uma pausa ou fale com a gente. Proibido para menores de 18 anos.',
      linkName: 'Definir meus limites',
    },
    welcomeTour: {
      name: 'Boas-vindas',
      description:
        'Sua conta está pronta. Conheça em dois minutos as odds, o boletim de apostas, o encerramento de apostas e seus limites.',
      linkName: 'Fazer o tour',
    },
    firstBet: {
      name: 'Faça sua primeira aposta',
      description:
        'Escolha uma odd, informe o valor e acompanhe o jogo ao vivo. Sua primeira aposta está a um toque.',
      linkName: 'Ver esportes',
    },
    cashOut: {
      name: 'Encerre a aposta do seu jeito',
      description: 'Garanta seus ganhos antes do fim ou encerre parte da aposta e deixe o resto em jogo.',
      linkName: 'Abrir Minhas apostas',
    },
    liveStreaming: {
      name: 'Ao vivo e com transmissão',
      description: 'Milhares de eventos ao vivo todo mês, com placares, estatísticas e transmissões.',
      linkName: 'Assistir ao vivo',
    },
    jackpot: {
      name: 'Jackpot do fim de semana',
      description: `Acerte 13 resultados e ganhe uma parte de ${money(50_000)}.`,
      linkName: 'Jogar o jackpot',
    },
    jackpotTips: {
      name: 'Dicas para o jackpot',
      description: 'Proteja-se em um jogo difícil com um palpite duplo: dois resultados na mesma linha.',
      linkName: 'Como funciona',
    },
  },
  widgets: {
    welcome: {
      title: 'Como apostar',
      content: `<h2>É novo nas apostas esportivas?</h2>
<p>Apostar na ${brand} leva três passos.</p>
<ol>
  <li><strong>Escolha uma odd.</strong> Toque na odd do resultado que você espera: ela vai para o seu boletim de apostas.</li>
  <li><strong>Informe o valor.</strong> O boletim mostra quanto você receberia antes de confirmar.</li>
  <li><strong>Acompanhe.</strong> Suas apostas ficam em Minhas apostas, onde você pode encerrá-las antes do fim.</li>
</ol>
<h3>Jogue com responsabilidade</h3>
<p>Apostar é diversão, não uma forma de ganhar dinheiro. Defina um orçamento antes de começar e respeite-o.</p>
<p><a href="/public/responsible-gaming" data-popup>Limites, pausas e autoexclusão</a></p>`,
    },
    tips: {
      title: 'Dicas do dia',
      content: `<h3>Dicas do dia</h3>
<ul>
  <li><strong>Vá além do resultado final.</strong> Ambas marcam ou total de gols costumam combinar mais com um jogo equilibrado.</li>
  <li><strong>Confira as escalações.</strong> A ausência de um atacante mexe nas odds: aposte depois que as escalações saírem.</li>
  <li><strong>Faça múltiplas curtas.</strong> Cada seleção que você acrescenta multiplica a odd, e também o risco.</li>
</ul>
<p><a href="/public/help">Mais na nossa central de ajuda</a></p>`,
    },
  },
  newsPopups: [
    {
      title: `Novidades na ${brand}`,
      pages: [
        {
          title: 'Encerramento parcial',
          content:
            '<p>Encerre parte do valor apostado e mantenha o resto em jogo. Abra Minhas apostas e mova o controle deslizante.</p>',
        },
        {
          title: 'Central ao vivo',
          content:
            '<p>Placares, estatísticas e transmissões na página de cada evento ao vivo, atualizados a cada lance.</p>',
        },
        {
          title: 'Favoritos',
          content:
            '<p>Marque com uma estrela os eventos que você acompanha: eles ficam no topo das suas páginas de esportes e ao vivo.</p>',
        },
      ],
    },
    {
      title: 'Mantenha o controle',
      pages: [
        {
          title: 'Limites de depósito',
          content:
            '<p>Escolha quanto você pode depositar por dia, semana ou mês. A redução de um limite vale na hora.</p>',
        },
        {
          title: 'Pausa',
          content:
            '<p>Precisa de um tempo? Bloqueie sua conta de um dia a seis semanas. <a href="/public/responsible-gaming" data-popup>Saiba mais</a></p>',
        },
      ],
    },
  ],
  promotions: {
    welcome: {
      title: `Aposte ${money(10)} e ganhe ${money(30)} em apostas grátis`,
      summary: `Abra sua conta, faça sua primeira aposta de ${money(10)} ou mais e nós damos ${money(30)} em apostas grátis.`,
      body: `<h2>Sua oferta de boas-vindas</h2>
<ol>
  <li>Abra sua conta na ${brand} e faça seu primeiro depósito.</li>
  <li>Faça uma aposta de ${money(10)} ou mais com odd de ${odds(1.5)} ou superior.</li>
  <li>Quando ela for resolvida, ganhando ou perdendo, três apostas grátis de ${money(10)} estarão na sua conta.</li>
</ol>
<p>Use-as em qualquer esporte, na pré-partida ou ao vivo.</p>`,
      terms: `<ul>
  <li>Novos clientes maiores de 18 anos; uma oferta por pessoa e por endereço.</li>
  <li>A aposta qualificável deve ser feita em até 14 dias após o cadastro; apostas de sistema e apostas encerradas não são válidas.</li>
  <li>As apostas grátis expiram em 7 dias. O valor da aposta grátis não é incluído nos ganhos.</li>
  <li>A ${brand} pode alterar ou cancelar esta oferta a qualquer momento.</li>
</ul>`,
      cta: 'Começar a apostar',
    },
    accaBoost: {
      title: `Múltipla turbinada: até ${accaBoost.at(-1)?.percent}% a mais`,
      summary: `Ganhos extras em toda múltipla com ${accaBoost[0]?.legs} seleções ou mais, crescendo a cada seleção.`,
      body: `<h2>Quanto mais seleções, maior o bônus</h2>
<ul>
${accaBoost.map(({ legs, percent }) => `  <li>${legs} seleções: ${percent}% extra</li>`).join('\n')}
</ul>
<p>O bônus é somado aos seus ganhos quando a aposta é resolvida. Seu boletim de apostas mostra o valor antes de você confirmar.</p>`,
      terms: `<ul>
  <li>Cada seleção deve ter odd de ${odds(1.2)} ou superior.</li>
  <li>A última linha vale para qualquer múltipla com mais seleções.</li>
  <li>Apostas encerradas, total ou parcialmente, não recebem o bônus.</li>
</ul>`,
      cta: 'Montar sua múltipla',
    },
    oddsBoost: {
      title: 'Odds turbinadas todos os dias',
      summary: 'Uma odd maior para o favorito de um jogo importante, todo dia, para todos os clientes.',
      body: `<h2>Odd melhor, mesmo jogo</h2>
<p>Todos os dias nossos traders escolhem um favorito de um grande jogo e aumentam a odd dele. As odds turbinadas levam o selo de turbinada na página do jogo e no seu boletim de apostas.</p>
<p>Adicione a seleção turbinada ao boletim como qualquer outra: apostas simples e múltiplas recebem a odd mais alta.</p>`,
      terms: `<ul>
  <li>A odd turbinada vale para as apostas feitas enquanto a promoção estiver sendo exibida.</li>
  <li>Aposta máxima de ${money(50)} por cliente em cada odd turbinada.</li>
</ul>`,
      cta: 'Ver a odd turbinada',
    },
    cashback: {
      title: 'Cashback na Champions League',
      summary: `Seu dinheiro de volta em aposta grátis, até ${money(25)}, se a sua aposta no primeiro a marcar perder.`,
      body: '<p>Aposte no primeiro jogador a marcar em qualquer partida da Champions League. Se o seu jogador marcar depois no jogo, devolvemos o valor apostado em aposta grátis.</p>',
      terms: `<ul>
  <li>Um reembolso por cliente por partida, até ${money(25)}.</li>
  <li>Gols contra não contam. Os reembolsos são creditados em até 24 horas.</li>
</ul>`,
      cta: 'Ver as partidas',
    },
    earlyPayout: {
      title: 'Pagamento antecipado no tênis',
      summary:
        'Seu jogador abre dois sets de vantagem em uma partida de melhor de cinco: pagamos sua aposta como vencedora.',
      body: '<p>Aposte na vitória de um jogador em uma partida de Grand Slam. Se ele abrir dois sets de vantagem, sua aposta é resolvida como vencedora na hora, aconteça o que acontecer depois.</p>',
      terms: `<ul>
  <li>Somente apostas simples pré-partida no mercado de vencedor da partida.</li>
  <li>Aposta máxima de ${money(200)} por partida.</li>
</ul>`,
      cta: 'Apostar no tênis',
    },
  },
  pages: {
    help: {
      title: 'Central de ajuda',
      body: `<h2>Sua conta</h2>
<p>Entre com seu nome de usuário e sua senha. Esqueceu a senha? Use o link na janela de login e enviaremos uma nova por e-mail.</p>
<h2>Como apostar</h2>
<ul>
  <li><strong>Simples</strong>: uma seleção, um valor.</li>
  <li><strong>Múltiplas</strong>: duas ou mais seleções de eventos diferentes; todas precisam ganhar.</li>
  <li><strong>Sistemas</strong>: todas as combinações das suas seleções, então algumas podem perder.</li>
</ul>
<p>As odds podem mudar enquanto você decide. Ative "Aceitar odds mais altas" em Configurações para ficar automaticamente com uma odd melhor.</p>
<h2>Depósitos e saques</h2>
<p>Os depósitos caem na hora. Os saques voltam para o método usado no depósito, normalmente em até um dia útil.</p>
<h2>Ainda precisa de ajuda?</h2>
<p><a href="/public/contact">Fale com nossa equipe de atendimento</a>, todos os dias, das 8h à meia-noite.</p>`,
    },
    terms: {
      title: 'Termos e condições',
      body: `<h2>1. Sobre estes termos</h2>
<p>Estes termos se aplicam a todas as apostas que você fizer na ${brand}. Ao abrir uma conta, você os aceita.</p>
<h2>2. Sua conta</h2>
<p>Você deve ter 18 anos ou mais e pode ter apenas uma conta. Não compartilhe sua senha: as apostas feitas com ela são suas.</p>
<h2>3. Apostas</h2>
<p>Uma aposta é aceita quando aparece em Minhas apostas com um número de referência. Uma aposta feita com uma odd claramente errada é resolvida pela odd correta.</p>
<h2>4. Encerramento de aposta</h2>
<p>O encerramento de aposta é oferecido quando disponível e pode ser retirado enquanto as odds mudam.</p>
<h2>5. Apostas anuladas</h2>
<p>Se um evento for abandonado ou não acontecer em até 24 horas do horário de início, as apostas nele são anuladas e os valores apostados são devolvidos.</p>
<h2>6. Reclamações</h2>
<p>Escreva para <a href="mailto:${email}">${email}</a>. Respondemos em até 14 dias.</p>`,
    },
    'responsible-gaming': {
      title: 'Jogo responsável',
      body: `<p>Apostar deve ser divertido. Estas ferramentas ajudam você a manter as coisas assim.</p>
<h2>Suas ferramentas</h2>
<ul>
  <li><strong>Limites de depósito</strong>: por dia, semana ou mês.</li>
  <li><strong>Alertas de tempo</strong>: um lembrete de quanto tempo você está jogando.</li>
  <li><strong>Pausa</strong>: um intervalo de um dia a seis semanas.</li>
  <li><strong>Autoexclusão</strong>: seis meses ou mais. <a href="/public/self-exclusion">Como funciona</a></li>
</ul>
<h2>Sinais de alerta</h2>
<p>Tentar recuperar o que perdeu, apostar mais do que planejou ou esconder as apostas de outras pessoas são sinais para parar e conversar com alguém.</p>
<h2>Onde buscar ajuda</h2>
<p>Os grupos de Jogadores Anônimos e os Centros de Atenção Psicossocial (CAPS) do SUS oferecem apoio gratuito e confidencial.</p>`,
    },
    contact: {
      title: 'Fale conosco',
      body: `<p>Nossa equipe de atendimento está disponível todos os dias, das 8h à meia-noite.</p>
<ul>
  <li><strong>Chat ao vivo</strong>: o botão de chat no rodapé de cada página.</li>
  <li><strong>E-mail</strong>: <a href="mailto:${email}">${email}</a></li>
  <li><strong>Correspondência</strong>: ${brand}, Atendimento ao Cliente, ${address}</li>
</ul>
<p>Tenha seu nome de usuário em mãos. Nunca pediremos sua senha.</p>`,
    },
    privacy: {
      title: 'Aviso de privacidade',
      body: `<h2>O que coletamos</h2>
<p>Seu nome, seus dados de contato, sua data de nascimento, seus pagamentos e as apostas que você faz.</p>
<h2>Para quê</h2>
<p>Para administrar sua conta, verificar sua idade e identidade, prevenir fraudes e cumprir nossas obrigações legais.</p>
<h2>Por quanto tempo</h2>
<p>Enquanto sua conta estiver aberta e por até cinco anos depois, conforme exige a lei.</p>
<h2>Seus direitos</h2>
<p>Você pode, a qualquer momento, pedir uma cópia dos seus dados, corrigi-los ou se opor ao recebimento de comunicações de marketing: escreva para <a href="mailto:${email}">${email}</a>.</p>
<h2>Cookies</h2>
<p>Usamos cookies para manter você conectado e lembrar suas configurações, como o formato das odds e o tema.</p>`,
    },
    'self-exclusion': {
      title: 'Autoexclusão',
      body: `<p>A autoexclusão fecha sua conta pelo período que você escolher: seis meses, um ano ou cinco anos.</p>
<ul>
  <li>Você não poderá entrar, apostar nem depositar até o fim do período.</li>
  <li>As apostas em aberto são resolvidas normalmente e o seu saldo é pago a você.</li>
  <li>Deixamos de enviar qualquer comunicação de marketing a você.</li>
</ul>
<p>Para se autoexcluir, fale conosco pelo chat ao vivo ou em <a href="mailto:${email}">${email}</a>. Uma autoexclusão não pode ser desfeita antes do fim do período.</p>
<p><a href="/public/responsible-gaming">Outras formas de manter o controle</a></p>`,
    },
    vip: {
      title: 'Clube VIP',
      body: `<p>O clube VIP da ${brand} é apenas para convidados, entre nossos clientes mais fiéis.</p>
<ul>
  <li><strong>Bronze</strong>: um gerente de conta exclusivo.</li>
  <li><strong>Prata</strong>: limites mais altos e saques mais rápidos.</li>
  <li><strong>Ouro</strong>: ingressos para grandes jogos e ofertas personalizadas.</li>
</ul>
<p>Ser membro nunca muda seus limites nem o nosso cuidado com o jogo seguro.</p>`,
    },
    services: {
      title: 'Nossos serviços',
      body: `<ul>
  <li><strong>Encerrar aposta</strong>: encerre uma aposta antes do fim, total ou parcialmente.</li>
  <li><strong>Transmissão ao vivo</strong>: assista a eventos selecionados enquanto aposta.</li>
  <li><strong>Placares ao vivo</strong>: placares e estatísticas de cada evento ao vivo.</li>
  <li><strong>Celular</strong>: tudo no seu celular, sem precisar de aplicativo.</li>
  <li><strong>Lojas</strong>: aposte pessoalmente na ${brand}. <a href="/public/store-locator">Encontrar uma loja</a></li>
</ul>`,
    },
    'store-locator': {
      title: 'Encontrar uma loja',
      body: `<p>Aposte pessoalmente, assista aos jogos nas nossas telas e receba seus prêmios no balcão.</p>
<ul>
${shops.map((s) => `  <li><strong>${s.city}</strong>: ${s.address}</li>`).join('\n')}
</ul>
<p>Todas as lojas abrem diariamente, das 9h às 23h.</p>`,
    },
    licence: {
      title: 'Licença',
      body: `<p>A ${brand} oferece apostas esportivas com uma licença de jogo. O selo no rodapé de cada página leva até aqui, para que você possa verificar se ele é autêntico.</p>
<p>Este é um site de demonstração: nenhuma licença foi concedida e nenhum dinheiro real está em jogo.</p>
<p><a href="${home}">Voltar para as apostas</a></p>`,
    },
  },
});
