import type { Db } from '../db/open.ts';
import {
  avatarUrl,
  initialsOf,
  platformBannerUrl,
  PLATFORM_BANNER_COUNT,
  productImageUrl,
  shopAvatarUrl,
  shopBannerUrl,
} from '../images/names.ts';
import { shopServicePage } from '../pages/urls.ts';
import { CATEGORIES, KEYWORDS, type Category, type ItemTemplate } from './catalogData.ts';
import { SeededRandom } from './random.ts';
import { COMMENTS, REVIEWERS, SHOPS } from './shopData.ts';

const DAY = 24 * 60 * 60;
/** Products listed by a second shop as well (at another price). */
const SHARED_PRODUCTS = 24;
/** Listings of the first category's products given to each shop that has none there. */
const FIRST_CATEGORY_LISTINGS = 3;

interface SeededProduct {
  productId: number;
  categoryId: number;
  images: string[];
  prices: number[];
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);
}

/** A price in cents ending in .99 (or .49 under ten dollars), within [min, max] dollars. */
function price(rng: SeededRandom, minDollars: number, maxDollars: number): number {
  const dollars = rng.int(minDollars, maxDollars);
  return dollars < 10 && rng.next() < 0.5 ? dollars * 100 - 51 : dollars * 100 - 1;
}

function content(category: Category, item: ItemTemplate, title: string): string {
  const features = item.features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join('');
  return (
    `<h3>${escapeHtml(title)}</h3>` +
    `<p>${escapeHtml(category.intro)}</p>` +
    `<ul>${features}</ul>` +
    `<p><strong>In the box:</strong> 1 × ${escapeHtml(item.noun)}, user guide.</p>` +
    '<p>Ships worldwide within 48 hours. 30-day hassle-free returns.</p>'
  );
}

/** A review score, mostly glad: 5 (55%), 4 (27%), 3 (10%), 2 (5%), 1 (3%). */
function score(rng: SeededRandom): number {
  const roll = rng.next();
  if (roll < 0.55) return 5;
  if (roll < 0.82) return 4;
  if (roll < 0.92) return 3;
  if (roll < 0.97) return 2;
  return 1;
}

/**
 * The demo catalogue: 10 categories, 28 shops, 300 products (30 per category) listed
 * as 396 listings (every shop also lists a few of the first category), platform
 * banners, search keywords, 20 reviewer accounts (who cannot log in) and their reviews. Deterministic: the same data for every `now`
 * (times are relative to it).
 */
export function seedCatalog(db: Db, now: number): void {
  const rng = new SeededRandom(0x5eed_ca7a);

  const insertCategory = db.prepare('INSERT INTO categories (category_id, name, name_en, sort) VALUES (?, ?, ?, ?)');
  for (const category of CATEGORIES) insertCategory.run(category.id, category.name, category.nameEn, category.id);

  const insertBanner = db.prepare('INSERT INTO banners (id, image, sort) VALUES (?, ?, ?)');
  for (let n = 1; n <= PLATFORM_BANNER_COUNT; n++) insertBanner.run(n, platformBannerUrl(n), n);

  const insertShop = db.prepare(
    `INSERT INTO merchants (mer_id, mer_name, mer_avatar, banner, follow_count, kf_url, is_hot, createtime)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  SHOPS.forEach((shop, index) => {
    const merId = index + 1;
    const initials = initialsOf(shop.name, 2);
    const mainCategory = shop.categories[0] ?? 1;
    const banners = Array.from({ length: rng.int(2, 3) }, (_, i) =>
      shopBannerUrl(merId, i + 1, mainCategory, initials),
    );
    insertShop.run(
      merId,
      shop.name,
      shopAvatarUrl(merId, initials),
      banners.join(','),
      shop.hot ? rng.int(3000, 48000) : rng.int(40, 2900),
      shopServicePage(merId),
      shop.hot ? 1 : 0,
      now - rng.int(200, 1200) * DAY,
    );
  });

  const shopsOf = (categoryId: number): number[] =>
    SHOPS.flatMap((shop, index) => (shop.categories.includes(categoryId) ? [index + 1] : []));

  const insertProduct = db.prepare(
    `INSERT INTO products (product_id, category_id, title, image, images, content, spec, spec_list, market_price_cents)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)`,
  );
  const insertListing = db.prepare(
    `INSERT INTO listings (mer_id, product_id, sales_price_cents, freight_cents, stock, sales, real_sales, click, is_hot, createtime)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const listing = (merId: number, productId: number, cents: number): void => {
    const stock = rng.next() < 0.04 ? 0 : rng.int(5, 500);
    const hot = rng.next() < 0.15;
    const sales = hot ? rng.int(800, 9000) : rng.int(0, 1200);
    insertListing.run(
      merId,
      productId,
      cents,
      rng.next() < 0.6 ? 0 : rng.pick([299, 399, 499, 599, 899]),
      stock,
      sales,
      Math.floor(sales * (0.5 + rng.next() / 2)),
      sales * rng.int(3, 12) + rng.int(0, 500),
      hot ? 1 : 0,
      now - rng.int(1, 180) * DAY - rng.int(0, DAY - 1),
    );
  };

  const products: SeededProduct[] = [];
  let productId = 0;
  for (const category of CATEGORIES) {
    const sellers = rng.sample(shopsOf(category.id), Number.MAX_SAFE_INTEGER);
    let turn = 0;
    for (const item of category.items) {
      for (const variant of item.variants) {
        productId += 1;
        const brand = rng.pick(category.brands);
        const title = `${brand} ${variant} ${item.noun}`;
        const initials = initialsOf(`${brand} ${item.noun}`, 3);
        const images = Array.from({ length: rng.int(3, 5) }, (_, i) =>
          productImageUrl(category.id, productId, i + 1, initials),
        );
        const defaultSpec = item.specs.map((group) => group.child[0] ?? '').join('|');
        insertProduct.run(
          productId,
          category.id,
          title,
          images[0] ?? '',
          images.join(','),
          content(category, item, title),
          defaultSpec,
          JSON.stringify(item.specs),
        );
        const cents = price(rng, item.price[0], item.price[1]);
        const merId = sellers[turn % sellers.length] ?? 1;
        turn += 1;
        listing(merId, productId, cents);
        products.push({ productId, categoryId: category.id, images, prices: [cents] });
      }
    }
  }

  // A few products are sold by a second shop of the same category, at a slightly different price.
  const firstSeller = db.prepare<[number], { mer_id: number }>('SELECT mer_id FROM listings WHERE product_id = ?');
  for (const product of rng.sample(products, SHARED_PRODUCTS)) {
    const owner = firstSeller.get(product.productId)?.mer_id;
    const others = shopsOf(product.categoryId).filter((merId) => merId !== owner);
    const base = product.prices[0] ?? 100;
    const cents = Math.max(99, Math.round((base * (0.9 + rng.next() * 0.2)) / 100) * 100 - 1);
    listing(rng.pick(others), product.productId, cents);
    product.prices.push(cents);
  }

  /*
   * The original client opens a shop page on the platform's first category, so every shop
   * lists a few of its products too (accessories next to its own range); otherwise most
   * shop pages would open on "No record".
   */
  const firstCategory = CATEGORIES[0]?.id ?? 1;
  const listedBy = db.prepare<[number, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM listings l JOIN products p USING (product_id) WHERE l.mer_id = ? AND p.category_id = ?',
  );
  const firstCategoryProducts = products.filter((product) => product.categoryId === firstCategory);
  SHOPS.forEach((_shop, index) => {
    const merId = index + 1;
    if ((listedBy.get(merId, firstCategory)?.n ?? 0) > 0) return;
    for (const product of rng.sample(firstCategoryProducts, FIRST_CATEGORY_LISTINGS)) {
      const base = product.prices[0] ?? 100;
      const cents = Math.max(99, Math.round((base * (0.9 + rng.next() * 0.2)) / 100) * 100 - 1);
      listing(merId, product.productId, cents);
      product.prices.push(cents);
    }
  });

  // The market (list) price is above every shop's price.
  const setMarketPrice = db.prepare('UPDATE products SET market_price_cents = ? WHERE product_id = ?');
  for (const product of products) {
    const highest = Math.max(...product.prices);
    setMarketPrice.run(Math.round((highest * (1.2 + rng.next() * 0.6)) / 100) * 100 + 99, product.productId);
  }

  const insertKeyword = db.prepare('INSERT INTO keywords (keyword, hits) VALUES (?, ?)');
  for (const [keyword, hits] of KEYWORDS) insertKeyword.run(keyword, hits);

  seedReviews(db, now, rng, products);
}

/** Reviewer accounts (password hash '!' matches no password, so they cannot log in) and their reviews. */
function seedReviews(db: Db, now: number, rng: SeededRandom, products: SeededProduct[]): void {
  const insertUser = db.prepare(
    `INSERT INTO users (username, nickname, password_hash, avatar, createtime) VALUES (?, ?, '!', ?, ?)`,
  );
  const reviewers = REVIEWERS.map(([nickname, initials], index) => {
    const username = `reviewer${String(index + 1).padStart(2, '0')}`;
    const result = insertUser.run(username, nickname, avatarUrl(index + 1, initials), now - rng.int(200, 800) * DAY);
    return Number(result.lastInsertRowid);
  });

  const imagesOf = new Map(products.map((product) => [product.productId, product.images]));
  const listings = db
    .prepare<[], { mer_id: number; product_id: number }>('SELECT mer_id, product_id FROM listings ORDER BY id')
    .all();
  const insertReview = db.prepare(
    `INSERT INTO reviews (user_id, order_id, mer_id, product_id, product_score, service_score, postage_score, comment, pics, createtime)
     VALUES (?, NULL, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const near = (value: number) => Math.min(5, Math.max(1, value + rng.int(-1, 1)));
  for (const { mer_id, product_id } of listings) {
    if (rng.next() < 0.35) continue;
    for (const userId of rng.sample(reviewers, rng.int(1, 5))) {
      const productScore = score(rng);
      const images = imagesOf.get(product_id) ?? [];
      const pics = rng.next() < 0.2 ? rng.sample(images, rng.int(1, 2)).join(',') : '';
      insertReview.run(
        userId,
        mer_id,
        product_id,
        productScore,
        near(productScore),
        near(productScore),
        rng.pick(COMMENTS[productScore] ?? COMMENTS[5] ?? ['Good']),
        pics,
        now - rng.int(1, 120) * DAY - rng.int(0, DAY - 1),
      );
    }
  }
}
