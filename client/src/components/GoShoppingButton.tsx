import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The way on from an empty bag or list: Home, to shop. */
export function GoShoppingButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button color="primary" shape="rounded" onClick={() => navigate('/home')}>
      {t('actions.goShopping')}
    </Button>
  );
}
