import { ShopbagOutline } from 'antd-mobile-icons';

/** The brand mark and a heading over the sign-in, sign-up and reset forms. */
export function AuthHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="auth-header">
      <span className="auth-logo" aria-hidden>
        <ShopbagOutline />
      </span>
      <h1 className="auth-title">{title}</h1>
      <p className="auth-subtitle">{subtitle}</p>
    </header>
  );
}
