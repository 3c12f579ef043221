import { useTranslation } from 'react-i18next';
import { Picture } from '../../components/Picture.tsx';

/** The platform's logo and name in Home's header; the app's name until the platform's is known. */
export function Brand({ name, logo }: { name?: string | undefined; logo?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="home-brand">
      {logo && <Picture className="home-logo" src={logo} alt="" width={28} height={28} sizes="28px" eager />}
      <span className="home-name" data-testid="platform-name">
        {name ?? t('appName')}
      </span>
    </div>
  );
}
