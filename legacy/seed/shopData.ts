/** The demo shops, the reviewers and what they write. */

export interface ShopSeed {
  name: string;
  /** Categories the shop sells, main one first. */
  categories: number[];
  hot: boolean;
}

export const SHOPS: ShopSeed[] = [
  { name: 'ByteHub Digital', categories: [1, 9], hot: true },
  { name: 'Northwind Electronics', categories: [2, 1], hot: true },
  { name: 'PixelPoint Mobile', categories: [9], hot: true },
  { name: 'Peak Outdoor Gear', categories: [3], hot: true },
  { name: 'Trailhead Supply Co.', categories: [3, 6], hot: false },
  { name: 'Maple & Oak Home', categories: [4], hot: true },
  { name: 'Cozy Nest Living', categories: [4, 2], hot: false },
  { name: 'Vital Health Store', categories: [5], hot: true },
  { name: 'Green Leaf Wellness', categories: [5, 8], hot: false },
  { name: 'Urban Threads Menswear', categories: [6], hot: true },
  { name: "Gentleman's Closet", categories: [6], hot: false },
  { name: 'Bloom Boutique', categories: [7], hot: true },
  { name: 'Silk Road Fashion', categories: [7, 6], hot: false },
  { name: 'Golden Harvest Foods', categories: [8], hot: true },
  { name: 'Sakura Snack House', categories: [8], hot: false },
  { name: 'TinyJoy Toys', categories: [10], hot: true },
  { name: 'Little Explorers', categories: [10, 3], hot: false },
  { name: 'Smart Living Appliances', categories: [2], hot: false },
  { name: 'GadgetGo', categories: [9, 1], hot: false },
  { name: 'Everyday Essentials', categories: [4, 5], hot: false },
  { name: 'Luna Fashion House', categories: [7], hot: false },
  { name: 'Alpine Kitchen', categories: [2, 8], hot: false },
  { name: 'Coastal Trends', categories: [6, 7], hot: false },
  { name: 'Brightside Toys & Games', categories: [10], hot: false },
  { name: 'Evergreen Organics', categories: [8, 5], hot: false },
  { name: 'Metro Tech Outlet', categories: [1], hot: false },
  { name: 'Harbor Home Goods', categories: [4], hot: false },
  { name: 'Summit Sports', categories: [3, 5], hot: false },
];

/** Reviewers: nickname and the initials drawn on their avatar. */
export const REVIEWERS: ReadonlyArray<readonly [nickname: string, initials: string]> = [
  ['Emma W.', 'EW'],
  ['Liam Carter', 'LC'],
  ['Sofia R.', 'SR'],
  ['Noah Becker', 'NB'],
  ['王芳', 'WF'],
  ['Kenji T.', 'KT'],
  ['Olivia M.', 'OM'],
  ['Lucas Moreau', 'LM'],
  ['Aisha Khan', 'AK'],
  ['李娜', 'LN'],
  ['Mateo García', 'MG'],
  ['Chloe Nguyen', 'CN'],
  ['Daniel Park', 'DP'],
  ['Hannah S.', 'HS'],
  ['Arjun Mehta', 'AM'],
  ['陈静', 'CJ'],
  ['Isabella Rossi', 'IR'],
  ['Mehmet Yilmaz', 'MY'],
  ['Siti Rahma', 'SR'],
  ['Jack Thompson', 'JT'],
];

/** Comments by score: 5 and 4 are glad, 3 lukewarm, 2 and 1 disappointed. */
export const COMMENTS: Record<number, string[]> = {
  5: [
    'Exactly as described and arrived earlier than expected. Very happy!',
    'Excellent quality for the price, I already ordered a second one for my sister.',
    'Fast shipping, well packed, works perfectly. Five stars.',
    'Better than I expected. The seller answered all my questions quickly.',
    'Great value. The material feels premium and the finish is very neat.',
    'Arrived in perfect condition after 6 days. Would buy from this shop again.',
    'Love it! The colour is just like in the pictures.',
    '质量很好，物流也很快，非常满意！',
    'Second time buying this. Consistent quality, highly recommended.',
    'Perfect gift, my family loved it.',
  ],
  4: [
    'Good product, shipping took a little longer than expected but worth the wait.',
    'Nice quality overall. Instructions could be clearer.',
    'Works well. Packaging was slightly dented but the item was fine.',
    'Pretty good for the price, would recommend.',
    'Solid purchase. Size runs a little small, so order one up.',
    '东西不错，就是快递慢了一点。',
    'Happy with it, does what it says. Minus one star for the plain box.',
  ],
  3: [
    'It is okay. Not bad, not great, does the job.',
    'Average quality. The colour is a bit different from the photos.',
    'Took almost three weeks to arrive, but the product itself is fine.',
    'Decent, but I expected a bit more for this price.',
  ],
  2: [
    'Smaller than I expected and the finish is a bit rough.',
    'Delivery was slow and the box was damaged. The seller offered a partial refund.',
    '质量一般，和描述有些差距。',
  ],
  1: ['Stopped working after a week. Waiting for the seller to reply.', 'Not as described. I have asked for a refund.'],
};
