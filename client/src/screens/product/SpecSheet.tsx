import { Button, Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Picture, PICTURE } from '../../components/Picture.tsx';
import { Price } from '../../components/Price.tsx';
import { QuantityStepper } from '../../components/QuantityStepper.tsx';
import { missingGroups } from './specChoice.ts';
import type { SpecPopupProps } from './specPopupProps.ts';

/** Each option group's values as chips, the quantity (up to the stock) and the action. */
export default function SpecSheet(props: SpecPopupProps) {
  const { t } = useTranslation('product');
  const { groups, selection, quantity, stock, busy, mode } = props;
  const soldOut = stock <= 0;
  const missing = missingGroups(groups, selection);
  const chosen = selection.filter((value): value is string => value !== undefined);
  const summary =
    missing.length > 0
      ? t('spec.pleaseChoose', { names: missing.join(', ') })
      : t('spec.chosen', { summary: t('spec.summary', { values: chosen.join(', ') || '—', count: quantity }) });

  return (
    <Popup
      visible={props.visible}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName="spec-popup"
      destroyOnClose={false}
    >
      <div role="dialog" aria-modal="true" aria-label={t('spec.label')} data-testid="spec-popup">
        <div className="spec-popup-head">
          <Picture
            className="spec-popup-image"
            src={props.image}
            alt={props.title}
            {...PICTURE.product}
            sizes="96px"
            eager
          />
          <div className="spec-popup-figures">
            <Price value={props.price} className="spec-popup-price" />
            <span className="muted">{soldOut ? t('soldOut') : t('stock', { count: stock })}</span>
            <span className="spec-popup-summary" data-testid="spec-summary">
              {summary}
            </span>
          </div>
          <button type="button" className="spec-popup-close" aria-label={t('spec.close')} onClick={props.onClose}>
            <CloseOutline />
          </button>
        </div>

        <div className="spec-popup-body">
          {groups.map((group, groupIndex) => (
            <fieldset className="spec-group" key={`${group.name}-${groupIndex}`}>
              <legend className="spec-group-name">{group.name}</legend>
              <div className="spec-chips">
                {group.values.map((value) => {
                  const active = selection[groupIndex] === value;
                  return (
                    <button
                      type="button"
                      key={value}
                      className={`spec-chip${active ? ' active' : ''}`}
                      aria-pressed={active}
                      onClick={() => props.onChoose(groupIndex, value)}
                    >
                      {value}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          ))}

          <div className="spec-quantity">
            <span className="spec-group-name" id="spec-quantity-label">
              {t('spec.quantity')}
            </span>
            {!soldOut && stock <= 10 && <span className="spec-low-stock">{t('spec.onlyLeft', { count: stock })}</span>}
            <QuantityStepper
              label={t('spec.quantity')}
              min={1}
              max={Math.max(1, stock)}
              digits={0}
              disabled={soldOut}
              value={quantity}
              onChange={(value) =>
                props.onQuantity(Math.min(Math.max(1, Math.floor(Number(value) || 1)), Math.max(1, stock)))
              }
            />
          </div>
        </div>

        <div className="spec-popup-actions">
          {soldOut ? (
            <Button block disabled shape="rounded">
              {t('soldOut')}
            </Button>
          ) : mode === 'select' ? (
            <div className="detail-action-pair">
              <Button
                className="detail-cart-button"
                shape="rounded"
                loading={busy}
                disabled={busy}
                onClick={props.onAddToCart}
              >
                {t('addToCart')}
              </Button>
              <Button color="primary" shape="rounded" disabled={busy} onClick={props.onBuyNow}>
                {t('buyNow')}
              </Button>
            </div>
          ) : (
            <Button
              block
              color="primary"
              shape="rounded"
              loading={busy}
              disabled={busy}
              onClick={mode === 'cart' ? props.onAddToCart : props.onBuyNow}
            >
              {t('spec.confirm')}
            </Button>
          )}
        </div>
      </div>
    </Popup>
  );
}
