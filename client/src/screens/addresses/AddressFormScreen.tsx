import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Input, Selector, Switch, TextArea } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { AreaPicker, type AreaValue } from './AreaPicker.tsx';
import { afterAddressChange } from '../../apollo/invalidate.ts';
import { Page } from '../../components/Page.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { ErrorState } from '../../components/states/ErrorState.tsx';
import { PageSkeleton } from '../../components/states/PageSkeleton.tsx';
import { toast } from '../../lib/toast.ts';
import { getFragmentData } from '../../gql/index.ts';
import { isInternalPath, useGoBack } from '../../navigation/useGoBack.ts';
import { checkMobile, normaliseMobile, ruleOf } from '../../lib/validation.ts';
import {
  ADDRESS_TAGS,
  AddressFieldsFragment,
  AddressQuery,
  isKnownTag,
  SaveAddressMutation,
} from './operations.ts';
import './addresses.css';

const MAX_TEXT = 100;
const MAX_DETAIL = 255;

export interface AddressValues {
  addressee: string;
  mobile: string;
  /** The country and the rest of the region, picked together. */
  region: AreaValue;
  detail: string;
  /** The Selector's value: one tag, or none yet. */
  tag: string[];
  isDefault: boolean;
}

const EMPTY: AddressValues = { addressee: '', mobile: '', region: { country: '', area: '' }, detail: '', tag: [], isDefault: false };

function AddressForm({ id, initial }: { id: string | undefined; initial: AddressValues }) {
  const { t } = useTranslation(['addresses', 'common']);
  const [params] = useSearchParams();
  const goBack = useGoBack('/address');
  const [form] = Form.useForm<AddressValues>();
  const [save, { loading }] = useMutation(SaveAddressMutation);

  // An address saved elsewhere may carry a tag of its own: it stays choosable.
  const tags = useMemo(() => {
    const own = initial.tag[0];
    const known = ADDRESS_TAGS.map((tag) => ({ label: t(`tags.${tag}`), value: tag as string }));
    return own && !isKnownTag(own) ? [...known, { label: own, value: own }] : known;
  }, [initial.tag, t]);

  const required = (key: 'addresseeRequired' | 'detailRequired') => ({
    required: true,
    whitespace: true,
    message: t(`common:validation.${key}`),
  });

  const onFinish = async (values: AddressValues) => {
    try {
      await save({
        variables: {
          input: {
            ...(id ? { id } : {}),
            addressee: values.addressee.trim(),
            mobile: normaliseMobile(values.mobile),
            country: values.region.country.trim(),
            area: values.region.area.trim(),
            detail: values.detail.trim(),
            tag: values.tag[0] ?? '',
            isDefault: values.isDefault,
          },
        },
        update: afterAddressChange,
      });
    } catch {
      // The error link showed why; nothing typed is lost.
      return;
    }
    toast.success(t('common:messages.saveSuccess'));
    goBack(params.get('back'));
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      mode="card"
      initialValues={initial}
      onFinish={(values) => void onFinish(values)}
      footer={
        <SubmitButton loading={loading} testId="save-address">{t('common:actions.save')}</SubmitButton>
      }
    >
      <Form.Item name="addressee" label={t('fields.addressee')} rules={[required('addresseeRequired')]}>
        <Input placeholder={t('placeholders.addressee')} maxLength={MAX_TEXT} autoComplete="name" clearable />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={t('fields.mobile')}
        required
        rules={[ruleOf(checkMobile)]}
      >
        <Input type="tel" inputMode="tel" placeholder={t('placeholders.mobile')} maxLength={24} autoComplete="tel" clearable />
      </Form.Item>
      <Form.Item
        name="region"
        label={t('fields.area')}
        required
        rules={[
          {
            validator: (_rule, value: AreaValue | undefined) =>
              value && value.area.trim() !== '' ? Promise.resolve() : Promise.reject(new Error(t('common:validation.areaRequired'))),
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

function EditAddress({ id }: { id: string }) {
  const address = useQuery(AddressQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const data = address.data?.address;
  if (!data) {
    return address.error ? <ErrorState error={address.error} onRetry={() => void address.refetch()} /> : <PageSkeleton />;
  }
  const fields = getFragmentData(AddressFieldsFragment, data);
  return (
    <AddressForm
      key={id}
      id={id}
      initial={{
        addressee: fields.addressee,
        mobile: fields.mobile,
        region: { country: fields.country, area: fields.area },
        detail: fields.detail,
        tag: fields.tag ? [fields.tag] : [],
        isDefault: fields.isDefault,
      }}
    />
  );
}

/**
 * Adds an address, or edits `/addressForm/:id`. Every required field (spec
 * section 5) is checked before saving; `?back=` returns there afterwards
 * (e.g. to the checkout).
 */
export default function AddressFormScreen() {
  const { t } = useTranslation(['addresses', 'common']);
  const { id } = useParams();
  const [params] = useSearchParams();
  const back = params.get('back');
  return (
    <Page
      nav={{ title: id ? t('editTitle') : t('addTitle'), ...(back && isInternalPath(back) ? { backUrl: back } : {}) }}
      className="addresses-page"
    >
      {id ? <EditAddress id={id} /> : <AddressForm id={undefined} initial={EMPTY} />}
    </Page>
  );
}
