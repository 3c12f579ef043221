import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The page's sections, each reached by the element it starts with. */
const SECTIONS = [
  { key: 'product', target: 'detail-gallery' },
  { key: 'reviews', target: 'detail-reviews-title' },
  { key: 'details', target: 'detail-description-title' },
] as const;

type SectionKey = (typeof SECTIONS)[number]['key'];

/** The section under the nav bar: the last one whose start has scrolled up to it. */
function sectionInView(navBottom: number): SectionKey {
  let current: SectionKey = 'product';
  for (const section of SECTIONS) {
    const element = document.getElementById(section.target);
    if (element && element.getBoundingClientRect().top <= navBottom + 1) current = section.key;
  }
  return current;
}

/**
 * The original app's header tabs: Product, Reviews, Details. A tap scrolls to the section;
 * the tab of the section on screen is marked as the page scrolls (the later sections come
 * with the rest of the page, so they are looked up when needed, not held).
 */
export function DetailTabs() {
  const { t } = useTranslation('product');
  const [active, setActive] = useState<SectionKey>('product');

  useEffect(() => {
    let frame = 0;
    const onScroll = (event: Event) => {
      const navBar = (event.target as Element | null)?.closest?.('.page')?.querySelector('.nav-bar');
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setActive(sectionInView(navBar?.getBoundingClientRect().bottom ?? 0)));
    };
    // Scroll events do not bubble: caught on the way down, from the page's own scroll area.
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, []);

  const labels: Record<SectionKey, string> = {
    product: t('tabs.product'),
    reviews: t('reviews.title'),
    details: t('description.title'),
  };

  const jump = (key: SectionKey, target: string) => {
    setActive(key);
    document.getElementById(target)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <nav className="detail-tabs" aria-label={t('tabs.label')} data-testid="detail-tabs">
      {SECTIONS.map(({ key, target }) => (
        <button
          key={key}
          type="button"
          className={`detail-tab${key === active ? ' active' : ''}`}
          aria-current={key === active ? 'location' : undefined}
          onClick={() => jump(key, target)}
        >
          {labels[key]}
        </button>
      ))}
    </nav>
  );
}
