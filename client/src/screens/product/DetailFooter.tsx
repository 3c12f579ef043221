import { Badge, Button } from 'antd-mobile';
import { MessageOutline, ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A shop front, drawn like the icon set's outlines. */
function StoreIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
    >
      <path d="M4 9.5V20h16V9.5" />
      <path d="M3 9.5 5 4h14l2 5.5a2.75 2.75 0 0 1-4.5 1.6 2.75 2.75 0 0 1-4.5 0 2.75 2.75 0 0 1-4.5 0A2.75 2.75 0 0 1 3 9.5z" />
      <path d="M9.5 20v-5h5v5" />
    </svg>
  );
}

interface DetailFooterProps {
  shopId: string;
  cartQuantity: number;
  soldOut: boolean;
  busy: boolean;
  onAddToCart: () => void;
  onBuyNow: () => void;
}

/** The fixed bar: shop, customer service and bag shortcuts, then the two buying actions. */
export function DetailFooter({ shopId, cartQuantity, soldOut, busy, onAddToCart, onBuyNow }: DetailFooterProps) {
  const { t } = useTranslation('product');
  return (
    <div className="detail-footer">
      <nav className="detail-footer-icons" aria-label={t('footer.label')}>
        <Link className="detail-footer-icon" to={`/shop/${shopId}`}>
          <StoreIcon />
          <span>{t('footer.shop')}</span>
        </Link>
        <Link className="detail-footer-icon" to={`/service?shop=${encodeURIComponent(shopId)}`}>
          <MessageOutline aria-hidden />
          <span>{t('footer.service')}</span>
        </Link>
        <Link className="detail-footer-icon" to="/bag" data-testid="footer-bag">
          <Badge content={cartQuantity > 0 ? (cartQuantity > 99 ? '99+' : String(cartQuantity)) : null}>
            <ShopbagOutline aria-hidden />
          </Badge>
          <span>{t('footer.bag')}</span>
        </Link>
      </nav>
      <div className="detail-action-pair">
        <Button
          className="detail-cart-button"
          shape="rounded"
          disabled={busy || soldOut}
          onClick={onAddToCart}
          data-testid="add-to-cart"
        >
          {soldOut ? t('soldOut') : t('addToCart')}
        </Button>
        <Button color="primary" shape="rounded" disabled={busy || soldOut} onClick={onBuyNow} data-testid="buy-now">
          {t('buyNow')}
        </Button>
      </div>
    </div>
  );
}
