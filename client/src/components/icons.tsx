import type { ComponentProps, ReactNode } from 'react';

/**
 * Our own line icons for the first screen (tab bar, nav bar, Home): a few bytes
 * each, drawn on a 24-unit grid with the current text colour, sized like the
 * antd-mobile-icons the other screens use (1em, same class), so they sit alike. Their
 * alignment is in the stylesheet (app/app.css), not a style attribute: a page rendered on the
 * server carries its markup as HTML, where the CSP (style-src 'self') refuses style attributes.
 */
type IconProps = ComponentProps<'svg'>;

function icon(children: ReactNode) {
  return function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        width="1em"
        height="1em"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        xmlns="http://www.w3.org/2000/svg"
        {...props}
        className={className ? `antd-mobile-icon ${className}` : 'antd-mobile-icon'}
      >
        {children}
      </svg>
    );
  };
}

/** Home: a house. */
export const AppOutline = icon(
  <>
    <path d="M3.5 10.5 12 3.5l8.5 7" />
    <path d="M5.5 9v10.5h13V9" />
    <path d="M10 19.5v-5h4v5" />
  </>,
);
/** Explore: a compass. */
export const CompassOutline = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m15.5 8.5-2 5-5 2 2-5z" />
  </>,
);
/** Bag: a shopping bag. */
export const ShopbagOutline = icon(
  <>
    <path d="M5 7.5h14l-1 12.5H6z" />
    <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
  </>,
);
/** Me: a person. */
export const UserOutline = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6" />
  </>,
);
export const SearchOutline = icon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4 4" />
  </>,
);
export const GlobalOutline = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z" />
  </>,
);
export const RightOutline = icon(<path d="m9 5 7 7-7 7" />);
export const LeftOutline = icon(<path d="m15 5-7 7 7 7" />);
/** A cross: closes the full-screen pictures. */
export const CloseOutline = icon(<path d="M6 6l12 12M18 6 6 18" />);
/** Money in dollars (the storefront's currency), for "to pay" and withdrawals. */
export const DollarCircleOutline = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M14.8 9.2c-.4-.9-1.5-1.5-2.8-1.5-1.6 0-2.8.8-2.8 2s1.1 1.7 2.8 2.1 2.9 1 2.9 2.2-1.3 2.1-2.9 2.1c-1.4 0-2.5-.6-2.9-1.6M12 6v1.7M12 16.3V18" />
  </>,
);
