import { Button } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/copyText.ts';

/** The chosen network's deposit address: its QR code, the address and a copy button. */
export function DepositCard({ address }: { address: string }) {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <div className="deposit-card" data-testid="deposit-address">
      <div className="deposit-qr" role="img" aria-label={t('recharge.qrLabel')}>
        <QRCodeSVG value={address} size={148} marginSize={2} />
      </div>
      <div className="deposit-label muted">{t('recharge.depositAddress')}</div>
      <div className="deposit-address" dir="ltr">
        {address}
      </div>
      <Button
        size="small"
        shape="rounded"
        color="primary"
        fill="outline"
        onClick={() => void copyText(address)}
        data-testid="copy-address"
      >
        <FileOutline /> {t('recharge.copyAddress')}
      </Button>
    </div>
  );
}
