-- The stand-in's whole schema. Money is stored as integer cents and rendered as
-- two-place decimal strings at the edge; times are Unix seconds.

CREATE TABLE settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE languages (
  id            INTEGER PRIMARY KEY,
  language_name TEXT NOT NULL,
  chinese_name  TEXT NOT NULL,
  file_name     TEXT NOT NULL UNIQUE,
  is_default    INTEGER NOT NULL DEFAULT 0,
  sort          INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE users (
  id               INTEGER PRIMARY KEY,
  username         TEXT NOT NULL UNIQUE COLLATE NOCASE,
  nickname         TEXT NOT NULL,
  password_hash    TEXT NOT NULL,
  pay_hash         TEXT,
  email            TEXT NOT NULL DEFAULT '',
  mobile           TEXT NOT NULL DEFAULT '',
  quhao            TEXT NOT NULL DEFAULT '',
  avatar           TEXT NOT NULL DEFAULT '',
  money_cents      INTEGER NOT NULL DEFAULT 0 CHECK (money_cents >= 0),
  lang_id          INTEGER REFERENCES languages(id),
  pay_fail_count   INTEGER NOT NULL DEFAULT 0,
  pay_locked_until INTEGER NOT NULL DEFAULT 0,
  createtime       INTEGER NOT NULL
);

CREATE TABLE sessions (
  token_hash         TEXT PRIMARY KEY,
  user_id            INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  createtime         INTEGER NOT NULL,
  expires_at         INTEGER NOT NULL,
  pay_verified_until INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sessions_user ON sessions(user_id);

CREATE TABLE categories (
  category_id INTEGER PRIMARY KEY,
  name        TEXT NOT NULL,
  name_en     TEXT NOT NULL,
  sort        INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE merchants (
  mer_id      INTEGER PRIMARY KEY,
  mer_name    TEXT NOT NULL,
  mer_avatar  TEXT NOT NULL,
  banner      TEXT NOT NULL DEFAULT '',
  follow_count INTEGER NOT NULL DEFAULT 0 CHECK (follow_count >= 0),
  kf_url      TEXT NOT NULL DEFAULT '',
  is_hot      INTEGER NOT NULL DEFAULT 0,
  createtime  INTEGER NOT NULL
);

-- A product as the platform knows it; merchants list it in `listings`.
CREATE TABLE products (
  product_id   INTEGER PRIMARY KEY,
  category_id  INTEGER NOT NULL REFERENCES categories(category_id),
  title        TEXT NOT NULL,
  image        TEXT NOT NULL,
  images       TEXT NOT NULL,
  content      TEXT NOT NULL,
  spec         TEXT NOT NULL DEFAULT '',
  spec_list    TEXT NOT NULL DEFAULT '[]',
  market_price_cents INTEGER NOT NULL CHECK (market_price_cents >= 0)
);

-- A merchant's listing of a product: the `id` of the legacy API. Stock that is
-- reserved by unpaid orders is held in `reserved`; buyers see stock - reserved.
CREATE TABLE listings (
  id               INTEGER PRIMARY KEY,
  mer_id           INTEGER NOT NULL REFERENCES merchants(mer_id),
  product_id       INTEGER NOT NULL REFERENCES products(product_id),
  sales_price_cents INTEGER NOT NULL CHECK (sales_price_cents >= 0),
  freight_cents    INTEGER NOT NULL DEFAULT 0 CHECK (freight_cents >= 0),
  stock            INTEGER NOT NULL CHECK (stock >= 0),
  reserved         INTEGER NOT NULL DEFAULT 0 CHECK (reserved >= 0 AND reserved <= stock),
  sales            INTEGER NOT NULL DEFAULT 0,
  real_sales       INTEGER NOT NULL DEFAULT 0,
  click            INTEGER NOT NULL DEFAULT 0,
  like_count       INTEGER NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  is_hot           INTEGER NOT NULL DEFAULT 0,
  createtime       INTEGER NOT NULL,
  UNIQUE (mer_id, product_id)
);
CREATE INDEX listings_product ON listings(product_id);

CREATE TABLE banners (
  id    INTEGER PRIMARY KEY,
  image TEXT NOT NULL,
  sort  INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE keywords (
  keyword TEXT PRIMARY KEY,
  hits    INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE likes (
  user_id    INTEGER NOT NULL REFERENCES users(id),
  listing_id INTEGER NOT NULL REFERENCES listings(id),
  createtime INTEGER NOT NULL,
  PRIMARY KEY (user_id, listing_id)
);

CREATE TABLE follows (
  user_id    INTEGER NOT NULL REFERENCES users(id),
  mer_id     INTEGER NOT NULL REFERENCES merchants(mer_id),
  createtime INTEGER NOT NULL,
  PRIMARY KEY (user_id, mer_id)
);

CREATE TABLE carts (
  cart_id    INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id),
  listing_id INTEGER NOT NULL REFERENCES listings(id),
  spec       TEXT NOT NULL DEFAULT '',
  cart_num   INTEGER NOT NULL CHECK (cart_num > 0),
  createtime INTEGER NOT NULL,
  UNIQUE (user_id, listing_id, spec)
);

CREATE TABLE addresses (
  address_id INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id),
  name       TEXT NOT NULL,
  mobile     TEXT NOT NULL,
  country    TEXT NOT NULL DEFAULT '',
  area       TEXT NOT NULL,
  detail     TEXT NOT NULL,
  tag        TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  createtime INTEGER NOT NULL
);
CREATE INDEX addresses_user ON addresses(user_id);

-- merCreate's draft: what the buyer is about to order, priced server-side.
CREATE TABLE order_drafts (
  chu_id     TEXT PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id),
  payload    TEXT NOT NULL,
  createtime INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE orders (
  order_id            INTEGER PRIMARY KEY,
  order_sn            TEXT NOT NULL UNIQUE,
  out_trade_no        TEXT NOT NULL,
  user_id             INTEGER NOT NULL REFERENCES users(id),
  mer_id              INTEGER NOT NULL REFERENCES merchants(mer_id),
  status              INTEGER NOT NULL DEFAULT 0,
  refund_status       INTEGER NOT NULL DEFAULT 0,
  total_num           INTEGER NOT NULL,
  goods_price_cents   INTEGER NOT NULL,
  delivery_price_cents INTEGER NOT NULL,
  total_price_cents   INTEGER NOT NULL,
  real_name           TEXT NOT NULL,
  user_phone          TEXT NOT NULL,
  user_address        TEXT NOT NULL,
  delivery_id         TEXT NOT NULL DEFAULT '',
  createtime          INTEGER NOT NULL,
  pay_time            INTEGER NOT NULL DEFAULT 0,
  delivery_time       INTEGER NOT NULL DEFAULT 0,
  receive_time        INTEGER NOT NULL DEFAULT 0,
  is_del              INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX orders_user ON orders(user_id, status);
CREATE INDEX orders_trade ON orders(out_trade_no);

CREATE TABLE order_products (
  order_product_id  INTEGER PRIMARY KEY,
  order_id          INTEGER NOT NULL REFERENCES orders(order_id),
  listing_id        INTEGER NOT NULL REFERENCES listings(id),
  mer_id            INTEGER NOT NULL,
  product_id        INTEGER NOT NULL,
  title             TEXT NOT NULL,
  image             TEXT NOT NULL,
  spec              TEXT NOT NULL DEFAULT '',
  product_price_cents INTEGER NOT NULL,
  product_num       INTEGER NOT NULL,
  total_price_cents INTEGER NOT NULL,
  is_reply          INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX order_products_order ON order_products(order_id);

CREATE TABLE order_deliveries (
  id          INTEGER PRIMARY KEY,
  order_id    INTEGER NOT NULL REFERENCES orders(order_id),
  delivery_no TEXT NOT NULL,
  mark        TEXT NOT NULL,
  updatetime  INTEGER NOT NULL
);
CREATE INDEX order_deliveries_order ON order_deliveries(order_id);

CREATE TABLE refunds (
  id                INTEGER PRIMARY KEY,
  order_id          INTEGER NOT NULL UNIQUE REFERENCES orders(order_id),
  user_id           INTEGER NOT NULL REFERENCES users(id),
  amount_cents      INTEGER NOT NULL CHECK (amount_cents >= 0),
  service_type      INTEGER NOT NULL,
  receiving_status  INTEGER NOT NULL,
  reason_type       TEXT NOT NULL,
  refund_explain    TEXT NOT NULL,
  images            TEXT NOT NULL,
  order_product_ids TEXT NOT NULL,
  status            INTEGER NOT NULL DEFAULT 0,
  admin_msg         TEXT NOT NULL DEFAULT '',
  createtime        INTEGER NOT NULL,
  audittime         INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE reviews (
  id               INTEGER PRIMARY KEY,
  user_id          INTEGER NOT NULL REFERENCES users(id),
  order_id         INTEGER REFERENCES orders(order_id),
  mer_id           INTEGER NOT NULL,
  product_id       INTEGER NOT NULL,
  product_score    INTEGER NOT NULL CHECK (product_score BETWEEN 1 AND 5),
  service_score    INTEGER NOT NULL CHECK (service_score BETWEEN 1 AND 5),
  postage_score    INTEGER NOT NULL CHECK (postage_score BETWEEN 1 AND 5),
  comment          TEXT NOT NULL,
  pics             TEXT NOT NULL DEFAULT '',
  createtime       INTEGER NOT NULL,
  UNIQUE (order_id, product_id)
);
CREATE INDEX reviews_listing ON reviews(mer_id, product_id);

CREATE TABLE bills (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id),
  title       TEXT NOT NULL,
  money_cents INTEGER NOT NULL,
  type        TEXT NOT NULL CHECK (type IN ('recharge', 'extract', 'pay', 'refund')),
  balance_cents INTEGER NOT NULL,
  createtime  INTEGER NOT NULL
);
CREATE INDEX bills_user ON bills(user_id, type);

CREATE TABLE networks (
  id         INTEGER PRIMARY KEY,
  network    TEXT NOT NULL UNIQUE,
  blockchain TEXT NOT NULL
);

CREATE TABLE recharges (
  id                 INTEGER PRIMARY KEY,
  user_id            INTEGER NOT NULL REFERENCES users(id),
  type               INTEGER NOT NULL CHECK (type IN (1, 2)),
  network            TEXT NOT NULL DEFAULT '',
  blockchain         TEXT NOT NULL DEFAULT '',
  price_cents        INTEGER NOT NULL CHECK (price_cents > 0),
  actual_price_cents INTEGER NOT NULL DEFAULT 0,
  image              TEXT NOT NULL,
  status             INTEGER NOT NULL DEFAULT 0,
  admin_msg          TEXT NOT NULL DEFAULT '',
  createtime         INTEGER NOT NULL,
  audittime          INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX recharges_user ON recharges(user_id, status);

CREATE TABLE withdrawals (
  id                  INTEGER PRIMARY KEY,
  user_id             INTEGER NOT NULL REFERENCES users(id),
  extract_type        INTEGER NOT NULL CHECK (extract_type IN (0, 1)),
  extract_price_cents INTEGER NOT NULL CHECK (extract_price_cents > 0),
  fee_cents           INTEGER NOT NULL CHECK (fee_cents >= 0),
  real_price_cents    INTEGER NOT NULL,
  bank_card           TEXT NOT NULL DEFAULT '',
  bank_name           TEXT NOT NULL DEFAULT '',
  real_name           TEXT NOT NULL DEFAULT '',
  blockchain          TEXT NOT NULL DEFAULT '',
  network             TEXT NOT NULL DEFAULT '',
  status              INTEGER NOT NULL DEFAULT 0,
  mark                TEXT NOT NULL DEFAULT '',
  admin_msg           TEXT NOT NULL DEFAULT '',
  createtime          INTEGER NOT NULL,
  audittime           INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX withdrawals_user ON withdrawals(user_id, status);

CREATE TABLE bank_cards (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id),
  bank_name  TEXT NOT NULL,
  bank_card  TEXT NOT NULL,
  real_name  TEXT NOT NULL,
  UNIQUE (user_id, bank_card)
);

CREATE TABLE help_articles (
  id      INTEGER PRIMARY KEY,
  lang    TEXT NOT NULL,
  title   TEXT NOT NULL,
  content TEXT NOT NULL,
  sort    INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE law_pages (
  lang    TEXT PRIMARY KEY,
  content TEXT NOT NULL
);

CREATE TABLE notices (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id),
  title      TEXT NOT NULL,
  content    TEXT NOT NULL,
  is_read    INTEGER NOT NULL DEFAULT 0,
  createtime INTEGER NOT NULL
);
CREATE INDEX notices_user ON notices(user_id);

-- One row per (buyer, shop, UTC day) of mutual support.
CREATE TABLE assists (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id),
  mer_id     INTEGER NOT NULL REFERENCES merchants(mer_id),
  day        TEXT NOT NULL,
  createtime INTEGER NOT NULL,
  UNIQUE (user_id, mer_id, day)
);
