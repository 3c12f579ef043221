import { Form, Input, NoticeBar, Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CountedTextArea } from '../../../components/CountedTextArea.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useUploadGate } from '../../../components/useUploadGate.ts';
import { useNumbers } from '../../../i18n/useNumbers.ts';
import { formRule, requiredChoice, requiredText } from '../../../lib/formRules.ts';
import { moneyInput } from '../../../lib/numericInput.ts';
import { PhotoUploader } from '../PhotoUploader.tsx';
import { refundAmountError } from '../refundRules.ts';
import { RefundItems } from './RefundItems.tsx';
import {
  initialRefundValues,
  keepChoice,
  MAX_EXPLANATION,
  RECEIPTS,
  REFUND_REASONS,
  REFUND_TYPES,
  type RefundOrder,
  type RefundValues,
} from './refundValues.ts';
import { useRefundRequest } from './useRefundRequest.ts';
import { RequiredItem } from '../../../components/RequiredItem.tsx';

/** The application form for one order. */
export function RefundForm({
  order,
  routeLines,
  amount,
}: {
  order: RefundOrder;
  routeLines?: string;
  amount?: string;
}) {
  const { t } = useTranslation(['aftersale', 'common']);
  const { money } = useNumbers();
  const [form] = Form.useForm<RefundValues>();
  // The proof is required: a photo that did not upload is retried or removed, never silently left out.
  const proof = useUploadGate({ optional: false });
  const { submit, sending, refusal } = useRefundRequest(order);

  return (
    <Form
      form={form}
      name="refund"
      layout="vertical"
      initialValues={initialRefundValues(order, routeLines, amount)}
      onFinish={(values: RefundValues) =>
        void proof.mayProceed().then((proceed) => (proceed ? submit(values) : undefined))
      }
      requiredMarkStyle="asterisk"
      footer={
        <>
          {refusal && (
            <NoticeBar className="refund-refusal" color="error" content={refusal} wrap data-testid="refund-refusal" />
          )}
          <SubmitButton loading={sending} disabled={proof.uploading} testId="refund-submit">
            {t('aftersale:submitRefund')}
          </SubmitButton>
        </>
      }
    >
      <Form.Header>{t('aftersale:orderNo', { orderNo: order.orderNo })}</Form.Header>
      <Form.Item
        name="itemIds"
        label={t('aftersale:items')}
        rules={[requiredChoice(t('aftersale:validation.itemsRequired'))]}
      >
        <RefundItems order={order} />
      </Form.Item>
      <Form.Item name="type" label={t('aftersale:type')} required normalize={keepChoice}>
        <Selector
          columns={2}
          options={REFUND_TYPES.map((value) => ({ value, label: t(`aftersale:types.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="receipt" label={t('aftersale:productStatus')} required normalize={keepChoice}>
        <Selector columns={2} options={RECEIPTS.map((value) => ({ value, label: t(`aftersale:receipts.${value}`) }))} />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('aftersale:amount')}
        required
        normalize={moneyInput}
        description={t('aftersale:amountHelp', { paid: money(order.total) })}
        rules={[
          formRule((value) => {
            const error = refundAmountError(value, order.total);
            return error && t(error, { paid: money(order.total) });
          }),
        ]}
      >
        <Input inputMode="decimal" placeholder={t('aftersale:amountPlaceholder')} clearable />
      </Form.Item>
      <RequiredItem
        name="reason"
        label={t('aftersale:reason')}
        rule={requiredChoice(t('common:validation.reasonRequired'))}
      >
        <Selector
          columns={2}
          options={REFUND_REASONS.map((key) => ({ value: key, label: t(`aftersale:reasons.${key}`) }))}
        />
      </RequiredItem>
      <RequiredItem
        name="explanation"
        label={t('aftersale:explanation')}
        rule={requiredText(t('common:validation.explainRequired'))}
      >
        <CountedTextArea
          placeholder={t('aftersale:explanationPlaceholder')}
          maxCharacters={MAX_EXPLANATION}
          autoSize={{ minRows: 3, maxRows: 6 }}
        />
      </RequiredItem>
      <RequiredItem
        name="proof"
        label={t('aftersale:proof')}
        rule={requiredChoice(t('common:validation.proofRequired'))}
      >
        <PhotoUploader label={t('aftersale:proof')} onStateChange={proof.onStateChange} />
      </RequiredItem>
    </Form>
  );
}
