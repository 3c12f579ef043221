import { Form, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formRule } from '../../../lib/formRules.ts';
import { DepositCard } from './DepositCard.tsx';

export interface DepositNetwork {
  id: string;
  network: string;
  depositAddress: string;
}

interface DepositNetworkFieldsProps {
  networks: readonly DepositNetwork[];
  chosen: DepositNetwork | undefined;
}

/** An on-chain top-up's warnings, the network to pay on and, once chosen, where to pay. */
export function DepositNetworkFields({ networks, chosen }: DepositNetworkFieldsProps) {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <>
      <div className="wallet-notice wallet-notice-warning" role="note" data-testid="same-network-warning">
        {t('recharge.sameNetwork')}
      </div>
      <div className="wallet-notice" role="note" data-testid="unsupported-notice">
        {t('recharge.unsupported')}
      </div>
      <Form.Item
        name="network"
        label={t('recharge.network')}
        required
        rules={[
          formRule<string[]>((value) => {
            const found = networks.find((network) => network.id === value?.[0]);
            if (!found) return t('common:validation.networkRequired');
            return found.depositAddress.trim() ? null : t('common:validation.addressRequired');
          }),
        ]}
      >
        <Selector
          aria-label={t('recharge.network')}
          columns={2}
          options={networks.map((network) => ({ label: network.network, value: network.id }))}
        />
      </Form.Item>
      {chosen?.depositAddress && <DepositCard address={chosen.depositAddress} />}
    </>
  );
}
