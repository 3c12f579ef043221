import { Form, Input, Selector, Switch, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { checkMobile, ruleOf } from '../../lib/validation.ts';
import type { AddressValues } from './addressValues.ts';
import { AreaPicker, type AreaValue } from './AreaPicker.tsx';
import { useAddressForm } from './useAddressForm.ts';

const MAX_TEXT = 100;
const MAX_DETAIL = 255;

/** The address's fields, each checked before saving (spec section 5). */
export function AddressForm({ id, initial }: { id: string | undefined; initial: AddressValues }) {
  const { t } = useTranslation(['addresses', 'common']);
  const [form] = Form.useForm<AddressValues>();
  const { tags, saving, onFinish } = useAddressForm(id, initial);

  const required = (key: 'addresseeRequired' | 'detailRequired') => ({
    required: true,
    whitespace: true,
    message: t(`common:validation.${key}`),
  });

  return (
    <Form
      form={form}
      layout="horizontal"
      mode="card"
      initialValues={initial}
      onFinish={(values: AddressValues) => void onFinish(values)}
      footer={
        <SubmitButton loading={saving} testId="save-address">
          {t('common:actions.save')}
        </SubmitButton>
      }
    >
      <Form.Item name="addressee" label={t('fields.addressee')} rules={[required('addresseeRequired')]}>
        <Input placeholder={t('placeholders.addressee')} maxLength={MAX_TEXT} autoComplete="name" clearable />
      </Form.Item>
      <Form.Item name="mobile" label={t('fields.mobile')} required rules={[ruleOf(checkMobile)]}>
        <Input
          type="tel"
          inputMode="tel"
          placeholder={t('placeholders.mobile')}
          maxLength={24}
          autoComplete="tel"
          clearable
        />
      </Form.Item>
      <Form.Item
        name="region"
        label={t('fields.area')}
        required
        rules={[
          {
            validator: (_rule, value: AreaValue | undefined) =>
              value && value.area.trim() !== ''
                ? Promise.resolve()
                : Promise.reject(new Error(t('common:validation.areaRequired'))),
          },
        ]}
      >
        <AreaPicker />
      </Form.Item>
      <Form.Item name="detail" label={t('fields.detail')} rules={[required('detailRequired')]}>
        <TextArea placeholder={t('placeholders.detail')} maxLength={MAX_DETAIL} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item
        name="tag"
        label={t('fields.tag')}
        rules={[{ required: true, type: 'array', min: 1, message: t('common:validation.tagRequired') }]}
      >
        <Selector options={tags} columns={3} showCheckMark={false} />
      </Form.Item>
      <Form.Item
        name="isDefault"
        label={t('fields.isDefault')}
        valuePropName="checked"
        childElementPosition="right"
        description={t('defaultHint')}
      >
        <Switch aria-label={t('fields.isDefault')} />
      </Form.Item>
    </Form>
  );
}
