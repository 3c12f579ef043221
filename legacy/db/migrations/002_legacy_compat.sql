-- What the original client needs from the real API (legacy-api.md, issue 10).

-- Buy now: the real API gives a line bought from the product page a cart row of its own
-- (is_new = 1), hidden from the cart, because the original client always submits the
-- draft's cart_ids. Such rows may repeat a visible row's listing and spec, so the
-- uniqueness of (user, listing, spec) holds for visible rows only. Ids are never reused
-- (AUTOINCREMENT), so a stale cart_id from a client cannot name a newer row.
CREATE TABLE carts_new (
  cart_id    INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id    INTEGER NOT NULL REFERENCES users(id),
  listing_id INTEGER NOT NULL REFERENCES listings(id),
  spec       TEXT NOT NULL DEFAULT '',
  cart_num   INTEGER NOT NULL CHECK (cart_num > 0),
  is_new     INTEGER NOT NULL DEFAULT 0 CHECK (is_new IN (0, 1)),
  createtime INTEGER NOT NULL
);
INSERT INTO carts_new (cart_id, user_id, listing_id, spec, cart_num, is_new, createtime)
  SELECT cart_id, user_id, listing_id, spec, cart_num, 0, createtime FROM carts;
DROP TABLE carts;
ALTER TABLE carts_new RENAME TO carts;
CREATE UNIQUE INDEX carts_visible ON carts(user_id, listing_id, spec) WHERE is_new = 0;
CREATE INDEX carts_user ON carts(user_id, is_new);

-- name_en is the English display name ("Men's clothing"), not a lower-case key.
UPDATE categories SET name_en = upper(substr(name_en, 1, 1)) || substr(name_en, 2)
  WHERE name_en <> '' AND substr(name_en, 1, 1) = lower(substr(name_en, 1, 1));

-- The regions behind the address form's area picker (GET /api/user/area): a tree by pid.
CREATE TABLE areas (
  id    INTEGER PRIMARY KEY,
  pid   INTEGER NOT NULL DEFAULT 0,
  name  TEXT NOT NULL,
  level INTEGER NOT NULL CHECK (level BETWEEN 1 AND 3),
  sort  INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX areas_pid ON areas(pid, sort, id);
