/** The help-and-support articles and the law-and-policy page, in English and Chinese. */

export interface Article {
  title: string;
  content: string;
}

const helpEn: Article[] = [
  {
    title: 'How do I place an order?',
    content: `<p>Find a product from the home page, a category or the search bar, then open it to see its price, stock, freight and reviews.</p>
<ol>
<li>Choose the options (colour, size…) and the quantity.</li>
<li>Tap <strong>Buy now</strong> to order it alone, or <strong>Add to bag</strong> to collect several products and check out from the Bag tab.</li>
<li>On the checkout page pick a shipping address (add one under <em>Me › Address</em> first if you have none) and check the freight and the total.</li>
<li>Submit the order, then pay it from your balance with your payment code.</li>
</ol>
<p>Products from several shops become one order per shop. An order you do not pay stays under <em>My orders › Waiting for payment</em>, where you can pay or cancel it.</p>`,
  },
  {
    title: 'What is the payment code and how do I set it?',
    content: `<p>The payment code is a number of at least 6 digits that confirms every payment from your balance. It is different from your login password.</p>
<ul>
<li>Set it the first time under <em>Me › Security › Payment code</em>: enter the new code twice.</li>
<li>To change it, enter your current code and then the new one; the new code must differ from the old one.</li>
<li>After <strong>5 wrong codes in a row</strong>, payment is locked for 15 minutes to protect your balance. Wait for the lock to end and try again.</li>
</ul>
<p>Never tell anyone your payment code. Our staff will never ask for it.</p>`,
  },
  {
    title: 'How do refunds work?',
    content: `<p>You can ask for a refund on a paid order from its detail page: tap <strong>Refund</strong>, choose <em>Refund only</em> or <em>Refund and return</em>, say whether you received the goods, pick a reason, explain what happened and upload a photo as proof.</p>
<ul>
<li>Each order accepts one refund request. While it is being reviewed the order shows <em>Refund in progress</em>.</li>
<li>When the refund is approved the amount goes straight back to your balance and appears in your fund records.</li>
<li>If it is refused you will see the reason on the order.</li>
</ul>
<p>An order that is still waiting for payment does not need a refund: simply cancel it.</p>`,
  },
  {
    title: 'Recharging and withdrawing your balance',
    content: `<p><strong>Recharge.</strong> Open <em>Me › Top up</em> and choose a bank transfer or an on-chain transfer. For on-chain transfers choose the network, copy our deposit address and send the funds from a platform using <strong>the same network</strong>. DEX, BSC and HECO deposits are not supported. Then enter the amount and upload the payment evidence. The balance is credited once the recharge is audited.</p>
<p><strong>Withdraw.</strong> Open <em>Me › Withdraw</em>, choose a bank card or an on-chain address and enter an amount greater than 0 and not above your balance. A service charge (shown before you confirm) is taken from the amount. The money is held until the withdrawal is audited; if it is refused, the whole amount returns to your balance.</p>
<p>Every movement of your balance is listed under <em>Fund records</em>.</p>`,
  },
  {
    title: 'Shipping and delivery',
    content: `<p>After payment the shop prepares your parcel; the order shows <em>Waiting for delivery</em>. Once it ships you can follow the logistics steps on the order detail page.</p>
<ul>
<li>Freight is shown on the product page and at checkout before you pay.</li>
<li>Cross-border parcels usually arrive within 7 to 20 days depending on the destination and customs.</li>
<li>When the parcel arrives, tap <strong>Confirm receipt</strong>, then review the products to complete the order.</li>
</ul>
<p>Keep your shipping address and mobile number up to date under <em>Me › Address</em> so the courier can reach you.</p>`,
  },
  {
    title: 'Account, password and language',
    content: `<p>You can change your login password under <em>Me › Security</em> with your current password. If you forgot it, use <strong>Forgot password</strong> on the login page: enter your account and the mobile number registered with it, then choose a new password. After a password change you need to log in again on every device.</p>
<p>Choose the interface language under <em>Me › Language</em>; your choice is saved to your account and follows you on every device.</p>`,
  },
  {
    title: 'What is mutual support?',
    content: `<p>Mutual support lets you help the shops you like: open a shop and tap <strong>Support</strong> once a day. Each day of support adds to the shop's cumulative support days, and shops with more days get more visibility and traffic.</p>
<p>Your support history is under <em>Me › Mutual support</em>.</p>`,
  },
];

const helpZh: Article[] = [
  {
    title: '如何下单？',
    content: `<p>在首页、分类或搜索栏中找到商品，打开即可查看价格、库存、运费和评价。</p>
<ol>
<li>选择规格（颜色、尺码等）和数量。</li>
<li>点击<strong>立即购买</strong>单独下单，或点击<strong>加入购物袋</strong>把多件商品放在一起，再到购物袋结算。</li>
<li>在结算页选择收货地址（如果还没有地址，请先在“我的 › 地址”中添加），并核对运费和总价。</li>
<li>提交订单后，使用支付密码从余额中付款。</li>
</ol>
<p>来自多家店铺的商品会按店铺拆分为多个订单。未付款的订单会保留在“我的订单 › 待付款”中，可以继续付款或取消。</p>`,
  },
  {
    title: '什么是支付密码？如何设置？',
    content: `<p>支付密码是至少 6 位的数字，每次用余额付款时都需要输入，它和登录密码不同。</p>
<ul>
<li>首次设置：进入“我的 › 安全 › 支付密码”，输入两次新密码。</li>
<li>修改：先输入原支付密码，再输入新密码；新密码不能与原密码相同。</li>
<li>连续<strong>输错 5 次</strong>后，为保护您的余额，支付将锁定 15 分钟，请在锁定结束后再试。</li>
</ul>
<p>请勿向任何人透露支付密码，我们的工作人员绝不会向您索要。</p>`,
  },
  {
    title: '如何申请退款？',
    content: `<p>已付款的订单可以在订单详情页申请退款：点击<strong>退款</strong>，选择“仅退款”或“退货退款”，说明是否已收到货，选择原因，填写说明并上传照片作为凭证。</p>
<ul>
<li>每个订单只能提交一次退款申请，审核期间订单显示“退款中”。</li>
<li>退款通过后，金额会直接退回您的余额，并显示在资金记录中。</li>
<li>如果退款被拒绝，订单上会显示拒绝原因。</li>
</ul>
<p>尚未付款的订单无需退款，直接取消即可。</p>`,
  },
  {
    title: '余额充值与提现',
    content: `<p><strong>充值：</strong>进入“我的 › 充值”，选择银行转账或链上转账。链上转账请选择网络，复制我们的收款地址，并从使用<strong>相同网络</strong>的平台转出。不支持 DEX、BSC 和 HECO 充值。然后填写金额并上传付款凭证，审核通过后余额到账。</p>
<p><strong>提现：</strong>进入“我的 › 提现”，选择银行卡或链上地址，填写大于 0 且不超过余额的金额。提现会收取手续费（确认前会显示）。提现金额在审核期间冻结；如果被拒绝，全部金额退回余额。</p>
<p>余额的每一笔变动都可以在“资金记录”中查看。</p>`,
  },
  {
    title: '发货与配送',
    content: `<p>付款后店铺会为您备货，订单显示“待发货”。发货后可在订单详情页查看物流进度。</p>
<ul>
<li>运费会在商品页和结算页付款前显示。</li>
<li>跨境包裹通常在 7 到 20 天内送达，具体取决于目的地和海关。</li>
<li>收到包裹后请点击<strong>确认收货</strong>，再评价商品即可完成订单。</li>
</ul>
<p>请在“我的 › 地址”中保持收货地址和手机号码准确，以便快递员联系您。</p>`,
  },
  {
    title: '账号、密码与语言',
    content: `<p>您可以在“我的 › 安全”中凭原密码修改登录密码。如果忘记密码，请在登录页点击<strong>忘记密码</strong>：输入账号和注册时绑定的手机号码，再设置新密码。修改密码后，所有设备都需要重新登录。</p>
<p>在“我的 › 语言”中选择界面语言；您的选择会保存到账号，在所有设备上生效。</p>`,
  },
  {
    title: '什么是互助？',
    content: `<p>互助可以帮助您喜欢的店铺：打开店铺，每天点击一次<strong>助力</strong>。每助力一天，店铺的累计助力天数就加一，累计天数越多的店铺获得的曝光和流量越多。</p>
<p>您的助力记录在“我的 › 互助”中。</p>`,
  },
];

export const HELP_ARTICLES: Readonly<Record<string, Article[]>> = { en: helpEn, 'zh-cn': helpZh };

const lawEn = `<h2>Terms of Service</h2>
<p>Last updated: 1 January 2026. These terms govern your use of Crossborder Mall (the "platform"). By registering or placing an order you accept them.</p>
<h3>1. Your account</h3>
<p>You must give accurate registration details and keep your login password and payment code secret. You are responsible for everything done with your account. Tell customer service at once if you suspect unauthorised use.</p>
<h3>2. Orders and prices</h3>
<p>Products are sold by independent shops on the platform. Prices, freight and stock are shown before you pay; an order is confirmed once it is paid from your balance. A shop may cancel an order it cannot fulfil, in which case the amount paid is returned to your balance.</p>
<h3>3. Balance, recharges and withdrawals</h3>
<p>Your balance holds funds you recharged or received as refunds. Recharges are credited after audit. Withdrawals are subject to the service charge shown before you confirm, are held until audited, and are returned to your balance if refused. We may ask for evidence to prevent fraud and money laundering.</p>
<h3>4. Refunds and returns</h3>
<p>You may request one refund per paid order, with a reason and proof. Approved refunds are credited to your balance. Goods returned must be in the condition received.</p>
<h3>5. Prohibited use</h3>
<p>You must not misuse the platform, interfere with its operation, post unlawful or misleading reviews, or use it to break the law of your country or the seller's.</p>
<h3>6. Liability</h3>
<p>The platform is provided with reasonable care. Nothing in these terms limits rights you have under consumer-protection law.</p>
<h2>Privacy Policy</h2>
<h3>What we collect</h3>
<p>Your account details (username, nickname, email, mobile number), shipping addresses, orders, balance movements, reviews and the language you choose. Passwords and payment codes are stored only as one-way hashes and can never be read back.</p>
<h3>Why we use it</h3>
<p>To run your account, deliver your orders, process payments, refunds, recharges and withdrawals, prevent fraud, and answer your questions. Shops receive only what they need to ship your order: the addressee's name, mobile number and address.</p>
<h3>How long we keep it</h3>
<p>As long as your account is open, and afterwards only as long as the law requires (for example accounting records).</p>
<h3>Your rights</h3>
<p>You can see and correct your details in the app at any time, and ask customer service for a copy of your data or for your account to be closed.</p>
<h3>Contact</h3>
<p>Questions about these terms or your data: use the customer-service page in the app.</p>`;

const lawZh = `<h2>服务条款</h2>
<p>最近更新：2026 年 1 月 1 日。本条款适用于您对 Crossborder Mall（以下简称“平台”）的使用。注册或下单即表示您接受本条款。</p>
<h3>一、账号</h3>
<p>您须提供真实的注册信息，并妥善保管登录密码和支付密码。您对账号下的一切操作负责。如怀疑账号被盗用，请立即联系客服。</p>
<h3>二、订单与价格</h3>
<p>商品由入驻平台的独立店铺销售。价格、运费和库存会在付款前显示；订单从余额付款后即确认。店铺无法履约时可以取消订单，已付金额将退回您的余额。</p>
<h3>三、余额、充值与提现</h3>
<p>余额包括您充值或退款所得的资金。充值在审核通过后到账。提现需支付确认前显示的手续费，审核期间冻结，被拒绝时退回余额。为防范欺诈和洗钱，我们可能要求您提供凭证。</p>
<h3>四、退款与退货</h3>
<p>每个已付款订单可提交一次退款申请，并需说明原因、提供凭证。退款通过后金额退回余额。退回的商品应保持收到时的状态。</p>
<h3>五、禁止行为</h3>
<p>不得滥用平台、干扰平台运行、发布违法或虚假的评价，或利用平台违反您所在国家或卖家所在国家的法律。</p>
<h3>六、责任</h3>
<p>平台以合理的谨慎提供服务。本条款不限制您依据消费者保护法享有的权利。</p>
<h2>隐私政策</h2>
<h3>我们收集的信息</h3>
<p>您的账号信息（用户名、昵称、邮箱、手机号码）、收货地址、订单、余额变动、评价以及您选择的语言。登录密码和支付密码仅以单向哈希形式保存，任何人都无法读取原文。</p>
<h3>我们如何使用</h3>
<p>用于管理您的账号、配送订单、处理付款、退款、充值和提现、防范欺诈以及解答您的问题。店铺只会获得配送所需的信息：收货人姓名、手机号码和地址。</p>
<h3>保存期限</h3>
<p>在您的账号存续期间保存；账号注销后仅在法律要求的期限内保存（例如会计记录）。</p>
<h3>您的权利</h3>
<p>您可以随时在应用中查看和更正您的信息，也可以联系客服获取数据副本或注销账号。</p>
<h3>联系我们</h3>
<p>如对本条款或您的数据有疑问，请通过应用内的客服页面联系我们。</p>`;

export const LAW_PAGES: Readonly<Record<string, string>> = { en: lawEn, 'zh-cn': lawZh };
