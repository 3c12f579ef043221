import { useQuery } from '@apollo/client/react';
import { Button, Skeleton } from 'antd-mobile';
import { FireFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { SearchKeywordsQuery } from './operations.ts';

/** Keywords as tappable chips. */
export function Chips({
  words,
  onPick,
  hot,
}: {
  words: readonly string[];
  onPick: (word: string) => void;
  hot?: boolean;
}) {
  return (
    <div className="chips">
      {words.map((word, index) => (
        <button key={word} type="button" className="chip" onClick={() => onPick(word)}>
          {hot && index < 3 && <FireFill className="chip-hot" aria-hidden="true" />}
          {word}
        </button>
      ))}
    </div>
  );
}

/** The most searched keywords, with their loading, empty and error states. */
export function HotKeywords({ onPick }: { onPick: (word: string) => void }) {
  const { t } = useTranslation(['catalog', 'common']);
  const { data, error, refetch } = useQuery(SearchKeywordsQuery, { context: { silent: true } });
  let body;
  if (data) {
    body = data.searchKeywords.length ? (
      <Chips words={data.searchKeywords} onPick={onPick} hot />
    ) : (
      <p className="muted search-none">{t('noKeywords')}</p>
    );
  } else if (error) {
    body = (
      <p className="muted search-none">
        {t('keywordsFailed')}{' '}
        <Button size="mini" fill="none" color="primary" onClick={() => void refetch().catch(() => undefined)}>
          {t('common:actions.retry')}
        </Button>
      </p>
    );
  } else {
    body = <Skeleton.Paragraph lineCount={2} animated />;
  }
  return (
    <section className="section" aria-labelledby="hot-keywords-title" data-testid="hot-keywords">
      <h2 className="section-title" id="hot-keywords-title">
        {t('hotKeywords')}
      </h2>
      {body}
    </section>
  );
}
