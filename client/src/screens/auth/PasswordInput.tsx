import { Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PasswordInputProps {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  autoComplete?: 'current-password' | 'new-password';
  id?: string;
}

/** A password field with a show/hide control; driven by the Form.Item around it. */
export function PasswordInput({
  value,
  onChange,
  placeholder,
  autoComplete = 'current-password',
  id,
}: PasswordInputProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <Input
        {...(id ? { id } : {})}
        type={visible ? 'text' : 'password'}
        value={value ?? ''}
        onChange={(next) => onChange?.(next)}
        placeholder={placeholder}
        autoComplete={autoComplete}
        clearable
      />
      <button
        type="button"
        className="password-toggle"
        aria-label={visible ? t('hidePassword') : t('showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOutline aria-hidden /> : <EyeInvisibleOutline aria-hidden />}
      </button>
    </div>
  );
}
