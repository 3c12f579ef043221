import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { navigationHistory } from '../navigation/history.ts';
import { LeftOutline } from './icons.tsx';

export interface NavBarProps {
  /** The title; defaults to nothing (screens pass their translated title). */
  title?: ReactNode;
  /** Where back goes; without it, the last stored history entry (with ?backs=1), else Home. */
  backUrl?: string;
  /** Hide the back control (tab roots). */
  noBack?: boolean;
  /** The right-hand action. */
  right?: ReactNode;
  /** Drawn in the title's place (e.g. the product page's section tabs); the title is then for screen readers. */
  center?: ReactNode;
}

/** The shared navigation bar: title, back control and a right action. */
export function NavBar({ title, backUrl, noBack, right, center }: NavBarProps) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const goBack = () => {
    if (backUrl) {
      void navigate(backUrl);
      return;
    }
    void navigate(navigationHistory.popBack() ?? '/home');
  };
  return (
    <header className="nav-bar">
      <div className="nav-bar-side">
        {!noBack && (
          <button type="button" className="nav-back" aria-label={t('nav.back')} onClick={goBack}>
            <LeftOutline />
          </button>
        )}
      </div>
      {/* The screen's heading: each screen says what it is, for screen readers as for the eye. */}
      <h1 className={center ? 'visually-hidden' : 'nav-bar-title'}>{title}</h1>
      {center}
      <div className="nav-bar-side nav-bar-right">{right}</div>
    </header>
  );
}
