import { Button, Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FooterTotal } from '../FooterTotal.tsx';
import type { BagSelection } from './useBagSelection.ts';

interface BagFooterProps {
  selection: BagSelection;
  /** The sum of the chosen lines, a Money string. */
  total: string;
  removing: boolean;
  onRemove: (ids: string[]) => void;
  onCheckout: () => void;
}

/** Select all, and either the total with the checkout or (editing) deleting what is chosen. */
export function BagFooter({ selection, total, removing, onRemove, onCheckout }: BagFooterProps) {
  const { t } = useTranslation(['cart', 'common']);
  const { chosen, allChosen, selectableItems, editing, setChosen } = selection;
  return (
    <div className="bag-footer">
      <Checkbox
        checked={allChosen}
        indeterminate={chosen.length > 0 && !allChosen}
        onChange={(checked) =>
          setChosen(
            selectableItems.map((item) => item.id),
            checked,
          )
        }
        data-testid="bag-select-all"
      >
        {t('cart:selectAll')}
      </Checkbox>
      {editing ? (
        <Button
          className="bag-footer-action"
          color="danger"
          fill="outline"
          shape="rounded"
          disabled={chosen.length === 0}
          loading={removing}
          onClick={() => onRemove(chosen.map((item) => item.id))}
          data-testid="bag-delete-selected"
        >
          {t('cart:deleteSelected', { count: chosen.length })}
        </Button>
      ) : (
        <>
          <FooterTotal total={total} className="bag-footer-total" testId="bag-total" />
          <Button
            className="bag-footer-action"
            color="primary"
            shape="rounded"
            onClick={onCheckout}
            data-testid="bag-checkout"
          >
            {t('cart:checkoutCount', { count: chosen.length })}
          </Button>
        </>
      )}
    </div>
  );
}
