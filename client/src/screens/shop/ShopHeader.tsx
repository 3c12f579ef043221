import { Button, Swiper } from 'antd-mobile';
import { AddOutline, CheckOutline, MessageOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Picture, PICTURE } from '../../components/Picture.tsx';
import { FULL_WIDTH_SIZES } from '../../lib/pictureSizes.ts';
import { useNumbers } from '../../i18n/useNumbers.ts';

export interface ShopHeaderView {
  id: string;
  name: string;
  avatar: string;
  banners: readonly string[];
  followers: number;
  favorableRate: string;
  sales: number;
  followed: boolean;
}

/** Banner, avatar, name, the shop's figures, follow and customer service. */
export function ShopHeader({
  shop,
  following,
  onFollow,
}: {
  shop: ShopHeaderView;
  following: boolean;
  onFollow: () => void;
}) {
  const { t } = useTranslation('shop');
  const { count } = useNumbers();
  return (
    <header className="shop-header">
      {/* Pictures slide the same way in every language: antd-mobile's Swiper, mirrored, slid to a blank panel in Arabic. */}
      <div className="shop-banner" dir="ltr">
        {shop.banners.length > 0 ? (
          <Swiper autoplay={shop.banners.length > 1} loop={shop.banners.length > 1} indicatorProps={{ color: 'white' }}>
            {shop.banners.map((url, index) => (
              <Swiper.Item key={`${url}-${index}`}>
                <Picture
                  className="shop-banner-image"
                  src={url}
                  alt={t('bannerAlt', { index: index + 1, name: shop.name })}
                  {...PICTURE.banner}
                  sizes={FULL_WIDTH_SIZES}
                  priority={index === 0}
                />
              </Swiper.Item>
            ))}
          </Swiper>
        ) : (
          <div className="shop-banner-plain" aria-hidden />
        )}
      </div>
      <div className="shop-card-panel">
        <div className="shop-identity">
          <Picture className="shop-avatar" src={shop.avatar} alt={shop.name} {...PICTURE.avatar} sizes="56px" eager />
          <h1 className="shop-name" data-testid="shop-name" dir="auto">
            {shop.name}
          </h1>
          <Button
            className="shop-follow"
            size="small"
            shape="rounded"
            color="primary"
            fill={shop.followed ? 'outline' : 'solid'}
            aria-pressed={shop.followed}
            aria-busy={following}
            onClick={onFollow}
            data-testid="follow-button"
          >
            {shop.followed ? <CheckOutline aria-hidden /> : <AddOutline aria-hidden />}{' '}
            {shop.followed ? t('following') : t('follow')}
          </Button>
        </div>
        <dl className="shop-figures">
          <div>
            <dt>{t('followers')}</dt>
            <dd data-testid="shop-followers">{count(shop.followers)}</dd>
          </div>
          <div>
            <dt>{t('positive')}</dt>
            <dd>{t('rate', { rate: shop.favorableRate })}</dd>
          </div>
          <div>
            <dt>{t('sold')}</dt>
            <dd>{count(shop.sales)}</dd>
          </div>
        </dl>
        <Link className="shop-service" to={`/service?shop=${encodeURIComponent(shop.id)}`}>
          <MessageOutline aria-hidden /> {t('customerService')}
        </Link>
      </div>
    </header>
  );
}
