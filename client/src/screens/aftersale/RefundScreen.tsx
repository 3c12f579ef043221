import { useMutation, useQuery } from '@apollo/client/react';
import { Checkbox, Form, Input, NoticeBar, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { describeError } from '../../apollo/errorMessage.ts';
import { LazyImage, PICTURE } from '../../components/LazyImage.tsx';
import { moneyInput } from '../../lib/numericInput.ts';
import { CountedTextArea } from '../../components/CountedTextArea.tsx';
import { useNumbers } from '../../i18n/useNumbers.ts';
import { Page } from '../../components/Page.tsx';
import { Price } from '../../components/Price.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { formRule, requiredChoice, requiredText } from '../../lib/formRules.ts';
import { EmptyState } from '../../components/states/EmptyState.tsx';
import { ErrorState } from '../../components/states/ErrorState.tsx';
import { PageSkeleton } from '../../components/states/PageSkeleton.tsx';
import { toast } from '../../lib/toast.ts';
import type { ProductReceipt, RefundOrderQuery as RefundOrderData, RefundType } from '../../gql/graphql.ts';
import { RefundOrderQuery, RequestRefundMutation } from './operations.ts';
import { PhotoUploader } from './PhotoUploader.tsx';
import { refundAmountError, routeAmount, routeItemIds } from './refundRules.ts';
import { useReturnToOrder } from './useReturnToOrder.ts';
import './aftersale.css';

type RefundOrder = RefundOrderData['order'];

/** The reasons a buyer can give, in the order they are offered. */
export const REFUND_REASONS = [
  'notAsDescribed',
  'damaged',
  'wrongItem',
  'missingParts',
  'notReceived',
  'lateDelivery',
  'changedMind',
  'other',
] as const;

const REFUND_TYPES: readonly RefundType[] = ['REFUND_ONLY', 'RETURN_AND_REFUND'];
const RECEIPTS: readonly ProductReceipt[] = ['NOT_RECEIVED', 'RECEIVED'];
const MAX_EXPLANATION = 500;

interface RefundValues {
  type?: RefundType[];
  receipt?: ProductReceipt[];
  itemIds?: string[];
  amount?: string;
  reason?: string[];
  explanation?: string;
  proof?: string[];
}

/** A single-choice Selector never ends up with nothing chosen: tapping the chosen option keeps it. */
const keepChoice = <T,>(value: T[] | undefined, previous: T[] | undefined) => (value?.length ? value : previous);

/** The order's lines, to choose which ones the refund is for (shown plainly when there is one). */
function RefundItems({ order, value, onChange }: { order: RefundOrder; value?: string[]; onChange?: (ids: string[]) => void }) {
  const line = (item: RefundOrder['items'][number]) => (
    <div className="refund-item">
      <LazyImage className="refund-item-image" src={item.image} alt={item.title} {...PICTURE.product} />
      <div className="refund-item-body">
        <p className="refund-item-title" dir="auto">{item.title}</p>
        {item.specValues.length > 0 && <p className="refund-item-spec muted">{item.specValues.join(' / ')}</p>}
        <p className="refund-item-meta">
          <Price value={item.price} /> <span className="muted">× {item.quantity}</span>
        </p>
      </div>
    </div>
  );
  if (order.items.length === 1 && order.items[0]) return line(order.items[0]);
  return (
    <Checkbox.Group value={value ?? []} onChange={(ids) => onChange?.(ids.map(String))}>
      {order.items.map((item) => (
        <Checkbox key={item.id} value={item.id} className="refund-item-choice" data-testid={`refund-item-${item.id}`}>
          {line(item)}
        </Checkbox>
      ))}
    </Checkbox.Group>
  );
}

/** The application form for one order. */
function RefundForm({ order, routeLines, amount }: { order: RefundOrder; routeLines?: string; amount?: string }) {
  const { t } = useTranslation(['aftersale', 'common']);
  const { t: tCommon } = useTranslation();
  const { money } = useNumbers();
  const [form] = Form.useForm<RefundValues>();
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [requestRefund, { loading: sending }] = useMutation(RequestRefundMutation);
  const returnToOrder = useReturnToOrder();
  const lines = order.items.map((item) => item.id);
  const received = order.status === 'DELIVERED' || order.status === 'RECEIVED' || order.status === 'COMPLETED';

  const initialValues: RefundValues = {
    type: ['REFUND_ONLY'],
    receipt: [received ? 'RECEIVED' : 'NOT_RECEIVED'],
    itemIds: routeItemIds(routeLines, lines),
    amount: routeAmount(amount) ?? order.total,
    reason: [],
    explanation: '',
    proof: [],
  };

  const submit = async (values: RefundValues) => {
    setRefusal(null);
    const reasonKey = values.reason?.[0] as (typeof REFUND_REASONS)[number] | undefined;
    const chosen = values.itemIds ?? lines;
    try {
      await requestRefund({
        variables: {
          input: {
            orderId: order.id,
            type: values.type?.[0] ?? 'REFUND_ONLY',
            productReceipt: values.receipt?.[0] ?? 'NOT_RECEIVED',
            amount: (values.amount ?? '').trim(),
            // The merchant reads the reason as the buyer saw it.
            reason: reasonKey ? t(`aftersale:reasons.${reasonKey}`) : '',
            explanation: (values.explanation ?? '').trim(),
            proofImages: values.proof ?? [],
            ...(chosen.length < lines.length ? { orderItemIds: chosen } : {}),
          },
        },
      });
    } catch (error) {
      // The error link has shown it as a toast too; it stays here, next to the form the buyer keeps.
      setRefusal(describeError(error as Error, tCommon).message);
      return;
    }
    toast.success(t('common:messages.applicationSuccess'));
    returnToOrder(order.id);
  };

  return (
    <Form
      form={form}
      name="refund"
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
      requiredMarkStyle="asterisk"
      footer={
        <>
          {refusal && (
            <NoticeBar className="refund-refusal" color="error" content={refusal} wrap data-testid="refund-refusal" />
          )}
          <SubmitButton loading={sending} disabled={uploading} testId="refund-submit">
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
        <Selector
          columns={2}
          options={RECEIPTS.map((value) => ({ value, label: t(`aftersale:receipts.${value}`) }))}
        />
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
      <Form.Item
        name="reason"
        label={t('aftersale:reason')}
        required
        rules={[requiredChoice(t('common:validation.reasonRequired'))]}
      >
        <Selector columns={2} options={REFUND_REASONS.map((key) => ({ value: key, label: t(`aftersale:reasons.${key}`) }))} />
      </Form.Item>
      <Form.Item
        name="explanation"
        label={t('aftersale:explanation')}
        required
        rules={[requiredText(t('common:validation.explainRequired'))]}
      >
        <CountedTextArea
          placeholder={t('aftersale:explanationPlaceholder')}
          maxCharacters={MAX_EXPLANATION}
          autoSize={{ minRows: 3, maxRows: 6 }}
        />
      </Form.Item>
      <Form.Item
        name="proof"
        label={t('aftersale:proof')}
        required
        rules={[requiredChoice(t('common:validation.proofRequired'))]}
      >
        <PhotoUploader label={t('aftersale:proof')} onUploadingChange={setUploading} />
      </Form.Item>
    </Form>
  );
}

/**
 * `/refund/:id?/:sn?/:product_ids?/:amount?`: the refund application of an order
 * (type, product status, amount, reason, explanation and proof pictures).
 */
export default function RefundScreen() {
  const { t } = useTranslation(['aftersale', 'common']);
  const { id, product_ids: routeLines, amount } = useParams();
  const { data, loading, error, refetch } = useQuery(RefundOrderQuery, { variables: { id: id ?? '' }, skip: !id });
  const nav = { title: t('common:titles.refund') };

  let body;
  if (!id) body = <EmptyState title={t('aftersale:noOrder')} />;
  else if (!data && loading) body = <PageSkeleton />;
  else if (!data) body = <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  else {
    const order = data.order;
    body = (
      <>
        {order.refundStatus !== 'NONE' && (
          <NoticeBar
            color="alert"
            wrap
            content={t(`aftersale:alreadyRequested.${order.refundStatus}`)}
            data-testid="refund-status-notice"
          />
        )}
        <RefundForm order={order} {...(routeLines ? { routeLines } : {})} {...(amount ? { amount } : {})} />
      </>
    );
  }
  return (
    <Page nav={nav} className="aftersale-page">
      {body}
    </Page>
  );
}
