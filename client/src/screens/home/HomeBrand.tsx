import { useTranslation } from 'react-i18next';

/** The platform's logo and name in Home's header; the app's name until the platform's is known. */
export function Brand({ name, logo }: { name?: string | undefined; logo?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="home-brand">
      {logo && <img className="home-logo" src={logo} alt="" width={28} height={28} />}
      <span className="home-name" data-testid="platform-name">
        {name ?? t('appName')}
      </span>
    </div>
  );
}
