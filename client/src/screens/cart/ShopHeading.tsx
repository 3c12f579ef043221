import { useQuery } from '@apollo/client/react';
import { AppstoreOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Picture, PICTURE } from '../../components/Picture.tsx';
import { ShopHeadingQuery } from './operations.ts';

/**
 * A shop's name over its group of lines, linking to the shop. Cart and checkout
 * lines only carry the shop's id, so the name is looked up (once per shop, then
 * from the cache); until then, or if that fails, a neutral label stands in.
 */
export function ShopHeading({ shopId }: { shopId: string }) {
  const { t } = useTranslation('cart');
  const { data } = useQuery(ShopHeadingQuery, {
    variables: { id: shopId },
    fetchPolicy: 'cache-first',
    context: { silent: true },
  });
  const name = data?.shop.name || t('shopFallback', { id: shopId });
  return (
    <Link className="cart-shop-name" to={`/shop/${shopId}`}>
      {data?.shop.avatar ? (
        <Picture className="cart-shop-avatar" src={data.shop.avatar} alt="" {...PICTURE.avatar} sizes="22px" />
      ) : (
        <AppstoreOutline className="cart-shop-icon" aria-hidden />
      )}
      <span dir="auto">{name}</span>
    </Link>
  );
}
