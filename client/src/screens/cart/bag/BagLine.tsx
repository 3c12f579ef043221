import { Checkbox, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Picture, PICTURE } from '../../../components/Picture.tsx';
import { Price } from '../../../components/Price.tsx';
import { BagQuantity } from './BagQuantity.tsx';
import type { CartLine } from './useBagSelection.ts';

/** Below this stock a line says how many are left. */
const LOW_STOCK = 10;

interface BagLineProps {
  item: CartLine;
  checked: boolean;
  disabled: boolean;
  onCheck: (checked: boolean) => void;
}

/** One line of the bag: its check box, picture, title, options, stock, price and quantity. */
export function BagLine({ item, checked, disabled, onCheck }: BagLineProps) {
  const { t } = useTranslation(['cart', 'common']);
  const soldOut = item.stock <= 0;
  const detail = `/detail/${item.productId}/${item.shopId}`;
  return (
    <div className={`cart-line${soldOut ? ' sold-out' : ''}`} data-testid="bag-line">
      <Checkbox className="cart-line-check" checked={checked} disabled={disabled} onChange={onCheck}>
        <span className="visually-hidden">{t('cart:selectLine', { title: item.title })}</span>
      </Checkbox>
      <Link className="cart-line-image" to={detail} tabIndex={-1}>
        <Picture src={item.image} alt={item.title} {...PICTURE.product} sizes="84px" />
      </Link>
      <div className="cart-line-body">
        <Link className="cart-line-title" to={detail} dir="auto">
          {item.title}
        </Link>
        {item.specValues.length > 0 && <span className="cart-line-spec">{item.specValues.join(' / ')}</span>}
        {soldOut ? (
          <Tag className="cart-line-tag" color="default" fill="outline">
            {t('cart:soldOut')}
          </Tag>
        ) : (
          item.stock < LOW_STOCK && (
            <span className="cart-line-stock">{t('cart:stockLeft', { count: item.stock })}</span>
          )
        )}
        <div className="cart-line-foot">
          <Price value={item.price} />
          <BagQuantity item={item} disabled={soldOut} />
        </div>
      </div>
    </div>
  );
}
