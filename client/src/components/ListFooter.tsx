import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** Under the list: loading, no more, or a retry after a failed page. */
export function ListFooter(props: {
  more: boolean;
  failed: boolean;
  retry?: () => unknown;
  ref?: Ref<HTMLSpanElement>;
}) {
  const { more, failed, retry, ref } = props;
  const { t } = useTranslation();
  return failed ? (
    <button type="button" className="list-footer list-retry" onClick={() => void retry?.()}>
      {t('list.failedToLoad')} · {t('list.retry')}
    </button>
  ) : (
    <span className="list-footer" ref={ref}>
      {more ? t('list.loading') : t('list.noMore')}
    </span>
  );
}
