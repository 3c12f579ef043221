import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { NavBar, type NavBarProps } from './NavBar.tsx';
import { useDropBackFlag } from './useDropBackFlag.ts';

interface PageProps {
  /** The nav bar; left out for screens that draw their own header (Home). */
  nav?: NavBarProps;
  /** Fixed content under the scroll area (e.g. a checkout bar). */
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A screen: the shared nav bar and its own scroll area. The scroll position is
 * kept while a cached tab root is hidden and put back when it shows again; a
 * freshly opened screen starts at the top, scrolled there smoothly.
 */
export function Page({ nav, footer, children, className }: PageProps) {
  const body = useRef<HTMLElement>(null);
  const saved = useRef(0);
  useDropBackFlag();

  useLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    element.scrollTo({ top: saved.current, behavior: saved.current ? 'instant' : 'smooth' });
    // Runs when the screen is hidden (a cached tab) or leaves: remember where it was.
    return () => {
      saved.current = element.scrollTop;
    };
  }, []);

  return (
    <div className={`page${className ? ` ${className}` : ''}`}>
      {nav && <NavBar {...nav} />}
      {/* The screen's one main landmark: what is under the nav bar. */}
      {/* Focusable, so a screen of text only (the law page) still scrolls by keyboard. */}
      <main className="page-body" ref={body} tabIndex={0}>
        {children}
      </main>
      {footer && <div className="page-footer">{footer}</div>}
    </div>
  );
}
