import { Form, Input, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formRule, requiredText } from '../../../lib/formRules.ts';
import { isValidWalletAddress } from '../validation.ts';
import { keepChoice, type NetworkOption } from './withdrawValues.ts';
import { RequiredItem } from '../../../components/RequiredItem.tsx';

/** The chain address to withdraw to: the network (chosen from the platform's, or typed when it has none) and the address. */
export function ChainAddressFields({ networks }: { networks: readonly NetworkOption[] }) {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <>
      {networks.length > 0 ? (
        <Form.Item
          name="network"
          label={t('withdraw.network')}
          required
          normalize={keepChoice}
          rules={[formRule<string[]>((value) => (value?.[0] ? null : t('common:validation.networkRequired')))]}
        >
          <Selector
            aria-label={t('withdraw.network')}
            columns={2}
            options={networks.map((network) => ({ label: network.network, value: network.network }))}
          />
        </Form.Item>
      ) : (
        <RequiredItem
          name="chainNetwork"
          label={t('withdraw.network')}
          rule={requiredText(t('common:validation.networkRequired'))}
        >
          <Input placeholder="USDT-TRC20" clearable />
        </RequiredItem>
      )}
      <RequiredItem
        name="address"
        label={t('withdraw.address')}
        rule={formRule((value) => {
          if (!value?.trim()) return t('common:validation.addressRequired');
          return isValidWalletAddress(value) ? null : t('validation.addressInvalid');
        })}
      >
        <Input placeholder={t('withdraw.addressPlaceholder')} clearable />
      </RequiredItem>
    </>
  );
}
