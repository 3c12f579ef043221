import { SearchBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { recentSearches } from './recentSearches.ts';
import { SegmentedTabs } from './SegmentedTabs.tsx';

/** What a search looks for. */
export const SEARCH_MODES = ['products', 'shops'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

/** Where a search for `keyword` in `mode` is shown (an empty keyword opens the bare search). */
export function searchPath(mode: SearchMode, keyword: string): string {
  const base = mode === 'products' ? '/search' : '/searchs';
  return keyword ? `${base}?title=${encodeURIComponent(keyword)}` : base;
}

/**
 * The search bar and the products/shops switch shared by Search and ShopSearch.
 * Submitting remembers the keyword and puts it in the address, so a result
 * page survives going back to it.
 */
export function SearchHeader({ mode, keyword }: { mode: SearchMode; keyword: string }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const [text, setText] = useState(keyword);

  // A keyword chosen elsewhere (a chip, the switch) shows in the box.
  useEffect(() => setText(keyword), [keyword]);

  const submit = (value: string) => {
    const clean = value.trim();
    if (!clean) return;
    recentSearches.add(clean);
    void navigate(searchPath(mode, clean), { replace: true });
  };

  return (
    <div className="search-header">
      <div className="search-form" role="search">
        <SearchBar
          className="search-bar"
          value={text}
          onChange={setText}
          onSearch={submit}
          onClear={() => navigate(searchPath(mode, ''), { replace: true })}
          placeholder={mode === 'products' ? t('searchPlaceholder') : t('shopSearchPlaceholder')}
          autoFocus={!keyword}
          maxLength={60}
        />
        <button type="button" className="search-submit" data-testid="search-submit" onClick={() => submit(text)}>
          {t('searchAction')}
        </button>
      </div>
      {keyword && (
        <SegmentedTabs
          options={SEARCH_MODES}
          value={mode}
          onChange={(option) => option !== mode && navigate(searchPath(option, keyword), { replace: true })}
          label={t('searchIn')}
          title={(option) => t(option)}
        />
      )}
    </div>
  );
}
