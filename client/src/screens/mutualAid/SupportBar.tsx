import { Button, NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../apollo/errorMessage.ts';
import { useSupportShop } from './useSupportShop.ts';

/** The chosen shop and the Support button, with the server's reason when it refused. */
export function SupportBar({ shopId }: { shopId: string | null }) {
  const { t } = useTranslation(['mutualAid', 'common']);
  const { t: tCommon } = useTranslation();
  const { chosen, support, doneToday, loading, refusal, onSupport } = useSupportShop(shopId);

  return (
    <div className="aid-bar">
      {refusal?.shopId === shopId && (
        <NoticeBar color="error" content={refusal.message} wrap data-testid="support-refusal" />
      )}
      <div className="aid-bar-row">
        <div className="aid-bar-shop" data-testid="chosen-shop">
          {!shopId ? (
            <span className="muted">{t('chooseShopFirst')}</span>
          ) : support ? (
            <>
              <strong>{support.shop.name}</strong>
              <span className="muted">
                {t('days', { count: support.days })}
                {support.supportedToday ? ` · ${t('supportedToday')}` : ''}
              </span>
            </>
          ) : (
            <span className="muted">
              {chosen.error ? describeError(chosen.error, tCommon).message : t('common:list.loading')}
            </span>
          )}
        </div>
        {/* Once a day per shop: after today's support the button says so instead of inviting a refusal. */}
        <Button
          color="primary"
          shape="rounded"
          disabled={!shopId || loading || doneToday}
          loading={loading}
          onClick={() => void onSupport()}
          data-testid="support-button"
        >
          {doneToday ? t('supportedToday') : t('support')}
        </Button>
      </div>
    </div>
  );
}
