import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { CommentOrderQuery } from '../../../gql/graphql.ts';
import { toast } from '../../../lib/toast.ts';
import { ReviewProductMutation } from '../operations.ts';

export type OrderLine = CommentOrderQuery['order']['items'][number];

/** What a review form holds (antd-mobile's Form values). */
export interface ReviewValues {
  productScore?: number;
  serviceScore?: number;
  postageScore?: number;
  text?: string;
  pics?: string[];
}

/**
 * Sends one product's review, then tells `onReviewed` how many of the order's
 * lines are still to review; on failure the review stays as typed.
 */
export function useProductReview(orderId: string, line: OrderLine, onReviewed: (left: number) => void) {
  const { t } = useTranslation(['aftersale', 'common']);
  const [reviewProduct, { loading: sending }] = useMutation(ReviewProductMutation);

  const submit = async (values: ReviewValues) => {
    let left: number;
    try {
      const { data } = await reviewProduct({
        variables: {
          input: {
            orderId,
            productId: line.productId,
            productScore: values.productScore ?? 5,
            serviceScore: values.serviceScore ?? 5,
            postageScore: values.postageScore ?? 5,
            text: (values.text ?? '').trim(),
            pics: values.pics ?? [],
          },
        },
      });
      left = data?.reviewProduct.items.filter((item) => !item.reviewed).length ?? 0;
    } catch {
      return; // The error link has told the buyer why; the review stays as typed.
    }
    toast.success(t('aftersale:messages.reviewed'));
    onReviewed(left);
  };

  return { submit, sending };
}
