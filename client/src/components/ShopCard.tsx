import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '../gql/index.ts';
import { Picture, PICTURE } from './Picture.tsx';

export const ShopCardFragment = graphql(`
  fragment ShopCard_shop on Shop {
    id
    name
    avatar
    followers
    favorableRate
    sales
  }
`);

/** A shop row: avatar, name and its figures, linking to the shop. */
export function ShopCard(props: { shop: FragmentType<typeof ShopCardFragment> }) {
  const shop = getFragmentData(ShopCardFragment, props.shop);
  const { t } = useTranslation('catalog');
  return (
    <Link className="shop-card" to={`/shop/${shop.id}`} data-testid="shop-card">
      <Picture className="shop-card-avatar" src={shop.avatar} alt={shop.name} {...PICTURE.avatar} sizes="48px" />
      <div className="shop-card-body">
        <p className="shop-card-name" dir="auto">
          {shop.name}
        </p>
        <p className="shop-card-meta muted">
          {t('followers', { count: shop.followers })} · {t('favorableRate', { rate: shop.favorableRate })} ·{' '}
          {t('sold', { count: shop.sales })}
        </p>
      </div>
    </Link>
  );
}
