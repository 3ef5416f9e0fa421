import type { Texts } from './texts.ts';

/** Vietnamese (Vietnam). */
export const vi: Texts = ({ brand, money, odds, accaBoost, home, email, address, shops }) => ({
  adverts: {
    welcome: {
      name: 'Ưu đãi chào mừng',
      description: `Lần đầu đến với ${brand}? Cược ${money(10)} vào bất kỳ môn thể thao nào và nhận ${money(30)} cược miễn phí.`,
      linkName: 'Xem ưu đãi',
    },
    firstDeposit: {
      name: 'Thưởng nạp tiền lần đầu',
      description: `Nạp tiền lần đầu ngay hôm nay, chúng tôi thưởng thêm 50%, tối đa ${money(100)}.`,
      linkName: 'Nạp tiền ngay',
    },
    accaBoost: {
      name: 'Thưởng cược xiên',
      description: `Thưởng thêm tới ${accaBoost.at(-1)?.percent}% tiền thắng cho cược xiên từ ${accaBoost[0]?.legs} lựa chọn trở lên.`,
      linkName: 'Tạo cược xiên',
    },
    oddsBoost: {
      name: 'Tỷ lệ cược tăng',
      description:
        'Mỗi ngày, chúng tôi tăng tỷ lệ cược cho cửa trên của một trận cầu lớn. Hãy tìm biểu tượng tỷ lệ cược tăng.',
      linkName: 'Xem tỷ lệ cược tăng',
    },
    responsible: {
      name: 'Chơi có trách nhiệm',
      description: 'Đặt giới hạn nạp tiền, tạm nghỉ hoặc trò chuyện với chúng tôi. Chỉ dành cho người 18+.',
      linkName: 'Đặt giới hạn',
    },
    welcomeTour: {
      name: 'Chào mừng bạn',
      description:
        'Tài khoản của bạn đã sẵn sàng. Dành hai phút để làm quen: tỷ lệ cược, phiếu cược, cash out và giới hạn của bạn.',
      linkName: 'Bắt đầu hướng dẫn',
    },
    firstBet: {
      name: 'Đặt cược đầu tiên',
      description:
        'Chọn tỷ lệ cược, nhập tiền cược và theo dõi trận đấu trực tiếp. Cược đầu tiên chỉ cách bạn một lần chạm.',
      linkName: 'Xem các môn thể thao',
    },
    cashOut: {
      name: 'Cash out theo cách của bạn',
      description: 'Nhận tiền thắng sớm, hoặc cash out một phần cược và để phần còn lại tiếp tục.',
      linkName: 'Mở Cược của tôi',
    },
    liveStreaming: {
      name: 'Trực tiếp và phát sóng',
      description: 'Hàng nghìn sự kiện trực tiếp mỗi tháng, kèm tỷ số, thống kê và phát trực tiếp.',
      linkName: 'Xem trực tiếp',
    },
    jackpot: {
      name: 'Jackpot cuối tuần',
      description: `Dự đoán 13 kết quả và cùng chia giải thưởng ${money(50_000)}.`,
      linkName: 'Chơi jackpot',
    },
    jackpotTips: {
      name: 'Mẹo chơi jackpot',
      description: 'Gặp trận khó đoán, hãy chọn kép: hai kết quả trên cùng một dòng.',
      linkName: 'Cách chơi',
    },
  },
  widgets: {
    welcome: {
      title: 'Cách đặt cược',
      content: `<h2>Lần đầu cá cược thể thao?</h2>
<p>Đặt cược tại ${brand} chỉ cần ba bước.</p>
<ol>
  <li><strong>Chọn tỷ lệ cược.</strong> Chạm vào tỷ lệ cược của kết quả bạn dự đoán: lựa chọn sẽ được thêm vào phiếu cược.</li>
  <li><strong>Nhập tiền cược.</strong> Phiếu cược cho biết số tiền bạn sẽ nhận về trước khi bạn xác nhận.</li>
  <li><strong>Theo dõi.</strong> Các cược của bạn nằm trong Cược của tôi, nơi bạn có thể cash out trước khi trận đấu kết thúc.</li>
</ol>
<h3>Chơi có trách nhiệm</h3>
<p>Cá cược là hình thức giải trí, không phải cách kiếm tiền. Hãy đặt ra ngân sách trước khi bắt đầu và tuân thủ nó.</p>
<p><a href="/public/responsible-gaming" data-popup>Giới hạn, tạm nghỉ và tự loại trừ</a></p>`,
    },
    tips: {
      title: 'Mẹo hôm nay',
      content: `<h3>Mẹo hôm nay</h3>
<ul>
  <li><strong>Đừng chỉ nhìn vào kết quả thắng thua.</strong> Với một trận đấu cân bằng, kèo cả hai đội ghi bàn hoặc tổng số bàn thắng thường phù hợp hơn.</li>
  <li><strong>Cập nhật tin tức đội hình.</strong> Vắng một tiền đạo là tỷ lệ cược thay đổi: hãy đặt cược sau khi có đội hình ra sân.</li>
  <li><strong>Đừng xiên quá dài.</strong> Mỗi lựa chọn thêm vào đều nhân tỷ lệ cược lên, và cả rủi ro nữa.</li>
</ul>
<p><a href="/public/help">Xem thêm tại trung tâm trợ giúp</a></p>`,
    },
  },
  newsPopups: [
    {
      title: `Có gì mới tại ${brand}`,
      pages: [
        {
          title: 'Cash out một phần',
          content:
            '<p>Cash out một phần tiền cược và để phần còn lại tiếp tục. Mở Cược của tôi và kéo thanh trượt.</p>',
        },
        {
          title: 'Trung tâm trực tiếp',
          content:
            '<p>Tỷ số, thống kê và phát trực tiếp trên trang của mọi sự kiện trực tiếp, cập nhật liên tục theo diễn biến trận đấu.</p>',
        },
        {
          title: 'Yêu thích',
          content:
            '<p>Đánh dấu sao cho các sự kiện bạn quan tâm: chúng sẽ luôn nằm ở đầu trang thể thao và trang trực tiếp của bạn.</p>',
        },
      ],
    },
    {
      title: 'Luôn làm chủ cuộc chơi',
      pages: [
        {
          title: 'Giới hạn nạp tiền',
          content:
            '<p>Chọn số tiền tối đa bạn có thể nạp mỗi ngày, mỗi tuần hoặc mỗi tháng. Việc hạ giới hạn có hiệu lực ngay lập tức.</p>',
        },
        {
          title: 'Tạm nghỉ',
          content:
            '<p>Cần nghỉ ngơi? Khóa tài khoản của bạn từ một ngày đến sáu tuần. <a href="/public/responsible-gaming" data-popup>Tìm hiểu thêm</a></p>',
        },
      ],
    },
  ],
  promotions: {
    welcome: {
      title: `Cược ${money(10)}, nhận ${money(30)} cược miễn phí`,
      summary: `Mở tài khoản, đặt cược đầu tiên từ ${money(10)} trở lên và nhận ngay ${money(30)} cược miễn phí.`,
      body: `<h2>Ưu đãi chào mừng của bạn</h2>
<ol>
  <li>Mở tài khoản ${brand} và nạp tiền lần đầu.</li>
  <li>Đặt một cược từ ${money(10)} trở lên với tỷ lệ cược từ ${odds(1.5)} trở lên.</li>
  <li>Khi cược được thanh toán, dù thắng hay thua, tài khoản của bạn sẽ nhận ba cược miễn phí trị giá ${money(10)}.</li>
</ol>
<p>Dùng cho bất kỳ môn thể thao nào, trước trận hoặc trực tiếp.</p>`,
      terms: `<ul>
  <li>Dành cho khách hàng mới từ 18 tuổi trở lên; mỗi người và mỗi hộ gia đình chỉ nhận ưu đãi một lần.</li>
  <li>Cược đủ điều kiện phải được đặt trong vòng 14 ngày kể từ khi đăng ký; cược hệ thống và cược đã cash out không được tính.</li>
  <li>Cược miễn phí hết hạn sau 7 ngày. Tiền cược miễn phí không được tính vào tiền trả về.</li>
  <li>${brand} có quyền thay đổi hoặc hủy ưu đãi này bất kỳ lúc nào.</li>
</ul>`,
      cta: 'Bắt đầu cược',
    },
    accaBoost: {
      title: `Thưởng cược xiên: thêm tới ${accaBoost.at(-1)?.percent}%`,
      summary: `Thưởng thêm tiền thắng cho mọi cược xiên từ ${accaBoost[0]?.legs} lựa chọn trở lên, tăng dần theo từng lựa chọn.`,
      body: `<h2>Càng nhiều lựa chọn, thưởng càng lớn</h2>
<ul>
${accaBoost.map(({ legs, percent }) => `  <li>${legs} lựa chọn: thưởng thêm ${percent}%</li>`).join('\n')}
</ul>
<p>Tiền thưởng được cộng vào tiền thắng khi cược được thanh toán. Phiếu cược hiển thị mức thưởng trước khi bạn xác nhận.</p>`,
      terms: `<ul>
  <li>Mỗi lựa chọn phải có tỷ lệ cược từ ${odds(1.2)} trở lên.</li>
  <li>Mức thưởng ở dòng cuối áp dụng cho mọi cược xiên có nhiều lựa chọn hơn.</li>
  <li>Cược đã cash out toàn bộ hoặc một phần không được nhận thưởng.</li>
</ul>`,
      cta: 'Tạo cược xiên',
    },
    oddsBoost: {
      title: 'Tỷ lệ cược tăng mỗi ngày',
      summary: 'Tỷ lệ cược cao hơn cho cửa trên của một trận cầu lớn, mỗi ngày, dành cho mọi khách hàng.',
      body: `<h2>Cùng trận đấu, tỷ lệ cược tốt hơn</h2>
<p>Mỗi ngày, đội ngũ chuyên gia tỷ lệ cược của chúng tôi chọn cửa trên của một trận đấu hàng đầu và tăng tỷ lệ cược cho lựa chọn đó. Tỷ lệ cược tăng được gắn biểu tượng riêng trên trang trận đấu và trong phiếu cược.</p>
<p>Thêm lựa chọn có tỷ lệ cược tăng vào phiếu cược như mọi lựa chọn khác: cả cược đơn và cược xiên đều được hưởng tỷ lệ cao hơn.</p>`,
      terms: `<ul>
  <li>Tỷ lệ cược tăng áp dụng cho các cược được đặt trong thời gian ưu đãi hiển thị.</li>
  <li>Tiền cược tối đa ${money(50)} cho mỗi khách hàng trên mỗi lựa chọn có tỷ lệ cược tăng.</li>
</ul>`,
      cta: 'Xem tỷ lệ cược tăng',
    },
    cashback: {
      title: 'Hoàn tiền Champions League',
      summary: `Hoàn tiền dưới dạng cược miễn phí, tối đa ${money(25)}, nếu cược cầu thủ ghi bàn đầu tiên của bạn thua.`,
      body: '<p>Đặt cược cầu thủ ghi bàn đầu tiên trong bất kỳ trận Champions League nào. Nếu cầu thủ của bạn ghi bàn muộn hơn trong trận, chúng tôi hoàn lại tiền cược dưới dạng cược miễn phí.</p>',
      terms: `<ul>
  <li>Mỗi khách hàng được hoàn tiền một lần cho mỗi trận, tối đa ${money(25)}.</li>
  <li>Bàn phản lưới nhà không được tính. Tiền hoàn được cộng vào tài khoản trong vòng 24 giờ.</li>
</ul>`,
      cta: 'Xem các trận đấu',
    },
    earlyPayout: {
      title: 'Trả thưởng sớm quần vợt',
      summary: 'Tay vợt của bạn dẫn trước hai set trong trận đấu 5 set: chúng tôi trả thưởng như cược thắng.',
      body: '<p>Đặt cược tay vợt thắng trận tại một giải Grand Slam. Nếu tay vợt đó dẫn trước hai set, cược của bạn được thanh toán thắng ngay lập tức, bất kể diễn biến sau đó ra sao.</p>',
      terms: `<ul>
  <li>Chỉ áp dụng cho cược đơn trước trận ở thị trường đội/người thắng trận.</li>
  <li>Tiền cược tối đa ${money(200)} mỗi trận.</li>
</ul>`,
      cta: 'Cược quần vợt',
    },
  },
  pages: {
    help: {
      title: 'Trung tâm trợ giúp',
      body: `<h2>Tài khoản của bạn</h2>
<p>Đăng nhập bằng tên đăng nhập và mật khẩu. Quên mật khẩu? Dùng liên kết trong cửa sổ đăng nhập, chúng tôi sẽ gửi mật khẩu mới qua email cho bạn.</p>
<h2>Đặt cược</h2>
<ul>
  <li><strong>Cược đơn</strong>: một lựa chọn, một khoản tiền cược.</li>
  <li><strong>Cược xiên</strong>: hai lựa chọn trở lên từ các sự kiện khác nhau; tất cả đều phải thắng.</li>
  <li><strong>Cược hệ thống</strong>: mọi tổ hợp từ các lựa chọn của bạn, nên có thể thua một vài lựa chọn.</li>
</ul>
<p>Tỷ lệ cược có thể thay đổi trong lúc bạn cân nhắc. Bật "Chấp nhận tỷ lệ cược cao hơn" trong Cài đặt để tự động giữ mức tỷ lệ tốt hơn.</p>
<h2>Nạp tiền và rút tiền</h2>
<p>Tiền nạp vào tài khoản ngay lập tức. Tiền rút được chuyển về phương thức bạn đã dùng để nạp, thường trong vòng một ngày làm việc.</p>
<h2>Vẫn cần hỗ trợ?</h2>
<p><a href="/public/contact">Liên hệ đội ngũ hỗ trợ</a>, hằng ngày từ 08:00 đến 24:00.</p>`,
    },
    terms: {
      title: 'Điều khoản và điều kiện',
      body: `<h2>1. Về các điều khoản này</h2>
<p>Các điều khoản này áp dụng cho mọi cược bạn đặt tại ${brand}. Khi mở tài khoản, bạn đồng ý với các điều khoản này.</p>
<h2>2. Tài khoản của bạn</h2>
<p>Bạn phải từ 18 tuổi trở lên và chỉ được sở hữu một tài khoản. Hãy giữ bí mật mật khẩu của bạn: mọi cược được đặt bằng mật khẩu đó đều thuộc về bạn.</p>
<h2>3. Cược</h2>
<p>Một cược được chấp nhận khi xuất hiện trong Cược của tôi kèm mã tham chiếu. Cược được đặt ở tỷ lệ cược sai rõ ràng sẽ được thanh toán theo tỷ lệ cược đúng.</p>
<h2>4. Cash out</h2>
<p>Cash out được cung cấp khi khả dụng và có thể bị tạm ngừng khi tỷ lệ cược thay đổi.</p>
<h2>5. Cược vô hiệu</h2>
<p>Nếu một sự kiện bị hủy bỏ giữa chừng hoặc không diễn ra trong vòng 24 giờ kể từ giờ bắt đầu, các cược vào sự kiện đó bị vô hiệu và tiền cược được hoàn trả.</p>
<h2>6. Khiếu nại</h2>
<p>Gửi email tới <a href="mailto:${email}">${email}</a>. Chúng tôi phản hồi trong vòng 14 ngày.</p>`,
    },
    'responsible-gaming': {
      title: 'Chơi có trách nhiệm',
      body: `<p>Cá cược nên là niềm vui. Những công cụ sau giúp bạn giữ cho nó luôn như vậy.</p>
<h2>Công cụ của bạn</h2>
<ul>
  <li><strong>Giới hạn nạp tiền</strong>: theo ngày, tuần hoặc tháng.</li>
  <li><strong>Nhắc nhở thời gian</strong>: thông báo cho bạn biết mình đã chơi bao lâu.</li>
  <li><strong>Tạm nghỉ</strong>: nghỉ chơi từ một ngày đến sáu tuần.</li>
  <li><strong>Tự loại trừ</strong>: từ sáu tháng trở lên. <a href="/public/self-exclusion">Cách thức hoạt động</a></li>
</ul>
<h2>Dấu hiệu cảnh báo</h2>
<p>Cố gỡ lại tiền đã thua, cược nhiều hơn dự định hoặc giấu giếm việc cá cược với người khác là những dấu hiệu bạn nên dừng lại và tâm sự với ai đó.</p>
<h2>Tìm sự hỗ trợ ở đâu</h2>
<p><a href="https://www.gamblingtherapy.org" target="_blank" rel="noopener noreferrer">Gambling Therapy</a> cung cấp tư vấn trực tuyến miễn phí và bảo mật.</p>`,
    },
    contact: {
      title: 'Liên hệ',
      body: `<p>Đội ngũ hỗ trợ của chúng tôi làm việc hằng ngày từ 08:00 đến 24:00.</p>
<ul>
  <li><strong>Trò chuyện trực tuyến</strong>: nút trò chuyện ở cuối mỗi trang.</li>
  <li><strong>Email</strong>: <a href="mailto:${email}">${email}</a></li>
  <li><strong>Thư bưu chính</strong>: ${brand}, Bộ phận Chăm sóc khách hàng, ${address}</li>
</ul>
<p>Vui lòng chuẩn bị sẵn tên đăng nhập. Chúng tôi sẽ không bao giờ hỏi mật khẩu của bạn.</p>`,
    },
    privacy: {
      title: 'Chính sách quyền riêng tư',
      body: `<h2>Chúng tôi thu thập những gì</h2>
<p>Họ tên, thông tin liên hệ, ngày sinh, các giao dịch thanh toán và các cược bạn đặt.</p>
<h2>Vì sao</h2>
<p>Để quản lý tài khoản của bạn, xác minh tuổi và danh tính, phòng chống gian lận và thực hiện nghĩa vụ pháp lý của chúng tôi.</p>
<h2>Trong bao lâu</h2>
<p>Trong suốt thời gian tài khoản của bạn còn hoạt động và tối đa năm năm sau đó, theo quy định của pháp luật.</p>
<h2>Quyền của bạn</h2>
<p>Bạn có thể yêu cầu bản sao dữ liệu của mình, chỉnh sửa dữ liệu hoặc từ chối nhận tiếp thị bất kỳ lúc nào: hãy gửi email tới <a href="mailto:${email}">${email}</a>.</p>
<h2>Cookie</h2>
<p>Chúng tôi dùng cookie để duy trì đăng nhập và ghi nhớ cài đặt của bạn, chẳng hạn như định dạng tỷ lệ cược và giao diện.</p>`,
    },
    'self-exclusion': {
      title: 'Tự loại trừ',
      body: `<p>Tự loại trừ sẽ đóng tài khoản của bạn trong khoảng thời gian bạn chọn: sáu tháng, một năm hoặc năm năm.</p>
<ul>
  <li>Bạn không thể đăng nhập, đặt cược hay nạp tiền cho đến khi hết thời hạn.</li>
  <li>Các cược đang mở vẫn được thanh toán bình thường và số dư sẽ được chi trả cho bạn.</li>
  <li>Chúng tôi ngừng gửi mọi nội dung tiếp thị cho bạn.</li>
</ul>
<p>Để tự loại trừ, hãy liên hệ với chúng tôi qua trò chuyện trực tuyến hoặc <a href="mailto:${email}">${email}</a>. Không thể hủy tự loại trừ trước khi hết thời hạn.</p>
<p><a href="/public/responsible-gaming">Những cách khác để kiểm soát việc chơi</a></p>`,
    },
    vip: {
      title: 'Câu lạc bộ VIP',
      body: `<p>Câu lạc bộ VIP của ${brand} chỉ dành cho khách hàng được mời, là những khách hàng thân thiết nhất của chúng tôi.</p>
<ul>
  <li><strong>Đồng</strong>: quản lý tài khoản riêng.</li>
  <li><strong>Bạc</strong>: hạn mức cao hơn và rút tiền nhanh hơn.</li>
  <li><strong>Vàng</strong>: vé xem các trận đấu lớn và ưu đãi dành riêng cho bạn.</li>
</ul>
<p>Tư cách thành viên không bao giờ thay đổi giới hạn của bạn hay cam kết của chúng tôi về cá cược an toàn.</p>`,
    },
    services: {
      title: 'Dịch vụ của chúng tôi',
      body: `<ul>
  <li><strong>Cash out</strong>: thanh toán cược sớm, toàn bộ hoặc một phần.</li>
  <li><strong>Phát trực tiếp</strong>: xem các sự kiện chọn lọc trong khi đặt cược.</li>
  <li><strong>Tỷ số trực tiếp</strong>: bảng tỷ số và thống kê cho mọi sự kiện trực tiếp.</li>
  <li><strong>Di động</strong>: mọi tính năng trên điện thoại của bạn, không cần cài ứng dụng.</li>
  <li><strong>Cửa hàng</strong>: đặt cược trực tiếp với ${brand}. <a href="/public/store-locator">Tìm cửa hàng</a></li>
</ul>`,
    },
    'store-locator': {
      title: 'Tìm cửa hàng',
      body: `<p>Đặt cược trực tiếp, xem các trận đấu trên màn hình của chúng tôi và nhận tiền thắng tại quầy.</p>
<ul>
${shops.map((s) => `  <li><strong>${s.city}</strong>: ${s.address}</li>`).join('\n')}
</ul>
<p>Tất cả cửa hàng mở cửa hằng ngày từ 09:00 đến 23:00.</p>`,
    },
    licence: {
      title: 'Giấy phép',
      body: `<p>${brand} cung cấp dịch vụ cá cược thể thao theo giấy phép trò chơi. Con dấu ở cuối mỗi trang dẫn đến đây để bạn có thể kiểm tra tính xác thực của giấy phép.</p>
<p>Đây là trang web minh họa: không có giấy phép nào được cấp và không có tiền thật được sử dụng.</p>
<p><a href="${home}">Quay lại trang cá cược</a></p>`,
    },
  },
});
