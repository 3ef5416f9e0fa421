import type { Texts } from './texts.ts';

/** Simplified Chinese (mainland China). */
export const zh: Texts = ({ brand, money, odds, accaBoost, home, email, address, shops }) => ({
  adverts: {
    welcome: {
      name: '新用户欢迎优惠',
      description: `初次来到 ${brand}？在任意体育项目投注 ${money(10)}，即可获得 ${money(30)} 免费投注。`,
      linkName: '查看优惠',
    },
    firstDeposit: {
      name: '首存奖金',
      description: `今天完成首次存款，我们额外赠送 50%，最高 ${money(100)}。`,
      linkName: '立即存款',
    },
    accaBoost: {
      name: '串关加奖',
      description: `${accaBoost[0]?.legs}串1及以上的串关投注，额外奖金最高可达 ${accaBoost.at(-1)?.percent}%。`,
      linkName: '组建串关',
    },
    oddsBoost: {
      name: '赔率提升',
      description: '每天为一场焦点赛事的热门方提升赔率。认准赔率提升标识。',
      linkName: '查看提升',
    },
    responsible: {
      name: '理性投注',
      description: '设置存款限额、暂停一段时间，或与我们联系。仅限 18+。',
      linkName: '设置限额',
    },
    welcomeTour: {
      name: '欢迎加入',
      description: '您的账户已准备就绪。花两分钟了解赔率、投注单、提前结算和您的限额。',
      linkName: '开始导览',
    },
    firstBet: {
      name: '完成首次投注',
      description: '选择赔率，输入投注额，实时关注比赛。轻点一下即可完成首次投注。',
      linkName: '浏览体育赛事',
    },
    cashOut: {
      name: '提前结算，随心掌控',
      description: '提前锁定奖金，或只结算部分投注，让其余部分继续进行。',
      linkName: '打开我的投注',
    },
    liveStreaming: {
      name: '滚球与直播',
      description: '每月数千场滚球赛事，提供比分、数据和直播。',
      linkName: '观看直播',
    },
    jackpot: {
      name: '周末奖池',
      description: `竞猜 13 场比赛结果，瓜分 ${money(50_000)} 奖金。`,
      linkName: '参与奖池',
    },
    jackpotTips: {
      name: '奖池技巧',
      description: '难以判断的比赛可用双选：一行选两个结果。',
      linkName: '玩法说明',
    },
  },
  widgets: {
    welcome: {
      title: '投注指南',
      content: `<h2>初次接触体育投注？</h2>
<p>在 ${brand} 投注只需三步。</p>
<ol>
  <li><strong>选择赔率。</strong>点击您看好的结果的赔率，它会加入您的投注单。</li>
  <li><strong>输入投注额。</strong>确认之前，投注单会显示您可获得的返还金额。</li>
  <li><strong>关注赛事。</strong>您的投注都在“我的投注”中，比赛结束前可在那里提前结算。</li>
</ol>
<h3>理性投注</h3>
<p>投注是一种娱乐，而不是赚钱的手段。开始之前先定好预算，并严格遵守。</p>
<p><a href="/public/responsible-gaming" data-popup>限额、冷静期与自我禁赌</a></p>`,
    },
    tips: {
      title: '今日贴士',
      content: `<h3>今日贴士</h3>
<ul>
  <li><strong>不只看胜平负。</strong>势均力敌的比赛，“双方进球”或“总进球数”往往更合适。</li>
  <li><strong>留意球队消息。</strong>前锋缺阵会让赔率变动：首发阵容公布后再投注。</li>
  <li><strong>串关不宜过长。</strong>每多串一场，赔率成倍增加，风险也一样。</li>
</ul>
<p><a href="/public/help">在帮助中心了解更多</a></p>`,
    },
  },
  newsPopups: [
    {
      title: `${brand} 新功能`,
      pages: [
        {
          title: '部分提前结算',
          content: '<p>提前结算部分投注额，其余部分继续进行。打开“我的投注”，拖动滑块即可。</p>',
        },
        {
          title: '滚球中心',
          content: '<p>每个滚球赛事页面都提供比分、数据和直播，随比赛进程实时更新。</p>',
        },
        {
          title: '收藏',
          content: '<p>为关注的赛事加上星标：它们会固定显示在体育和滚球页面的顶部。</p>',
        },
      ],
    },
    {
      title: '保持自控',
      pages: [
        {
          title: '存款限额',
          content: '<p>设置每日、每周或每月的存款上限。降低限额立即生效。</p>',
        },
        {
          title: '冷静期',
          content:
            '<p>需要休息一下？可将账户锁定一天至六周。<a href="/public/responsible-gaming" data-popup>了解更多</a></p>',
        },
      ],
    },
  ],
  promotions: {
    welcome: {
      title: `投注 ${money(10)}，送 ${money(30)} 免费投注`,
      summary: `注册账户，首次投注 ${money(10)} 或以上，即送您 ${money(30)} 免费投注。`,
      body: `<h2>您的迎新优惠</h2>
<ol>
  <li>注册 ${brand} 账户并完成首次存款。</li>
  <li>以 ${odds(1.5)} 或更高的赔率投注 ${money(10)} 或以上。</li>
  <li>投注结算后，无论输赢，三份 ${money(10)} 免费投注都会存入您的账户。</li>
</ol>
<p>可用于任意体育项目，赛前或滚球均可。</p>`,
      terms: `<ul>
  <li>仅限年满 18 周岁的新客户，每人及每户限享一次。</li>
  <li>合格投注须在注册后 14 天内完成；复式投注和已提前结算的投注不符合条件。</li>
  <li>免费投注 7 天后失效。免费投注的本金不计入返还金额。</li>
  <li>${brand} 有权随时更改或撤销本优惠。</li>
</ul>`,
      cta: '开始投注',
    },
    accaBoost: {
      title: `串关加奖：最高额外 ${accaBoost.at(-1)?.percent}%`,
      summary: `${accaBoost[0]?.legs}串1及以上的每一注串关均可获得额外奖金，串得越多，加得越多。`,
      body: `<h2>串得越多，加奖越高</h2>
<ul>
${accaBoost.map(({ legs, percent }) => `  <li>${legs}串1：额外 ${percent}%</li>`).join('\n')}
</ul>
<p>加奖在投注结算时计入您的奖金。确认之前，投注单会显示加奖金额。</p>`,
      terms: `<ul>
  <li>每个选项的赔率须为 ${odds(1.2)} 或以上。</li>
  <li>最后一档适用于选项更多的所有串关。</li>
  <li>全部或部分提前结算的投注不享受加奖。</li>
</ul>`,
      cta: '组建您的串关',
    },
    oddsBoost: {
      title: '每日赔率提升',
      summary: '每天为焦点赛事的热门方提供更高赔率，所有客户均可参与。',
      body: `<h2>同一场比赛，更高的赔率</h2>
<p>我们的操盘手每天从一场焦点赛事中选出一个热门方并提高其赔率。提升后的赔率在赛事页面和投注单中都带有提升标识。</p>
<p>像其他选项一样将提升选项加入投注单：单注和串关都按更高的赔率计算。</p>`,
      terms: `<ul>
  <li>提升后的赔率适用于提升显示期间下的投注。</li>
  <li>每项赔率提升，每位客户的最高投注额为 ${money(50)}。</li>
</ul>`,
      cta: '查看提升',
    },
    cashback: {
      title: '欧冠返现',
      summary: `首个进球者投注未中，最高以免费投注形式返还 ${money(25)}。`,
      body: '<p>在任意一场欧冠比赛中投注首个进球球员。如果您选择的球员在比赛中稍后进球，我们将以免费投注的形式退还您的投注额。</p>',
      terms: `<ul>
  <li>每位客户每场比赛限返还一次，最高 ${money(25)}。</li>
  <li>乌龙球不计。返还将在 24 小时内到账。</li>
</ul>`,
      cta: '查看比赛',
    },
    earlyPayout: {
      title: '网球提前派彩',
      summary: '五盘三胜制比赛中，您选择的球员领先两盘，即按赢派彩。',
      body: '<p>投注大满贯比赛的获胜者。若您选择的球员领先两盘，您的投注将立即按赢结算，无论之后结果如何。</p>',
      terms: `<ul>
  <li>仅限赛前对“比赛获胜者”盘口的单注投注。</li>
  <li>每场比赛最高投注额 ${money(200)}。</li>
</ul>`,
      cta: '投注网球',
    },
  },
  pages: {
    help: {
      title: '帮助中心',
      body: `<h2>您的账户</h2>
<p>使用用户名和密码登录。忘记密码？点击登录窗口中的链接，我们会通过电子邮件向您发送新密码。</p>
<h2>如何投注</h2>
<ul>
  <li><strong>单注</strong>：一个选项，一笔投注额。</li>
  <li><strong>串关</strong>：来自不同赛事的两个或以上选项，须全部猜中。</li>
  <li><strong>复式</strong>：所选选项的全部组合，因此部分选项未中也可能获得返还。</li>
</ul>
<p>在您考虑期间赔率可能变动。在“设置”中开启“接受更高赔率”，即可自动锁定更好的赔率。</p>
<h2>存款与提款</h2>
<p>存款即时到账。提款将退回至您存款时使用的方式，通常在一个工作日内完成。</p>
<h2>仍有疑问？</h2>
<p><a href="/public/contact">联系我们的客服团队</a>，服务时间为每天 08:00 至午夜。</p>`,
    },
    terms: {
      title: '条款与条件',
      body: `<h2>1. 关于本条款</h2>
<p>本条款适用于您在 ${brand} 的每一笔投注。开设账户即表示您接受本条款。</p>
<h2>2. 您的账户</h2>
<p>您必须年满 18 周岁，且只能持有一个账户。请妥善保管您的密码：使用该密码进行的投注均视为您本人的投注。</p>
<h2>3. 投注</h2>
<p>投注在“我的投注”中显示并附有注单编号时即视为已接受。以明显错误的赔率进行的投注将按正确赔率结算。</p>
<h2>4. 提前结算</h2>
<p>提前结算在可用时提供，并可能在赔率变动期间被撤回。</p>
<h2>5. 无效投注</h2>
<p>如果赛事中止，或未在原定开赛时间后 24 小时内进行，相关投注将作废，投注额予以退还。</p>
<h2>6. 投诉</h2>
<p>请发送邮件至 <a href="mailto:${email}">${email}</a>。我们会在 14 天内回复。</p>`,
    },
    'responsible-gaming': {
      title: '负责任博彩',
      body: `<p>投注应当是一种乐趣。以下工具可帮助您保持这种状态。</p>
<h2>您的工具</h2>
<ul>
  <li><strong>存款限额</strong>：按日、周或月设置。</li>
  <li><strong>时长提醒</strong>：提醒您已经玩了多长时间。</li>
  <li><strong>冷静期</strong>：暂停一天至六周。</li>
  <li><strong>自我禁赌</strong>：六个月或更长。<a href="/public/self-exclusion">了解详情</a></li>
</ul>
<h2>警示信号</h2>
<p>试图追回损失、投注超出计划，或向他人隐瞒投注，都是应当停下来并找人倾诉的信号。</p>
<h2>求助渠道</h2>
<p>当地的心理健康服务机构和戒赌辅导机构可提供免费、保密的咨询。</p>`,
    },
    contact: {
      title: '联系我们',
      body: `<p>我们的客服团队每天 08:00 至午夜为您服务。</p>
<ul>
  <li><strong>在线客服</strong>：每个页面底部的聊天按钮。</li>
  <li><strong>电子邮件</strong>：<a href="mailto:${email}">${email}</a></li>
  <li><strong>邮寄地址</strong>：${brand} 客户服务部，${address}</li>
</ul>
<p>请准备好您的用户名。我们绝不会向您索要密码。</p>`,
    },
    privacy: {
      title: '隐私声明',
      body: `<h2>我们收集的信息</h2>
<p>您的姓名、联系方式、出生日期、支付信息以及您的投注记录。</p>
<h2>收集目的</h2>
<p>用于管理您的账户、核实您的年龄和身份、防范欺诈以及履行我们的法定义务。</p>
<h2>保存期限</h2>
<p>在您的账户存续期间，以及之后最长五年，以符合法律要求。</p>
<h2>您的权利</h2>
<p>您可随时要求获取您的数据副本、更正数据或拒绝接收营销信息：请发送邮件至 <a href="mailto:${email}">${email}</a>。</p>
<h2>Cookie</h2>
<p>我们使用 Cookie 保持您的登录状态，并记住您的设置，例如赔率格式和主题。</p>`,
    },
    'self-exclusion': {
      title: '自我禁赌',
      body: `<p>自我禁赌会在您选择的期限内关闭您的账户：六个月、一年或五年。</p>
<ul>
  <li>期限结束前，您无法登录、投注或存款。</li>
  <li>未结算的投注照常结算，您的余额将支付给您。</li>
  <li>我们将停止向您发送一切营销信息。</li>
</ul>
<p>如需自我禁赌，请通过在线客服或 <a href="mailto:${email}">${email}</a> 联系我们。自我禁赌在期满前无法撤销。</p>
<p><a href="/public/responsible-gaming">其他自我控制方式</a></p>`,
    },
    vip: {
      title: 'VIP 俱乐部',
      body: `<p>${brand} VIP 俱乐部仅限受邀加入，面向我们最忠实的客户。</p>
<ul>
  <li><strong>青铜</strong>：专属客户经理。</li>
  <li><strong>白银</strong>：更高的限额和更快的提款。</li>
  <li><strong>黄金</strong>：焦点赛事门票和专属优惠。</li>
</ul>
<p>会员身份绝不会改变您的限额，也不会改变我们对安全博彩的重视。</p>`,
    },
    services: {
      title: '我们的服务',
      body: `<ul>
  <li><strong>提前结算</strong>：全部或部分提前结算投注。</li>
  <li><strong>直播</strong>：边投注边观看精选赛事。</li>
  <li><strong>实时比分</strong>：每场滚球赛事的比分板和数据。</li>
  <li><strong>手机投注</strong>：手机上即可完成一切，无需下载应用。</li>
  <li><strong>门店</strong>：在 ${brand} 门店现场投注。<a href="/public/store-locator">查找门店</a></li>
</ul>`,
    },
    'store-locator': {
      title: '查找门店',
      body: `<p>到店投注，在我们的屏幕上观看比赛，并在柜台领取奖金。</p>
<ul>
${shops.map((s) => `  <li><strong>${s.city}</strong>：${s.address}</li>`).join('\n')}
</ul>
<p>所有门店每天 09:00 至 23:00 营业。</p>`,
    },
    licence: {
      title: '牌照',
      body: `<p>${brand} 持博彩牌照提供体育投注服务。每个页面底部的认证标识会链接到此处，方便您核实其真伪。</p>
<p>本网站仅供演示：未获发任何牌照，也不涉及真实资金。</p>
<p><a href="${home}">返回体育投注</a></p>`,
    },
  },
});
