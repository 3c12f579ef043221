import type common from '../locales/en/common.json';
import type home from '../locales/en/home.json';
import type catalog from '../locales/en/catalog.json';
import type product from '../locales/en/product.json';
import type shop from '../locales/en/shop.json';
import type cart from '../locales/en/cart.json';
import type auth from '../locales/en/auth.json';
import type account from '../locales/en/account.json';
import type orders from '../locales/en/orders.json';
import type aftersale from '../locales/en/aftersale.json';
import type addresses from '../locales/en/addresses.json';
import type wallet from '../locales/en/wallet.json';
import type support from '../locales/en/support.json';
import type mutualAid from '../locales/en/mutualAid.json';

/** Makes every t('key') call type-checked against the English texts. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      catalog: typeof catalog;
      product: typeof product;
      shop: typeof shop;
      cart: typeof cart;
      auth: typeof auth;
      account: typeof account;
      orders: typeof orders;
      aftersale: typeof aftersale;
      addresses: typeof addresses;
      wallet: typeof wallet;
      support: typeof support;
      mutualAid: typeof mutualAid;
    };
  }
}
